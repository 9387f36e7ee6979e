import { describe, expect, it } from 'vitest'
import { formatUsd } from './money.ts'

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
