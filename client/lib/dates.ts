/**
 * Dates as people write them ('December 3, 2026'), never as numbers or codes (DECISIONS §7,
 * docs/decisions/053-labels-not-codes.md), in the visitor's own locale and time zone.
 */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' }
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' }

/** A timestamp from the server as a date in the visitor's own time zone and locale. */
export function formatLocalDate(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleDateString(undefined, DATE)
}

/** A timestamp from the server as a date and time of day ('December 3, 2026 at 9:05 AM'). */
export function formatLocalDateTime(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString(undefined, DATE_TIME)
}

/**
 * A calendar date (YYYY-MM-DD) in the visitor's locale. It names a day, not an instant, so it is
 * read as that day wherever the visitor is rather than as midnight UTC.
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Date(year, month - 1, day).toLocaleDateString(undefined, DATE)
}

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
