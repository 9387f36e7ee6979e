import { z } from 'zod'
import {
  CONNECT_STATUSES,
  ENTRY_STATES,
  LEDGER_ENTRY_KINDS,
  PAYOUT_PROVIDERS,
  PAYOUT_STATUSES,
  TIN_TYPES,
  AFFILIATE_STATUSES,
  AFFILIATE_CODE_PATTERN,
} from '../domain/affiliates.ts'
import { EmailSchema, nameText } from '../domain/person-fields.ts'
import { singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

// The affiliate program's public and affiliate-facing endpoints (spec 001 §7; DECISIONS §4). The
// back office's are in affiliate-management.contract.ts.

export const LAUNCH_LIST_EMAIL_REQUIRED = 'Please enter your email address.'
/** The 409 answer to an address already on the launch list. */
export const LAUNCH_LIST_DUPLICATE_MESSAGE = 'This email is already on our launch list.'

export const LaunchLeadInputSchema = z.object({
  email: singleLineText({ error: LAUNCH_LIST_EMAIL_REQUIRED })
    .trim()
    .min(1, LAUNCH_LIST_EMAIL_REQUIRED)
    .pipe(EmailSchema),
})
export type LaunchLeadInput = z.infer<typeof LaunchLeadInputSchema>

export const AffiliateSignupInputSchema = z.object({
  name: nameText({ error: 'Name must be at least 2 characters' })
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email: singleLineText({ error: 'Invalid email address' }).trim().pipe(EmailSchema),
})
export type AffiliateSignupInput = z.infer<typeof AffiliateSignupInputSchema>

export const AffiliateCodeSchema = singleLineText()
  .trim()
  .toUpperCase()
  .regex(AFFILIATE_CODE_PATTERN, 'Please enter your affiliate code.')
export const AffiliateCodeParamsSchema = z.object({ code: AffiliateCodeSchema })

export const AffiliateSignupResponseSchema = z.object({ affiliate: z.object({ code: z.string() }) })

export const EnvConfigSchema = z.object({ affiliatesPublic: z.boolean() })
export type EnvConfig = z.infer<typeof EnvConfigSchema>

const Cents = z.number().int()
const IsoDate = z.string()

export const PayoutAccountSchema = z.object({
  provider: z.enum(PAYOUT_PROVIDERS),
  status: z.enum(CONNECT_STATUSES),
  /** The bank account's last four digits, once known. */
  last4: z.string().nullable(),
})

/** The affiliate's own profile: what the dashboard needs besides the figures. */
export const AffiliateProfileSchema = z.object({
  code: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  signedUpAt: IsoDate,
  /** When the next inactivity deactivation would happen without a direct sale (null once deactivated). */
  deactivationDueAt: IsoDate.nullable(),
  monsterLevel: z.object({ isActive: z.boolean(), since: IsoDate.nullable() }),
  recruitedByCode: z.string().nullable(),
  recruits: z.number().int(),
  w9: z.object({ isOnFile: z.boolean(), tinLast4: z.string().nullable(), legalName: z.string().nullable() }),
  payoutAccount: PayoutAccountSchema.nullable(),
})
export type AffiliateProfile = z.infer<typeof AffiliateProfileSchema>

export const DailyPointSchema = z.object({
  /** YYYY-MM-DD in the business time zone. */
  day: z.string(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  revenueCents: Cents,
})

export const AffiliateStatsSchema = z.object({
  stats: z.object({
    /** Package revenue of referred orders (fees excluded), reversed ones left out, in cents. */
    revenue: Cents,
    /** The part of `revenue` whose commission is still in the hold period. */
    pendingRevenue: Cents,
    clicks: z.number().int(),
    conversions: z.number().int(),
  }),
  balances: z.object({
    pendingCents: Cents,
    availableCents: Cents,
    inPayoutCents: Cents,
    paidCents: Cents,
    /** Everything earned and not reversed: the sum of every entry but fees and adjustments. */
    earnedCents: Cents,
  }),
  /** The last 30 days, oldest first. */
  daily: z.array(DailyPointSchema),
})
export type AffiliateStats = z.infer<typeof AffiliateStatsSchema>

export const LedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  state: z.enum(ENTRY_STATES),
  amountCents: Cents,
  reason: z.string(),
  createdAt: IsoDate,
  availableAt: IsoDate,
})

export const PayoutSchema = z.object({
  id: z.string(),
  affiliateCode: z.string(),
  /** Cents. */
  amount: Cents,
  status: z.enum(PAYOUT_STATUSES),
  stripeTransferId: z.string().nullable(),
  createdAt: IsoDate,
  paidAt: IsoDate.nullable(),
  /** When the ACH transfer should reach the bank (2-3 business days after paidAt). */
  expectedArrivalAt: IsoDate.nullable(),
  failureReason: z.string().nullable(),
})
export type Payout = z.infer<typeof PayoutSchema>

export const AffiliatePayoutsSchema = z.object({
  /** The next scheduled run, and the zone to show it in. */
  nextPayoutAt: IsoDate,
  timeZone: z.string(),
  minimumPayoutCents: Cents,
  payouts: z.array(PayoutSchema),
  /** The latest 50 ledger entries, newest first. */
  entries: z.array(LedgerEntrySchema),
})
export type AffiliatePayouts = z.infer<typeof AffiliatePayoutsSchema>

