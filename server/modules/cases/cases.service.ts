import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { JobRunner } from '#server/jobs/index.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { EligibilityService } from '#server/modules/eligibility/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  ActivityEntry,
  Case,
  CaseDetail,
  CaseListItem,
  CreateCaseInput,
} from '#shared/contracts/cases.contract.ts'
import { effectiveEligibility, isDocumentsStepComplete } from '#shared/domain/case-status.ts'
import { checkoutRefusal } from '#shared/domain/case-verdict.ts'
import type { EligibilityResult } from '#shared/domain/eligibility/index.ts'
import type { DocumentRequirement } from '#shared/domain/fulfilment/index.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { wizardEligibilityInput } from '#shared/domain/wizard-eligibility.ts'
import {
  FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING,
  federalReliefPromise,
  needsFederalReliefAcknowledgement,
} from '#shared/domain/federal-relief.ts'
import { caseOpenedEmail } from './cases.emails.ts'
import {
  findCaseById,
  findCaseDecision,
  findCaseDetailById,
  findCaseFollowUps,
  insertCase,
  insertPackageChoice,
  listCaseCardsByUser,
  updateCaseStatusFrom,
  type CaseRow,
} from './cases.repository.ts'
import { createFollowVerdict } from './follow-verdict.ts'
import { createReminders } from './reminders.ts'
import { createStaffCases } from './staff-cases.ts'
import { createStatusFlow } from './status-flow.ts'

export type CasesServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'company' | 'mailDomain'>
  mailer: Mailer
  log: Logger
  audit: Pick<AuditService, 'record' | 'listForCase' | 'lastStatusChangeActor'>
  eligibility: Pick<EligibilityService, 'checkEligibility' | 'presentStoredResult'>
  settings: Pick<SettingsService, 'getSettings'>
  jobs: Pick<JobRunner, 'enqueue'>
  /**
   * Whether the customer wants e-mails about their cases' status (the accounts module owns the
   * preference; docs/decisions/045-account-settings.md). Without it every status e-mail is sent.
   */
  wantsCaseUpdates?(userId: string): Promise<boolean>
  /** Reads a customer's e-mail and first name for reminders (the auth module owns users). */
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
  /** The case's orders that hold money, and a full refund of one (orders and payments own them). */
  refunds: {
    listRefundableOrderIds(caseId: string): Promise<string[]>
    refundInFull(actor: User, orderId: string, reason: string): Promise<unknown>
  }
  /**
   * What the status flow asks the modules built after cases (late-bound closures in services.ts,
   * docs/decisions/028-case-status-flow.md): documents, fingerprints and identity.
   */
  fulfilment: {
    areRequiredDocumentsMet(caseId: string, requirements: DocumentRequirement[]): Promise<boolean>
    hasValidFingerprint(caseId: string): Promise<boolean>
    isIdentityVerified(userId: string): Promise<boolean>
    /** Keeps an uploaded decision letter (an upload slot) among the case's documents. */
    registerDecisionLetter(actor: User, caseId: string, objectId: string): Promise<{ id: string }>
  }
}

/** The first eight characters of the id in capitals: how a case is named to people. */
export function caseNumber(caseId: string): string {
  return caseId.slice(0, 8).toUpperCase()
}

