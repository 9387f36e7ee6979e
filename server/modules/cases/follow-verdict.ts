import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CaseDetail, ChoosePackageInput, QuestionAnswer } from '#shared/contracts/cases.contract.ts'
import {
  packageChangeWarning,
  REVIEW_ACKNOWLEDGEMENT_TEXT,
  STATUSES_BEFORE_PREPARATION,
} from '#shared/domain/case-verdict.ts'
import type { EligibilityResult } from '#shared/domain/eligibility/index.ts'
import { wizardEligibilityInput, type WizardAnswers } from '#shared/domain/wizard-eligibility.ts'
import type { CasesServiceDeps } from './cases.service.ts'
import { CASE_EVENTS } from './case-events.ts'
import {
  cancelScheduledReminders,
  findCaseById,
  findLatestPackageChoice,
  findReviewAcknowledgement,
  insertPackageChoice,
  insertReviewAcknowledgement,
  setReviewOutcome,
  updateCaseJudgement,
  updateCasePackage,
  type CaseRow,
} from './cases.repository.ts'
import { applyQuestionAnswers } from './question-answers.ts'

type Deps = Pick<CasesServiceDeps, 'db' | 'audit' | 'eligibility' | 'events'> & {
  getCase(actor: User, caseId: string): Promise<CaseDetail>
}

/**
 * The case follows its verdict (docs/decisions/021-case-follows-verdict.md): the package the check
 * recommends unless the customer confirms a warning, answers to open questions judged again, the
 * acknowledgement to pay before our review, and the review's refund guarantee.
 */
