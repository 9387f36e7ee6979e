import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AFFILIATE_CODE_PATTERN,
  CONNECT_STATUSES,
  CONNECT_STATUS_LABELS,
  addBusinessDays,
  bpsOf,
  connectStatus,
  deactivationDueAt,
  earnsFastStart,
  monthIn,
  normalizeAffiliateCode,
  overrideShares,
  packageRevenueCents,
  payoutMoments,
  saleCommissionCents,
  zonedParts,
  zonedTime,
} from './affiliates.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
const NEW_YORK = 'America/New_York'
const KOLKATA = 'Asia/Kolkata'
const LONDON = 'Europe/London'

/** Round half up of amount × bps / 10 000, exactly. */
const exactBps = (amountCents: number, bps: number): number =>
  Number((BigInt(amountCents) * BigInt(bps) + 5_000n) / 10_000n)

// Up to $1 billion in cents: far past any order, well inside the range where the product of
// cents and basis points stays an exact double.
const cents = fc.integer({ min: 0, max: 100_000_000_000 })
const rate = fc.integer({ min: 0, max: 10_000 })

/** The UTC instant of a wall-clock reading, as a number: how far the zone's clock is from UTC. */
const wallClockMs = (p: ReturnType<typeof zonedParts>) =>
  Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)

/** Instants anywhere in 2025-2028, to the millisecond. */
const instants = fc.date({
  min: new Date('2025-01-01T00:00:00.000Z'),
  max: new Date('2028-12-31T23:59:59.999Z'),
  noInvalidDate: true,
})

describe('bpsOf', () => {
  it('is the integer round-half-up of amount × bps / 10 000', () => {
    fc.assert(
      fc.property(cents, rate, (amount, bps) => {
        const result = bpsOf(amount, bps)
        expect(Number.isInteger(result)).toBe(true)
        expect(result).toBe(exactBps(amount, bps))
      }),
    )
  })

  it('rounds halves up and everything below a half down', () => {
    expect(bpsOf(1, 5_000)).toBe(1) // 0.5
    expect(bpsOf(3, 5_000)).toBe(2) // 1.5
    expect(bpsOf(1, 4_999)).toBe(0) // 0.4999
    expect(bpsOf(12_345, 1_000)).toBe(1_235) // 1234.5
    expect(bpsOf(12_344, 1_000)).toBe(1_234) // 1234.4
    expect(bpsOf(29_900, 2_500)).toBe(7_475)
  })

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(cents, cents, rate, (a, b, bps) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(bpsOf(low, bps)).toBeLessThanOrEqual(bpsOf(high, bps))
      }),
    )
  })

  it('is monotonic in the rate', () => {
    fc.assert(
      fc.property(cents, rate, rate, (amount, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(bpsOf(amount, low)).toBeLessThanOrEqual(bpsOf(amount, high))
      }),
    )
  })

  it('takes nothing at 0 bps and everything at 10 000 bps', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(bpsOf(amount, 0)).toBe(0)
        expect(bpsOf(amount, 10_000)).toBe(amount)
      }),
    )
  })

  it('refuses fractional amounts and rates', () => {
    expect(() => bpsOf(10.5, 100)).toThrow('integers only')
    expect(() => bpsOf(1000, 2.5)).toThrow('integers only')
    expect(() => bpsOf(Number.NaN, 100)).toThrow('integers only')
  })
})

