/** A timestamp from the server as a date in the visitor's own time zone and locale. */
export function formatLocalDate(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleDateString()
}

/**
 * A calendar date (YYYY-MM-DD) in the visitor's locale. It names a day, not an instant, so it is
 * read as that day wherever the visitor is rather than as midnight UTC.
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Date(year, month - 1, day).toLocaleDateString()
}

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
