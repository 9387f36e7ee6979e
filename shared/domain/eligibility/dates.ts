// Calendar arithmetic on YYYY-MM-DD strings, in UTC so the result never depends on where it runs.

const DAY_MS = 86_400_000

function parts(date: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  return [y, m, d]
}

function format(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The same calendar day `years` later; 29 February rolls to 1 March, the later reading. */
export function addYears(date: string, years: number): string {
  if (Number.isInteger(years) && years >= 0) {
    // Whole years on a YYYY-MM-DD string: only 29 February can fall off the calendar.
    const shifted = String(Number(date.slice(0, 4)) + years).padStart(4, '0') + date.slice(4)
    return date.endsWith('-02-29') && !isLeapYear(Number(shifted.slice(0, 4)))
      ? shifted.slice(0, 5) + '03-01'
      : shifted
  }
  const [y, m, d] = parts(date)
  const whole = Math.floor(years)
  const extraDays = Math.round((years - whole) * 365)
  return format(Date.UTC(y + whole, m - 1, d) + extraDays * DAY_MS)
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date)
  return format(Date.UTC(y, m - 1, d) + days * DAY_MS)
}

/** ISO dates compare correctly as strings; these helpers say so by name. */
export const isAfter = (a: string, b: string): boolean => a > b
export const isOnOrBefore = (a: string, b: string): boolean => a <= b
export const laterOf = (a: string, b: string): string => (a > b ? a : b)
