import { describe, expect, it } from 'vitest'
import { zonedTime } from './reminders.ts'

describe('zonedTime', () => {
  it('finds the instant of a wall-clock hour in a time zone, in standard and daylight time', () => {
    expect(zonedTime('2031-01-15', 9, 'America/New_York').toISOString()).toBe('2031-01-15T14:00:00.000Z')
    expect(zonedTime('2031-05-01', 9, 'America/New_York').toISOString()).toBe('2031-05-01T13:00:00.000Z')
    expect(zonedTime('2031-05-01', 9, 'UTC').toISOString()).toBe('2031-05-01T09:00:00.000Z')
    expect(zonedTime('2031-07-01', 9, 'Pacific/Honolulu').toISOString()).toBe('2031-07-01T19:00:00.000Z')
  })
})
