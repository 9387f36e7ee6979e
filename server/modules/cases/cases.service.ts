import type { Mailer } from '#server/adapters/mail/index.ts'
import { caseNumber } from '#shared/domain/case-number.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { handles, type JobRunner } from '#server/jobs/index.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { EligibilityService } from '#server/modules/eligibility/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ActivityEntry, CreateCaseInput } from '#shared/contracts/cases.contract.ts'
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
  insertCase,
  insertPackageChoice,
  updateCaseStatusFrom,
  type CaseRow,
} from './cases.repository.ts'
import { CASE_EVENTS, type CaseEvents } from './case-events.ts'
import { createCaseReader } from './case-reader.ts'
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
  /** Raises the events other modules answer (the refunds of a review's guarantee). */
  events: Pick<CaseEvents, 'store' | 'runStored'>
  /**
   * What the status flow asks of documents, fingerprints and identity, which are built before
   * cases and raise CASE_EVENTS when their part changes (docs/decisions/063-one-way-modules.md).
   */
  fulfilment: {
    areRequiredDocumentsMet(caseId: string, requirements: DocumentRequirement[]): Promise<boolean>
    hasValidFingerprint(caseId: string): Promise<boolean>
    isIdentityVerified(userId: string): Promise<boolean>
    /** Keeps an uploaded decision letter (an upload slot) among the case's documents. */
    registerDecisionLetter(actor: User, caseId: string, objectId: string): Promise<{ id: string }>
  }
}

export function createCasesService(deps: CasesServiceDeps) {
  const { db, config, mailer, log, audit, eligibility } = deps
  const reader = createCaseReader(deps)
  const { getCase } = reader

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
    ...reader,
    createCase,
    assertCheckoutAllowed,
    advanceOnPayment,
    revertOnRefund,
    listActivity,
    reconcileCaseStatus: flow.reconcileCaseStatus,
    reconcileCasesOfUser: flow.reconcileCasesOfUser,
    submitCase: flow.submitCase,
    ...staff,
    ...followVerdict,
    scheduleReminder: reminders.scheduleReminder,
    cancelReminder: reminders.cancelReminder,
    jobHandlers: {
      ...reminders.jobHandlers,
      ...handles(CASE_EVENTS.changed, ({ caseId }) => flow.reconcileCaseStatus(caseId)),
      ...handles(CASE_EVENTS.customerChanged, ({ userId }) => flow.reconcileCasesOfUser(userId)),
    },
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
