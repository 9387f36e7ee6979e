import { AppError } from '#server/lib/app-error.ts'
import type {
  AdminCaseDetail,
  AdminCaseList,
  MoveCaseStatusInput,
  RecordDecisionInput,
  StaffReviewInput,
} from '#shared/contracts/admin-cases.contract.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { caseStatusName } from '#shared/domain/case-status.ts'
import { formatIsoDate } from '#shared/domain/case-labels.ts'
import { STATUSES_BEFORE_PREPARATION } from '#shared/domain/case-verdict.ts'
import type { Verdict } from '#shared/domain/eligibility/result.ts'
import { decisionEmail } from './cases.emails.ts'
import type { CasesServiceDeps } from './cases.service.ts'
import {
  findCaseCustomer,
  findUserNames,
  isCaseAwaitingReview,
  listCasesForStaff,
} from './admin-cases.repository.ts'
import {
  deleteCaseDecision,
  findCaseById,
  findCaseDecision,
  findReviewAcknowledgement,
  insertCaseDecision,
  insertStaffReview,
  listOrdersOfCase,
  listStaffReviews,
  type CaseRow,
} from './cases.repository.ts'
import type { StatusFlow } from './status-flow.ts'

type Deps = Pick<CasesServiceDeps, 'db' | 'audit' | 'fulfilment'> & {
  getCase(actor: User, caseId: string): Promise<CaseDetail>
  recordReviewNotEligible(actor: User, caseId: string, reason: string): Promise<CaseDetail>
  caseNumber(caseId: string): string
  flow: Pick<StatusFlow, 'changeStatus' | 'mailStatus' | 'sendCaseMail'>
}

export type StaffCaseQuery = {
  status?: CaseRow['status']
  jurisdiction?: CaseRow['jurisdiction']
  package?: CaseRow['packageCode']
  needsReview?: boolean
  balanceDue?: boolean
  q?: string
  page: number
  limit: number
}

/**
 * The back office's case screens and staff actions (docs/decisions/028-case-status-flow.md). The
 * routes admit admins only; every action is recorded with the admin's id.
 */
