import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { JobHandler, JobRunner } from '#server/jobs/index.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { OrderDetail } from '#shared/contracts/checkout.contract.ts'
import type { Order, OrderFlag } from '#shared/contracts/orders.contract.ts'
import { REFUND_WINDOW_HOURS } from '#shared/domain/agreement.ts'
import { STATUSES_BEFORE_PREPARATION } from '#shared/domain/case-verdict.ts'
import {
  PAYABLE_ORDER_STATUSES,
  PAID_ORDER_STATUSES,
  statusAfterPayment,
  type OrderFlagKind,
  type OrderStatus,
  type PaymentPlan,
  type RefundActor,
} from '#shared/domain/orders.ts'
import { federalReliefWords, needsFederalReliefAcknowledgement } from '#shared/domain/federal-relief.ts'
import { refundEmail, receiptEmail } from './orders.emails.ts'
import * as repo from './orders.repository.ts'

export type { OrderRow } from './orders.repository.ts'

const REFUND_WINDOW_MS = REFUND_WINDOW_HOURS * 60 * 60 * 1000
// Statuses in which our team has not started preparing documents yet (DECISIONS §3, refunds).
const BEFORE_WORK: ReadonlySet<string> = new Set(STATUSES_BEFORE_PREPARATION)
// A case's work is open while one of its orders holds the customer's money (or is disputed).
const OPENS_WORK: ReadonlySet<OrderStatus> = new Set([...PAID_ORDER_STATUSES, 'DISPUTED'])

/**
 * The subscribers of the two order events, one job each (docs/decisions/014-orders-own-their-life.md).
 * A job is stored in the transaction that changes the order, so the event survives a crash.
 */
export const ORDER_EVENT_JOBS = {
  paid: { case: 'orders.paid.case', mail: 'orders.paid.receipt', affiliates: 'orders.paid.affiliates' },
  refunded: {
    case: 'orders.refunded.case',
    mail: 'orders.refunded.mail',
    affiliates: 'orders.refunded.affiliates',
  },
  disputed: { affiliates: 'orders.disputed.affiliates' },
} as const

/** What every order event carries: the order it is about. */
export type OrderEvent = { orderId: string }

type PaidEvent = { orderId: string; paymentId: string; amountCents: number; dueCents: number }
type RefundedEvent = { orderId: string; amountCents: number }

/** Job ids stored by a transaction, run by `publish` once it has committed. */
export type OrderEvents = { jobIds: string[] }

/** Why fulfilment refuses money, or null when the order can take it. */
export type RefusalReason = 'ORDER_CLOSED' | 'ATTEMPT_VOID' | 'BEYOND_DUE'

export type OrdersServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'company'>
  log: Logger
  mailer: Mailer
  jobs: Pick<JobRunner, 'enqueue' | 'runJobs'>
  settings: Pick<SettingsService, 'getProduct'>
  cases: Pick<
    CasesService,
    'advanceOnPayment' | 'revertOnRefund' | 'findCaseStatus' | 'reconcileCaseStatus' | 'loadFulfilmentCase'
  >
  audit: Pick<AuditService, 'record'>
  /** Reads a customer's e-mail and first name for receipts (the auth module owns users). */
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
}