describe('saleCommissionCents and packageRevenueCents', () => {
  const orders = fc.record({ paidCents: cents, idFeeCents: fc.integer({ min: 0, max: 1_000_000 }) })

  it('leave the fees out and are never negative', () => {
    fc.assert(
      fc.property(orders, rate, (order, bps) => {
        const revenue = packageRevenueCents(order)
        expect(revenue).toBe(Math.max(0, order.paidCents - order.idFeeCents))
        expect(revenue).toBeGreaterThanOrEqual(0)
        const commission = saleCommissionCents(order, bps)
        expect(commission).toBe(bpsOf(revenue, bps))
        expect(commission).toBeGreaterThanOrEqual(0)
        expect(commission).toBeLessThanOrEqual(revenue)
      }),
    )
  })

  it('charge commission on the package price, not the ID fee', () => {
    const order = { paidCents: 44_900, idFeeCents: 4_900 }
    expect(packageRevenueCents(order)).toBe(40_000)
    expect(saleCommissionCents(order, 2_000)).toBe(8_000)
    expect(saleCommissionCents({ paidCents: 40_000, idFeeCents: 0 }, 2_000)).toBe(8_000)
  })

  it('give nothing when the fees are all that was paid (or more)', () => {
    expect(packageRevenueCents({ paidCents: 4_900, idFeeCents: 4_900 })).toBe(0)
    expect(packageRevenueCents({ paidCents: 1_000, idFeeCents: 4_900 })).toBe(0)
    expect(saleCommissionCents({ paidCents: 1_000, idFeeCents: 4_900 }, 2_000)).toBe(0)
  })
})

describe('overrideShares', () => {
  const upline = fc.array(fc.record({ affiliateId: fc.uuid(), qualifies: fc.boolean() }), { maxLength: 8 })
  const levels = fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 6 })

  it('pays each qualifying level its own rate, skipping (not compressing) the others', () => {
    fc.assert(
      fc.property(cents, upline, levels, (base, members, levelBps) => {
        const shares = overrideShares(base, members, levelBps)
        expect(shares.length).toBeLessThanOrEqual(levelBps.length)
        expect(shares.length).toBeLessThanOrEqual(members.length)
        // Levels are 1-based, strictly increasing, and each belongs to the member at that position.
        let previousLevel = 0
        for (const share of shares) {
          expect(share.level).toBeGreaterThan(previousLevel)
          expect(share.level).toBeLessThanOrEqual(Math.min(levelBps.length, members.length))
          previousLevel = share.level
          const member = members[share.level - 1]!
          expect(member.qualifies).toBe(true)
          expect(share.affiliateId).toBe(member.affiliateId)
          expect(share.amountCents).toBe(bpsOf(base, levelBps[share.level - 1]!))
          expect(share.amountCents).toBeGreaterThan(0)
        }
        // Every qualifying member within the levels with a non-zero amount is paid.
        const expectedLevels = members
          .slice(0, levelBps.length)
          .map((member, i) => ({ member, level: i + 1 }))
          .filter(({ member, level }) => member.qualifies && bpsOf(base, levelBps[level - 1]!) > 0)
          .map(({ level }) => level)
        expect(shares.map((s) => s.level)).toEqual(expectedLevels)
      }),
    )
  })

  it('never pays out more than the total rate plus a cent of rounding per level', () => {
    fc.assert(
      fc.property(cents, upline, levels, (base, members, levelBps) => {
        const paid = overrideShares(base, members, levelBps).reduce((sum, s) => sum + s.amountCents, 0)
        const totalBps = levelBps.reduce((sum, bps) => sum + bps, 0)
        expect(paid).toBeLessThanOrEqual(bpsOf(base, totalBps) + levelBps.length)
      }),
    )
  })

  it('keeps the level of a member above a skipped one', () => {
    const members = [
      { affiliateId: 'recruiter', qualifies: false },
      { affiliateId: 'grand', qualifies: true },
      { affiliateId: 'great', qualifies: false },
      { affiliateId: 'fourth', qualifies: true },
      { affiliateId: 'fifth', qualifies: true },
      { affiliateId: 'sixth', qualifies: true },
    ]
    expect(overrideShares(40_000, members, [500, 300, 200, 100, 100])).toEqual([
      { affiliateId: 'grand', level: 2, amountCents: 1_200 },
      { affiliateId: 'fourth', level: 4, amountCents: 400 },
      { affiliateId: 'fifth', level: 5, amountCents: 400 },
    ])
  })

  it('pays nothing without an upline, without levels, or on a zero amount', () => {
    expect(overrideShares(40_000, [], [500])).toEqual([])
    expect(overrideShares(40_000, [{ affiliateId: 'a', qualifies: true }], [])).toEqual([])
    expect(overrideShares(0, [{ affiliateId: 'a', qualifies: true }], [500])).toEqual([])
  })
})