export function createStaffCases(deps: Deps) {
  const { db, audit, fulfilment, flow, caseNumber } = deps

  async function existingCase(caseId: string): Promise<CaseRow> {
    const row = await findCaseById(db, caseId)
    if (!row) throw new AppError('not_found', 'Case not found')
    return row
  }

  /** One page of cases, newest first, filtered and searched. */
  async function listCasesForStaffPage(query: StaffCaseQuery): Promise<AdminCaseList> {
    const rows = await listCasesForStaff(db, {
      status: query.status,
      jurisdiction: query.jurisdiction,
      packageCode: query.package,
      needsReview: query.needsReview,
      balanceDue: query.balanceDue,
      q: query.q,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    })
    return {
      cases: rows.map((row) => ({
        id: row.id,
        caseNumber: caseNumber(row.id),
        status: row.status,
        jurisdiction: row.jurisdiction,
        stateCode: row.stateCode,
        packageCode: row.packageCode,
        verdict: row.verdict as Verdict,
        needsReview: row.needsReview,
        balanceDueCents: row.balanceDueCents,
        customer: { id: row.customerId, firstName: row.firstName, lastName: row.lastName, email: row.email },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      page: query.page,
      limit: query.limit,
      total: rows[0]?.total ?? 0,
    }
  }

  /** The case page's data plus what staff work from: answers, customer, orders, reviews, decision. */
  async function getCaseForStaff(actor: User, caseId: string): Promise<AdminCaseDetail> {
    const row = await existingCase(caseId)
    const [detail, customer, orders, reviews, decision, needsReview] = await Promise.all([
      deps.getCase(actor, caseId),
      findCaseCustomer(db, row.userId),
      listOrdersOfCase(db, caseId),
      listStaffReviews(db, caseId),
      findCaseDecision(db, caseId),
      isCaseAwaitingReview(db, caseId),
    ])
    const names = await findUserNames(db, [...new Set(reviews.map((review) => review.reviewerUserId))])
    return {
      ...detail,
      caseNumber: caseNumber(caseId),
      customer: customer ?? { id: row.userId, firstName: '', lastName: '', email: '' },
      answers: storedAnswers(row),
      needsReview,
      orders: orders.map((order) => ({
        id: order.id,
        product: order.productCode,
        status: order.status,
        paymentPlan: order.paymentPlan,
        amountCents: order.amountCents,
        idFeeCents: order.idFeeCents,
        paidCents: order.paidCents,
        refundedCents: order.refundedCents,
        paidAt: order.paidAt?.toISOString() ?? null,
        createdAt: order.createdAt.toISOString(),
      })),
      staffReviews: reviews.map((review) => ({
        id: review.id,
        finding: review.finding,
        reason: review.reason,
        noteForCustomer: review.noteForCustomer,
        reviewerUserId: review.reviewerUserId,
        reviewerName: names.get(review.reviewerUserId) ?? 'Former staff member',
        createdAt: review.createdAt.toISOString(),
      })),
      decisionRecord: decision
        ? {
            outcome: decision.outcome,
            decidedOn: decision.decidedOn,
            letterDocumentId: decision.letterDocumentId,
            note: decision.note,
            recordedByUserId: decision.recordedByUserId,
            createdAt: decision.createdAt.toISOString(),
          }
        : null,
    }
  }

  /**
   * Staff move a case to any status with a reason, recorded and e-mailed to the customer. DECISION
   * is reached only by recording the decision; leaving DECISION removes the recorded decision (the
   * activity keeps its history) so it can be recorded again.
   */
  async function moveCaseStatus(
    actor: User,
    caseId: string,
    input: MoveCaseStatusInput,
  ): Promise<AdminCaseDetail> {
    const row = await existingCase(caseId)
    if (input.to === row.status) {
      throw new AppError('conflict', `The case is already at ${caseStatusName(row.status)}.`)
    }
    if (input.to === 'DECISION') {
      throw new AppError(
        'conflict',
        'A case reaches Decision when its decision is recorded: use Record decision, with the outcome and its date.',
      )
    }
    const moved = await flow.changeStatus(
      caseId,
      row.status,
      input.to,
      { actor: 'ADMIN', actorUserId: actor.id, reason: input.reason },
      row.status === 'DECISION' ? (tx) => deleteCaseDecision(tx, caseId) : undefined,
    )
    if (!moved) throw new AppError('conflict', CHANGED_MEANWHILE_MESSAGE)
    await flow.mailStatus(caseId, input.to, input.reason)
    return getCaseForStaff(actor, caseId)
  }

  /**
   * Records a staff eligibility review, with an optional note for the customer; the newest review
   * replaces the check's verdict on the customer's surfaces
   * (docs/decisions/050-staff-review-and-case-entry.md). A NOT_ELIGIBLE finding on a case paid before our review,
   * before document preparation, keeps the guarantee given at payment: every order of the case is
   * refunded in full (the flow of docs/decisions/021-case-follows-verdict.md).
   */
  async function recordStaffReview(
    actor: User,
    caseId: string,
    input: StaffReviewInput,
  ): Promise<AdminCaseDetail> {
    const row = await existingCase(caseId)
    if (
      input.finding === 'NOT_ELIGIBLE' &&
      STATUSES_BEFORE_PREPARATION.includes(row.status) &&
      (await findReviewAcknowledgement(db, caseId))
    ) {
      await deps.recordReviewNotEligible(actor, caseId, input.reason)
    }
    await db.transaction(async (tx) => {
      const review = await insertStaffReview(tx, {
        caseId,
        finding: input.finding,
        reason: input.reason,
        // An empty note is no note: the customer reads only what the reviewer wrote for them.
        noteForCustomer: input.noteForCustomer || null,
        reviewerUserId: actor.id,
      })
      await audit.record(
        {
          caseId,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'STAFF_REVIEW_RECORDED',
          detail: { reviewId: review.id, finding: input.finding },
        },
        tx,
      )
    })
    return getCaseForStaff(actor, caseId)
  }

  /**
   * Records the authority's decision on a SUBMITTED case: the case moves to DECISION with the
   * decision stored, the letter (an upload slot) kept among the case's documents, and the customer
   * e-mailed the outcome and what comes next.
   */
  async function recordDecision(
    actor: User,
    caseId: string,
    input: RecordDecisionInput,
  ): Promise<AdminCaseDetail> {
    const row = await existingCase(caseId)
    if (row.status !== 'SUBMITTED') {
      throw new AppError(
        'conflict',
        `A decision can only be recorded on a submitted case; this one is at ${caseStatusName(row.status)}.`,
      )
    }
    const letter = input.letterObjectId
      ? await fulfilment.registerDecisionLetter(actor, caseId, input.letterObjectId)
      : undefined
    const moved = await flow.changeStatus(
      caseId,
      'SUBMITTED',
      'DECISION',
      { actor: 'ADMIN', actorUserId: actor.id },
      async (tx) => {
        const decision = await insertCaseDecision(tx, {
          caseId,
          outcome: input.outcome,
          decidedOn: input.decidedOn,
          letterDocumentId: letter?.id ?? null,
          note: input.note ?? null,
          recordedByUserId: actor.id,
        })
        if (!decision) throw new AppError('conflict', CHANGED_MEANWHILE_MESSAGE)
        await audit.record(
          {
            caseId,
            actor: 'ADMIN',
            actorUserId: actor.id,
            action: 'DECISION_RECORDED',
            detail: {
              outcome: input.outcome,
              decidedOn: input.decidedOn,
              letterDocumentId: letter?.id ?? null,
            },
          },
          tx,
        )
      },
    )
    if (!moved) throw new AppError('conflict', CHANGED_MEANWHILE_MESSAGE)
    await flow.sendCaseMail(caseId, (context) =>
      decisionEmail(context, { outcome: input.outcome, decidedOnText: formatIsoDate(input.decidedOn) }),
    )
    return getCaseForStaff(actor, caseId)
  }

  return { listCasesForStaffPage, getCaseForStaff, moveCaseStatus, recordStaffReview, recordDecision }
}

/**
 * The answers as the wizard sent them (validated when stored, docs/decisions/021-case-follows-verdict.md).
 * The federal wizard's bundle flag is not among them: the case's jurisdiction says it.
 */
function storedAnswers(row: CaseRow): AdminCaseDetail['answers'] {
  const answers = row.answers as Omit<AdminCaseDetail['answers'], 'wizard' | 'isBundle'>
  return (
    row.wizard === 'FEDERAL'
      ? { wizard: 'FEDERAL', isBundle: row.jurisdiction === 'BOTH', ...answers }
      : { wizard: 'STATE', ...answers }
  ) as AdminCaseDetail['answers']
}

const CHANGED_MEANWHILE_MESSAGE = 'The case changed meanwhile. Reload it and try again.'