const TIN_MESSAGE = 'Enter a 9-digit SSN or EIN.'
export const W9InputSchema = z.object({
  legalName: nameText({ error: 'Enter your legal name.' })
    .min(2, 'Enter your legal name.')
    .max(120, 'At most 120 characters'),
  tinType: z.enum(TIN_TYPES, { error: 'Choose SSN or EIN.' }),
  tin: singleLineText({ error: TIN_MESSAGE })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, TIN_MESSAGE)),
  address: singleLineText({ error: 'Enter your mailing address.' })
    .trim()
    .min(5, 'Enter your mailing address.')
    .max(300, 'At most 300 characters'),
  certified: z.literal(true, { error: 'Please certify that the information is correct.' }),
})
export type W9Input = z.infer<typeof W9InputSchema>

export const PayoutOnboardingSchema = z.object({
  /** Where the browser goes to set up the account: the provider's page, or our sandbox form. */
  url: z.string(),
})

const ROUTING_MESSAGE = 'Enter a valid 9-digit routing number.'
const ACCOUNT_MESSAGE = 'Enter an account number of 4 to 17 digits.'
/** The sandbox's onboarding form: the bank details an ACH payout needs. */
export const SandboxPayoutAccountInputSchema = z.object({
  accountHolderName: nameText({ error: 'Enter the account holder name.' })
    .min(2, 'Enter the account holder name.')
    .max(120, 'At most 120 characters'),
  routingNumber: singleLineText({ error: ROUTING_MESSAGE })
    .trim()
    .regex(/^\d{9}$/, ROUTING_MESSAGE)
    .refine(isRoutingNumber, ROUTING_MESSAGE),
  accountNumber: singleLineText({ error: ACCOUNT_MESSAGE })
    .trim()
    .regex(/^\d{4,17}$/, ACCOUNT_MESSAGE),
})
export type SandboxPayoutAccountInput = z.infer<typeof SandboxPayoutAccountInputSchema>

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1, …) is a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0)
  return sum % 10 === 0
}

export const MonsterLevelInputSchema = z.object({ isActive: z.boolean() })

export const ClickInputSchema = z.object({ code: singleLineText().trim().max(40) })

const OkSchema = z.object({ ok: z.literal(true) })

export const affiliatesContract = {
  envConfig: {
    method: 'GET',
    path: '/api/env/config',
    summary: 'Whether the affiliate program is open for sign-ups (else the launch list shows)',
    access: 'public',
    response: EnvConfigSchema,
  },
  launchLead: {
    method: 'POST',
    path: '/api/affiliate/launch-leads',
    summary: 'Adds an e-mail to the affiliate launch list; 409 when it is already on it',
    access: 'public',
    body: LaunchLeadInputSchema,
    response: OkSchema,
    status: 201,
    rateLimit: { scope: 'launch-list:ip', per: 'ip', limit: 'publicForm' },
  },
  signup: {
    method: 'POST',
    path: '/api/affiliate/signup',
    summary: 'Makes the signed-in customer an affiliate (or returns their existing code)',
    access: 'customer',
    body: AffiliateSignupInputSchema,
    response: AffiliateSignupResponseSchema,
    rateLimit: { scope: 'affiliate-signup:user', per: 'user', limit: 10 },
  },
  me: {
    method: 'GET',
    path: '/api/affiliate/me',
    summary: "The signed-in customer's affiliate profile; null when they are not an affiliate",
    access: 'customer',
    response: z.object({ profile: AffiliateProfileSchema.nullable() }),
  },
  stats: {
    method: 'GET',
    path: '/api/affiliate/:code/stats',
    summary: "An affiliate's clicks, conversions, revenue and balances (that affiliate and admins only)",
    access: 'customer',
    params: AffiliateCodeParamsSchema,
    response: AffiliateStatsSchema,
    owner: { code: 'affiliate' },
  },
  payouts: {
    method: 'GET',
    path: '/api/affiliate/:code/payouts',
    summary: "An affiliate's payouts, ledger and next payout date (that affiliate and admins only)",
    access: 'customer',
    params: AffiliateCodeParamsSchema,
    response: AffiliatePayoutsSchema,
    owner: { code: 'affiliate' },
  },
  submitW9: {
    method: 'POST',
    path: '/api/affiliate/w9',
    summary: "Stores the affiliate's W-9 (the TIN encrypted; only its last four digits are shown)",
    access: 'customer',
    body: W9InputSchema,
    response: AffiliateProfileSchema,
    rateLimit: { scope: 'affiliate-w9:user', per: 'user', limit: 10 },
  },
  startPayoutOnboarding: {
    method: 'POST',
    path: '/api/affiliate/payout-account',
    summary: "Creates the affiliate's payout account if needed and returns where to finish setting it up",
    access: 'customer',
    response: PayoutOnboardingSchema,
    rateLimit: { scope: 'affiliate-onboarding:user', per: 'user', limit: 20 },
  },
  sandboxPayoutAccount: {
    method: 'POST',
    path: '/api/affiliate/payout-account/sandbox',
    summary: "The sandbox payout provider's onboarding form: the bank account to pay by ACH",
    access: 'customer',
    body: SandboxPayoutAccountInputSchema,
    response: AffiliateProfileSchema,
    rateLimit: { scope: 'affiliate-bank:user', per: 'user', limit: 10 },
  },
  monsterLevel: {
    method: 'POST',
    path: '/api/affiliate/monster-level',
    summary: 'Starts or stops the Monster Level subscription (its fee is taken from payouts)',
    access: 'customer',
    body: MonsterLevelInputSchema,
    response: AffiliateProfileSchema,
  },
  click: {
    method: 'POST',
    path: '/api/affiliate/clicks',
    summary: 'Records a referral click from a page opened with ?ref=CODE and sets the referral cookie',
    access: 'public',
    body: ClickInputSchema,
    response: OkSchema,
    rateLimit: { scope: 'affiliate-click:ip', per: 'ip', limit: 60 },
  },
} as const satisfies ContractTable
