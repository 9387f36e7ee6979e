import type { FunnelStepFigure } from '#shared/contracts/admin-dashboard.contract.ts'

// Pure arithmetic of the dashboard (docs/decisions/034-live-admin-dashboard.md): calendar days as
// YYYY-MM-DD strings (business days, already in the business time zone), integer cents.

const DAY_MS = 86_400_000

function toUtc(day: string): number {
  const [year, month, date] = day.split('-').map(Number)
  return Date.UTC(year!, month! - 1, date!)
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS)
}

/** The Monday of the week `day` falls in (weeks run Monday to Sunday, as in ISO 8601). */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The Mondays of the `count` weeks that end with the week of `today`, oldest first. */
export function weekStarts(today: string, count: number): string[] {
  const current = mondayOf(today)
  return Array.from({ length: count }, (_, i) => addDays(current, (i - count + 1) * 7))
}

/** An average of integer cents rounded to the cent, halves up; null when there is nothing to average. */
export function averageCents(sumCents: number, count: number): number | null {
  if (count === 0) return null
  return Math.floor((2 * sumCents + count) / (2 * count))
}

/** Each step with its count over the previous step's; null for the first and after a zero. */
export function withConversionRates<S extends string>(
  steps: readonly { step: S; count: number }[],
): (Omit<FunnelStepFigure, 'step'> & { step: S })[] {
  return steps.map((current, i) => {
    const previous = steps[i - 1]
    const rate = previous && previous.count > 0 ? current.count / previous.count : null
    return { ...current, conversionRate: rate === null ? null : Math.round(rate * 10_000) / 10_000 }
  })
}

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g
// Runs of seven or more digits, spaces or dashes between them allowed: phone, card and account
// numbers, SSNs written without dashes. Dates and small counts stay readable.
const LONG_NUMBER = /\d(?:[\s-]?\d){6,}/g
const SSN = /\b\d{3}-\d{2}-\d{4}\b/g
/** The longest error text the dashboard shows. */
export const JOB_ERROR_MAX_LENGTH = 160

/**
 * A job's stored error as the dashboard shows it: on one line, without e-mail addresses or long
 * numbers (which could be a customer's), cut to JOB_ERROR_MAX_LENGTH characters.
 */
export function redactJobError(text: string | null): string | null {
  if (!text) return null
  const redacted = text
    .replace(EMAIL, '[e-mail]')
    .replace(SSN, '[number]')
    .replace(LONG_NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
  return redacted.length > JOB_ERROR_MAX_LENGTH
    ? `${redacted.slice(0, JOB_ERROR_MAX_LENGTH - 1).trimEnd()}…`
    : redacted
}
