import type { PaymentProvider } from '#server/adapters/payments/index.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { OrderRow, OrdersService } from '#server/modules/orders/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { OrderDetail } from '#shared/contracts/checkout.contract.ts'
import { REFUND_WINDOW_HOURS } from '#shared/domain/agreement.ts'
import { REFUNDABLE_ORDER_STATUSES, type OrderStatus } from '#shared/domain/orders.ts'
import * as repo from './payments.repository.ts'

export type RefundDeps = {
  db: Db
  provider: PaymentProvider
  orders: Pick<
    OrdersService,
    | 'lockOrder'
    | 'ownOrder'
    | 'orderForActor'
    | 'canCustomerCancel'
    | 'getOrder'
    | 'recordRefund'
    | 'newEvents'
    | 'publish'
  >
  /** Cancels a live attempt at the provider and here (payment-attempts.ts). */
  voidAttempt(tx: Db, attempt: repo.PaymentRow): Promise<void>
}

/** Refunds through the provider: the customer's cancellation and an admin's refund. */
export function createRefunds({ db, provider, orders, voidAttempt }: RefundDeps) {
  /**
   * Returns money through the provider, newest payment first, up to `keepCents` short of what was
   * paid (the non-refundable ID fee on a customer's cancellation), voids any live attempt, and
   * records it once, with the order locked.
   */
  async function refundOrder(
    actor: User,
    orderId: string,
    reason: string,
    by: 'USER' | 'ADMIN',
    allowed: readonly OrderStatus[],
    keepCents: (order: OrderRow) => number,
  ): Promise<OrderDetail> {
    const events = orders.newEvents()
    await db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, orderId)
      // A retried request finds the order already refunded: nothing more to do.
      if (!allowed.includes(order.status)) return
      const paid = (await repo.listSucceededPayments(tx, order.id)).reverse()
      let remaining = Math.max(0, paid.reduce((sum, p) => sum + p.amountCents, 0) - keepCents(order))
      const parts: { paymentId: string; amountCents: number; providerRefundId: string }[] = []
      for (const payment of paid) {
        const amountCents = Math.min(payment.amountCents, remaining)
        if (amountCents <= 0) break
        const { refundId } = await provider.refund({
          providerPaymentId: payment.providerPaymentId,
          amountCents,
          idempotencyKey: `refund:${payment.id}:${amountCents}`,
        })
        parts.push({ paymentId: payment.id, amountCents, providerRefundId: refundId })
        await repo.markPaymentRefunded(tx, payment.id)
        remaining -= amountCents
      }
      // A balance payment started before the refund must not be payable after it.
      for (const attempt of await repo.listLiveAttempts(tx, order.id)) await voidAttempt(tx, attempt)
      await orders.recordRefund(tx, events, order, { parts, reason, by, actorUserId: actor.id })
    })
    await orders.publish(events)
    return orders.getOrder(actor, orderId)
  }

  /** The customer's own cancellation: a full refund within 24 hours of payment, before any work. */
  async function cancelOrder(actor: User, orderId: string): Promise<OrderDetail> {
    const order = await orders.ownOrder(actor, orderId)
    if (!(await orders.canCustomerCancel(order))) {
      throw new AppError(
        'conflict',
        'This order can no longer be cancelled online: the 24-hour window has passed or work has started. Please contact support.',
      )
    }
    return refundOrder(
      actor,
      order.id,
      `Cancelled by the customer within ${REFUND_WINDOW_HOURS} hours`,
      'USER',
      ['PAID', 'DEPOSIT_PAID'],
      // The manual ID processing fee is non-refundable (DECISIONS §1); it is paid with the last payment.
      (locked) => (locked.status === 'PAID' ? locked.idFeeCents : 0),
    )
  }

  /** An admin's full refund, at any time. */
  async function adminRefundOrder(actor: User, orderId: string, reason: string): Promise<OrderDetail> {
    const order = await orders.orderForActor(actor, orderId)
    if (!(REFUNDABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status)) {
      throw new AppError('conflict', 'Only a paid order can be refunded.')
    }
    return refundOrder(actor, order.id, reason, 'ADMIN', REFUNDABLE_ORDER_STATUSES, () => 0)
  }

  return { cancelOrder, adminRefundOrder }
}
