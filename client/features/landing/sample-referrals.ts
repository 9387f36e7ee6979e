import type { ContentFigures } from '#shared/content/figures.ts'
import { percent, shareCents, usd } from '#shared/content/format.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'

export type SampleReferralStatus = 'pending' | 'available' | 'paid'

type RestorationPackage = keyof typeof PACKAGE_NAMES

const FIGURE_OF = {
  STATE: 'state',
  FEDERAL: 'federal',
  BUNDLE: 'bundle',
} as const satisfies Record<RestorationPackage, keyof ContentFigures['packages']>

/**
 * The made-up referrals of the landing page's sample affiliate dashboard. Only the mix is made
 * up: every amount shown for them is computed from the catalog and the affiliate settings.
 */
const SAMPLE_REFERRALS = [
  { id: 'sample-federal', product: 'FEDERAL', isIdVerified: true, status: 'pending' },
  { id: 'sample-state', product: 'STATE', isIdVerified: true, status: 'available' },
  { id: 'sample-bundle', product: 'BUNDLE', isIdVerified: false, status: 'paid' },
] as const satisfies readonly {
  id: string
  product: RestorationPackage
  isIdVerified: boolean
  status: SampleReferralStatus
}[]

/** The sample's click count, a plausible number for three sales; it is not a price. */
const SAMPLE_CLICKS = 120

export type SampleReferral = {
  id: string
  packageName: string
  isIdVerified: boolean
  status: SampleReferralStatus
  packagePriceCents: number
  commissionCents: number
  /** How the commission is made up: '20% of $2,999 + $30 ID bonus'. */
  breakdown: string
}

export type SampleAffiliateDashboard = {
  clicks: number
  conversions: number
  /** What the sample customers paid for their packages (fees excluded). */
  revenueCents: number
  earnedCents: number
  referrals: SampleReferral[]
}

/**
 * An affiliate's commission on one sale (DECISIONS §1): the commission rate of the package price,
 * fees excluded, plus the bonus when the customer verified their identity.
 */
export function referralCommissionCents(sale: {
  packagePriceCents: number
  commissionBps: number
  idVerifiedBonusCents: number
  isIdVerified: boolean
}): number {
  const bonusCents = sale.isIdVerified ? sale.idVerifiedBonusCents : 0
  return shareCents(sale.packagePriceCents, sale.commissionBps) + bonusCents
}

/** The sample dashboard of the landing page, its amounts computed from the current figures. */
export function sampleAffiliateDashboard(f: ContentFigures): SampleAffiliateDashboard {
  const { commissionBps, idVerifiedBonusCents } = f.affiliate
  const referrals = SAMPLE_REFERRALS.map((sample): SampleReferral => {
    const pkg = f.packages[FIGURE_OF[sample.product]]
    const rate = `${percent(commissionBps)} of ${usd(pkg.priceCents)}`
    return {
      id: sample.id,
      packageName: PACKAGE_NAMES[sample.product],
      isIdVerified: sample.isIdVerified,
      status: sample.status,
      packagePriceCents: pkg.priceCents,
      commissionCents: referralCommissionCents({
        packagePriceCents: pkg.priceCents,
        commissionBps,
        idVerifiedBonusCents,
        isIdVerified: sample.isIdVerified,
      }),
      breakdown: sample.isIdVerified ? `${rate} + ${usd(idVerifiedBonusCents)} ID bonus` : rate,
    }
  })
  const sum = (amount: (row: SampleReferral) => number) =>
    referrals.reduce((total, row) => total + amount(row), 0)
  return {
    clicks: SAMPLE_CLICKS,
    conversions: referrals.length,
    revenueCents: sum((row) => row.packagePriceCents),
    earnedCents: sum((row) => row.commissionCents),
    referrals,
  }
}
