import { describe, expect, it } from 'vitest'
import {
  groupWeeklyHours,
  parseWeeklyHours,
  SUPPORT_HOURS_MESSAGES,
  WeeklyHoursSchema,
} from './support-hours.ts'

const open = (opensAt: string, closesAt: string) => ({ opensAt, closesAt })

describe('parseWeeklyHours', () => {
  it('reads day ranges, single days and ranges across the weekend; days not named are closed', () => {
    expect(parseWeeklyHours('Mon-Fri 08:00-20:00, Sat 09:00-17:00')).toEqual({
      hours: [null, ...Array.from({ length: 5 }, () => open('08:00', '20:00')), open('09:00', '17:00')],
    })
    expect(parseWeeklyHours('friday-monday 10:00-14:30')).toEqual({
      hours: [
        open('10:00', '14:30'),
        open('10:00', '14:30'),
        null,
        null,
        null,
        open('10:00', '14:30'),
        open('10:00', '14:30'),
      ],
    })
  })

  it('says what it cannot read', () => {
    expect(parseWeeklyHours('weekdays 9-5')).toEqual({
      error: '"weekdays 9-5" is not like "Mon-Fri 08:00-20:00"',
    })
    expect(parseWeeklyHours('Mon 18:00-09:00')).toEqual({
      error: `"Mon 18:00-09:00": ${SUPPORT_HOURS_MESSAGES.order}`,
    })
    expect(parseWeeklyHours('Mon 24:00-25:00')).toEqual({
      error: `"Mon 24:00-25:00": ${SUPPORT_HOURS_MESSAGES.time}`,
    })
  })
})

describe('WeeklyHoursSchema', () => {
  it('needs seven days with at least one open', () => {
    expect(WeeklyHoursSchema.safeParse([null, null]).error?.issues[0]?.message).toBe(
      SUPPORT_HOURS_MESSAGES.week,
    )
    expect(WeeklyHoursSchema.safeParse(Array(7).fill(null)).error?.issues[0]?.message).toBe(
      SUPPORT_HOURS_MESSAGES.noOpenDay,
    )
  })
})

describe('groupWeeklyHours', () => {
  it('groups runs of days with the same hours, Monday first', () => {
    const week = [
      open('12:00', '16:00'),
      open('09:00', '17:00'),
      open('09:00', '17:00'),
      null,
      null,
      open('09:00', '17:00'),
      null,
    ]
    expect(groupWeeklyHours(week).map((g) => [g.firstDay, g.lastDay, g.hours?.opensAt ?? null])).toEqual([
      [1, 2, '09:00'],
      [3, 4, null],
      [5, 5, '09:00'],
      [6, 6, null],
      [0, 0, '12:00'],
    ])
  })
})