describe('deactivationDueAt', () => {
  const signedUpAt = new Date('2026-01-10T15:00:00.000Z')

  it('without a sale, falls due after the grace period and one more period (2N days)', () => {
    expect(deactivationDueAt(signedUpAt, null, 30)).toEqual(new Date('2026-03-11T15:00:00.000Z'))
  })

  it('counts from the last sale once it is after the grace period', () => {
    const lastSaleAt = new Date('2026-03-01T12:00:00.000Z')
    expect(deactivationDueAt(signedUpAt, lastSaleAt, 30)).toEqual(new Date('2026-03-31T12:00:00.000Z'))
  })

  it('counts from the end of the grace period when the last sale was within it', () => {
    const lastSaleAt = new Date('2026-01-20T12:00:00.000Z')
    expect(deactivationDueAt(signedUpAt, lastSaleAt, 30)).toEqual(new Date('2026-03-11T15:00:00.000Z'))
  })

  it('is N days after the later of the grace end and the last sale, never before 2N days in', () => {
    fc.assert(
      fc.property(
        instants,
        fc.option(fc.integer({ min: 0, max: 400 * DAY_MS })),
        fc.integer({ min: 1, max: 365 }),
        (signup, saleOffset, days) => {
          const lastSaleAt = saleOffset === null ? null : new Date(signup.getTime() + saleOffset)
          const due = deactivationDueAt(signup, lastSaleAt, days)
          const graceEnds = signup.getTime() + days * DAY_MS
          expect(due.getTime()).toBe(Math.max(graceEnds, lastSaleAt?.getTime() ?? 0) + days * DAY_MS)
          expect(due.getTime()).toBeGreaterThanOrEqual(signup.getTime() + 2 * days * DAY_MS)
          if (lastSaleAt) expect(due.getTime()).toBeGreaterThanOrEqual(lastSaleAt.getTime() + days * DAY_MS)
        },
      ),
    )
  })
})

describe('earnsFastStart', () => {
  const signedUpAt = new Date('2026-05-01T10:00:00.000Z')
  const rule = { sales: 3, days: 30 }
  const at = (ms: number) => new Date(signedUpAt.getTime() + ms)

  it('counts a sale made at exactly `days` days, and not one a millisecond later', () => {
    const twoEarly = [at(DAY_MS), at(2 * DAY_MS)]
    expect(earnsFastStart(signedUpAt, [...twoEarly, at(30 * DAY_MS)], rule)).toBe(true)
    expect(earnsFastStart(signedUpAt, [...twoEarly, at(30 * DAY_MS + 1)], rule)).toBe(false)
  })

  it('needs the required number of sales', () => {
    expect(earnsFastStart(signedUpAt, [], rule)).toBe(false)
    expect(earnsFastStart(signedUpAt, [at(0), at(HOUR_MS)], rule)).toBe(false)
    expect(earnsFastStart(signedUpAt, [at(0), at(HOUR_MS), at(2 * HOUR_MS)], rule)).toBe(true)
    expect(earnsFastStart(signedUpAt, [], { sales: 0, days: 30 })).toBe(true)
  })

  it('is earned exactly when enough sales fall within the window; later sales never count', () => {
    fc.assert(
      fc.property(
        instants,
        fc.array(fc.integer({ min: 0, max: 120 * DAY_MS }), { maxLength: 10 }),
        fc.record({ sales: fc.integer({ min: 1, max: 6 }), days: fc.integer({ min: 1, max: 90 }) }),
        fc.array(fc.integer({ min: 1, max: 365 * DAY_MS }), { maxLength: 10 }),
        (signup, offsets, fastStart, lateBy) => {
          const windowEnds = signup.getTime() + fastStart.days * DAY_MS
          const sales = offsets.map((ms) => new Date(signup.getTime() + ms))
          const within = offsets.filter((ms) => ms <= fastStart.days * DAY_MS).length
          expect(earnsFastStart(signup, sales, fastStart)).toBe(within >= fastStart.sales)
          // Adding sales after the window changes nothing.
          const late = lateBy.map((ms) => new Date(windowEnds + ms))
          expect(earnsFastStart(signup, [...sales, ...late], fastStart)).toBe(within >= fastStart.sales)
        },
      ),
    )
  })
})