/**
 * An order's life: what is owed, what was paid and refunded, its status, and the 'order paid' and
 * 'order refunded' events the case and the e-mails follow. The payments module talks to providers
 * and calls these inside its transactions, with the order's row locked.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, audit, log } = deps

  /** A customer's orders, newest first; anyone but the owner or an admin gets "not found". */
  async function listOrdersForUser(actor: User, userId: string): Promise<Order[]> {
    if (!canActFor(actor, userId)) throw new AppError('not_found', 'Not found')
    const rows = await repo.listOrdersByUser(db, userId)
    return rows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      product: row.productCode,
      amountCents: row.amountCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  /** The order for its owner or an admin; "not found" for anyone else. */
  async function orderForActor(actor: User, orderId: string): Promise<repo.OrderRow> {
    const order = await repo.findOrderById(db, orderId)
    if (!order || !canActFor(actor, order.userId)) throw new AppError('not_found', 'Order not found')
    return order
  }

  /** The customer's own order only (an admin acting on it uses the admin routes). */
  async function ownOrder(actor: User, orderId: string): Promise<repo.OrderRow> {
    const order = await orderForActor(actor, orderId)
    if (order.userId !== actor.id) throw new AppError('not_found', 'Order not found')
    return order
  }

  /** True while the customer may still cancel for a full refund: 24 hours, no work started. */
  async function canCustomerCancel(order: repo.OrderRow, now = new Date()): Promise<boolean> {
    if (order.status !== 'PAID' && order.status !== 'DEPOSIT_PAID') return false
    if (!order.paidAt || now.getTime() - order.paidAt.getTime() > REFUND_WINDOW_MS) return false
    if (!order.caseId) return true
    const status = await deps.cases.findCaseStatus(order.caseId)
    return status !== undefined && BEFORE_WORK.has(status)
  }

  async function toDetail(order: repo.OrderRow): Promise<OrderDetail> {
    return {
      id: order.id,
      caseId: order.caseId,
      product: order.productCode as OrderDetail['product'],
      status: order.status,
      amountCents: order.amountCents,
      idFeeCents: order.idFeeCents,
      paidCents: order.paidCents,
      dueCents: Math.max(0, order.amountCents - order.paidCents),
      refundedCents: order.refundedCents,
      paymentPlan: order.paymentPlan,
      paidAt: order.paidAt?.toISOString() ?? null,
      canCancel: await canCustomerCancel(order),
    }
  }

  /** One order for its owner or an admin, with what is paid and due. */
  async function getOrder(actor: User, orderId: string): Promise<OrderDetail> {
    return toDetail(await orderForActor(actor, orderId))
  }

  /** An order as stored, for the modules that follow its events (affiliate commissions). */
  async function findOrder(orderId: string): Promise<repo.OrderRow | undefined> {
    return repo.findOrderById(db, orderId)
  }

  /** Refuses a second checkout for a case whose package is already (part-)paid. */
  async function assertNotPaidForCase(caseId: string, productCode: string): Promise<void> {
    if (await repo.findPaidOrderForCase(db, caseId, productCode)) {
      throw new AppError('conflict', 'This package is already paid for this case.')
    }
  }

  /** The case's orders that hold money: what a review's refund guarantee returns (decision 021). */
  async function listRefundableOrderIdsOfCase(caseId: string): Promise<string[]> {
    return repo.listPaidOrderIdsOfCase(db, caseId)
  }

  /**
   * Opens the order a checkout pays, or takes the open one, with today's amounts, and returns it
   * locked for the rest of the caller's transaction.
   */
  async function openOrderLocked(
    tx: Db,
    input: {
      userId: string
      caseId: string | null
      productCode: string
      amountCents: number
      idFeeCents: number
      paymentPlan: PaymentPlan
    },
  ): Promise<repo.OrderRow> {
    const amounts = {
      amountCents: input.amountCents,
      idFeeCents: input.idFeeCents,
      paymentPlan: input.paymentPlan,
    }
    const open = await repo.findOpenOrder(tx, input.userId, input.caseId, input.productCode)
    const id =
      open?.id ??
      (await repo.insertOrder(tx, { ...input, status: 'PENDING' }))?.id ??
      // Another request opened the same order a moment ago (the one-open-order index): use that one.
      (await repo.findOpenOrder(tx, input.userId, input.caseId, input.productCode))?.id
    if (!id) throw new AppError('conflict', 'Your order changed meanwhile. Please try again.')
    const order = await repo.lockOrderById(tx, id)
    if (!order || order.status !== 'PENDING') {
      throw new AppError('conflict', 'Your order changed meanwhile. Please try again.')
    }
    if (
      order.amountCents !== amounts.amountCents ||
      order.idFeeCents !== amounts.idFeeCents ||
      order.paymentPlan !== amounts.paymentPlan
    ) {
      await repo.updateOpenOrderAmounts(tx, order.id, amounts)
      return { ...order, ...amounts }
    }
    return order
  }

  /** Reads the order and holds its row lock for the caller's transaction. */
  async function lockOrder(tx: Db, orderId: string): Promise<repo.OrderRow> {
    const order = await repo.lockOrderById(tx, orderId)
    if (!order) throw new AppError('not_found', 'Order not found')
    return order
  }

  /**
   * Whether the locked order may take `amountCents` through an attempt: never for an order already
   * paid, refunded or cancelled, never through a voided attempt, never beyond what is still due.
   */
  function refusalReason(
    order: repo.OrderRow,
    amountCents: number,
    isAttemptVoid: boolean,
  ): RefusalReason | null {
    if (!(PAYABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status)) return 'ORDER_CLOSED'
    if (isAttemptVoid) return 'ATTEMPT_VOID'
    if (order.paidCents + amountCents > order.amountCents) return 'BEYOND_DUE'
    return null
  }

  /**
   * Credits money to the locked order (the caller checked `refusalReason`) and emits 'order paid'
   * in the same transaction.
   */
  async function creditPayment(
    tx: Db,
    events: OrderEvents,
    order: repo.OrderRow,
    payment: { id: string; amountCents: number; purpose: string },
  ): Promise<repo.OrderRow> {
    const paidCents = order.paidCents + payment.amountCents
    if (paidCents > order.amountCents) throw new Error('a payment beyond the amount due reached credit')
    const updated = await repo.setOrderPaid(tx, order.id, {
      paidCents,
      status: statusAfterPayment(paidCents, order.amountCents),
    })
    if (order.caseId) {
      await audit.record(
        {
          caseId: order.caseId,
          actor: 'SYSTEM',
          action: 'PAYMENT_RECEIVED',
          detail: { amountCents: payment.amountCents, purpose: payment.purpose, orderStatus: updated.status },
        },
        tx,
      )
    }
    const event: PaidEvent = {
      orderId: order.id,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      dueCents: updated.amountCents - updated.paidCents,
    }
    await emit(tx, events, ORDER_EVENT_JOBS.paid, event, payment.id)
    return updated
  }

  /**
   * Records money refused and already returned through the provider: a refund by the system in
   * the order's ledger and a flag for admins. The order's status does not change.
   */
  async function recordRefusedPayment(
    tx: Db,
    order: repo.OrderRow,
    refused: {
      paymentId: string
      amountCents: number
      providerRefundId: string
      reason: RefusalReason
    },
  ): Promise<void> {
    const why = {
      ORDER_CLOSED: `The order was already ${order.status.toLowerCase().replace('_', ' ')}.`,
      ATTEMPT_VOID: 'The payment had been replaced by a newer one.',
      BEYOND_DUE: 'The payment was more than the amount still due.',
    }[refused.reason]
    await repo.insertRefund(tx, {
      orderId: order.id,
      paymentId: refused.paymentId,
      amountCents: refused.amountCents,
      providerRefundId: refused.providerRefundId,
      reason: `Refused automatically: ${why}`,
      actor: 'SYSTEM',
      actorUserId: 'system',
    })
    await flagOrder(tx, order, {
      kind: 'PAYMENT_REFUSED',
      paymentId: refused.paymentId,
      amountCents: refused.amountCents,
      reason: `${why} The money was refunded at once.`,
      detail: {
        refusal: refused.reason,
        orderStatus: order.status,
        providerRefundId: refused.providerRefundId,
      },
    })
  }

  /** Flags the order to admins (and notes it in the case's activity log). */
  async function flagOrder(
    tx: Db,
    order: repo.OrderRow,
    flag: {
      kind: OrderFlagKind
      paymentId: string | null
      amountCents: number
      reason: string
      detail?: Record<string, unknown>
    },
  ): Promise<void> {
    await repo.insertOrderFlag(tx, { orderId: order.id, ...flag, detail: flag.detail ?? null })
    if (order.caseId) {
      await audit.record(
        {
          caseId: order.caseId,
          actor: 'SYSTEM',
          action: flag.kind,
          detail: { orderId: order.id, amountCents: flag.amountCents, ...flag.detail },
        },
        tx,
      )
    }
    log.error({ orderId: order.id, kind: flag.kind }, 'order flagged for admins')
  }

  /**
   * Records a full refund of the locked order, made through the provider by the caller, and emits
   * 'order refunded'. A refunded order never takes money again (refusalReason).
   */
  async function recordRefund(
    tx: Db,
    events: OrderEvents,
    order: repo.OrderRow,
    refund: {
      parts: { paymentId: string; amountCents: number; providerRefundId: string }[]
      reason: string
      by: Exclude<RefundActor, 'SYSTEM'>
      actorUserId: string
    },
  ): Promise<void> {
    const totalCents = refund.parts.reduce((sum, part) => sum + part.amountCents, 0)
    await repo.setOrderRefunded(tx, order.id, totalCents)
    for (const part of refund.parts) {
      await repo.insertRefund(tx, {
        orderId: order.id,
        paymentId: part.paymentId,
        amountCents: part.amountCents,
        providerRefundId: part.providerRefundId,
        reason: refund.reason,
        actor: refund.by,
        actorUserId: refund.actorUserId,
      })
    }
    if (order.caseId) {
      await audit.record(
        {
          caseId: order.caseId,
          actor: refund.by,
          actorUserId: refund.actorUserId,
          action: 'ORDER_REFUNDED',
          detail: { totalCents, reason: refund.reason },
        },
        tx,
      )
    }
    const event: RefundedEvent = { orderId: order.id, amountCents: totalCents }
    await emit(tx, events, ORDER_EVENT_JOBS.refunded, event, order.id)
  }

  /** A chargeback: the paid order is disputed, the case's log says so, and 'order disputed' is emitted. */
  async function markDisputed(tx: Db, events: OrderEvents, order: repo.OrderRow): Promise<void> {
    await repo.setOrderDisputed(tx, order.id)
    await emit(tx, events, ORDER_EVENT_JOBS.disputed, { orderId: order.id }, order.id)
    if (order.caseId) {
      await audit.record({ caseId: order.caseId, actor: 'SYSTEM', action: 'PAYMENT_DISPUTED' }, tx)
    }
  }

  async function emit(
    tx: Db,
    events: OrderEvents,
    subscribers: Record<string, string>,
    payload: PaidEvent | RefundedEvent | OrderEvent,
    key: string,
  ): Promise<void> {
    for (const name of Object.values(subscribers)) {
      const job = await deps.jobs.enqueue(name, payload, { uniqueKey: `${name}:${key}` }, tx)
      if (job) events.jobIds.push(job.id)
    }
  }

  /** A batch to collect the events of one transaction. */
  function newEvents(): OrderEvents {
    return { jobIds: [] }
  }

  /**
   * Delivers a committed transaction's events now, in this process. A failure is logged and the
   * job runner retries it: the change itself is committed either way.
   */
  async function publish(events: OrderEvents): Promise<void> {
    await deps.jobs
      .runJobs(events.jobIds)
      .catch((error: unknown) => log.error({ err: error }, 'order events will be retried'))
  }

  /**
   * The case follows its orders: work is open (DOCS_PENDING) while one of them holds the
   * customer's money, and closed again (INTAKE) when none does. Reads every order of the case with
   * their row locks, so deliveries of 'paid' and 'refunded' in any order end in the same state.
   * Then the status flow looks again: a balance paid in full may make the case ready to send
   * (docs/decisions/028-case-status-flow.md).
   */
  async function syncCase(orderId: string): Promise<void> {
    const order = await repo.findOrderById(db, orderId)
    const caseId = order?.caseId
    if (!caseId) return
    await db.transaction(async (tx) => {
      const statuses = await repo.lockOrderStatusesOfCase(tx, caseId)
      if (statuses.some((status) => OPENS_WORK.has(status))) await deps.cases.advanceOnPayment(caseId, tx)
      else await deps.cases.revertOnRefund(caseId, tx)
    })
    await deps.cases.reconcileCaseStatus(caseId)
  }

  async function sendReceipt(event: PaidEvent): Promise<void> {
    const order = await repo.findOrderById(db, event.orderId)
    const customer = order ? await deps.findCustomer(order.userId) : undefined
    if (!order || !customer) return
    const [product, paidCase] = await Promise.all([
      deps.settings.getProduct(order.productCode),
      order.caseId ? deps.cases.loadFulfilmentCase(order.caseId) : undefined,
    ])
    // A package resting on § 925(c) relief repeats what the customer acknowledged (decision 049).
    const rests = paidCase && needsFederalReliefAcknowledgement(paidCase.eligibility, order.productCode)
    await deps.mailer.send(
      receiptEmail({
        to: customer.email,
        firstName: customer.firstName,
        productName: product?.name ?? order.productCode,
        paidCents: event.amountCents,
        dueCents: event.dueCents,
        caseUrl: order.caseId ? `${deps.config.publicUrl}/case/${order.caseId}` : null,
        companyName: deps.config.company.name,
        federalReliefPromise: rests ? federalReliefWords(false).promise : undefined,
      }),
    )
  }

  async function sendRefundMail(event: RefundedEvent): Promise<void> {
    const order = await repo.findOrderById(db, event.orderId)
    const customer = order ? await deps.findCustomer(order.userId) : undefined
    if (!order || !customer) return
    const product = await deps.settings.getProduct(order.productCode)
    await deps.mailer.send(
      refundEmail({
        to: customer.email,
        firstName: customer.firstName,
        productName: product?.name ?? order.productCode,
        refundedCents: event.amountCents,
        companyName: deps.config.company.name,
      }),
    )
  }

  /** The job handlers of the order events, for the job runner. */
  const eventHandlers: Record<string, JobHandler> = {
    [ORDER_EVENT_JOBS.paid.case]: (payload) => syncCase((payload as PaidEvent).orderId),
    [ORDER_EVENT_JOBS.paid.mail]: (payload) => sendReceipt(payload as PaidEvent),
    [ORDER_EVENT_JOBS.refunded.case]: (payload) => syncCase((payload as RefundedEvent).orderId),
    [ORDER_EVENT_JOBS.refunded.mail]: (payload) => sendRefundMail(payload as RefundedEvent),
  }

  /** The latest flags, for admins. */
  async function listFlags(): Promise<OrderFlag[]> {
    const rows = await repo.listOrderFlags(db, 200)
    return rows.map(({ flag, userId, caseId }) => ({
      id: flag.id,
      orderId: flag.orderId,
      caseId,
      userId,
      paymentId: flag.paymentId,
      kind: flag.kind,
      amountCents: flag.amountCents,
      reason: flag.reason,
      createdAt: flag.createdAt.toISOString(),
    }))
  }

  return {
    listOrdersForUser,
    orderForActor,
    ownOrder,
    canCustomerCancel,
    toDetail,
    getOrder,
    findOrder,
    assertNotPaidForCase,
    listRefundableOrderIdsOfCase,
    openOrderLocked,
    lockOrder,
    refusalReason,
    creditPayment,
    recordRefusedPayment,
    flagOrder,
    recordRefund,
    markDisputed,
    newEvents,
    publish,
    eventHandlers,
    listFlags,
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
