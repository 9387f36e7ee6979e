/**
 * Dates as people write them ('December 3, 2026'), never as numbers or codes (DECISIONS §7,
 * docs/decisions/053-labels-not-codes.md), in the visitor's own locale and time zone.
 */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' }
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' }

/** A locale and a time zone to write dates in; undefined: the runtime's own. */
export type DisplayFormat = { locale?: string; timeZone?: string }

// The browser's own, unless the page was drawn on the server for the visitor's locale and zone: then
// those, so that hydration writes every date exactly as the server did
// (docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
let display: DisplayFormat = {}

/** Sets the locale and zone every date below is written in (the server sets it around each render). */
export function setDisplayFormat(next: DisplayFormat) {
  display = next
}

/** The browser's own locale and time zone, which it tells the server in a cookie. */
export function runtimeDisplayFormat(): Required<DisplayFormat> {
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions()
  return { locale, timeZone }
}

/** A timestamp from the server as a date in the visitor's own time zone and locale. */
export function formatLocalDate(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime())
    ? timestamp
    : date.toLocaleDateString(display.locale, { ...DATE, timeZone: display.timeZone })
}

/** A timestamp from the server as a date and time of day ('December 3, 2026 at 9:05 AM'). */
export function formatLocalDateTime(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime())
    ? timestamp
    : date.toLocaleString(display.locale, { ...DATE_TIME, timeZone: display.timeZone })
}

/**
 * A calendar date (YYYY-MM-DD) in the visitor's locale. It names a day, not an instant, so it is
 * read as that day wherever the visitor is rather than as midnight UTC.
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(display.locale, {
    ...DATE,
    timeZone: 'UTC',
  })
}

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function todayIsoDate(now = new Date()): string {
  // The Swedish locale writes dates as YYYY-MM-DD.
  return now.toLocaleDateString('sv-SE', { timeZone: display.timeZone })
}
