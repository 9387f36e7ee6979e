import type { PaymentEvent, PaymentProvider } from '#server/adapters/payments/index.ts'
import {
  sandboxCardDecision,
  SandboxPaymentVoidedError,
  type SandboxPayments,
} from '#server/adapters/payments/sandbox-payments.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createHash, randomUUID } from 'node:crypto'
import type { AgreementsService } from '#server/modules/agreements/index.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { OrderRow, OrdersService } from '#server/modules/orders/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  CheckoutProduct,
  CheckoutSession,
  CheckoutSummary,
  CreateCheckoutInput,
  OrderDetail,
  SandboxCard,
} from '#shared/contracts/checkout.contract.ts'
import type { PaymentPurpose } from '#shared/domain/payments.ts'
import {
  bundleSavingsCents,
  depositCents,
  monthlyEstimateCents,
  orderAmounts,
} from '#shared/domain/pricing.ts'
import type { Referral, ResolvedReferral } from '#server/modules/affiliates/index.ts'
import { handlePaymentEvent } from './handle-provider-event.ts'
import * as repo from './payments.repository.ts'
import { createRefunds } from './refund-order.ts'

export type PaymentsServiceDeps = {
  db: Db
  config: Pick<Config, 'stripe'>
  provider: PaymentProvider
  /** Set when the provider is the built-in sandbox, whose card form we serve ourselves. */
  sandbox: SandboxPayments | null
  settings: Pick<SettingsService, 'getSettings' | 'getProduct'>
  cases: Pick<CasesService, 'assertCheckoutAllowed'>
  orders: Pick<
    OrdersService,
    | 'assertNotPaidForCase'
    | 'openOrderLocked'
    | 'lockOrder'
    | 'ownOrder'
    | 'orderForActor'
    | 'canCustomerCancel'
    | 'toDetail'
    | 'getOrder'
    | 'refusalReason'
    | 'creditPayment'
    | 'recordRefusedPayment'
    | 'flagOrder'
    | 'recordRefund'
    | 'markDisputed'
    | 'newEvents'
    | 'publish'
  >
  agreements: Pick<AgreementsService, 'findSignatureForUser' | 'getAgreement'>
  identity: Pick<IdentityService, 'isIdentityVerified'>
  /**
   * The affiliate of the visitor's referral cookie, checked before the order's transaction, then
   * stored with a new order inside it (the affiliates module owns referrals; DECISIONS §4).
   */
  referrals: {
    resolve(referral: Referral | null): Promise<ResolvedReferral | null>
    attribute(tx: Db, order: { id: string; userId: string }, referral: ResolvedReferral | null): Promise<void>
  }
}

