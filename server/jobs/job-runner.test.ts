import { describe, expect, it } from 'vitest'
import { periodKey, retryDelayMs } from './job-runner.ts'

describe('retryDelayMs', () => {
  it('doubles from the base after each failed attempt and stops at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 100_000))).toEqual([
      30_000, 60_000, 100_000, 100_000,
    ])
  })
})

describe('periodKey', () => {
  it('is the same within a period and changes with the next one', () => {
    const every = 30 * 60_000
    const start = Date.UTC(2026, 0, 1, 10, 0, 0)
    expect(periodKey('news.refresh', every, start)).toBe(periodKey('news.refresh', every, start + every - 1))
    expect(periodKey('news.refresh', every, start + every)).not.toBe(periodKey('news.refresh', every, start))
  })
})
