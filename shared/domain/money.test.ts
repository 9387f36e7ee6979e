import { describe, expect, it } from 'vitest'
import { centsToDollarsInput, formatUsd, parseDollars } from './money.ts'

describe('formatUsd', () => {
  it('shows whole dollars without cents and other amounts with them', () => {
    expect(formatUsd(40000)).toBe('$400')
    expect(formatUsd(299900)).toBe('$2,999')
    expect(formatUsd(24992)).toBe('$249.92')
    expect(formatUsd(5000, { alwaysShowCents: true })).toBe('$50.00')
  })

  it('refuses fractional cents', () => {
    expect(() => formatUsd(1.5)).toThrow()
  })
})

describe('parseDollars and centsToDollarsInput', () => {
  it('read typed dollars as cents from the digits, and write cents back as they were typed', () => {
    expect(parseDollars('2999')).toBe(299900)
    expect(parseDollars(' $25.5 ')).toBe(2550)
    expect(parseDollars('0.29')).toBe(29)
    expect(parseDollars('1,250.05')).toBe(125005)
    for (const bad of ['', 'abc', '1.234', '-5', '1,25', '$']) expect(parseDollars(bad), bad).toBeNull()
    expect(centsToDollarsInput(299900)).toBe('2999')
    expect(centsToDollarsInput(24992)).toBe('249.92')
    expect(centsToDollarsInput(2550)).toBe('25.50')
    for (const cents of [0, 5, 100, 24992, 1_000_000_00])
      expect(parseDollars(centsToDollarsInput(cents))).toBe(cents)
  })
})
