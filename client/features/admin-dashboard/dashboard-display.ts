import type { DashboardFunnelStep } from '#shared/contracts/admin-dashboard.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'

/** Each funnel step in words. */
export const FUNNEL_STEP_NAMES: Record<DashboardFunnelStep, string> = {
  WIZARD_STARTED: 'Wizard started',
  VERDICT: 'Verdict given',
  CASE_CREATED: 'Case created',
  PAID: 'Paid',
}

/** A conversion rate (0.25) as a percentage with at most one decimal ('25%', '28.6%'); '–' when none. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–'
  const percent = Math.round(rate * 1000) / 10
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
}

/** A wait in seconds in the largest whole unit: '45 min', '5 h', '3 days'; under a minute, 'under 1 min'. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '–'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 1) return 'under 1 min'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h`
  const days = Math.floor(hours / 24)
  return `${days} days`
}

/** How long ago an instant was, from `now`, as formatWait says it. */
export function waitSince(iso: string, now: number): string {
  return formatWait(Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000)))
}

/** A week's Monday (YYYY-MM-DD) as a short label: 'Nov 23'. */
export function weekLabel(weekStart: string): string {
  const [year, month, day] = weekStart.split('-').map(Number)
  if (!year || !month || !day) return weekStart
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** An instant in the business time zone, e.g. 'Fri, Nov 27, 5:00 AM'. */
export function formatInZone(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** An instant as its day in the business time zone, short: 'Jan 7'. */
function dayInZone(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric' })
}

/**
 * The affiliate money the next run cannot pay yet, said apart from what is due now: 'Held until
 * Jan 7: $599.80', or 'Held until Jan 7 – Feb 2: …' when the holds end on different days.
 */
export function heldCommissionsText(
  figure: { pendingCents: number; heldUntil: string | null; heldLastUntil: string | null },
  timeZone: string,
): string {
  const amount = formatUsd(figure.pendingCents, { alwaysShowCents: true })
  if (!figure.heldUntil || figure.pendingCents <= 0) return 'Nothing held'
  const first = dayInZone(figure.heldUntil, timeZone)
  const last = figure.heldLastUntil ? dayInZone(figure.heldLastUntil, timeZone) : first
  return `Held until ${first === last ? first : `${first} – ${last}`}: ${amount}`
}
