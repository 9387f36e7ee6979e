import { z } from 'zod'
import { REFUND_WINDOW_HOURS } from '../domain/refund-policy.ts'
import { bundleSavingsCents, depositCents, monthlyEstimateCents } from '../domain/pricing.ts'
import type { Settings } from '../domain/settings.ts'
import { WeeklyHoursSchema } from '../domain/support-hours.ts'

const Cents = z.number().int().nonnegative()

export const PackageFigureSchema = z.object({
  code: z.string(),
  /** The catalog name, e.g. 'Federal Restoration + VIP Credit Repair'. */
  name: z.string(),
  /** The price with identity verified. */
  priceCents: Cents,
  /** What the customer pays without identity verification: the price plus the fee or surcharge. */
  unverifiedPriceCents: Cents,
  /** The Easy Payments estimate: the price spread over the months, rounded up to the cent. */
  monthlyEstimateCents: Cents,
})
export type PackageFigure = z.infer<typeof PackageFigureSchema>

/**
 * Every figure the content modules print, built from the catalog and the settings (DECISIONS §1).
 * Content texts are functions of this object, so no price, fee, hold period or time zone is a
 * literal in them; the client gets it from GET /api/content/figures.
 */
export const ContentFiguresSchema = z.object({
  company: z.object({
    name: z.string(),
    address: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string().nullable(),
    /** Opening hours per weekday (Sunday first) in the business time zone; null when none are published. */
    supportHours: WeeklyHoursSchema.nullable(),
  }),
  packages: z.object({
    state: PackageFigureSchema,
    federal: PackageFigureSchema,
    bundle: PackageFigureSchema,
    /** Standalone credit repair; null while the product is inactive in the catalog. */
    basicCredit: PackageFigureSchema.nullable(),
    vipCredit: PackageFigureSchema.nullable(),
    aiCredit: PackageFigureSchema.nullable(),
  }),
  /** Federal + state − bundle. */
  bundleSavingsCents: z.number().int(),
  /** The manual ID processing fee for restoration packages without identity verification. */
  idVerificationFeeCents: Cents,
  /** What standalone credit repair costs more without identity verification. */
  creditRepairUnverifiedSurchargeCents: Cents,
  /** What the VIP credit repair included with every restoration package is shown as being worth. */
  vipCreditRepairValueCents: Cents,
  easyPaymentsMonths: z.number().int().positive(),
  depositPercent: z.number().int(),
  /** The deposit on the federal package, as an example for the pay-later plan. */
  federalDepositCents: Cents,
  refundWindowHours: z.number().int().positive(),
  affiliate: z.object({
    commissionBps: z.number().int(),
    idVerifiedBonusCents: Cents,
    holdDays: z.number().int(),
    cookieDays: z.number().int(),
    minimumPayoutCents: Cents,
    /** 0 = Sunday … 6 = Saturday. */
    payoutWeekday: z.number().int().min(0).max(6),
    /** HH:MM in the business time zone. */
    payoutTime: z.string(),
    monsterLevelFeeCents: Cents,
    /** Override rates on recruits' sales, level 1 first (basis points). */
    monsterLevelOverrideBps: z.array(z.number().int()),
    fastStartBonusCents: Cents,
    fastStartSales: z.number().int(),
    fastStartDays: z.number().int(),
    inactivityDays: z.number().int(),
    /** How many days before deactivation the warning e-mail goes out. */
    inactivityWarningDays: z.number().int(),
    form1099ThresholdCents: Cents,
  }),
  /** The business time zone (IANA), used for the payout schedule and the support hours. */
  timeZone: z.string(),
  /** Its everyday name, e.g. 'Eastern Time'. */
  timeZoneLabel: z.string(),
  deadline: z.object({
    deadlineAt: z.string(),
    isPostLawActive: z.boolean(),
    postLawIncreaseCents: Cents,
  }),
})
export type ContentFigures = z.infer<typeof ContentFiguresSchema>

