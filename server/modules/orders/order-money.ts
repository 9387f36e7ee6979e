import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import {
  PAYABLE_ORDER_STATUSES,
  statusAfterPayment,
  type OrderFlagKind,
  type OrderStatus,
  type PaymentPlan,
  type RefundActor,
} from '#shared/domain/orders.ts'
import { ORDER_EVENT_JOBS, type EmitOrderEvent, type OrderEvents, type PaidEvent } from './order-events.ts'
import * as repo from './orders.repository.ts'

/** Why fulfilment refuses money, or null when the order can take it. */
export type RefusalReason = 'ORDER_CLOSED' | 'ATTEMPT_VOID' | 'BEYOND_DUE'

export type OrderMoneyDeps = {
  audit: Pick<AuditService, 'record'>
  log: Logger
  emit: EmitOrderEvent
}

/**
 * Every change of an order's money, each in the caller's transaction with the order's row locked
 * (docs/decisions/014-orders-own-their-life.md): opening and locking, crediting, refusing,
 * flagging, refunding and disputes.
 */
export function createOrderMoney({ audit, log, emit }: OrderMoneyDeps) {
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
    await emit(
      tx,
      events,
      ORDER_EVENT_JOBS.refunded,
      { orderId: order.id, amountCents: totalCents },
      order.id,
    )
  }

  /** A chargeback: the paid order is disputed, the case's log says so, and 'order disputed' is emitted. */
  async function markDisputed(tx: Db, events: OrderEvents, order: repo.OrderRow): Promise<void> {
    await repo.setOrderDisputed(tx, order.id)
    await emit(tx, events, ORDER_EVENT_JOBS.disputed, { orderId: order.id }, order.id)
    if (order.caseId) {
      await audit.record({ caseId: order.caseId, actor: 'SYSTEM', action: 'PAYMENT_DISPUTED' }, tx)
    }
  }

  return {
    openOrderLocked,
    lockOrder,
    refusalReason,
    creditPayment,
    recordRefusedPayment,
    flagOrder,
    recordRefund,
    markDisputed,
  }
}
