import { describe, expect, it } from 'vitest'
import { todayIn } from './clock.ts'

describe('todayIn', () => {
  it('gives the date in the named zone, not in UTC', () => {
    const lateEvening = new Date('2026-03-01T03:30:00Z')
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-02-28')
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-01')
  })
})