export function createFollowVerdict({ db, audit, eligibility, events, getCase }: Deps) {
  /** The case for its owner or an admin (anyone else: not found). */
  async function caseFor(actor: User, caseId: string): Promise<CaseRow> {
    const row = await findCaseById(db, caseId)
    if (!row || !canActFor(actor, row.userId, 'case')) throw new AppError('not_found', 'Case not found')
    return row
  }

  /** A confirmation only the customer can give: an admin is refused, never served. */
  async function customersOwnCase(actor: User, caseId: string): Promise<CaseRow> {
    const row = await caseFor(actor, caseId)
    if (row.userId !== actor.id) {
      throw new AppError('conflict', 'Only the customer can confirm this on their own case.')
    }
    return row
  }

  function assertBeforePayment(row: CaseRow, what: string): void {
    if (row.status !== 'INTAKE') {
      throw new AppError('conflict', `${what} can only be changed before the package is paid for.`)
    }
  }

  /**
   * Sets the case's package. The recommended one needs nothing more; another needs the warning
   * confirmed, and the choice is stored with that exact warning, who made it and when.
   */
  async function choosePackage(actor: User, caseId: string, input: ChoosePackageInput): Promise<CaseDetail> {
    const row = await customersOwnCase(actor, caseId)
    assertBeforePayment(row, "The case's package")
    const recommended = (row.eligibility as EligibilityResult).recommendedPackage ?? null
    const warningText =
      recommended && recommended !== input.packageCode
        ? packageChangeWarning(recommended, input.packageCode)
        : ''
    await db.transaction(async (tx) => {
      await insertPackageChoice(tx, {
        caseId,
        userId: actor.id,
        packageCode: input.packageCode,
        recommendedPackage: recommended,
        warningText,
      })
      await updateCasePackage(tx, caseId, input.packageCode)
      await audit.record(
        {
          caseId,
          actor: 'USER',
          actorUserId: actor.id,
          action: 'PACKAGE_CHOSEN',
          detail: { from: row.packageCode, to: input.packageCode, recommended, warningText },
        },
        tx,
      )
    })
    return getCase(actor, caseId)
  }

  /**
   * Writes the answers to the open questions into the case's stored answers and judges eligibility
   * again on the server. The package follows the new recommendation unless the customer's last
   * choice was made against that same recommendation, or was the bundle, which covers whatever the
   * check recommends (docs/decisions/050-staff-review-and-case-entry.md).
   */
  async function recheckEligibility(
    actor: User,
    caseId: string,
    answers: readonly QuestionAnswer[],
  ): Promise<CaseDetail> {
    const row = await caseFor(actor, caseId)
    assertBeforePayment(row, 'The answers')
    const before = row.eligibility as EligibilityResult
    const stored = { wizard: row.wizard, ...(row.answers as object) } as WizardAnswers
    const updated = applyQuestionAnswers(stored, before.questions ?? [], answers)
    const result = await eligibility.checkEligibility(wizardEligibilityInput(updated))
    const choice = await findLatestPackageChoice(db, caseId)
    const packageCode =
      choice &&
      (choice.packageCode === 'BUNDLE' || choice.recommendedPackage === (result.recommendedPackage ?? null))
        ? choice.packageCode
        : (result.recommendedPackage ?? row.packageCode)
    const { wizard: _wizard, ...answersToStore } = updated
    await db.transaction(async (tx) => {
      await updateCaseJudgement(tx, caseId, {
        answers: answersToStore,
        eligibility: result,
        rulesVersion: result.rulesVersion,
        packageCode,
      })
      // A reminder of a wait belongs to a NOT_ELIGIBLE verdict; a new verdict makes it moot.
      if (result.verdict !== 'NOT_ELIGIBLE') await cancelScheduledReminders(tx, caseId)
      await audit.record(
        {
          caseId,
          actor: actor.id === row.userId ? 'USER' : 'ADMIN',
          actorUserId: actor.id,
          action: 'ELIGIBILITY_RECHECKED',
          detail: {
            fields: answers.map((a) => a.field),
            from: before.verdict,
            to: result.verdict,
            packageCode,
          },
        },
        tx,
      )
    })
    return getCase(actor, caseId)
  }

  /**
   * Records that the customer pays a MANUAL_REVIEW case before our review, with the text they
   * accepted (the full-refund guarantee) and when. Acknowledging again keeps the first record.
   */
  async function acknowledgeReview(actor: User, caseId: string): Promise<CaseDetail> {
    const row = await customersOwnCase(actor, caseId)
    if ((row.eligibility as EligibilityResult).verdict !== 'MANUAL_REVIEW') {
      throw new AppError('conflict', 'This case does not need our review, so there is nothing to confirm.')
    }
    await db.transaction(async (tx) => {
      const isNew = await insertReviewAcknowledgement(tx, {
        caseId,
        userId: actor.id,
        text: REVIEW_ACKNOWLEDGEMENT_TEXT,
      })
      if (isNew) {
        await audit.record(
          {
            caseId,
            actor: 'USER',
            actorUserId: actor.id,
            action: 'REVIEW_ACKNOWLEDGED',
            detail: { text: REVIEW_ACKNOWLEDGEMENT_TEXT },
          },
          tx,
        )
      }
    })
    return getCase(actor, caseId)
  }

  /**
   * Our review found the customer not eligible: the guarantee they were given refunds every order
   * of the case in full, as long as document preparation has not started. Recording it again
   * changes nothing; the case can then not be paid for again.
   */
  async function recordReviewNotEligible(actor: User, caseId: string, reason: string): Promise<CaseDetail> {
    const row = await caseFor(actor, caseId)
    const acknowledgement = await findReviewAcknowledgement(db, caseId)
    if (!acknowledgement) {
      throw new AppError(
        'conflict',
        'This case has no review guarantee: its customer did not pay before a review. Refund its order instead if needed.',
      )
    }
    if (acknowledgement.outcome === 'NOT_ELIGIBLE') return getCase(actor, caseId)
    if (!STATUSES_BEFORE_PREPARATION.includes(row.status)) {
      throw new AppError(
        'conflict',
        'Document preparation has started on this case, so the review guarantee no longer applies.',
      )
    }
    // The refunds are an event stored with the outcome, so the two cannot come apart; it runs at
    // once, and again from the job loop until every order is refunded (docs/decisions/063-one-way-modules.md).
    const refund = await db.transaction(async (tx) => {
      await setReviewOutcome(tx, caseId, { reason, byUserId: actor.id })
      await audit.record(
        {
          caseId,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'REVIEW_FOUND_NOT_ELIGIBLE',
          detail: { reason },
        },
        tx,
      )
      return events.store(
        CASE_EVENTS.foundNotEligible,
        { caseId, actorUserId: actor.id, reason: `Our review found the customer not eligible: ${reason}` },
        tx,
      )
    })
    if (refund) await events.runStored([refund.id])
    return getCase(actor, caseId)
  }

  return { choosePackage, recheckEligibility, acknowledgeReview, recordReviewNotEligible }
}
