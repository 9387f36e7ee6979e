import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import {
  AUTOMATIC_STATUSES,
  CASE_STATUSES,
  nextCaseStatus,
  type CaseFlowFacts,
  type CaseStatus,
} from '#shared/domain/case-status.ts'
import { caseFulfilment } from '#shared/domain/fulfilment/index.ts'
import { PAID_ORDER_STATUSES } from '#shared/domain/orders.ts'
import type { CasesServiceDeps } from './cases.service.ts'
import { toFulfilmentCase } from './case-reader.ts'
import { STATUS_EMAILS, type CaseMailContext } from './cases.emails.ts'
import { findCaseCustomer } from './admin-cases.repository.ts'
import {
  findCaseById,
  listCasesByUser,
  listOrdersOfCase,
  updateCaseStatusFrom,
  type CaseOrderRow,
  type CaseRow,
} from './cases.repository.ts'

type Deps = Pick<
  CasesServiceDeps,
  'db' | 'config' | 'mailer' | 'log' | 'audit' | 'fulfilment' | 'wantsCaseUpdates'
> & {
  getCase(actor: User, caseId: string): Promise<CaseDetail>
  caseNumber(caseId: string): string
}

// A reconcile moves one step at a time and looks again; more steps than statuses means a loop.
const MAX_STEPS = CASE_STATUSES.length

/** Statuses of orders that hold the customer's money. */
const PAID: ReadonlySet<string> = new Set(PAID_ORDER_STATUSES)

/** Whether the case's orders are paid in full: something paid, no pay-later balance left. */
export function isPaidInFull(orders: readonly Pick<CaseOrderRow, 'status'>[]): boolean {
  const paid = orders.filter((order) => PAID.has(order.status))
  return paid.length > 0 && paid.every((order) => order.status === 'PAID')
}

/**
 * The case status flow of DECISIONS §3 (docs/decisions/028-case-status-flow.md): the automatic
 * steps, the customer's submit, and the status moves staff make by hand. Every move is a
 * conditional update (from the status read), an activity entry with its actor, and an e-mail.
 */
