import { z } from 'zod'
import { CASE_DECISION_OUTCOMES, CASE_STATUSES, STAFF_REVIEW_FINDINGS } from '../domain/case-status.ts'
import { CASE_JURISDICTIONS } from '../domain/case-labels.ts'
import { IsoDateSchema } from '../domain/eligibility/input.ts'
import { PackageSchema, VerdictSchema } from '../domain/eligibility/result.ts'
import { ORDER_STATUSES, PAYMENT_PLANS } from '../domain/orders.ts'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import {
  CaseDetailSchema,
  CaseIdParamsSchema,
  FederalWizardSchema,
  StateWizardSchema,
} from './cases.contract.ts'
import type { ContractTable } from './contract.ts'

/** The back office's case screens and staff actions (docs/decisions/028-case-status-flow.md). */

export const ADMIN_CASES_PAGE_SIZE_MAX = 100

// A yes/no filter as a query string carries it.
const QueryFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true')

/**
 * The query string parser leaves a value it cannot decode (a broken percent-escape, invalid UTF-8)
 * as it came, escapes and all. Such a value still reads as an escape sequence that does not decode;
 * a search for a lone '%' is refused with it, which costs nothing in a search for cases.
 */
function isDecodedQueryText(value: string): boolean {
  if (!value.includes('%')) return true
  try {
    decodeURIComponent(value)
    return true
  } catch {
    return false
  }
}

export const AdminCaseListQuerySchema = z.object({
  status: z.enum(CASE_STATUSES).optional(),
  jurisdiction: z.enum(CASE_JURISDICTIONS).optional(),
  package: PackageSchema.optional(),
  /** MANUAL_REVIEW cases no staff review has looked at yet. */
  needsReview: QueryFlagSchema.optional(),
  /** Cases whose pay-later orders still owe money. */
  balanceDue: QueryFlagSchema.optional(),
  /** A case number (its first characters), or part of the customer's name or e-mail. */
  q: singleLineText()
    .trim()
    .max(100)
    .refine(isDecodedQueryText, 'The search text could not be read. Type it again.')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_CASES_PAGE_SIZE_MAX).default(25),
})
export type AdminCaseListQuery = z.input<typeof AdminCaseListQuerySchema>

const CustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})