export function createCasesService(deps: CasesServiceDeps) {
  const { db, config, mailer, log, audit, eligibility } = deps

  /**
   * Opens a case from a completed wizard. Eligibility is judged again here (never trusted from the
   * browser) and stored with its rules version; the case's package is the one the check recommends
   * (docs/decisions/021-case-follows-verdict.md). It starts at INTAKE with an activity entry.
   */
  async function createCase(actor: User, input: CreateCaseInput): Promise<{ id: string }> {
    const result = await eligibility.checkEligibility(wizardEligibilityInput(input))
    const scope = caseScope(input)
    // A customer who started the Complete Bundle chose it: the case is a bundle whatever the check
    // recommends (docs/decisions/050-staff-review-and-case-entry.md).
    const isBundleChosen = input.wizard === 'FEDERAL' && input.isBundle
    const row = await db.transaction(async (tx) => {
      const created = await insertCase(tx, {
        userId: actor.id,
        wizard: input.wizard,
        ...scope,
        packageCode: isBundleChosen ? 'BUNDLE' : (result.recommendedPackage ?? scope.packageCode),
        status: 'INTAKE',
        answers: {
          personalInfo: input.personalInfo,
          convictionInfo: input.convictionInfo,
          additionalInfo: input.additionalInfo,
        },
        eligibility: result,
        rulesVersion: result.rulesVersion,
      })
      // Stored as the customer's choice, so the case page says so and a re-check keeps it. No
      // warning was shown: the bundle covers both sides, whatever the check recommends.
      if (isBundleChosen) {
        await insertPackageChoice(tx, {
          caseId: created.id,
          userId: actor.id,
          packageCode: 'BUNDLE',
          recommendedPackage: result.recommendedPackage ?? null,
          warningText: '',
        })
      }
      await audit.record(
        {
          caseId: created.id,
          actor: 'USER',
          actorUserId: actor.id,
          action: 'CASE_CREATED',
          detail: { status: 'INTAKE', verdict: result.verdict, packageCode: created.packageCode },
        },
        tx,
      )
      return created
    })
    // The case is saved whatever happens to the e-mail; a mail failure is logged, not shown.
    const mail = caseOpenedEmail(
      actor.email,
      actor.firstName,
      caseNumber(row.id),
      `${config.publicUrl}/case/${row.id}`,
      config.company.name,
      federalReliefPromise(result),
    )
    await mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error, caseId: row.id }, 'case e-mail failed'))
    return { id: row.id }
  }

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

  /** The case's activity, newest first, in plain words; for its owner or an admin. */
  async function listActivity(actor: User, caseId: string): Promise<ActivityEntry[]> {
    const row = await findCaseById(db, caseId)
    if (!row || !canActFor(actor, row.userId, 'case')) throw new AppError('not_found', 'Case not found')
    return audit.listForCase(caseId)
  }

  /**
   * The checkout's question to the case: may it be paid for, with this product? The server is the
   * authority (docs/decisions/021-case-follows-verdict.md): no checkout on a NOT_ELIGIBLE verdict,
   * nor on a MANUAL_REVIEW one before the acknowledgement, and only the case's own package. A
   * package whose only federal route is § 925(c) relief, while no applications are accepted, needs
   * the customer's acknowledgement of that (decision 049); it is recorded on the case.
   */
  async function assertCheckoutAllowed(
    actor: User,
    caseId: string,
    product: string,
    acknowledgesFederalRelief = false,
  ): Promise<void> {
    const found = await getCase(actor, caseId)
    if (found.checkoutRefusal) throw new AppError('conflict', found.checkoutRefusal)
    if (found.packageCode !== product) {
      const named = PACKAGE_NAMES[product as CaseRow['packageCode']] ?? product
      throw new AppError(
        'validation_failed',
        `This case is for the ${PACKAGE_NAMES[found.packageCode]} package. To buy the ${named} package ` +
          'instead, choose it on the case page or at checkout and confirm the warning first.',
        { product: 'This case is for another package.' },
      )
    }
    if (needsFederalReliefAcknowledgement(found.eligibility, product)) {
      if (!acknowledgesFederalRelief) {
        throw new AppError('validation_failed', FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING, {
          acknowledgesFederalRelief: FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING,
        })
      }
      await audit.record({
        caseId,
        actor: 'USER',
        actorUserId: actor.id,
        action: 'FEDERAL_RELIEF_ACKNOWLEDGED',
        detail: { product },
      })
    }
  }

  /**
   * A paid package opens the work: INTAKE → DOCS_PENDING with an activity entry, inside the
   * payment's transaction. A case already past INTAKE is left as it is (a balance payment, a retry).
   */
  async function advanceOnPayment(caseId: string, executor: Db): Promise<boolean> {
    const moved = await updateCaseStatusFrom(executor, caseId, 'INTAKE', 'DOCS_PENDING')
    if (moved) {
      await audit.record(
        { caseId, actor: 'SYSTEM', action: 'STATUS_CHANGED', detail: { from: 'INTAKE', to: 'DOCS_PENDING' } },
        executor,
      )
    }
    return moved
  }

  /** A fully refunded package closes the work it opened: DOCS_PENDING → INTAKE, recorded. */
  async function revertOnRefund(caseId: string, executor: Db): Promise<boolean> {
    const moved = await updateCaseStatusFrom(executor, caseId, 'DOCS_PENDING', 'INTAKE')
    if (moved) {
      await audit.record(
        { caseId, actor: 'SYSTEM', action: 'STATUS_CHANGED', detail: { from: 'DOCS_PENDING', to: 'INTAKE' } },
        executor,
      )
    }
    return moved
  }

  /** The case's status, or undefined when there is no such case. */
  async function findCaseStatus(caseId: string) {
    return (await findCaseById(db, caseId))?.status
  }

  const followVerdict = createFollowVerdict({ ...deps, getCase })
  const reminders = createReminders({ ...deps, getCase, caseNumber })
  const flow = createStatusFlow({ ...deps, getCase, caseNumber })
  const staff = createStaffCases({
    ...deps,
    getCase,
    caseNumber,
    flow,
    recordReviewNotEligible: followVerdict.recordReviewNotEligible,
  })

  return {
    createCase,
    listCasesForUser,
    getCase,
    assertCheckoutAllowed,
    advanceOnPayment,
    revertOnRefund,
    findCaseStatus,
    listActivity,
    loadFulfilmentCase: flow.loadFulfilmentCase,
    findDecision: (caseId: string) => findCaseDecision(deps.db, caseId),
    reconcileCaseStatus: flow.reconcileCaseStatus,
    reconcileCasesOfUser: flow.reconcileCasesOfUser,
    submitCase: flow.submitCase,
    ...staff,
    ...followVerdict,
    scheduleReminder: reminders.scheduleReminder,
    cancelReminder: reminders.cancelReminder,
    jobHandlers: reminders.jobHandlers,
  }
}

export type CasesService = ReturnType<typeof createCasesService>

// What the case covers. The bundle (started with bundle=true, or a state conviction alongside a
// federal one) covers both bodies of law; its state is the state of conviction, else of residence.
// Its package is the fallback when the eligibility check recommends none; a bundle the customer
// started is kept whatever the check recommends (createCase).
function caseScope(input: CreateCaseInput) {
  if (input.wizard === 'STATE') {
    const alsoFederal = input.convictionInfo.alsoHasFederalConviction
    return {
      jurisdiction: alsoFederal ? 'BOTH' : 'STATE',
      packageCode: alsoFederal ? 'BUNDLE' : 'STATE',
      stateCode: input.convictionInfo.convictionState,
      convictionType: alsoFederal ? 'BOTH' : 'STATE',
    } as const
  }
  return {
    jurisdiction: input.isBundle ? 'BOTH' : 'FEDERAL',
    packageCode: input.isBundle ? 'BUNDLE' : 'FEDERAL',
    // A federal-wizard case names a state when a state conviction or the bundle brings state law in.
    stateCode:
      input.convictionInfo.convictionState ??
      (input.isBundle || input.convictionInfo.convictionType !== 'FEDERAL' ? input.personalInfo.state : null),
    convictionType: input.convictionInfo.convictionType,
  } as const
}

function toCase(row: Omit<CaseRow, 'answers' | 'eligibility'>): Case {
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