describe('zonedParts and zonedTime', () => {
  it('reads the wall clock of a zone, with the weekday (0 = Sunday)', () => {
    expect(zonedParts(new Date('2026-11-27T10:00:00.000Z'), NEW_YORK)).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 5,
      minute: 0,
      second: 0,
      weekday: 5,
    })
    // Midnight is hour 0, never 24.
    expect(zonedParts(new Date('2026-07-05T04:00:00.000Z'), NEW_YORK)).toMatchObject({
      day: 5,
      hour: 0,
      weekday: 0,
    })
    expect(zonedParts(new Date('2026-11-26T23:30:00.000Z'), KOLKATA)).toMatchObject({
      day: 27,
      hour: 5,
      minute: 0,
      weekday: 5,
    })
  })

  it.each([
    // Spring forward, 2026-03-08: 02:00 EST becomes 03:00 EDT.
    ['2026-03-08', '00:30', '2026-03-08T05:30:00.000Z'],
    ['2026-03-08', '01:59', '2026-03-08T06:59:00.000Z'],
    ['2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', '05:00', '2026-03-08T09:00:00.000Z'],
    ['2026-03-08', '23:59', '2026-03-09T03:59:00.000Z'],
    // Fall back, 2026-11-01: 02:00 EDT becomes 01:00 EST (01:xx happens twice: avoided).
    ['2026-11-01', '00:30', '2026-11-01T04:30:00.000Z'],
    ['2026-11-01', '02:00', '2026-11-01T07:00:00.000Z'],
    ['2026-11-01', '05:00', '2026-11-01T10:00:00.000Z'],
    ['2026-11-01', '23:59', '2026-11-02T04:59:00.000Z'],
    // The days either side.
    ['2026-03-07', '05:00', '2026-03-07T10:00:00.000Z'],
    ['2026-03-09', '05:00', '2026-03-09T09:00:00.000Z'],
    ['2026-10-31', '05:00', '2026-10-31T09:00:00.000Z'],
    ['2026-11-02', '05:00', '2026-11-02T10:00:00.000Z'],
  ])('New York %s %s is %s, and reads back', (isoDate, hhmm, expected) => {
    const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
    const instant = zonedTime({ year, month, day }, hhmm, NEW_YORK)
    expect(instant.toISOString()).toBe(expected)
    const [hour, minute] = hhmm.split(':').map(Number)
    expect(zonedParts(instant, NEW_YORK)).toMatchObject({ year, month, day, hour, minute, second: 0 })
  })

  it('round-trips any existing wall-clock time, 2025-2028, in several zones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(NEW_YORK, LONDON, KOLKATA, 'UTC'),
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2028-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        // From 04:00 on, past every change of clocks in these zones (London 01:00, New York 02:00).
        fc.integer({ min: 4, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (timeZone, day, hour, minute) => {
          const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() }
          const hhmm = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
          const instant = zonedTime(date, hhmm, timeZone)
          expect(zonedParts(instant, timeZone)).toMatchObject({ ...date, hour, minute, second: 0 })
        },
      ),
    )
  })

  it('gives back the same minute from its own wall-clock reading', () => {
    fc.assert(
      fc.property(fc.constantFrom(NEW_YORK, LONDON, KOLKATA, 'UTC'), instants, (timeZone, at) => {
        const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000)
        const p = zonedParts(minute, timeZone)
        const hhmm = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
        const back = zonedTime(p, hhmm, timeZone)
        // The repeated hour of a fall-back day reads the same twice: either instant is that reading.
        expect(zonedParts(back, timeZone)).toEqual(p)
        if (back.getTime() !== minute.getTime())
          expect(Math.abs(back.getTime() - minute.getTime())).toBe(HOUR_MS)
      }),
    )
  })
})

