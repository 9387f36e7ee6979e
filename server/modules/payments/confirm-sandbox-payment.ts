import {
  sandboxCardDecision,
  SandboxPaymentVoidedError,
  type SandboxPayments,
} from '#server/adapters/payments/sandbox-payments.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { OrdersService } from '#server/modules/orders/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { SandboxCard } from '#shared/contracts/checkout.contract.ts'
import * as repo from './payments.repository.ts'

const REPLACED_MESSAGE =
  'This payment was replaced by a newer one and can no longer be paid. Please reload the page.'

export type SandboxConfirmationDeps = {
  db: Db
  /** Set when the provider is the built-in sandbox, whose card form we serve ourselves. */
  sandbox: SandboxPayments | null
  orders: Pick<OrdersService, 'orderForActor'>
}

/** The sandbox's own card form, deciding by test card number. */
export function createSandboxConfirmation({ db, sandbox, orders }: SandboxConfirmationDeps) {
  /** Finds the payment behind a client secret, for its owner only, while it can still be paid. */
  async function paymentForSecret(actor: User, clientSecret: string) {
    const payment = await repo.findPaymentByClientSecret(db, clientSecret)
    const order = payment ? await orders.orderForActor(actor, payment.orderId).catch(() => null) : null
    if (!payment || !order || order.userId !== actor.id) throw new AppError('not_found', 'Payment not found')
    if (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') {
      throw new AppError('conflict', 'This payment is already complete.')
    }
    if (payment.status === 'VOID') throw new AppError('conflict', REPLACED_MESSAGE)
    return payment
  }

  /**
   * The sandbox's card form: decides by test card number, then announces the outcome through the
   * webhook route like a real provider (signed), so fulfilment has one path. `deliver` posts it.
   */
  async function confirmSandboxPayment(
    actor: User,
    clientSecret: string,
    card: SandboxCard,
    deliver: (body: string, signature: string) => Promise<void>,
    now = new Date(),
  ): Promise<{ status: 'succeeded' | 'failed'; message: string | null }> {
    if (!sandbox) throw new AppError('not_found', 'Not found')
    const payment = await paymentForSecret(actor, clientSecret)
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()))
    const expiresAt = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1))
    if (expiresAt <= now) {
      throw new AppError('validation_failed', "Your card's expiration date is in the past.", {
        'card.expiry': "Your card's expiration date is in the past.",
      })
    }
    const failureMessage = sandboxCardDecision(card.number)
    let event
    try {
      event = sandbox.signedEvent({
        providerPaymentId: payment.providerPaymentId,
        amountCents: payment.amountCents,
        failureMessage,
      })
    } catch (error) {
      if (!(error instanceof SandboxPaymentVoidedError)) throw error
      throw new AppError('conflict', REPLACED_MESSAGE)
    }
    await deliver(event.body, event.signature)
    return failureMessage
      ? { status: 'failed', message: failureMessage }
      : { status: 'succeeded', message: null }
  }

  return { confirmSandboxPayment }
}
