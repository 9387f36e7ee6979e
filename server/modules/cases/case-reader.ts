import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { EligibilityService } from '#server/modules/eligibility/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Case, CaseDetail, CaseListItem } from '#shared/contracts/cases.contract.ts'
import { effectiveEligibility, isDocumentsStepComplete } from '#shared/domain/case-status.ts'
import { checkoutRefusal } from '#shared/domain/case-verdict.ts'
import type { EligibilityResult } from '#shared/domain/eligibility/index.ts'
import { withFederalReliefIntake } from '#shared/domain/federal-relief.ts'
import type { CaseAnswers, FulfilmentCase } from '#shared/domain/fulfilment/index.ts'
import {
  findCaseById,
  findCaseDecision,
  findCaseDetailById,
  findCaseFollowUps,
  listCaseCardsByUser,
  type CaseRow,
} from './cases.repository.ts'

export type CaseReaderDeps = {
  db: Db
  eligibility: Pick<EligibilityService, 'presentStoredResult'>
}

/** A case as `caseFulfilment()` reads it, with its id and customer. */
export type LoadedFulfilmentCase = FulfilmentCase & { id: string; userId: string }

/**
 * What other modules read of cases: built before documents, fingerprints and identity, which the
 * case status flow asks in turn, so that no module needs one built after it (docs/ARCHITECTURE.md).
 * Reads only: every change to a case goes through the cases service.
 */
export function createCaseReader(deps: CaseReaderDeps) {
  const { db, eligibility } = deps

  /**
   * A customer's cases, newest first, each with its verdict and latest staff finding; anyone but
   * the owner or an admin gets "not found".
   */
  async function listCasesForUser(actor: User, userId: string): Promise<CaseListItem[]> {
    if (!canActFor(actor, userId)) throw new AppError('not_found', 'Not found')
    return (await listCaseCardsByUser(db, userId)).map((row) => ({
      ...toCase(row),
      verdict: row.verdict,
      staffFinding: row.staffFinding,
    }))
  }

  /** One case for its owner or an admin; for anyone else it does not exist. */
  async function getCase(actor: User, caseId: string): Promise<CaseDetail> {
    const [row, followUps] = await Promise.all([
      findCaseDetailById(db, caseId),
      findCaseFollowUps(db, caseId),
    ])
    if (!row || !canActFor(actor, row.userId, 'case')) throw new AppError('not_found', 'Case not found')
    // Validated when stored, and again by the response schema on the way out; § 925(c) relief is
    // worded by today's intake (decision 049).
    const result = await eligibility.presentStoredResult(row.eligibility as EligibilityResult)
    const { choice, acknowledgement, reminder, decision, staffReview } = followUps
    return {
      ...toCase(row),
      eligibility: result,
      // The reason and the reviewer stay with staff (docs/decisions/050-staff-review-and-case-entry.md).
      staffReview: staffReview
        ? {
            finding: staffReview.finding,
            noteForCustomer: staffReview.noteForCustomer,
            reviewedAt: staffReview.createdAt.toISOString(),
          }
        : null,
      documentCount: row.documentCount,
      fingerprintCount: row.fingerprintCount,
      // A choice counts while it is the case's package (a re-check may have moved the package since).
      packageChoice:
        choice && choice.packageCode === row.packageCode && choice.packageCode !== result.recommendedPackage
          ? { packageCode: choice.packageCode, chosenAt: choice.createdAt.toISOString() }
          : null,
      reviewAcknowledgement: acknowledgement
        ? { acknowledgedAt: acknowledgement.createdAt.toISOString(), outcome: acknowledgement.outcome }
        : null,
      reminder:
        reminder && reminder.status !== 'CANCELED'
          ? { remindOn: reminder.remindOn, status: reminder.status }
          : null,
      checkoutRefusal: checkoutRefusal({
        verdict: effectiveEligibility(result.verdict, staffReview?.finding),
        isStaffReviewed: staffReview !== undefined,
        isReviewAcknowledged: acknowledgement !== undefined,
        isFoundNotEligibleByReview: acknowledgement?.outcome === 'NOT_ELIGIBLE',
      }),
      // The flow leaves DOCS_PENDING only once the required documents are received and valid, and
      // goes back when one is rejected (docs/decisions/028-case-status-flow.md).
      isDocumentsComplete: isDocumentsStepComplete(row.status),
      balanceDueCents: row.balanceDueCents,
      decision: decision
        ? {
            outcome: decision.outcome,
            decidedOn: decision.decidedOn,
            letterDocumentId: decision.letterDocumentId,
          }
        : null,
      canSubmit: row.status === 'READY_TO_SEND' && actor.id === row.userId,
    }
  }

  /** The case's status, or undefined when there is no such case. */
  async function findCaseStatus(caseId: string) {
    return (await findCaseById(db, caseId))?.status
  }

  /** The case as the checklist, the packet and the flow read it; undefined when there is none. */
  async function loadFulfilmentCase(caseId: string): Promise<LoadedFulfilmentCase | undefined> {
    const row = await findCaseById(db, caseId)
    if (!row) return undefined
    const loaded = toFulfilmentCase(row)
    return { ...loaded, eligibility: await eligibility.presentStoredResult(loaded.eligibility) }
  }

  return {
    getCase,
    listCasesForUser,
    findCaseStatus,
    loadFulfilmentCase,
    findDecision: (caseId: string) => findCaseDecision(db, caseId),
  }
}

export type CaseReader = ReturnType<typeof createCaseReader>

export function toCase(row: Omit<CaseRow, 'answers' | 'eligibility'>): Case {
  return {
    id: row.id,
    jurisdiction: row.jurisdiction,
    stateCode: row.stateCode,
    convictionType: row.convictionType,
    packageCode: row.packageCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toFulfilmentCase(row: CaseRow): LoadedFulfilmentCase {
  return {
    id: row.id,
    userId: row.userId,
    packageCode: row.packageCode,
    stateCode: row.stateCode,
    convictionType: row.convictionType,
    // Both validated when stored (docs/decisions/021-case-follows-verdict.md). Results stored
    // before decision 049 get today's name for § 925(c) relief; its intake is set when shown.
    eligibility: withFederalReliefIntake(row.eligibility as EligibilityResult, false),
    answers: { wizard: row.wizard, ...(row.answers as object) } as CaseAnswers,
  }
}
