import { z } from 'zod'
import { WeeklyHoursSchema } from './support-hours.ts'
import { singleLineText } from './text-fields.ts'

/** The largest amount a setting or a catalog price may hold: $1,000,000. */
export const MAX_SETTING_CENTS = 100_000_000

const required = (label: string) => ({ error: `${label} is required` })

function cents(label: string) {
  return z
    .number(required(label))
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_SETTING_CENTS, `${label} must be at most $1,000,000`)
}

function wholeNumber(label: string, min: number, max: number, unit = '') {
  const range = `${label} must be between ${min} and ${max}${unit}`
  return z.number(required(label)).int(`${label} must be a whole number`).min(min, range).max(max, range)
}

function onOff(label: string) {
  return z.boolean({ error: `${label}: choose on or off` })
}

function basisPoints(label: string) {
  const range = `${label} must be between 0% and 100%`
  return z
    .number(required(label))
    .int(`${label} can have at most two decimals`)
    .min(0, range)
    .max(10_000, range)
}

function text(label: string, max: number) {
  return singleLineText(required(label))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
}

export const TIME_ZONE_MESSAGE = 'Enter an IANA time zone, such as America/New_York'
export const PHONE_MESSAGE = 'Invalid phone number'
export const DEADLINE_MESSAGE = 'Enter the deadline as an ISO date and time, e.g. 2025-12-31T23:59:59Z'
export const INACTIVITY_WARNING_MESSAGE =
  'The warning must come before deactivation: fewer days than the inactivity period'

// An IANA zone name as the database writes it: UTC, or Area/Location with capitals (America/New_York,
// Etc/GMT+5). Abbreviations (EST, which the database maps to a zone without daylight saving) and
// other spellings the runtime would also take are refused, so every page prints one name.
const TIME_ZONE_PATTERN = /^(?:UTC|[A-Z][A-Za-z_-]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*)+)$/

/** A time zone of the IANA database that the runtime knows (America/New_York, UTC). */
export function isTimeZone(value: string): boolean {
  if (!TIME_ZONE_PATTERN.test(value)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

// At least seven digits, with the usual separators, a leading + and an extension: '+1 (304) 555-0142'.
const PHONE_PATTERN = /^\+?(?:[ ().-]*\d){7,}[ ().-]*(?: ?(?:x|ext\.?) ?\d+)?$/

/**
 * Every business figure the product shows or applies, editable by admins (DECISIONS §1), field by
 * field with the message the editor shows. Pages and e-mails read these values; none of them is
 * written as a literal anywhere else. The rules across fields are in SettingsSchema below.
 */
export const SettingsFieldsSchema = z.object({
  companyName: text('Company name', 200),
  companyAddress: text('Company address', 300),
  supportEmail: z.email({ error: 'Invalid email address' }),
  supportPhone: singleLineText({ error: PHONE_MESSAGE })
    .trim()
    .min(7, PHONE_MESSAGE)
    .max(40, PHONE_MESSAGE)
    .regex(PHONE_PATTERN, PHONE_MESSAGE)
    .nullable(),
  /** Null: no hours are published (the pages then leave them out). */
  supportHours: WeeklyHoursSchema.nullable(),
  idVerificationFeeCents: cents('Manual ID processing fee'),
  vipCreditRepairValueCents: cents('VIP Credit Repair value'),
  creditRepairUnverifiedSurchargeCents: cents('Credit repair surcharge'),
  easyPaymentsMonths: wholeNumber('Easy Payments months', 1, 60),
  depositPercent: wholeNumber('Deposit', 1, 100, '%'),
  affiliateCommissionBps: basisPoints('Commission'),
  affiliateIdVerifiedBonusCents: cents('ID-verified bonus'),
  affiliateHoldDays: wholeNumber('Hold period', 0, 365, ' days'),
  affiliateCookieDays: wholeNumber('Cookie lifetime', 1, 365, ' days'),
  payoutWeekday: z
    .number({ error: 'Choose a payout day' })
    .int('Choose a payout day')
    .min(0, 'Choose a payout day')
    .max(6, 'Choose a payout day'),
  payoutTime: z
    .string({ error: 'Payout time is required' })
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Enter the payout time as HH:MM, e.g. 05:00'),
  /** Checked against the runtime's zone database with the rules across fields, below. */
  payoutTimeZone: z.string({ error: TIME_ZONE_MESSAGE }).regex(TIME_ZONE_PATTERN, TIME_ZONE_MESSAGE),
  minimumPayoutCents: cents('Minimum payout'),
  /** The affiliate program is open for sign-ups; off shows the launch list (DECISIONS §4). */
  affiliatesPublic: onOff('Affiliate sign-ups'),
  monsterLevelFeeCents: cents('Monster Level fee'),
  /** Override rates on a recruit's sales, level 1 first (basis points). */
  monsterLevelOverrideBps: z
    .array(basisPoints('Each override rate'), { error: 'Enter the override rates, level 1 first' })
    .min(1, 'Enter at least one override rate')
    .max(10, 'Enter at most ten override rates'),
  fastStartBonusCents: cents('Fast-start bonus'),
  fastStartSales: wholeNumber('Fast-start sales', 1, 1000),
  fastStartDays: wholeNumber('Fast-start days', 1, 365),
  /** Days without a direct sale (after the first as many days) before an affiliate is deactivated. */
  affiliateInactivityDays: wholeNumber('Inactivity period', 1, 365, ' days'),
  /** How many days before deactivation the warning e-mail goes out. */
  affiliateInactivityWarningDays: wholeNumber('Warning', 0, 365, ' days'),
  /** Yearly total from which a Form 1099-NEC is due. */
  form1099ThresholdCents: cents('1099-NEC threshold'),
  deadlineAt: z.iso.datetime({ offset: true, error: DEADLINE_MESSAGE }),
  isPostLawActive: onOff('Post-law pricing'),
  postLawIncreaseCents: cents('Post-law increase'),
  /**
   * The Department of Justice takes applications for relief under 18 U.S.C. § 925(c): every page,
   * e-mail and packet words that route by it (decision 049).
   */
  federalReliefAcceptsApplications: onOff('Federal relief applications'),
})

/**
 * Every setting, with the rules that tie fields together and the time zone looked up in the
 * runtime's database (a check the contract's request schema leaves to this one).
 */
export const SettingsSchema = SettingsFieldsSchema.superRefine((s, ctx) => {
  if (!isTimeZone(s.payoutTimeZone)) {
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE, path: ['payoutTimeZone'] })
  }
  if (s.affiliateInactivityWarningDays >= s.affiliateInactivityDays) {
    ctx.addIssue({
      code: 'custom',
      message: INACTIVITY_WARNING_MESSAGE,
      path: ['affiliateInactivityWarningDays'],
    })
  }
})
export type Settings = z.infer<typeof SettingsFieldsSchema>
export type SettingKey = keyof Settings
export const SETTING_KEYS = Object.keys(SettingsFieldsSchema.shape) as SettingKey[]

