import { describe, expect, it } from 'vitest'
import {
  formatInZone,
  formatRate,
  formatWait,
  heldCommissionsText,
  waitSince,
  weekLabel,
} from './dashboard-display.ts'

describe('dashboard display', () => {
  it('says conversion rates as percentages', () => {
    expect(formatRate(null)).toBe('–')
    expect(formatRate(0.5)).toBe('50%')
    expect(formatRate(0.2857)).toBe('28.6%')
    expect(formatRate(7)).toBe('700%')
    expect(formatRate(0)).toBe('0%')
  })

  it('says waits in the largest whole unit', () => {
    expect(formatWait(null)).toBe('–')
    expect(formatWait(30)).toBe('under 1 min')
    expect(formatWait(45 * 60)).toBe('45 min')
    expect(formatWait(5 * 3600 + 59)).toBe('5 h')
    expect(formatWait(47 * 3600)).toBe('47 h')
    expect(formatWait(3 * 86_400 + 100)).toBe('3 days')
    expect(waitSince('2026-11-25T12:00:00.000Z', Date.parse('2026-11-27T12:00:00.000Z'))).toBe('2 days')
  })

  it('labels weeks and instants the same wherever the browser is', () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23')
    expect(formatInZone('2026-11-27T10:00:00.000Z', 'America/New_York')).toBe('Fri, Nov 27, 5:00 AM')
  })

  it('says held commissions apart, with the day the hold ends in the business zone', () => {
    const zone = 'America/New_York'
    // 03:00 UTC on the 8th is still the 7th in New York.
    const jan7 = '2027-01-08T03:00:00.000Z'
    expect(heldCommissionsText({ pendingCents: 59_980, heldUntil: jan7, heldLastUntil: jan7 }, zone)).toBe(
      'Held until Jan 7: $599.80',
    )
    expect(
      heldCommissionsText(
        { pendingCents: 90_000, heldUntil: jan7, heldLastUntil: '2027-02-02T15:00:00.000Z' },
        zone,
      ),
    ).toBe('Held until Jan 7 – Feb 2: $900.00')
    expect(heldCommissionsText({ pendingCents: 0, heldUntil: null, heldLastUntil: null }, zone)).toBe(
      'Nothing held',
    )
  })
})
