import { z } from 'zod'
import { AFFILIATE_STATUSES, CONNECT_STATUSES, PAYOUT_RUN_TRIGGERS } from '../domain/affiliates.ts'
import { JOB_STATUSES } from '../domain/jobs.ts'
import { multiLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'
import { PayoutSchema } from './affiliates.contract.ts'

// The back office's affiliate payouts screen (spec 002 §2.7, §7) and the admin's affiliate actions.

/** Shown when Run Payouts fails (spec 002 §8). */
export const PAYOUT_RUN_FAILED_MESSAGE = 'Failed to process payouts.'

export const AffiliateManagementRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  email: z.string(),
  name: z.string(),
  /** The commission rate as a fraction (0.2 = 20%). */
  rate: z.number(),
  status: z.enum(AFFILIATE_STATUSES),
  /** Why the status last changed (an admin's reason, or the inactivity rule), if it ever did. */
  statusReason: z.string().nullable(),
  stripeAccountId: z.string().nullable(),
  connectStatus: z.object({ detailsSubmitted: z.boolean(), transfersEnabled: z.boolean() }),
  connectBadge: z.enum(CONNECT_STATUSES),
  hasW9: z.boolean(),
  isMonsterLevel: z.boolean(),
  pendingPayout: z.object({ availableAmount: z.number().int(), pendingAmount: z.number().int() }),
  lastPayout: z.object({ amount: z.number().int(), paidAt: z.string() }).nullable(),
  signedUpAt: z.string(),
})
export type AffiliateManagementRow = z.infer<typeof AffiliateManagementRowSchema>

export const ScheduledTaskSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** What the task does, in one line. */
  description: z.string(),
  lastRunAt: z.string().nullable(),
  lastStatus: z.enum(JOB_STATUSES).nullable(),
  nextRunAt: z.string().nullable(),
  /** A long run's progress, 0-1, while it runs. */
  progress: z.number().min(0).max(1).nullable(),
})

export const CronStatusSchema = z.object({
  connectEnabled: z.boolean(),
  holdDays: z.number().int(),
  timeZone: z.string(),
  tasks: z.array(ScheduledTaskSchema),
  /** The test clock's offset from the real time, in days; null outside test mode. */
  testClockDays: z.number().nullable(),
})
export type CronStatus = z.infer<typeof CronStatusSchema>

export const PayoutRunResultSchema = z.object({
  processed: z.number().int(),
  failed: z.number().int(),
  /** Cents. */
  totalAmount: z.number().int(),
})
export type PayoutRunResult = z.infer<typeof PayoutRunResultSchema>

const cents = z.number().int()

/**
 * Why a run paid an affiliate with money on the ledger nothing: the eligibility rules of the run
 * (docs/decisions/065-payouts-explain-themselves.md). Codes and numbers only; the screen words them.
 */
export const PayoutSkipReasonSchema = z.discriminatedUnion('kind', [
  /** Commission still in its hold period; availableAt is when the earliest of it is released. */
  z.object({ kind: z.literal('HELD'), heldCents: cents, availableAt: z.string() }),
  /** What the affiliate would have after the hold does not reach the minimum payout. */
  z.object({ kind: z.literal('BELOW_MINIMUM'), balanceCents: cents, minimumCents: cents }),
  z.object({ kind: z.literal('NO_TAX_FORM') }),
  /** The payout account as last known: none, details missing, or transfers not enabled. */
  z.object({
    kind: z.literal('NO_PAYOUT_ACCOUNT'),
    accountStatus: z.enum(CONNECT_STATUSES).exclude(['READY']),
  }),
  /** The payout provider did not answer when the run asked how the account stands. */
  z.object({ kind: z.literal('ACCOUNT_UNCHECKED') }),
])
export type PayoutSkipReason = z.infer<typeof PayoutSkipReasonSchema>

export const PayoutSkipSchema = z.object({
  affiliateId: z.string(),
  name: z.string(),
  code: z.string(),
  reasons: z.array(PayoutSkipReasonSchema).min(1),
})
export type PayoutSkip = z.infer<typeof PayoutSkipSchema>

