import { describe, expect, it } from 'vitest'
import { COUNTDOWN_UNITS, countdownPart, deadlineState } from './deadline.ts'

const DEADLINE = '2025-12-31T23:59:59Z'

describe('deadlineState', () => {
  it('counts down in days, hours, minutes and seconds', () => {
    expect(deadlineState(new Date('2025-12-30T22:58:57Z'), DEADLINE, false)).toEqual({
      kind: 'counting',
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 2,
    })
  })

  it('is hidden once the deadline has passed with the flag off, and at the deadline itself', () => {
    expect(deadlineState(new Date('2026-11-21T00:00:00Z'), DEADLINE, false)).toEqual({ kind: 'hidden' })
    expect(deadlineState(new Date(DEADLINE), DEADLINE, false)).toEqual({ kind: 'hidden' })
  })

  it('is post-law whenever the flag is on, before the deadline or after it', () => {
    expect(deadlineState(new Date('2025-01-01T00:00:00Z'), DEADLINE, true)).toEqual({ kind: 'post-law' })
    expect(deadlineState(new Date('2026-11-21T00:00:00Z'), DEADLINE, true)).toEqual({ kind: 'post-law' })
  })

  it('treats an unreadable deadline as passed rather than ticking NaN', () => {
    expect(deadlineState(new Date(), 'not a date', false)).toEqual({ kind: 'hidden' })
  })
})

describe('countdownPart', () => {
  it('writes each unit with two digits at least, as one string', () => {
    const state = deadlineState(new Date('2026-01-01T00:00:00Z'), '2026-04-12T03:04:05Z', false)
    if (state.kind !== 'counting') throw new Error('expected a countdown')
    expect(COUNTDOWN_UNITS.map((unit) => countdownPart(state, unit))).toEqual([
      '101 days',
      '03 hours',
      '04 minutes',
      '05 seconds',
    ])
  })
})
