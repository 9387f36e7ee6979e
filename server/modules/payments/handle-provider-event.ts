import type { PaymentEvent, PaymentProvider } from '#server/adapters/payments/index.ts'
import type { Db } from '#server/db/client.ts'
import type { OrdersService } from '#server/modules/orders/index.ts'
import * as repo from './payments.repository.ts'

export type ProviderEventDeps = {
  db: Db
  provider: PaymentProvider
  orders: Pick<
    OrdersService,
    | 'lockOrder'
    | 'refusalReason'
    | 'creditPayment'
    | 'recordRefusedPayment'
    | 'flagOrder'
    | 'markDisputed'
    | 'newEvents'
    | 'publish'
  >
}

/**
 * Applies a provider event exactly once, whatever the order or number of deliveries: the event
 * is recorded, and the attempt and the order (locked) move in one transaction. Money the order
 * cannot take (already paid, refunded or cancelled, a voided attempt, beyond what is due) is
 * refunded through the provider at once and flagged to admins. The order's events (case, receipt)
 * are stored in the same transaction and delivered after it commits.
 */
export async function handlePaymentEvent(
  { db, provider, orders }: ProviderEventDeps,
  providerKind: PaymentProvider['kind'],
  event: PaymentEvent,
  payload: unknown,
): Promise<string> {
  const events = orders.newEvents()
  const outcome = await db.transaction(async (tx) => {
    const eventRowId = await repo.insertPaymentEvent(tx, {
      provider: providerKind,
      eventId: event.eventId,
      type: event.type,
      payload,
    })
    if (!eventRowId) return 'duplicate'
    const done = (result: string) => repo.setPaymentEventOutcome(tx, eventRowId, result).then(() => result)

    if (event.type === 'ignored' || !event.providerPaymentId) return done('ignored')
    const found = await repo.findPaymentByProviderId(tx, providerKind, event.providerPaymentId)
    if (!found) return done('unknown_payment')
    const order = await orders.lockOrder(tx, found.orderId)
    // Read again under the order's lock: another delivery may have moved it meanwhile.
    const payment = (await repo.findPaymentById(tx, found.id))!

    if (event.type === 'failed') {
      await repo.markPaymentFailed(tx, payment.id, event.failureMessage ?? 'Your payment was not completed.')
      return done('failed')
    }
    if (event.type === 'disputed') {
      await orders.markDisputed(tx, events, order)
      return done('disputed')
    }
    if (event.type === 'refunded') return done('refund_noted')

    if (event.amountCents !== payment.amountCents || (event.currency ?? '').toLowerCase() !== 'usd') {
      await orders.flagOrder(tx, order, {
        kind: 'PAYMENT_AMOUNT_MISMATCH',
        paymentId: payment.id,
        amountCents: event.amountCents ?? 0,
        reason: 'The provider reported another amount or currency than the payment asked for; not fulfilled.',
        detail: {
          expectedCents: payment.amountCents,
          receivedCents: event.amountCents,
          currency: event.currency,
        },
      })
      return done('amount_mismatch')
    }
    if (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') return done('already_fulfilled')

    const refusal = orders.refusalReason(order, payment.amountCents, payment.status === 'VOID')
    if (refusal) {
      // Inside the transaction: should it roll back, the provider redelivers the event and the
      // same idempotency key makes the second refund a no-op.
      const { refundId } = await provider.refund({
        providerPaymentId: payment.providerPaymentId,
        amountCents: payment.amountCents,
        idempotencyKey: `refuse:${payment.id}`,
      })
      await repo.markPaymentRefunded(tx, payment.id, new Date())
      await orders.recordRefusedPayment(tx, order, {
        paymentId: payment.id,
        amountCents: payment.amountCents,
        providerRefundId: refundId,
        reason: refusal,
      })
      return done('refused')
    }
    await repo.markPaymentSucceeded(tx, payment.id)
    await orders.creditPayment(tx, events, order, payment)
    return done('fulfilled')
  })
  await orders.publish(events)
  return outcome
}
