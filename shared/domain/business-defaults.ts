import type { ProductKind } from './packages.ts'
import type { Settings } from './settings.ts'

/** The business figures of DECISIONS §1 as first seeded; after that, admins edit them in the database. */
export const DEFAULT_FIGURES = {
  idVerificationFeeCents: 150_00,
  vipCreditRepairValueCents: 1_497_00,
  creditRepairUnverifiedSurchargeCents: 100_00,
  easyPaymentsMonths: 12,
  depositPercent: 20,
  affiliateCommissionBps: 2000,
  affiliateIdVerifiedBonusCents: 30_00,
  affiliateHoldDays: 37,
  affiliateCookieDays: 30,
  payoutWeekday: 5,
  payoutTime: '05:00',
  payoutTimeZone: 'America/New_York',
  minimumPayoutCents: 50_00,
  affiliatesPublic: true,
  monsterLevelFeeCents: 100_00,
  monsterLevelOverrideBps: [400, 100, 50, 25, 10] as number[],
  fastStartBonusCents: 2_500_00,
  fastStartSales: 20,
  fastStartDays: 30,
  affiliateInactivityDays: 30,
  affiliateInactivityWarningDays: 7,
  form1099ThresholdCents: 600_00,
  deadlineAt: '2025-12-31T23:59:59Z',
  isPostLawActive: false,
  postLawIncreaseCents: 400_00,
  // No application process exists yet (proposed rule 90 FR 34394; decision 049).
  federalReliefAcceptsApplications: false,
} as const satisfies Omit<Settings, CompanyDetailKey>

/** The settings that describe the company rather than the business: seeded from the configuration. */
export type CompanyDetailKey =
  'companyName' | 'companyAddress' | 'supportEmail' | 'supportPhone' | 'supportHours'

/**
 * The support hours of the specification (Mon-Fri 8am-8pm, Sat 9am-5pm, Sun closed, in the
 * business time zone), in the form SUPPORT_HOURS takes; seeded unless the operator sets other hours.
 */
export const DEFAULT_SUPPORT_HOURS = 'Mon-Fri 08:00-20:00, Sat 09:00-17:00'

export type ProductSeed = {
  code: string
  name: string
  kind: ProductKind
  priceCents: number
  sortOrder: number
}

/** The catalog as first seeded: prices with identity verified; the unverified fees are settings. */
export const DEFAULT_PRODUCTS: ProductSeed[] = [
  {
    code: 'STATE',
    name: 'State Restoration + VIP Credit Repair',
    kind: 'RESTORATION',
    priceCents: 2_599_00,
    sortOrder: 1,
  },
  {
    code: 'FEDERAL',
    name: 'Federal Restoration + VIP Credit Repair',
    kind: 'RESTORATION',
    priceCents: 2_999_00,
    sortOrder: 2,
  },
  {
    code: 'BUNDLE',
    name: 'Complete Bundle + VIP Credit Repair',
    kind: 'RESTORATION',
    priceCents: 4_999_00,
    sortOrder: 3,
  },
  {
    code: 'CREDIT_BASIC',
    name: 'Basic Credit Repair',
    kind: 'CREDIT_REPAIR',
    priceCents: 497_00,
    sortOrder: 4,
  },
  {
    code: 'CREDIT_VIP',
    name: 'VIP Credit Repair',
    kind: 'CREDIT_REPAIR',
    priceCents: 1_497_00,
    sortOrder: 5,
  },
  { code: 'CREDIT_AI', name: 'AI Credit Repair', kind: 'CREDIT_REPAIR', priceCents: 997_00, sortOrder: 6 },
]
