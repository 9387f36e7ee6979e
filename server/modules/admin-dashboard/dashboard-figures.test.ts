import { describe, expect, it } from 'vitest'
import {
  addDays,
  averageCents,
  JOB_ERROR_MAX_LENGTH,
  mondayOf,
  redactJobError,
  weekStarts,
  withConversionRates,
} from './dashboard-figures.ts'

describe('business weeks', () => {
  it('start on the Monday of the day’s week, across months and years', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23') // a Friday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23') // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23') // a Sunday ends the week
    expect(mondayOf('2027-01-02')).toBe('2026-12-28')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('are listed oldest first, the current one last, seven days apart', () => {
    const weeks = weekStarts('2026-11-27', 12)
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toBe('2026-11-23')
    expect(weeks[0]).toBe('2026-09-07')
    // Daylight saving ends on 2026-11-01 in New York: calendar days, so still seven apart.
    expect(weeks.slice(6, 9)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02'])
  })
})

describe('averageCents', () => {
  it('rounds to the cent, halves up, and is null for nothing', () => {
    expect(averageCents(0, 0)).toBeNull()
    expect(averageCents(299_900 + 314_900, 2)).toBe(307_400)
    expect(averageCents(3, 2)).toBe(2)
    expect(averageCents(1, 3)).toBe(0)
    expect(averageCents(2, 3)).toBe(1)
    expect(averageCents(100, 1)).toBe(100)
  })
})

describe('withConversionRates', () => {
  it('divides each step by the one before, with no rate for the first step or after a zero', () => {
    expect(
      withConversionRates([
        { step: 'A', count: 8 },
        { step: 'B', count: 2 },
        { step: 'C', count: 0 },
        { step: 'D', count: 0 },
        { step: 'E', count: 3 },
      ]),
    ).toEqual([
      { step: 'A', count: 8, conversionRate: null },
      { step: 'B', count: 2, conversionRate: 0.25 },
      { step: 'C', count: 0, conversionRate: 0 },
      { step: 'D', count: 0, conversionRate: null },
      { step: 'E', count: 3, conversionRate: null },
    ])
    expect(
      withConversionRates([
        { step: 'A', count: 3 },
        { step: 'B', count: 1 },
      ])[1]!.conversionRate,
    ).toBe(0.3333)
  })
})

describe('redactJobError', () => {
  it('masks e-mail addresses and long numbers, keeps the words, and shortens', () => {
    expect(
      redactJobError(
        'Mail to pat.o-neil+cases@example.co.uk refused:\n 550 mailbox full (call 304-555-0142)',
      ),
    ).toBe('Mail to [e-mail] refused: 550 mailbox full (call [number])')
    expect(redactJobError('card 4242 4242 4242 4242 and SSN 123-45-6789 in 2026')).toBe(
      'card [number] and SSN [number] in 2026',
    )
    expect(redactJobError(null)).toBeNull()
    const long = redactJobError('x'.repeat(500))!
    expect(long).toHaveLength(JOB_ERROR_MAX_LENGTH)
    expect(long.endsWith('…')).toBe(true)
  })
})
