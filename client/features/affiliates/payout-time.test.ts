import { describe, expect, it } from 'vitest'
import { formatDateIn, formatPayoutMoment } from './payout-time.ts'

describe('formatPayoutMoment', () => {
  it('shows a Friday 5:00 AM payout on the New York clock in winter (EST)', () => {
    expect(formatPayoutMoment('2026-01-09T10:00:00.000Z', 'America/New_York')).toEqual({
      when: 'Friday, January 9, 2026 at 5:00 AM EST',
      zone: 'Eastern Time',
    })
  })

  it('follows daylight saving time in summer (EDT)', () => {
    expect(formatPayoutMoment('2026-07-10T09:00:00.000Z', 'America/New_York').when).toBe(
      'Friday, July 10, 2026 at 5:00 AM EDT',
    )
  })

  it('uses the zone it is given, not the one the browser is in', () => {
    const { when } = formatPayoutMoment('2026-01-09T10:00:00.000Z', 'America/Los_Angeles')
    expect(when).toBe('Friday, January 9, 2026 at 2:00 AM PST')
  })

  it('keeps the calendar day of the zone when it differs from the UTC day', () => {
    expect(formatPayoutMoment('2026-01-10T02:30:00.000Z', 'America/New_York').when).toBe(
      'Friday, January 9, 2026 at 9:30 PM EST',
    )
  })

  it('gives back text that is not a timestamp unchanged', () => {
    expect(formatPayoutMoment('soon', 'America/New_York')).toEqual({ when: 'soon', zone: 'America/New_York' })
  })
})

describe('formatDateIn', () => {
  it('names the day in the zone', () => {
    expect(formatDateIn('2026-01-10T02:30:00.000Z', 'America/New_York')).toBe('Jan 9, 2026')
    expect(formatDateIn('2026-01-10T02:30:00.000Z', 'UTC')).toBe('Jan 10, 2026')
  })
})