/** A run as it answered and as the run history keeps it: the counts, and who was skipped and why. */
export const PayoutRunSchema = PayoutRunResultSchema.extend({
  ranAt: z.string(),
  trigger: z.enum(PAYOUT_RUN_TRIGGERS),
  /** Every affiliate with a non-zero balance the run did not pay, by name. */
  skipped: z.array(PayoutSkipSchema),
})
export type PayoutRun = z.infer<typeof PayoutRunSchema>

/** How many runs the history shows. */
export const PAYOUT_RUN_HISTORY_SIZE = 10

export const PayoutPolicySchema = z.object({ text: z.array(z.string()) })

const reason = multiLineText({ error: 'Please give a reason.' })
  .trim()
  .min(3, 'Please give a reason.')
  .max(500, 'At most 500 characters')

export const AffiliateStatusInputSchema = z.object({ status: z.enum(AFFILIATE_STATUSES), reason })
export const BalanceAdjustmentInputSchema = z.object({
  amountCents: z
    .number({ error: 'Enter an amount in cents.' })
    .int('Enter an amount in cents.')
    .refine((value) => value !== 0, 'The adjustment cannot be zero.')
    .refine((value) => Math.abs(value) <= 10_000_00, 'At most $10,000 at a time.'),
  reason,
})

const IdParams = z.object({ id: z.uuid('Not a valid id') })

export const affiliateManagementContract = {
  management: {
    method: 'GET',
    path: '/api/affiliates/management',
    summary: 'Every affiliate with payout account badge, available and pending balances and last payout',
    access: 'admin',
    response: z.array(AffiliateManagementRowSchema),
  },
  recentPayouts: {
    method: 'GET',
    path: '/api/payouts/recent',
    summary: 'The 10 latest payouts',
    access: 'admin',
    response: z.array(PayoutSchema),
  },
  cronStatus: {
    method: 'GET',
    path: '/api/cron/status',
    summary: 'Payout provider, hold days and the scheduled affiliate jobs with their last and next run',
    access: 'admin',
    response: CronStatusSchema,
  },
  payoutPolicy: {
    method: 'GET',
    path: '/api/payouts/policy',
    summary: 'The payout policy text, from the settings',
    access: 'admin',
    response: PayoutPolicySchema,
  },
  runPayouts: {
    method: 'POST',
    path: '/api/payouts/run',
    summary:
      'Pays every eligible affiliate now (never twice for the same commission) and says why each other affiliate with a balance was not paid',
    access: 'admin',
    response: PayoutRunSchema,
  },
  payoutRuns: {
    method: 'GET',
    path: '/api/payouts/runs',
    summary: 'The latest payout runs, manual and scheduled, with the affiliates each skipped and why',
    access: 'admin',
    response: z.array(PayoutRunSchema),
  },
  setStatus: {
    method: 'POST',
    path: '/api/admin/affiliates/:id/status',
    summary: 'Deactivates or reactivates an affiliate, with a reason (audited)',
    access: 'admin',
    params: IdParams,
    body: AffiliateStatusInputSchema,
    response: AffiliateManagementRowSchema,
  },
  adjustBalance: {
    method: 'POST',
    path: '/api/admin/affiliates/:id/adjustments',
    summary: "Adds a credit or debit to an affiliate's balance, with a reason (audited)",
    access: 'admin',
    params: IdParams,
    body: BalanceAdjustmentInputSchema,
    response: AffiliateManagementRowSchema,
  },
  setProgramOpen: {
    method: 'POST',
    path: '/api/admin/affiliates/program',
    summary: 'Opens the affiliate program for sign-ups or shows the launch list instead (affiliatesPublic)',
    access: 'admin',
    body: z.object({ affiliatesPublic: z.boolean() }),
    response: z.object({ affiliatesPublic: z.boolean() }),
  },
} as const satisfies ContractTable

/** The yearly 1099-NEC report is a CSV download, a link for the browser rather than an API call. */
export const FORM_1099_PATH = '/api/admin/affiliates/1099.csv'
