import { describe, expect, it } from 'vitest'
import { referralCommissionCents, sampleAffiliateDashboard } from './sample-referrals.ts'
import { testFigures } from '#shared/content/test-figures.ts'

describe('referralCommissionCents', () => {
  it('pays the commission rate of the package price, plus the bonus only when the ID was verified', () => {
    const sale = { packagePriceCents: 2_999_00, commissionBps: 2000, idVerifiedBonusCents: 30_00 }
    expect(referralCommissionCents({ ...sale, isIdVerified: false })).toBe(599_80)
    expect(referralCommissionCents({ ...sale, isIdVerified: true })).toBe(629_80)
  })

  it('rounds the share to the nearest cent', () => {
    expect(
      referralCommissionCents({
        packagePriceCents: 1_01,
        commissionBps: 1250,
        idVerifiedBonusCents: 0,
        isIdVerified: true,
      }),
    ).toBe(13)
  })
})

describe('sampleAffiliateDashboard', () => {
  it('computes every sample commission from the catalog and the affiliate settings', () => {
    const dashboard = sampleAffiliateDashboard(testFigures())
    expect(
      dashboard.referrals.map(({ packageName, isIdVerified, commissionCents, breakdown }) => ({
        packageName,
        isIdVerified,
        commissionCents,
        breakdown,
      })),
    ).toEqual([
      {
        packageName: 'Federal Restoration',
        isIdVerified: true,
        commissionCents: 629_80,
        breakdown: '20% of $2,999 + $30 ID bonus',
      },
      {
        packageName: 'State Restoration',
        isIdVerified: true,
        commissionCents: 549_80,
        breakdown: '20% of $2,599 + $30 ID bonus',
      },
      {
        packageName: 'Complete Bundle',
        isIdVerified: false,
        commissionCents: 999_80,
        breakdown: '20% of $4,999',
      },
    ])
    expect(dashboard.conversions).toBe(3)
    expect(dashboard.revenueCents).toBe(2_999_00 + 2_599_00 + 4_999_00)
    expect(dashboard.earnedCents).toBe(629_80 + 549_80 + 999_80)
  })

  it('follows an admin change of prices, rate or bonus', () => {
    const dashboard = sampleAffiliateDashboard(
      testFigures(
        { affiliateCommissionBps: 1500, affiliateIdVerifiedBonusCents: 25_00 },
        { FEDERAL: 3_100_00 },
      ),
    )
    const federal = dashboard.referrals.find((row) => row.packageName === 'Federal Restoration')
    expect(federal?.commissionCents).toBe(465_00 + 25_00)
    expect(federal?.breakdown).toBe('15% of $3,100 + $25 ID bonus')
    expect(dashboard.earnedCents).toBe(dashboard.referrals.reduce((sum, row) => sum + row.commissionCents, 0))
  })
})