describe('payoutMoments', () => {
  const FRIDAY_5AM_NY = { weekday: 5, time: '05:00', timeZone: NEW_YORK }

  /** Checks the schedule's rules around `now` and returns the two moments. */
  const checkMoments = (now: Date, schedule: { weekday: number; time: string; timeZone: string }) => {
    const { previous, next } = payoutMoments(now, schedule)
    expect(previous.getTime()).toBeLessThanOrEqual(now.getTime())
    expect(now.getTime()).toBeLessThan(next.getTime())
    const [hour, minute] = schedule.time.split(':').map(Number)
    const p = zonedParts(previous, schedule.timeZone)
    const n = zonedParts(next, schedule.timeZone)
    for (const parts of [p, n]) {
      expect(parts).toMatchObject({ weekday: schedule.weekday, hour, minute, second: 0 })
    }
    // A week apart on the calendar, so no scheduled moment lies between them.
    const calendarDays =
      (Date.UTC(n.year, n.month - 1, n.day) - Date.UTC(p.year, p.month - 1, p.day)) / DAY_MS
    expect(calendarDays).toBe(7)
    // Seven days of elapsed time, less whatever the clocks moved forward in between.
    const offsetChange = wallClockMs(n) - next.getTime() - (wallClockMs(p) - previous.getTime())
    expect(next.getTime() - previous.getTime()).toBe(7 * DAY_MS - offsetChange)
    expect([0, HOUR_MS, -HOUR_MS]).toContain(offsetChange)
    return { previous, next, offsetChange }
  }

  it('brackets now with Fridays at 05:00 in New York, a week apart (± an hour across DST)', () => {
    let sawDstChange = false
    fc.assert(
      fc.property(instants, (now) => {
        const { offsetChange } = checkMoments(now, FRIDAY_5AM_NY)
        if (offsetChange !== 0) sawDstChange = true
      }),
      { numRuns: 500 },
    )
    // Over four years, some weeks of 500 random instants straddle a change of clocks.
    expect(sawDstChange).toBe(true)
  })

  it('brackets now for other zones and weekdays', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom(KOLKATA, LONDON, NEW_YORK, 'UTC'),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 4, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (now, timeZone, weekday, hour, minute) => {
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
          const { offsetChange } = checkMoments(now, { weekday, time, timeZone })
          if (timeZone === KOLKATA || timeZone === 'UTC') expect(offsetChange).toBe(0)
        },
      ),
      { numRuns: 500 },
    )
  })

  it.each([
    // 2026-11-27 is a Friday; 05:00 EST is 10:00Z exactly, so that instant is the previous one.
    ['2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.000Z', '2026-12-04T10:00:00.000Z'],
    ['2026-11-27T09:59:59.999Z', '2026-11-20T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
    ['2026-11-27T10:00:00.001Z', '2026-11-27T10:00:00.000Z', '2026-12-04T10:00:00.000Z'],
    // Friday 04:00 in UTC is still Thursday evening in New York.
    ['2026-11-27T04:00:00.000Z', '2026-11-20T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
    // Late Friday in New York is Saturday in UTC: the previous is that Friday.
    ['2026-11-28T03:00:00.000Z', '2026-11-27T10:00:00.000Z', '2026-12-04T10:00:00.000Z'],
    // Summer time: 05:00 EDT is 09:00Z.
    ['2026-07-03T09:00:00.000Z', '2026-07-03T09:00:00.000Z', '2026-07-10T09:00:00.000Z'],
    ['2026-07-03T08:59:59.999Z', '2026-06-26T09:00:00.000Z', '2026-07-03T09:00:00.000Z'],
    // Across the fall-back of 2026-11-01: a week and an hour.
    ['2026-11-01T12:00:00.000Z', '2026-10-30T09:00:00.000Z', '2026-11-06T10:00:00.000Z'],
    // Across the spring-forward of 2026-03-08: a week less an hour.
    ['2026-03-10T00:00:00.000Z', '2026-03-06T10:00:00.000Z', '2026-03-13T09:00:00.000Z'],
    // Across a new year.
    ['2027-01-01T12:00:00.000Z', '2027-01-01T10:00:00.000Z', '2027-01-08T10:00:00.000Z'],
    ['2026-12-31T12:00:00.000Z', '2026-12-25T10:00:00.000Z', '2027-01-01T10:00:00.000Z'],
  ])('New York Fridays 05:00 around %s: %s and %s', (now, previous, next) => {
    const moments = payoutMoments(new Date(now), FRIDAY_5AM_NY)
    expect(moments.previous.toISOString()).toBe(previous)
    expect(moments.next.toISOString()).toBe(next)
  })

  it('uses the half-hour offset of Kolkata', () => {
    // Friday 05:00 IST is Thursday 23:30Z.
    const schedule = { weekday: 5, time: '05:00', timeZone: KOLKATA }
    const exactly = payoutMoments(new Date('2026-11-26T23:30:00.000Z'), schedule)
    expect(exactly.previous.toISOString()).toBe('2026-11-26T23:30:00.000Z')
    expect(exactly.next.toISOString()).toBe('2026-12-03T23:30:00.000Z')
    const before = payoutMoments(new Date('2026-11-26T23:29:59.999Z'), schedule)
    expect(before.previous.toISOString()).toBe('2026-11-19T23:30:00.000Z')
    expect(before.next.toISOString()).toBe('2026-11-26T23:30:00.000Z')
  })

  it('follows London summer time on Mondays at 09:30', () => {
    const schedule = { weekday: 1, time: '09:30', timeZone: LONDON }
    // British summer time ends on Sunday 2026-10-25.
    const across = payoutMoments(new Date('2026-10-25T12:00:00.000Z'), schedule)
    expect(across.previous.toISOString()).toBe('2026-10-19T08:30:00.000Z')
    expect(across.next.toISOString()).toBe('2026-10-26T09:30:00.000Z')
    const after = payoutMoments(new Date('2026-10-27T12:00:00.000Z'), schedule)
    expect(after.previous.toISOString()).toBe('2026-10-26T09:30:00.000Z')
    expect(after.next.toISOString()).toBe('2026-11-02T09:30:00.000Z')
  })
})

