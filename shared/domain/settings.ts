import { z } from 'zod'

const Cents = z.number().int().nonnegative()

/**
 * Every business figure the product shows or applies, editable by admins (DECISIONS §1). Pages and
 * e-mails read these values; none of them is written as a literal anywhere else.
 */
export const SettingsSchema = z.object({
  companyName: z.string().min(1),
  companyAddress: z.string().min(1),
  supportEmail: z.email(),
  supportPhone: z.string().min(7).nullable(),
  idVerificationFeeCents: Cents,
  vipCreditRepairValueCents: Cents,
  creditRepairUnverifiedSurchargeCents: Cents,
  easyPaymentsMonths: z.number().int().positive(),
  depositPercent: z.number().int().min(1).max(100),
  affiliateCommissionBps: z.number().int().min(0).max(10000),
  affiliateIdVerifiedBonusCents: Cents,
  affiliateHoldDays: z.number().int().nonnegative(),
  affiliateCookieDays: z.number().int().positive(),
  payoutWeekday: z.number().int().min(0).max(6),
  payoutTime: z.string().regex(/^\d{2}:\d{2}$/),
  payoutTimeZone: z.string().min(1),
  minimumPayoutCents: Cents,
  /** The affiliate program is open for sign-ups; off shows the launch list (DECISIONS §4). */
  affiliatesPublic: z.boolean(),
  monsterLevelFeeCents: Cents,
  /** Override rates on a recruit's sales, level 1 first (basis points). */
  monsterLevelOverrideBps: z.array(z.number().int().min(0).max(10000)).min(1).max(10),
  fastStartBonusCents: Cents,
  fastStartSales: z.number().int().positive(),
  fastStartDays: z.number().int().positive(),
  /** Days without a direct sale (after the first as many days) before an affiliate is deactivated. */
  affiliateInactivityDays: z.number().int().positive(),
  /** How many days before deactivation the warning e-mail goes out. */
  affiliateInactivityWarningDays: z.number().int().nonnegative(),
  /** Yearly total from which a Form 1099-NEC is due. */
  form1099ThresholdCents: Cents,
  deadlineAt: z.iso.datetime({ offset: true }),
  isPostLawActive: z.boolean(),
  postLawIncreaseCents: Cents,
})
export type Settings = z.infer<typeof SettingsSchema>
export type SettingKey = keyof Settings
