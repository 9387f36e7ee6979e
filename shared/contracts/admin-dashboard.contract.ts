import { z } from 'zod'
import { FUNNEL_STEPS } from '../domain/back-office.ts'
import { CASE_STATUSES } from '../domain/case-status.ts'
import type { ContractTable } from './contract.ts'

/**
 * The back office's dashboard (spec 002 §2.2, DECISIONS §5 "live figures, not demo values"): every
 * figure read from the database when asked, money in integer cents, days and weeks in the business
 * time zone (docs/decisions/034-live-admin-dashboard.md).
 */

/** Weeks of revenue on the dashboard, the current one included. */
export const DASHBOARD_REVENUE_WEEKS = 12
/** Days the funnel counts, today included. */
export const DASHBOARD_FUNNEL_DAYS = 30

/** The funnel's steps in order (shared/domain/back-office.ts). */
export const DASHBOARD_FUNNEL_STEPS = FUNNEL_STEPS
export type DashboardFunnelStep = (typeof DASHBOARD_FUNNEL_STEPS)[number]

const cents = z.number().int()
const count = z.number().int().nonnegative()

/** Money in (payments that arrived), out (refunds) and the difference, over one period. */
export const MoneyFlowSchema = z.object({
  receivedCents: cents,
  refundedCents: cents,
  netCents: cents,
})
export type MoneyFlow = z.infer<typeof MoneyFlowSchema>

export const RevenueWeekSchema = MoneyFlowSchema.extend({
  /** The Monday the week starts on, YYYY-MM-DD in the business time zone. */
  weekStart: z.string(),
})
export type RevenueWeek = z.infer<typeof RevenueWeekSchema>

/** Orders whose first payment arrived in the period, and their average amount (rounded to the cent). */
export const OrdersFigureSchema = z.object({
  paidCount: count,
  averageOrderCents: cents.nullable(),
})
export type OrdersFigure = z.infer<typeof OrdersFigureSchema>

export const FunnelStepFigureSchema = z.object({
  step: z.enum(DASHBOARD_FUNNEL_STEPS),
  count,
  /** This step's count over the previous step's (0.25 is 25%); null for the first step or after a zero. */
  conversionRate: z.number().nonnegative().nullable(),
})
export type FunnelStepFigure = z.infer<typeof FunnelStepFigureSchema>

export const CaseStatusFigureSchema = z.object({
  status: z.enum(CASE_STATUSES),
  count,
  /** How long the cases in this status have been in it, median, in seconds; null when none wait (or DECISION, which is final). */
  medianWaitSeconds: count.nullable(),
  /** The case that has been in this status longest, and since when. */
  oldest: z.object({ caseId: z.string(), since: z.string() }).nullable(),
})
export type CaseStatusFigure = z.infer<typeof CaseStatusFigureSchema>

export const FailingJobKindSchema = z.object({
  /** The job's name (its kind), e.g. `orders.paid.receipt`. */
  kind: z.string(),
  /** Failed for good (every attempt used). */
  failedCount: count,
  /** Failed at least once and queued to run again. */
  retryingCount: count,
  /** The newest error, shortened, with e-mail addresses and long numbers masked. */
  lastError: z.string().nullable(),
})
export type FailingJobKind = z.infer<typeof FailingJobKindSchema>

export const AdminDashboardSchema = z.object({
  generatedAt: z.string(),
  /** The business time zone every day and week here is counted in (the payout time zone setting). */
  timeZone: z.string(),
  revenue: z.object({
    /** DASHBOARD_REVENUE_WEEKS weeks, oldest first, weeks without money included. */
    weeks: z.array(RevenueWeekSchema),
    window: MoneyFlowSchema,
    allTime: MoneyFlowSchema,
  }),
  orders: z.object({ window: OrdersFigureSchema, allTime: OrdersFigureSchema }),
  funnel: z.object({
    /** The first and last business day counted (YYYY-MM-DD). */
    from: z.string(),
    to: z.string(),
    steps: z.array(FunnelStepFigureSchema),
  }),
  cases: z.object({ total: count, byStatus: z.array(CaseStatusFigureSchema) }),
  inbox: z.object({
    openCount: count,
    /** Open conversations whose last message is the customer's. */
    unansweredCount: count,
    oldestUnanswered: z
      .object({
        conversationId: z.string(),
        /** When the customer's first message after our last reply arrived. */
        waitingSince: z.string(),
      })
      .nullable(),
  }),
  affiliates: z.object({
    /** Due now: what the next payout run can pay (released from the hold, not yet in a payout). */
    availableCents: cents,
    /** Held: commissions still in their hold period. */
    pendingCents: cents,
    /** When the earliest and the latest held commission are released; null when nothing is held. */
    heldUntil: z.string().nullable(),
    heldLastUntil: z.string().nullable(),
    /** available + pending: what the program owes affiliates, before payouts in progress. */
    dueCents: cents,
    /** The next scheduled payout run (the affiliate clock's, shifted in test mode by the test clock). */
    nextPayoutAt: z.string().nullable(),
  }),
  jobs: z.object({ failing: z.array(FailingJobKindSchema) }),
})
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>

export const adminDashboardContract = {
  get: {
    method: 'GET',
    path: '/api/admin/dashboard',
    summary:
      'Live figures for the back office: revenue by week, orders, the funnel, cases by status, inbox, affiliate commissions due, failing jobs',
    access: 'admin',
    response: AdminDashboardSchema,
  },
} as const satisfies ContractTable