export function createStatusFlow(deps: Deps) {
  const { db, config, mailer, log, audit, fulfilment, caseNumber } = deps

  async function flowFacts(row: CaseRow): Promise<CaseFlowFacts> {
    const { requirements } = caseFulfilment(toFulfilmentCase(row))
    const [areRequiredDocumentsMet, hasValidFingerprint, isIdentityVerified, orders] = await Promise.all([
      fulfilment.areRequiredDocumentsMet(row.id, requirements),
      fulfilment.hasValidFingerprint(row.id),
      fulfilment.isIdentityVerified(row.userId),
      listOrdersOfCase(db, row.id),
    ])
    const hasPaidIdFee = orders.some((order) => PAID.has(order.status) && order.idFeeCents > 0)
    return {
      areRequiredDocumentsMet,
      hasValidFingerprint,
      isIdentityCovered: isIdentityVerified || hasPaidIdFee,
      isPaidInFull: isPaidInFull(orders),
    }
  }

  /**
   * Moves the case as far as its conditions allow, forward step by step or back to the first step
   * no longer met (a rejected document or fingerprint), unless staff set the status by hand last:
   * then only forward. Idempotent and safe to call often and at once: each step is a conditional
   * update, and after each one the facts are read again, so a change that raced a move is seen.
   * One e-mail tells the customer where the case ended up.
   */
  async function reconcileCaseStatus(caseId: string): Promise<void> {
    let first: CaseStatus | undefined
    let last: CaseStatus | undefined
    let row = await findCaseById(db, caseId)
    for (let step = 0; row && step < MAX_STEPS; step += 1) {
      if (!(AUTOMATIC_STATUSES as readonly CaseStatus[]).includes(row.status)) break
      const [facts, lastActor] = await Promise.all([flowFacts(row), audit.lastStatusChangeActor(caseId)])
      const target = nextCaseStatus(row.status, facts, lastActor !== 'ADMIN')
      if (target === row.status) break
      const to = oneStepToward(row.status, target)
      const moved = await changeStatus(caseId, row.status, to, { actor: 'SYSTEM' })
      // Someone else moved it meanwhile: read it again and carry on from where it is.
      if (moved) {
        first ??= row.status
        last = to
      }
      row = await findCaseById(db, caseId)
    }
    if (last && last !== first) await mailStatus(caseId, last)
  }

  /** Reconciles every open case of a customer (after their identity is verified). */
  async function reconcileCasesOfUser(userId: string): Promise<void> {
    for (const row of await listCasesByUser(db, userId)) await reconcileCaseStatus(row.id)
  }

  /** The customer submits their READY_TO_SEND case: SUBMITTED, recorded and e-mailed. */
  async function submitCase(actor: User, caseId: string): Promise<CaseDetail> {
    const row = await findCaseById(db, caseId)
    if (!row || !canActFor(actor, row.userId, 'case')) throw new AppError('not_found', 'Case not found')
    if (row.userId !== actor.id) throw new AppError('conflict', 'Only the customer can submit their case.')
    if (row.status !== 'READY_TO_SEND') throw new AppError('conflict', NOT_READY_MESSAGE)
    const moved = await changeStatus(caseId, 'READY_TO_SEND', 'SUBMITTED', {
      actor: 'USER',
      actorUserId: actor.id,
    })
    if (!moved) throw new AppError('conflict', NOT_READY_MESSAGE)
    await mailStatus(caseId, 'SUBMITTED')
    return deps.getCase(actor, caseId)
  }

  /**
   * One move: the status changes only if it is still `from`, with its activity entry in the same
   * transaction. Returns whether it moved.
   */
  async function changeStatus(
    caseId: string,
    from: CaseStatus,
    to: CaseStatus,
    by: { actor: 'USER' | 'SYSTEM' | 'ADMIN'; actorUserId?: string; reason?: string },
    alsoRecord?: (tx: typeof db) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const moved = await updateCaseStatusFrom(tx, caseId, from, to)
      if (!moved) return false
      await audit.record(
        {
          caseId,
          actor: by.actor,
          ...(by.actorUserId ? { actorUserId: by.actorUserId } : {}),
          action: 'STATUS_CHANGED',
          detail: { from, to, ...(by.reason ? { reason: by.reason } : {}) },
        },
        tx,
      )
      if (alsoRecord) await alsoRecord(tx)
      return true
    })
  }

  /** Who the case's e-mails go to, with its links; undefined when the customer is gone. */
  async function mailContext(caseId: string): Promise<CaseMailContext | undefined> {
    const row = await findCaseById(db, caseId)
    const customer = row ? await findCaseCustomer(db, row.userId) : undefined
    if (!row || !customer) return undefined
    return {
      to: customer.email,
      firstName: customer.firstName,
      caseNumber: caseNumber(caseId),
      caseUrl: `${config.publicUrl}/case/${caseId}`,
      companyName: config.company.name,
      fingerprintEmail: `fp-${caseId}@${config.mailDomain}`,
    }
  }

  // A customer who turned case updates off gets no status e-mail; when the choice cannot be read
  // the e-mail goes, as before there was a choice.
  async function wantsStatusMail(caseId: string): Promise<boolean> {
    if (!deps.wantsCaseUpdates) return true
    try {
      const row = await findCaseById(db, caseId)
      return row ? await deps.wantsCaseUpdates(row.userId) : true
    } catch (error) {
      log.error({ err: error, caseId }, 'case update preference not read')
      return true
    }
  }

  /** Sends a case e-mail; the change is committed whatever happens to it (a failure is logged). */
  async function sendCaseMail(
    caseId: string,
    build: (context: CaseMailContext) => Parameters<typeof mailer.send>[0],
  ): Promise<void> {
    try {
      const context = await mailContext(caseId)
      if (context) await mailer.send(build(context))
    } catch (error) {
      log.error({ err: error, caseId }, 'case status e-mail failed')
    }
  }

  async function mailStatus(caseId: string, status: CaseStatus, reason?: string): Promise<void> {
    if (!(await wantsStatusMail(caseId))) return
    await sendCaseMail(caseId, (context) => STATUS_EMAILS[status](context, reason))
  }

  return {
    reconcileCaseStatus,
    reconcileCasesOfUser,
    submitCase,
    changeStatus,
    mailStatus,
    sendCaseMail,
  }
}

export type StatusFlow = ReturnType<typeof createStatusFlow>

export const NOT_READY_MESSAGE =
  'This case cannot be submitted yet: it needs its documents, fingerprints, identity check and full payment first.'

/** The next status on the way from one to another: forward one step at a time, back in one move. */
function oneStepToward(from: CaseStatus, target: CaseStatus): CaseStatus {
  const index = CASE_STATUSES.indexOf(from)
  return CASE_STATUSES.indexOf(target) > index ? CASE_STATUSES[index + 1]! : target
}