export const AdminCaseRowSchema = z.object({
  id: z.string(),
  /** 'Case #' plus this: the first 8 characters of the id in capitals. */
  caseNumber: z.string(),
  status: z.enum(CASE_STATUSES),
  jurisdiction: z.enum(CASE_JURISDICTIONS),
  stateCode: z.string().nullable(),
  packageCode: PackageSchema,
  verdict: VerdictSchema,
  /** A MANUAL_REVIEW verdict that no staff review has looked at yet. */
  needsReview: z.boolean(),
  balanceDueCents: z.number().int(),
  customer: CustomerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminCaseRow = z.infer<typeof AdminCaseRowSchema>

export const AdminCaseListSchema = z.object({
  cases: z.array(AdminCaseRowSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** Cases matching the filters, over every page. */
  total: z.number().int(),
})
export type AdminCaseList = z.infer<typeof AdminCaseListSchema>

export const AdminOrderSummarySchema = z.object({
  id: z.string(),
  product: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentPlan: z.enum(PAYMENT_PLANS),
  amountCents: z.number().int(),
  idFeeCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>

export const StaffReviewSchema = z.object({
  id: z.string(),
  finding: z.enum(STAFF_REVIEW_FINDINGS),
  reason: z.string(),
  /** What the customer reads with the finding on their case page; null when the reviewer wrote none. */
  noteForCustomer: z.string().nullable(),
  reviewerUserId: z.string(),
  /** The reviewer's name as the back office shows it. */
  reviewerName: z.string(),
  createdAt: z.string(),
})
export type StaffReview = z.infer<typeof StaffReviewSchema>

/** The wizard answers as stored, with the wizard they came from. */
export const CaseAnswersSchema = z.discriminatedUnion('wizard', [FederalWizardSchema, StateWizardSchema])

export const AdminCaseDetailSchema = CaseDetailSchema.extend({
  caseNumber: z.string(),
  customer: CustomerSchema,
  answers: CaseAnswersSchema,
  needsReview: z.boolean(),
  orders: z.array(AdminOrderSummarySchema),
  staffReviews: z.array(StaffReviewSchema),
  /** The decision with staff's note and who recorded it; null until recorded. */
  decisionRecord: z
    .object({
      outcome: z.enum(CASE_DECISION_OUTCOMES),
      decidedOn: z.string(),
      letterDocumentId: z.string().nullable(),
      note: z.string().nullable(),
      recordedByUserId: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
})
export type AdminCaseDetail = z.infer<typeof AdminCaseDetailSchema>

const reason = (message: string) =>
  multiLineText({ error: message }).trim().min(3, message).max(1000, 'At most 1000 characters')

export const MoveCaseStatusInputSchema = z.object({
  to: z.enum(CASE_STATUSES, { error: 'Choose a status' }),
  reason: reason('Please give a reason'),
})
export type MoveCaseStatusInput = z.infer<typeof MoveCaseStatusInputSchema>

export const StaffReviewInputSchema = z.object({
  finding: z.enum(STAFF_REVIEW_FINDINGS, { error: 'Choose a finding' }),
  /** For staff: the customer never sees it. */
  reason: reason('Please give a reason'),
  /** Shown to the customer with the finding on their case page (docs/decisions/050). */
  noteForCustomer: multiLineText().trim().max(1000, 'At most 1000 characters').optional(),
})
export type StaffReviewInput = z.infer<typeof StaffReviewInputSchema>

/** Today's date (YYYY-MM-DD) where the code runs; a decision date may not be after it. */
function todayIso(): string {
  return new Date().toISOString().slice(0, 10)
}

export const DECISION_DATE_IN_FUTURE_MESSAGE = 'The decision date cannot be in the future'

export const RecordDecisionInputSchema = z.object({
  outcome: z.enum(CASE_DECISION_OUTCOMES, { error: 'Choose the outcome' }),
  // Compared as strings: ISO dates sort as they read. A day of grace covers time zones ahead of UTC.
  decidedOn: z
    .string({ error: 'Decision date is required' })
    .min(1, 'Decision date is required')
    .pipe(IsoDateSchema)
    .refine((value) => value <= nextDayIso(todayIso()), DECISION_DATE_IN_FUTURE_MESSAGE),
  note: multiLineText().trim().max(2000, 'At most 2000 characters').optional(),
  /** An upload slot from POST /api/objects/upload holding the decision letter. */
  letterObjectId: z.uuid('Upload the letter again').optional(),
})
export type RecordDecisionInput = z.infer<typeof RecordDecisionInputSchema>

function nextDayIso(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export const adminCasesContract = {
  list: {
    method: 'GET',
    path: '/api/admin/cases',
    summary: 'Cases for staff, newest first: filters, search by case number, name or e-mail, pages',
    access: 'admin',
    query: AdminCaseListQuerySchema,
    response: AdminCaseListSchema,
  },
  get: {
    method: 'GET',
    path: '/api/admin/cases/:id',
    summary: 'One case for staff: the case page data plus answers, customer, orders, reviews, decision',
    access: 'admin',
    params: CaseIdParamsSchema,
    response: AdminCaseDetailSchema,
  },
  moveStatus: {
    method: 'POST',
    path: '/api/admin/cases/:id/status',
    summary: 'Move a case to any status with a reason (audited, the customer is e-mailed)',
    access: 'admin',
    params: CaseIdParamsSchema,
    body: MoveCaseStatusInputSchema,
    response: AdminCaseDetailSchema,
  },
  staffReview: {
    method: 'POST',
    path: '/api/admin/cases/:id/staff-review',
    summary:
      'Record a staff eligibility review; NOT_ELIGIBLE before preparation refunds a paid-before-review case in full',
    access: 'admin',
    params: CaseIdParamsSchema,
    body: StaffReviewInputSchema,
    response: AdminCaseDetailSchema,
  },
  recordDecision: {
    method: 'POST',
    path: '/api/admin/cases/:id/decision',
    summary:
      "Record the authority's decision on a SUBMITTED case: it becomes DECISION, the customer is e-mailed",
    access: 'admin',
    params: CaseIdParamsSchema,
    body: RecordDecisionInputSchema,
    response: AdminCaseDetailSchema,
  },
} as const satisfies ContractTable
