import { randomUUID } from 'node:crypto'
import type { CreatedPayment, PaymentProvider } from '#server/adapters/payments/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { OrderRow } from '#server/modules/orders/index.ts'
import type { CheckoutSession } from '#shared/contracts/checkout.contract.ts'
import type { PaymentPurpose } from '#shared/domain/payments.ts'
import * as repo from './payments.repository.ts'

/** What a checkout pays now, decided with the order's row locked. */
export type AttemptPlan = {
  order: OrderRow
  purpose: PaymentPurpose
  amountCents: number
  productName: string
}

/**
 * Locks the order in the transaction it is given, checks that it may still be paid and says what
 * is due. Called again in every transaction of one checkout: each decision is made on the order as
 * it is then, and a throw rolls that transaction back.
 */
export type LockForAttempt = (tx: Db) => Promise<AttemptPlan>

type Created = CreatedPayment & { id: string; orderId: string; purpose: PaymentPurpose; amountCents: number }

/** The answer when the order changed under a checkout in a way it cannot simply follow. */
export const ORDER_CHANGED_MESSAGE = 'Your order changed meanwhile. Please try again.'

// One round decides, the provider calls follow, the next round records; further rounds only
// happen when another request changed the order's attempts in between.
const MAX_ROUNDS = 4

export type PaymentAttemptsDeps = {
  db: Db
  config: Pick<Config, 'stripe'>
  provider: PaymentProvider
}

/** The order's payment attempts at the provider and here (docs/decisions/014-orders-own-their-life.md). */
export function createPaymentAttempts({ db, config, provider }: PaymentAttemptsDeps) {
  /**
   * The order's one live attempt for this purpose and amount: the live one when it matches,
   * otherwise a new one, after the earlier ones are voided at the provider and here. The provider
   * is never called while the order's row is locked (docs/decisions/062-provider-calls-outside-transactions.md):
   * a round locks the order and decides; when the provider must void or create a payment, the
   * round ends, the calls are made, and the next round decides again on the order as it is then and
   * records the outcome. So two checkouts at once still leave one attempt live: the later to record
   * takes the matching attempt the other recorded, or voids it first as a later checkout would.
   */
  async function startAttempt(lock: LockForAttempt): Promise<CheckoutSession> {
    // Attempts this request voided at the provider; a round marks them VOID here.
    const voidedAtProvider = new Set<string>()
    let created: Created | null = null
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const step = await db.transaction(async (tx) => {
        const plan = await lock(tx)
        const matches = (p: { purpose: string; amountCents: number }) =>
          p.purpose === plan.purpose && p.amountCents === plan.amountCents
        const live = await repo.listLiveAttempts(tx, plan.order.id)
        const reusable = live.find(
          (p) => matches(p) && p.provider === provider.kind && !voidedAtProvider.has(p.id),
        )
        const replaced = live.filter((p) => p !== reusable)
        const toVoid = replaced.filter((p) => p.provider === provider.kind && !voidedAtProvider.has(p.id))
        const fresh = created && created.orderId === plan.order.id && matches(created) ? created : null
        if (toVoid.length > 0 || (!reusable && !fresh)) {
          return { plan, toVoid, needsPayment: !reusable && !fresh, payment: null }
        }
        for (const attempt of replaced) await repo.markPaymentVoid(tx, attempt.id)
        const payment =
          reusable ??
          (await repo.insertPayment(tx, {
            id: fresh!.id,
            orderId: plan.order.id,
            provider: provider.kind,
            providerPaymentId: fresh!.providerPaymentId,
            clientSecret: fresh!.clientSecret,
            purpose: plan.purpose,
            amountCents: plan.amountCents,
          }))
        return { plan, toVoid, needsPayment: false, payment }
      })

      const { plan, payment } = step
      if (payment) {
        // Another request recorded a matching attempt first: ours was never shown to anyone.
        if (created && created.id !== payment.id) await provider.voidPayment(created.providerPaymentId)
        return {
          orderId: plan.order.id,
          paymentId: payment.id,
          clientSecret: payment.clientSecret,
          provider: provider.kind,
          amountCents: plan.amountCents,
          publishableKey: config.stripe?.publishableKey ?? null,
        }
      }
      for (const attempt of step.toVoid) {
        await provider.voidPayment(attempt.providerPaymentId)
        voidedAtProvider.add(attempt.id)
      }
      if (step.needsPayment) {
        // One made for what the order was then, before it changed: never recorded, so voided.
        if (created) await provider.voidPayment(created.providerPaymentId)
        created = await createAtProvider(plan)
      }
    }
    throw new AppError('conflict', ORDER_CHANGED_MESSAGE)
  }

  async function createAtProvider(plan: AttemptPlan): Promise<Created> {
    const id = randomUUID()
    const { order, purpose, amountCents, productName } = plan
    const created = await provider.createPayment({
      amountCents,
      // One key per attempt: a key per amount would hand back a voided attempt on a plan
      // changed back and forth.
      idempotencyKey: `payment:${id}`,
      description: `${productName} (${purpose.toLowerCase()})`,
      metadata: { orderId: order.id, paymentId: id, purpose },
    })
    return { ...created, id, orderId: order.id, purpose, amountCents }
  }

  /**
   * Cancels a live attempt at the provider, then here; money that still arrives is refused. Used
   * by refunds, which call the provider with the order locked (decision 014).
   */
  async function voidAttempt(tx: Db, attempt: repo.PaymentRow): Promise<void> {
    if (attempt.provider === provider.kind) await provider.voidPayment(attempt.providerPaymentId)
    await repo.markPaymentVoid(tx, attempt.id)
  }

  return { startAttempt, voidAttempt }
}
