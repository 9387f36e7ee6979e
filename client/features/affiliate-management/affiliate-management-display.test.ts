import { describe, expect, it } from 'vitest'
import {
  formatRate,
  formatZonedDate,
  formatZonedTime,
  latestPayouts,
  parseDollars,
  payoutRunHeading,
  payoutRunSummary,
  payoutSkipLine,
  payoutSkipReasonText,
  payoutProviderName,
  payoutStatusBadge,
  reportYears,
  taskStatusBadge,
  CONNECT_BADGES,
} from './affiliate-management-display.ts'

describe('affiliate management display', () => {
  it('shows a fractional rate as a percent', () => {
    expect(formatRate(0.2)).toBe('20%')
    expect(formatRate(0.125)).toBe('12.5%')
    expect(formatRate(0)).toBe('0%')
  })

  it('says Paid once paidAt is set, Pending before, and Failed for a refused transfer', () => {
    expect(payoutStatusBadge({ status: 'PAID', paidAt: '2025-12-05T10:00:00Z' }).label).toBe('Paid')
    expect(payoutStatusBadge({ status: 'PROCESSING', paidAt: null }).label).toBe('Pending')
    expect(payoutStatusBadge({ status: 'FAILED', paidAt: null }).label).toBe('Failed')
  })

  it('keeps the 10 newest payouts, newest first', () => {
    const payouts = Array.from({ length: 12 }, (_, i) => ({
      id: String(i),
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }))
    const latest = latestPayouts(payouts)
    expect(latest).toHaveLength(10)
    expect(latest[0]!.id).toBe('11')
    expect(latest.at(-1)!.id).toBe('2')
  })

  it('names the payout provider and each connect badge as the spec words them', () => {
    expect(payoutProviderName(true)).toBe('Stripe Connect')
    expect(payoutProviderName(false)).toBe('Sandbox payouts')
    expect(Object.values(CONNECT_BADGES).map((badge) => badge.label)).toEqual([
      'Not Connected',
      'Needs Info',
      'Setup Required',
      'Ready',
    ])
  })

  it('words a task that never ran', () => {
    expect(taskStatusBadge(null).label).toBe('Never run')
    expect(taskStatusBadge('FAILED').label).toBe('Failed')
  })

  it('shows times on the business zone’s wall clock with the zone named', () => {
    // Friday 05:00 in New York in winter is 10:00 UTC.
    expect(formatZonedTime('2025-12-05T10:00:00Z', 'America/New_York')).toBe('Fri, Dec 5, 2025, 5:00 AM EST')
    expect(formatZonedTime('2025-07-04T09:00:00Z', 'America/New_York')).toBe('Fri, Jul 4, 2025, 5:00 AM EDT')
    // 03:00 UTC on the 6th is still the 5th in New York.
    expect(formatZonedDate('2025-12-06T03:00:00Z', 'America/New_York')).toBe('Dec 5, 2025')
    expect(formatZonedDate('not a date', 'America/New_York')).toBe('not a date')
    expect(formatZonedTime('2025-12-05T10:00:00Z', 'Not/A_Zone')).toMatch(/2025/)
  })

  it('offers this year and the last for the 1099-NEC report, in the business zone', () => {
    // Midnight UTC on 1 January is still New Year's Eve in New York.
    expect(reportYears(new Date('2026-01-01T02:00:00Z'), 'America/New_York')).toEqual([2025, 2024])
    expect(reportYears(new Date('2026-06-01T12:00:00Z'), 'America/New_York')).toEqual([2026, 2025])
  })

  it('reads dollars as typed into whole cents without floating-point drift', () => {
    expect(parseDollars('25')).toBe(2500)
    expect(parseDollars(' $25.5 ')).toBe(2550)
    expect(parseDollars('0.29')).toBe(29)
    expect(parseDollars('1,250.05')).toBe(125005)
    expect(parseDollars('10000')).toBe(1_000_000)
    for (const bad of ['', '-5', '1.234', 'abc', '1,25', '.5', '1e3'])
      expect(parseDollars(bad), bad).toBeNull()
  })

  it('says why a run skipped an affiliate in words: dates written out, money in dollars, no codes', () => {
    const zone = 'America/New_York'
    // 03:00 UTC on the 8th is still Thursday the 7th in New York.
    const line = payoutSkipLine(
      {
        affiliateId: 'a',
        name: 'Jane Doe',
        code: 'JANE2026',
        reasons: [{ kind: 'HELD', heldCents: 59_980, availableAt: '2027-01-08T03:00:00Z' }],
      },
      zone,
    )
    expect(line).toBe('Jane Doe: held until Thursday, January 7, 2027 ($599.80 in the hold period)')
    expect(
      payoutSkipReasonText({ kind: 'BELOW_MINIMUM', balanceCents: 2_550, minimumCents: 5_000 }, zone),
    ).toBe('below the $50.00 minimum payout (balance $25.50)')
    expect(
      payoutSkipReasonText({ kind: 'BELOW_MINIMUM', balanceCents: -1_200, minimumCents: 5_000 }, zone),
    ).toBe('below the $50.00 minimum payout (balance -$12.00)')
    expect(
      payoutSkipLine(
        {
          affiliateId: 'b',
          name: '',
          code: 'NONAME01',
          reasons: [{ kind: 'NO_TAX_FORM' }, { kind: 'NO_PAYOUT_ACCOUNT', accountStatus: 'NOT_CONNECTED' }],
        },
        zone,
      ),
    ).toBe('NONAME01: no W-9 tax form on file; no payout account connected')
    for (const accountStatus of ['NEEDS_INFO', 'SETUP_REQUIRED'] as const) {
      const text = payoutSkipReasonText({ kind: 'NO_PAYOUT_ACCOUNT', accountStatus }, zone)
      expect(text).not.toMatch(/[A-Z]{2,}_|undefined/)
    }
    expect(payoutSkipReasonText({ kind: 'ACCOUNT_UNCHECKED' }, zone)).toMatch(/^the payout provider did not/)
  })

  it('heads and sums up a run', () => {
    expect(payoutRunSummary({ processed: 0, failed: 0, totalAmount: 0 })).toBe(
      '0 processed, 0 failed, $0.00 in total.',
    )
    expect(
      payoutRunHeading({ trigger: 'SCHEDULED', ranAt: '2027-01-08T10:00:00Z' }, 'America/New_York'),
    ).toBe('Scheduled run, Fri, Jan 8, 2027, 5:00 AM EST')
    expect(
      payoutRunHeading({ trigger: 'MANUAL', ranAt: '2027-01-08T10:00:00Z' }, 'America/New_York'),
    ).toMatch(/^Run by an admin, /)
  })
})
