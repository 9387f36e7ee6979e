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
  deadlineAt: z.iso.datetime({ offset: true }),
  isPostLawActive: z.boolean(),
  postLawIncreaseCents: Cents,
})
export type Settings = z.infer<typeof SettingsSchema>
export type SettingKey = keyof Settings
