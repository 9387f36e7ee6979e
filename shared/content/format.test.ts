import { describe, expect, it } from 'vitest'
import { clockTime, dayCount, percent, shareCents, usd, weekdayName } from './format.ts'

describe('content formatting', () => {
  it('prints whole dollars without cents and keeps cents when there are some', () => {
    expect(usd(2_999_00)).toBe('$2,999')
    expect(usd(599_80)).toBe('$599.80')
  })

  it('prints basis points as a percentage', () => {
    expect(percent(2000)).toBe('20%')
    expect(percent(1250)).toBe('12.5%')
    expect(percent(10)).toBe('0.1%')
  })

  it('takes a share of an amount to the cent', () => {
    expect(shareCents(2_999_00, 2000)).toBe(599_80)
    expect(shareCents(1_01, 5000)).toBe(51)
  })

  it('names weekdays and prints times on a 12-hour clock', () => {
    expect(weekdayName(5)).toBe('Friday')
    expect(() => weekdayName(7)).toThrow()
    expect(clockTime('05:00')).toBe('5:00 AM')
    expect(clockTime('00:30')).toBe('12:30 AM')
    expect(clockTime('12:00')).toBe('12:00 PM')
    expect(clockTime('17:45')).toBe('5:45 PM')
  })

  it('counts days', () => {
    expect(dayCount(1)).toBe('1 day')
    expect(dayCount(37)).toBe('37 days')
  })
})
