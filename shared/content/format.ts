import { formatUsd } from '../domain/money.ts'

/** Whole dollars as the pages print them: $2,999; amounts with cents keep them. */
export function usd(cents: number): string {
  return formatUsd(cents)
}

/** Basis points as a percentage: 2000 → '20%', 1250 → '12.5%'. */
export function percent(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`
}

/** A commission in cents on an amount: basis points of it, rounded to the cent. */
export function shareCents(amountCents: number, bps: number): number {
  return Math.round((amountCents * bps) / 10_000)
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** 0 → 'Sunday' … 6 → 'Saturday'. */
export function weekdayName(weekday: number): string {
  const name = WEEKDAYS[weekday]
  if (!name) throw new Error(`Not a weekday: ${weekday}`)
  return name
}

/** '05:00' → '5:00 AM', '17:30' → '5:30 PM'. */
export function clockTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** '1 day', '37 days'. */
export function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`
}

/** '1 hour', '24 hours'. */
export function hourCount(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`
}
