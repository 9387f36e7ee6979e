import { createHash } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AgreementsService } from '#server/modules/agreements/index.ts'
import type { Referral, ResolvedReferral } from '#server/modules/affiliates/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { OrdersService } from '#server/modules/orders/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CheckoutSession, CreateCheckoutInput } from '#shared/contracts/checkout.contract.ts'
import { orderAmounts } from '#shared/domain/pricing.ts'
import type { createCheckoutSummary } from './checkout-summary.ts'
import { ORDER_CHANGED_MESSAGE, type createPaymentAttempts, type LockForAttempt } from './payment-attempts.ts'

/**
 * The affiliate of the visitor's referral cookie, checked before the order's transaction, then
 * stored with a new order inside it (the affiliates module owns referrals; DECISIONS §4).
 */
export type CheckoutReferrals = {
  resolve(referral: Referral | null): Promise<ResolvedReferral | null>
  attribute(tx: Db, order: { id: string; userId: string }, referral: ResolvedReferral | null): Promise<void>
}

export type StartCheckoutDeps = {
  settings: Pick<SettingsService, 'getSettings'>
  cases: Pick<CasesService, 'assertCheckoutAllowed'>
  orders: Pick<OrdersService, 'assertNotPaidForCase' | 'openOrderLocked' | 'lockOrder' | 'ownOrder'>
  agreements: Pick<AgreementsService, 'findSignatureForUser' | 'getAgreement'>
  referrals: CheckoutReferrals
  summary: ReturnType<typeof createCheckoutSummary>
  attempts: Pick<ReturnType<typeof createPaymentAttempts>, 'startAttempt'>
}

/** Starting a payment: a checkout of a package, or the balance of a pay-later order. */
export function createCheckouts(deps: StartCheckoutDeps) {
  const { settings, orders, summary, attempts } = deps

  /**
   * Opens the order for a product (and case), or reuses the open one, and starts a payment for
   * what is due now. The amount comes from the catalog, never from the browser, and a signed
   * agreement for the same product and case is required. The order keeps one live attempt: a
   * plan or amount change voids the earlier one at the provider first.
   */
  async function createCheckout(
    actor: User,
    input: CreateCheckoutInput,
    referral: Referral | null = null,
  ): Promise<CheckoutSession> {
    const caseId = input.caseId ?? null
    if (caseId) {
      // The case's verdict and package decide what may be paid (docs/decisions/021-case-follows-verdict.md).
      await deps.cases.assertCheckoutAllowed(actor, caseId, input.product, input.acknowledgesFederalRelief)
      await orders.assertNotPaidForCase(caseId, input.product)
    }
    const checkout = await summary.getCheckoutSummary(actor, input.product)
    // The signature must be of this product and case, and of the exact text that states what is
    // charged now (with or without the ID fee, at today's prices).
    const signature = await deps.agreements.findSignatureForUser(actor.id, input.signatureId)
    const agreement = await deps.agreements.getAgreement(input.product, checkout.idFeeCents > 0)
    const agreedText = createHash('sha256').update(agreement.text, 'utf8').digest('hex')
    if (
      !signature ||
      signature.productCode !== input.product ||
      signature.caseId !== caseId ||
      signature.textSha256 !== agreedText
    ) {
      throw new AppError('validation_failed', 'Please sign the service agreement first.', {
        signatureId: 'Please sign the service agreement first.',
      })
    }
    const s = await settings.getSettings()
    const { totalCents, dueNowCents } = orderAmounts({
      priceCents: checkout.priceCents,
      idFeeCents: checkout.idFeeCents,
      plan: input.paymentPlan,
      depositPercent: s.depositPercent,
    })
    const purpose = input.paymentPlan === 'DEPOSIT' ? 'DEPOSIT' : 'FULL'
    const resolved = await deps.referrals.resolve(referral)
    let openedOrderId: string | null = null
    const lock: LockForAttempt = async (tx) => {
      const order = await orders.openOrderLocked(tx, {
        userId: actor.id,
        caseId,
        productCode: input.product,
        amountCents: totalCents,
        idFeeCents: checkout.idFeeCents,
        paymentPlan: input.paymentPlan,
      })
      // Every round pays the order the first one opened: one paid or closed meanwhile is not
      // replaced by a new one behind the customer's back.
      if (openedOrderId !== null && order.id !== openedOrderId) {
        throw new AppError('conflict', ORDER_CHANGED_MESSAGE)
      }
      openedOrderId = order.id
      // Attributed when the order is created; a later checkout of the same order keeps its referral.
      await deps.referrals.attribute(tx, order, resolved)
      return { order, purpose, amountCents: dueNowCents, productName: checkout.name }
    }
    return attempts.startAttempt(lock)
  }

  /** Starts (or resumes) the payment of the balance of a pay-later order. */
  async function payBalance(actor: User, orderId: string): Promise<CheckoutSession> {
    const found = await orders.ownOrder(actor, orderId)
    const product = await summary.productOrThrow(found.productCode)
    return attempts.startAttempt(async (tx) => {
      const order = await orders.lockOrder(tx, found.id)
      const dueCents = order.amountCents - order.paidCents
      if (order.status !== 'DEPOSIT_PAID' || dueCents <= 0)
        throw new AppError('conflict', 'Nothing is due on this order.')
      return { order, purpose: 'BALANCE', amountCents: dueCents, productName: product.name }
    })
  }

  return { createCheckout, payBalance }
}