describe('monthIn', () => {
  it.each([
    ['2026-12-01T04:59:59.999Z', NEW_YORK, '2026-11'],
    ['2026-12-01T05:00:00.000Z', NEW_YORK, '2026-12'],
    ['2026-07-01T03:59:59.999Z', NEW_YORK, '2026-06'],
    ['2026-07-01T04:00:00.000Z', NEW_YORK, '2026-07'],
    ['2027-01-01T04:59:59.999Z', NEW_YORK, '2026-12'],
    ['2027-01-01T05:00:00.000Z', NEW_YORK, '2027-01'],
    ['2026-11-30T18:29:59.999Z', KOLKATA, '2026-11'],
    ['2026-11-30T18:30:00.000Z', KOLKATA, '2026-12'],
    ['2026-06-30T22:59:59.999Z', LONDON, '2026-06'],
    ['2026-06-30T23:00:00.000Z', LONDON, '2026-07'],
  ])('%s in %s is %s', (at, timeZone, month) => {
    expect(monthIn(new Date(at), timeZone)).toBe(month)
  })

  it('is the ISO month in UTC and the wall-clock month elsewhere', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(NEW_YORK, KOLKATA, LONDON), (at, timeZone) => {
        expect(monthIn(at, 'UTC')).toBe(at.toISOString().slice(0, 7))
        const month = monthIn(at, timeZone)
        expect(month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/)
        const p = zonedParts(at, timeZone)
        expect(month).toBe(`${p.year}-${String(p.month).padStart(2, '0')}`)
      }),
    )
  })
})