/**
 * A change to some settings: any subset, each field checked as above (the rules across fields are
 * checked once the change is applied to the stored values).
 */
export const SettingsPatchSchema = SettingsFieldsSchema.partial().strict()
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>

/** The sections of the settings editor, in order. */
export const SETTING_GROUPS = [
  { id: 'company', label: 'Company' },
  { id: 'prices', label: 'Prices & catalog' },
  { id: 'payments', label: 'Payments & deposit' },
  { id: 'affiliates', label: 'Affiliates & payouts' },
  { id: 'monsterLevel', label: 'Monster Level & fast start' },
  { id: 'deadline', label: 'Deadline banner' },
  { id: 'federalRelief', label: 'Federal relief' },
] as const
export type SettingGroupId = (typeof SETTING_GROUPS)[number]['id']

/**
 * How the editor shows and takes each value: money in dollars (stored in cents), basis points as
 * percentages, the support hours as a week, and so on.
 */
export const SETTING_KINDS = [
  'text',
  'email',
  'phone',
  'hours',
  'cents',
  'percent',
  'bps',
  'bpsList',
  'count',
  'days',
  'boolean',
  'weekday',
  'time',
  'timeZone',
  'dateTime',
] as const
export type SettingKind = (typeof SETTING_KINDS)[number]

export type SettingField = { label: string; group: SettingGroupId; kind: SettingKind; hint?: string }