/**
 * The provider side of an order's money (docs/decisions/014-orders-own-their-life.md): starting,
 * voiding and confirming payment attempts, provider events and refunds. The order's own state is
 * the orders service's, called inside these transactions with the order's row locked.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, settings, orders } = deps

  async function productOrThrow(code: string) {
    const product = await settings.getProduct(code)
    if (!product || product.kind !== 'RESTORATION') {
      throw new AppError('not_found', 'The selected product is not available.')
    }
    return product
  }

  /** The side summary of checkout, every figure from the catalog and settings. */
  async function getCheckoutSummary(actor: User, productCode: CheckoutProduct): Promise<CheckoutSummary> {
    const [product, s, isVerified] = await Promise.all([
      productOrThrow(productCode),
      settings.getSettings(),
      deps.identity.isIdentityVerified(actor.id),
    ])
    let savingsCents: number | null = null
    if (productCode === 'BUNDLE') {
      const [federal, state] = await Promise.all([productOrThrow('FEDERAL'), productOrThrow('STATE')])
      savingsCents = bundleSavingsCents(federal.priceCents, state.priceCents, product.priceCents)
    }
    const idFeeCents = isVerified ? 0 : s.idVerificationFeeCents
    return {
      product: productCode,
      name: product.name,
      priceCents: product.priceCents,
      idFeeCents,
      processingFeeCents: 0,
      totalCents: product.priceCents + idFeeCents,
      depositCents: depositCents(product.priceCents, s.depositPercent),
      monthlyEstimateCents: monthlyEstimateCents(product.priceCents, s.easyPaymentsMonths),
      monthlyEstimateMonths: s.easyPaymentsMonths,
      savingsCents,
      vipCreditRepairValueCents: s.vipCreditRepairValueCents,
      isIdentityVerified: isVerified,
    }
  }

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
    const summary = await getCheckoutSummary(actor, input.product)
    // The signature must be of this product and case, and of the exact text that states what is
    // charged now (with or without the ID fee, at today's prices).
    const signature = await deps.agreements.findSignatureForUser(actor.id, input.signatureId)
    const agreement = await deps.agreements.getAgreement(input.product, summary.idFeeCents > 0)
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
      priceCents: summary.priceCents,
      idFeeCents: summary.idFeeCents,
      plan: input.paymentPlan,
      depositPercent: s.depositPercent,
    })
    const purpose = input.paymentPlan === 'DEPOSIT' ? 'DEPOSIT' : 'FULL'
    const resolved = await deps.referrals.resolve(referral)
    return db.transaction(async (tx) => {
      const order = await orders.openOrderLocked(tx, {
        userId: actor.id,
        caseId,
        productCode: input.product,
        amountCents: totalCents,
        idFeeCents: summary.idFeeCents,
        paymentPlan: input.paymentPlan,
      })
      // Attributed when the order is created; a later checkout of the same order keeps its referral.
      await deps.referrals.attribute(tx, order, resolved)
      return startAttempt(tx, order, purpose, dueNowCents, summary.name)
    })
  }

  /**
   * The order's one live attempt for this purpose and amount: the live one when it matches,
   * otherwise a new one, after the earlier one is voided at the provider and here. The caller
   * holds the order's lock, so two checkouts at once cannot both leave an attempt live.
   */
  async function startAttempt(
    tx: Db,
    order: OrderRow,
    purpose: PaymentPurpose,
    amountCents: number,
    productName: string,
  ): Promise<CheckoutSession> {
    const live = await repo.listLiveAttempts(tx, order.id)
    const reusable = live.find(
      (p) => p.purpose === purpose && p.amountCents === amountCents && p.provider === provider.kind,
    )
    for (const attempt of live) if (attempt !== reusable) await voidAttempt(tx, attempt)
    const payment =
      reusable ??
      (await (async () => {
        const id = randomUUID()
        const created = await provider.createPayment({
          amountCents,
          // One key per attempt: a key per amount would hand back a voided attempt on a plan
          // changed back and forth.
          idempotencyKey: `payment:${id}`,
          description: `${productName} (${purpose.toLowerCase()})`,
          metadata: { orderId: order.id, paymentId: id, purpose },
        })
        return repo.insertPayment(tx, {
          id,
          orderId: order.id,
          provider: provider.kind,
          providerPaymentId: created.providerPaymentId,
          clientSecret: created.clientSecret,
          purpose,
          amountCents,
        })
      })())
    return {
      orderId: order.id,
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      provider: provider.kind,
      amountCents,
      publishableKey: deps.config.stripe?.publishableKey ?? null,
    }
  }

  /** Cancels a live attempt at the provider, then here; money that still arrives is refused. */
  async function voidAttempt(tx: Db, attempt: repo.PaymentRow): Promise<void> {
    if (attempt.provider === provider.kind) await provider.voidPayment(attempt.providerPaymentId)
    await repo.markPaymentVoid(tx, attempt.id)
  }

  /** Finds the payment behind a client secret, for its owner only, while it can still be paid. */
  async function paymentForSecret(actor: User, clientSecret: string) {
    const payment = await repo.findPaymentByClientSecret(db, clientSecret)
    const order = payment ? await orders.orderForActor(actor, payment.orderId).catch(() => null) : null
    if (!payment || !order || order.userId !== actor.id) throw new AppError('not_found', 'Payment not found')
    if (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') {
      throw new AppError('conflict', 'This payment is already complete.')
    }
    if (payment.status === 'VOID') {
      throw new AppError(
        'conflict',
        'This payment was replaced by a newer one and can no longer be paid. Please reload the page.',
      )
    }
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
    const sandbox = deps.sandbox
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
      throw new AppError(
        'conflict',
        'This payment was replaced by a newer one and can no longer be paid. Please reload the page.',
      )
    }
    await deliver(event.body, event.signature)
    return failureMessage
      ? { status: 'failed', message: failureMessage }
      : { status: 'succeeded', message: null }
  }

  /** One order for its owner or an admin, with what is paid and due. */
  async function getOrder(actor: User, orderId: string): Promise<OrderDetail> {
    return orders.getOrder(actor, orderId)
  }

  /** Starts (or resumes) the payment of the balance of a pay-later order. */
  async function payBalance(actor: User, orderId: string): Promise<CheckoutSession> {
    const found = await orders.ownOrder(actor, orderId)
    const product = await productOrThrow(found.productCode)
    return db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, found.id)
      const dueCents = order.amountCents - order.paidCents
      if (order.status !== 'DEPOSIT_PAID' || dueCents <= 0)
        throw new AppError('conflict', 'Nothing is due on this order.')
      return startAttempt(tx, order, 'BALANCE', dueCents, product.name)
    })
  }

  const refunds = createRefunds({ db, provider, orders, voidAttempt })

  return {
    getCheckoutSummary,
    createCheckout,
    confirmSandboxPayment,
    handlePaymentEvent: (providerKind: PaymentProvider['kind'], event: PaymentEvent, payload: unknown) =>
      handlePaymentEvent({ db, provider, orders }, providerKind, event, payload),
    getOrder,
    payBalance,
    cancelOrder: refunds.cancelOrder,
    adminRefundOrder: refunds.adminRefundOrder,
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
