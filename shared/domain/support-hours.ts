import { z } from 'zod'

/**
 * The support team's opening hours, in the business time zone: one entry per weekday, Sunday first
 * (as Date.getDay() counts), each the opening and closing time or null when closed. The company
 * details setting `supportHours` holds it, or null when no hours are published.
 */

export const WEEKDAY_COUNT = 7

/** 0 = Sunday … 6 = Saturday, as `short` (Mon) and `long` (Monday) names. */
export const WEEKDAY_NAMES = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const

export const SUPPORT_HOURS_MESSAGES = {
  time: 'Enter the time as HH:MM, e.g. 08:00',
  order: 'Closing time must be after opening time',
  week: 'Support hours need one entry per weekday',
  noOpenDay: 'Open on at least one day, or publish no support hours',
} as const

/** 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export const ClockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, SUPPORT_HOURS_MESSAGES.time)

export const OpeningHoursSchema = z
  .object({ opensAt: ClockTimeSchema, closesAt: ClockTimeSchema })
  .refine((day) => day.closesAt > day.opensAt, { message: SUPPORT_HOURS_MESSAGES.order, path: ['closesAt'] })
export type OpeningHours = z.infer<typeof OpeningHoursSchema>

export const WeeklyHoursSchema = z
  .array(OpeningHoursSchema.nullable(), { error: SUPPORT_HOURS_MESSAGES.week })
  .length(WEEKDAY_COUNT, SUPPORT_HOURS_MESSAGES.week)
  .refine((week) => week.some((day) => day !== null), SUPPORT_HOURS_MESSAGES.noOpenDay)
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>

const DAY_PATTERN = /^(sun|mon|tue|wed|thu|fri|sat)[a-z]*$/i

function weekdayOf(name: string): number | null {
  const match = DAY_PATTERN.exec(name.trim())
  if (!match) return null
  return WEEKDAY_NAMES.findIndex((day) => day.short.toLowerCase() === match[1]!.toLowerCase())
}

/**
 * Reads hours written as `Mon-Fri 08:00-20:00, Sat 09:00-17:00` (days not named are closed; a
 * range may wrap, `Fri-Mon`). Returns the week, or the reason it cannot be read.
 */
export function parseWeeklyHours(text: string): { hours: WeeklyHours } | { error: string } {
  const week: (OpeningHours | null)[] = Array.from({ length: WEEKDAY_COUNT }, () => null)
  for (const part of text.split(',')) {
    const match = /^\s*([A-Za-z]+)(?:\s*-\s*([A-Za-z]+))?\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\s*$/.exec(part)
    const from = match ? weekdayOf(match[1]!) : null
    const to = match ? (match[2] ? weekdayOf(match[2]) : from) : null
    if (!match || from === null || to === null) {
      return { error: `"${part.trim()}" is not like "Mon-Fri 08:00-20:00"` }
    }
    const day = OpeningHoursSchema.safeParse({ opensAt: match[3], closesAt: match[4] })
    if (!day.success) return { error: `"${part.trim()}": ${day.error.issues[0]!.message}` }
    for (let d = from; ; d = (d + 1) % WEEKDAY_COUNT) {
      week[d] = day.data
      if (d === to) break
    }
  }
  const checked = WeeklyHoursSchema.safeParse(week)
  return checked.success ? { hours: checked.data } : { error: checked.error.issues[0]!.message }
}

/** A run of consecutive days (Monday first) with the same hours. */
export type HoursGroup = { firstDay: number; lastDay: number; hours: OpeningHours | null }

/**
 * The week as runs of days with the same hours, from Monday to Sunday (the order people read a
 * week in): Mon-Fri 8-8, Sat 9-5, Sun closed.
 */
export function groupWeeklyHours(week: WeeklyHours): HoursGroup[] {
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0]
  const groups: HoursGroup[] = []
  for (const day of mondayFirst) {
    const hours = week[day] ?? null
    const last = groups.at(-1)
    if (last && sameHours(last.hours, hours)) last.lastDay = day
    else groups.push({ firstDay: day, lastDay: day, hours })
  }
  return groups
}

function sameHours(a: OpeningHours | null, b: OpeningHours | null): boolean {
  return a === null || b === null ? a === b : a.opensAt === b.opensAt && a.closesAt === b.closesAt
}