/** Each setting's label, section and kind in the editor, in the order it shows them. */
export const SETTING_FIELDS: Record<SettingKey, SettingField> = {
  companyName: { label: 'Company name', group: 'company', kind: 'text' },
  companyAddress: {
    label: 'Street address',
    group: 'company',
    kind: 'text',
    hint: 'Shown in the footer, on the contact page and in the service agreement.',
  },
  supportEmail: { label: 'Support e-mail', group: 'company', kind: 'email' },
  supportPhone: {
    label: 'Support phone',
    group: 'company',
    kind: 'phone',
    hint: 'Leave empty to show no phone number anywhere.',
  },
  supportHours: {
    label: 'Support hours',
    group: 'company',
    kind: 'hours',
    hint: 'In the business time zone (Affiliates & payouts).',
  },
  idVerificationFeeCents: {
    label: 'Manual ID processing fee',
    group: 'prices',
    kind: 'cents',
    hint: 'Added to a restoration package when the customer skips identity verification.',
  },
  creditRepairUnverifiedSurchargeCents: {
    label: 'Credit repair surcharge without verified ID',
    group: 'prices',
    kind: 'cents',
  },
  vipCreditRepairValueCents: {
    label: 'VIP Credit Repair value shown',
    group: 'prices',
    kind: 'cents',
    hint: 'What the VIP Credit Repair included with every package is shown as being worth.',
  },
  depositPercent: {
    label: 'Deposit (percent of the package price)',
    group: 'payments',
    kind: 'percent',
    hint: 'Paid up front on the pay-later plan; the balance is due before document preparation.',
  },
  easyPaymentsMonths: {
    label: 'Easy Payments months',
    group: 'payments',
    kind: 'count',
    hint: 'The monthly estimate is the price divided by this, rounded up to the cent.',
  },
  affiliatesPublic: {
    label: 'Affiliate sign-ups open',
    group: 'affiliates',
    kind: 'boolean',
    hint: 'Off: /affiliate shows the launch list instead of the sign-up form.',
  },
  affiliateCommissionBps: { label: 'Commission (percent)', group: 'affiliates', kind: 'bps' },
  affiliateIdVerifiedBonusCents: {
    label: 'Bonus when the customer verified ID',
    group: 'affiliates',
    kind: 'cents',
  },
  affiliateHoldDays: { label: 'Hold period (days)', group: 'affiliates', kind: 'days' },
  affiliateCookieDays: { label: 'Referral cookie (days)', group: 'affiliates', kind: 'days' },
  payoutWeekday: { label: 'Payout day', group: 'affiliates', kind: 'weekday' },
  payoutTime: { label: 'Payout time', group: 'affiliates', kind: 'time' },
  payoutTimeZone: {
    label: 'Business time zone',
    group: 'affiliates',
    kind: 'timeZone',
    hint: "Payouts, the support hours and the eligibility check's today are in this zone.",
  },
  minimumPayoutCents: { label: 'Minimum payout', group: 'affiliates', kind: 'cents' },
  form1099ThresholdCents: { label: '1099-NEC threshold (per year)', group: 'affiliates', kind: 'cents' },
  affiliateInactivityDays: {
    label: 'Deactivate after days without a direct sale',
    group: 'affiliates',
    kind: 'days',
  },
  affiliateInactivityWarningDays: {
    label: 'Warning e-mail (days before deactivation)',
    group: 'affiliates',
    kind: 'days',
  },
  monsterLevelFeeCents: { label: 'Monster Level monthly fee', group: 'monsterLevel', kind: 'cents' },
  monsterLevelOverrideBps: {
    label: 'Override rates (percent, level 1 first)',
    group: 'monsterLevel',
    kind: 'bpsList',
    hint: 'Separated by commas, e.g. 4, 1, 0.5, 0.25, 0.1',
  },
  fastStartBonusCents: { label: 'Fast-start bonus', group: 'monsterLevel', kind: 'cents' },
  fastStartSales: { label: 'Fast-start direct sales', group: 'monsterLevel', kind: 'count' },
  fastStartDays: { label: 'Fast-start window (days after sign-up)', group: 'monsterLevel', kind: 'days' },
  deadlineAt: {
    label: 'Deadline',
    group: 'deadline',
    kind: 'dateTime',
    hint: 'ISO date and time with its zone, e.g. 2025-12-31T23:59:59Z',
  },
  isPostLawActive: {
    label: 'Post-law pricing active',
    group: 'deadline',
    kind: 'boolean',
    hint: "On: the banner reads 'Post-law pricing is now active: prices rose by …' with the increase below, and stops counting down. Off: it counts down to the deadline, and is hidden once the deadline has passed.",
  },
  postLawIncreaseCents: { label: 'Post-law price increase', group: 'deadline', kind: 'cents' },
  federalReliefAcceptsApplications: {
    label: 'The Department of Justice accepts § 925(c) applications',
    group: 'federalRelief',
    kind: 'boolean',
    hint: 'Off while the rule is only proposed: verdicts, checkout, e-mails and packets say applications are not accepted yet and that we file the day they open. Turn on when the application process opens.',
  },
}