/** The part of a catalog product the content needs. */
export type CatalogProduct = { code: string; name: string; priceCents: number }

export class IncompleteCatalogError extends Error {
  override name = 'IncompleteCatalogError'
}

/**
 * Builds the figures from the settings and the active products. The three restoration packages
 * must be in the catalog (every page quotes them); standalone credit repair may be switched off.
 */
export function contentFigures(settings: Settings, products: readonly CatalogProduct[]): ContentFigures {
  const byCode = new Map(products.map((product) => [product.code, product]))
  const figure = (code: string, extraCents: number): PackageFigure | null => {
    const product = byCode.get(code)
    if (!product) return null
    return {
      code: product.code,
      name: product.name,
      priceCents: product.priceCents,
      unverifiedPriceCents: product.priceCents + extraCents,
      monthlyEstimateCents: monthlyEstimateCents(product.priceCents, settings.easyPaymentsMonths),
    }
  }
  const required = (code: string): PackageFigure => {
    const found = figure(code, settings.idVerificationFeeCents)
    if (!found) throw new IncompleteCatalogError(`The catalog has no active ${code} product`)
    return found
  }
  const credit = (code: string) => figure(code, settings.creditRepairUnverifiedSurchargeCents)
  const state = required('STATE')
  const federal = required('FEDERAL')
  const bundle = required('BUNDLE')
  return {
    company: {
      name: settings.companyName,
      address: settings.companyAddress,
      supportEmail: settings.supportEmail,
      supportPhone: settings.supportPhone,
      supportHours: settings.supportHours,
    },
    packages: {
      state,
      federal,
      bundle,
      basicCredit: credit('CREDIT_BASIC'),
      vipCredit: credit('CREDIT_VIP'),
      aiCredit: credit('CREDIT_AI'),
    },
    bundleSavingsCents: bundleSavingsCents(federal.priceCents, state.priceCents, bundle.priceCents),
    idVerificationFeeCents: settings.idVerificationFeeCents,
    creditRepairUnverifiedSurchargeCents: settings.creditRepairUnverifiedSurchargeCents,
    vipCreditRepairValueCents: settings.vipCreditRepairValueCents,
    easyPaymentsMonths: settings.easyPaymentsMonths,
    depositPercent: settings.depositPercent,
    federalDepositCents: depositCents(federal.priceCents, settings.depositPercent),
    refundWindowHours: REFUND_WINDOW_HOURS,
    affiliate: {
      commissionBps: settings.affiliateCommissionBps,
      idVerifiedBonusCents: settings.affiliateIdVerifiedBonusCents,
      holdDays: settings.affiliateHoldDays,
      cookieDays: settings.affiliateCookieDays,
      minimumPayoutCents: settings.minimumPayoutCents,
      payoutWeekday: settings.payoutWeekday,
      payoutTime: settings.payoutTime,
      monsterLevelFeeCents: settings.monsterLevelFeeCents,
      monsterLevelOverrideBps: [...settings.monsterLevelOverrideBps],
      fastStartBonusCents: settings.fastStartBonusCents,
      fastStartSales: settings.fastStartSales,
      fastStartDays: settings.fastStartDays,
      inactivityDays: settings.affiliateInactivityDays,
      inactivityWarningDays: settings.affiliateInactivityWarningDays,
      form1099ThresholdCents: settings.form1099ThresholdCents,
    },
    timeZone: settings.payoutTimeZone,
    timeZoneLabel: timeZoneLabel(settings.payoutTimeZone),
    deadline: {
      deadlineAt: settings.deadlineAt,
      isPostLawActive: settings.isPostLawActive,
      postLawIncreaseCents: settings.postLawIncreaseCents,
    },
  }
}

/** The everyday name of an IANA zone ('America/New_York' → 'Eastern Time'), or the zone itself. */
export function timeZoneLabel(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((p) => p.type === 'timeZoneName')
    return part?.value ?? timeZone
  } catch {
    return timeZone
  }
}