describe('addBusinessDays', () => {
  it('skips the weekend: Friday + 3 business days is Wednesday', () => {
    const friday = new Date('2026-11-27T15:00:00.000Z')
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2026-11-30T15:00:00.000Z') // Monday
    expect(addBusinessDays(friday, 2).toISOString()).toBe('2026-12-01T15:00:00.000Z') // Tuesday
    expect(addBusinessDays(friday, 3).toISOString()).toBe('2026-12-02T15:00:00.000Z') // Wednesday
  })

  it('from a weekend, counts from Monday', () => {
    expect(addBusinessDays(new Date('2026-11-28T15:00:00.000Z'), 1).toISOString()).toBe(
      '2026-11-30T15:00:00.000Z',
    )
    expect(addBusinessDays(new Date('2026-11-29T15:00:00.000Z'), 2).toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    )
  })

  it('leaves the date alone for zero days and does not change its argument', () => {
    const from = new Date('2026-11-27T15:00:00.000Z')
    expect(addBusinessDays(from, 0)).toEqual(from)
    addBusinessDays(from, 5)
    expect(from.toISOString()).toBe('2026-11-27T15:00:00.000Z')
  })

  it('lands on a weekday exactly `days` weekdays later, at the same time of day', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 30 }), (from, days) => {
        const result = addBusinessDays(from, days)
        expect([0, 6]).not.toContain(result.getUTCDay())
        const elapsed = result.getTime() - from.getTime()
        expect(elapsed % DAY_MS).toBe(0)
        let weekdays = 0
        for (let d = 1; d <= elapsed / DAY_MS; d++) {
          const weekday = new Date(from.getTime() + d * DAY_MS).getUTCDay()
          if (weekday !== 0 && weekday !== 6) weekdays++
        }
        expect(weekdays).toBe(days)
        // A working week holds five business days, so at most 7 calendar days per 5 plus a weekend.
        expect(elapsed / DAY_MS).toBeLessThanOrEqual(Math.ceil(days / 5) * 7 + 2)
      }),
    )
  })
})

describe('normalizeAffiliateCode', () => {
  it.each([
    ['  ab12cd ', 'AB12CD'],
    ['AB12', 'AB12'],
    ['a'.repeat(20), 'A'.repeat(20)],
    ['\tzz99\n', 'ZZ99'],
    ['abc', null],
    ['a'.repeat(21), null],
    ['AB-12', null],
    ['AB 12', null],
    ['', null],
    ['    ', null],
    ['ÄBCD', null],
  ])('%j is %j', (raw, code) => {
    expect(normalizeAffiliateCode(raw)).toBe(code)
  })

  it('accepts any code in any case with surrounding spaces, and only gives back codes', () => {
    const codes = fc.stringMatching(/^[A-Za-z0-9]{4,20}$/)
    const padding = fc.stringMatching(/^[ \t\n]{0,3}$/)
    fc.assert(
      fc.property(padding, codes, padding, (before, code, after) => {
        expect(normalizeAffiliateCode(before + code + after)).toBe(code.toUpperCase())
      }),
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const code = normalizeAffiliateCode(raw)
        if (code !== null) {
          expect(code).toMatch(AFFILIATE_CODE_PATTERN)
          expect(normalizeAffiliateCode(code)).toBe(code)
        }
      }),
    )
  })
})

describe('connectStatus', () => {
  it.each([
    [null, 'NOT_CONNECTED', 'Not Connected'],
    [{ detailsSubmitted: false, transfersEnabled: false }, 'NEEDS_INFO', 'Needs Info'],
    [{ detailsSubmitted: false, transfersEnabled: true }, 'NEEDS_INFO', 'Needs Info'],
    [{ detailsSubmitted: true, transfersEnabled: false }, 'SETUP_REQUIRED', 'Setup Required'],
    [{ detailsSubmitted: true, transfersEnabled: true }, 'READY', 'Ready'],
  ] as const)('%j is %s', (account, status, label) => {
    expect(connectStatus(account)).toBe(status)
    expect(CONNECT_STATUS_LABELS[connectStatus(account)]).toBe(label)
  })

  it('has exactly the four badges', () => {
    expect(CONNECT_STATUSES).toEqual(['NOT_CONNECTED', 'NEEDS_INFO', 'SETUP_REQUIRED', 'READY'])
  })
})
