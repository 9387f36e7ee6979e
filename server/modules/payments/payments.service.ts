import type { Mailer } from '#server/adapters/mail/index.ts'
import type { PaymentEvent, PaymentProvider } from '#server/adapters/payments/index.ts'
import { sandboxCardDecision, type SandboxPayments } from '#server/adapters/payments/sandbox-payments.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createHash } from 'node:crypto'
import type { AgreementsService } from '#server/modules/agreements/index.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
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
import { REFUND_WINDOW_HOURS } from '#shared/domain/agreement.ts'
import {
  bundleSavingsCents,
  depositCents,
  monthlyEstimateCents,
  orderAmounts,
} from '#shared/domain/pricing.ts'
import { refundEmail, receiptEmail } from './payments.emails.ts'
import * as repo from './payments.repository.ts'

const REFUND_WINDOW_MS = REFUND_WINDOW_HOURS * 60 * 60 * 1000
// Statuses in which our team has not started preparing documents yet (DECISIONS §3, refunds).
const BEFORE_WORK = new Set(['INTAKE', 'DOCS_PENDING'])

export type PaymentsServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'company' | 'stripe'>
  provider: PaymentProvider
  /** Set when the provider is the built-in sandbox, whose card form we serve ourselves. */
  sandbox: SandboxPayments | null
  mailer: Mailer
  log: Logger
  settings: Pick<SettingsService, 'getSettings' | 'getProduct'>
  cases: Pick<CasesService, 'getCase' | 'advanceOnPayment' | 'revertOnRefund' | 'findCaseStatus'>
  audit: Pick<AuditService, 'record'>
  agreements: Pick<AgreementsService, 'findSignatureForUser' | 'getAgreement'>
  identity: Pick<IdentityService, 'isIdentityVerified'>
  /** Reads a customer's e-mail and first name for receipts (the auth module owns users). */
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, settings, audit, log } = deps

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
   * agreement for the same product and case is required.
   */
  async function createCheckout(actor: User, input: CreateCheckoutInput): Promise<CheckoutSession> {
    const caseId = input.caseId ?? null
    if (caseId) {
      const found = await deps.cases.getCase(actor, caseId)
      if (found.packageCode !== input.product) {
        throw new AppError('validation_failed', 'This case is for another package.', {
          product: 'This case is for another package.',
        })
      }
    }
    if (caseId && (await repo.findPaidOrderForCase(db, caseId, input.product))) {
      throw new AppError('conflict', 'This package is already paid for this case.')
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
    let order = await repo.findOpenOrder(db, actor.id, caseId, input.product)
    if (order) {
      await repo.updateOpenOrderAmounts(db, order.id, {
        amountCents: totalCents,
        idFeeCents: summary.idFeeCents,
        paymentPlan: input.paymentPlan,
      })
    } else {
      order = await repo.insertOrder(db, {
        userId: actor.id,
        caseId,
        productCode: input.product,
        amountCents: totalCents,
        idFeeCents: summary.idFeeCents,
        paymentPlan: input.paymentPlan,
        status: 'PENDING',
      })
    }
    const purpose = input.paymentPlan === 'DEPOSIT' ? 'DEPOSIT' : 'FULL'
    return startPayment(order.id, purpose, dueNowCents, summary.name)
  }

  async function startPayment(
    orderId: string,
    purpose: 'FULL' | 'DEPOSIT' | 'BALANCE',
    amountCents: number,
    productName: string,
  ): Promise<CheckoutSession> {
    const existing = await repo.findReusablePayment(db, orderId, purpose, amountCents)
    const payment =
      existing ??
      (await (async () => {
        const created = await provider.createPayment({
          amountCents,
          idempotencyKey: `${orderId}:${purpose}:${amountCents}`,
          description: `${productName} (${purpose.toLowerCase()})`,
          metadata: { orderId, purpose },
        })
        return repo.insertPayment(db, {
          orderId,
          provider: provider.kind,
          providerPaymentId: created.providerPaymentId,
          clientSecret: created.clientSecret,
          purpose,
          amountCents,
        })
      })())
    return {
      orderId,
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      provider: provider.kind,
      amountCents,
      publishableKey: deps.config.stripe?.publishableKey ?? null,
    }
  }

  /** Finds the payment behind a client secret, for its owner only. */
  async function paymentForSecret(actor: User, clientSecret: string) {
    const payment = await repo.findPaymentByClientSecret(db, clientSecret)
    const order = payment ? await repo.findOrderById(db, payment.orderId) : undefined
    if (!payment || !order || order.userId !== actor.id) throw new AppError('not_found', 'Payment not found')
    if (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') {
      throw new AppError('conflict', 'This payment is already complete.')
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
    const event = sandbox.signedEvent({
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      failureMessage,
    })
    await deliver(event.body, event.signature)
    return failureMessage
      ? { status: 'failed', message: failureMessage }
      : { status: 'succeeded', message: null }
  }

  /**
   * Applies a provider event exactly once, whatever the order or number of deliveries: the event
   * is recorded and the payment, order and case move in one transaction; the receipt goes out only
   * from the delivery that made the change.
   */
  async function handlePaymentEvent(
    providerKind: 'SANDBOX' | 'STRIPE',
    event: PaymentEvent,
    payload: unknown,
  ): Promise<string> {
    const effect = await db.transaction(async (tx) => {
      const eventRowId = await repo.insertPaymentEvent(tx, {
        provider: providerKind,
        eventId: event.eventId,
        type: event.type,
        payload,
      })
      if (!eventRowId) return { outcome: 'duplicate' } as const
      const done = (outcome: string, extra: Partial<{ orderId: string; paidCents: number }> = {}) =>
        repo.setPaymentEventOutcome(tx, eventRowId, outcome).then(() => ({ outcome, ...extra }))

      if (event.type === 'ignored' || !event.providerPaymentId) return done('ignored')
      const payment = await repo.findPaymentByProviderId(tx, providerKind, event.providerPaymentId)
      if (!payment) return done('unknown_payment')
      const order = await repo.findOrderById(tx, payment.orderId)
      if (!order) return done('unknown_order')

      if (event.type === 'failed') {
        await repo.markPaymentFailed(
          tx,
          payment.id,
          event.failureMessage ?? 'Your payment was not completed.',
        )
        return done('failed')
      }
      if (event.type === 'disputed') {
        await repo.markOrderDisputed(tx, order.id)
        if (order.caseId)
          await audit.record({ caseId: order.caseId, actor: 'SYSTEM', action: 'PAYMENT_DISPUTED' }, tx)
        return done('disputed')
      }
      if (event.type === 'refunded') return done('refund_noted')

      if (event.amountCents !== payment.amountCents || (event.currency ?? '').toLowerCase() !== 'usd') {
        if (order.caseId) {
          await audit.record(
            {
              caseId: order.caseId,
              actor: 'SYSTEM',
              action: 'PAYMENT_AMOUNT_MISMATCH',
              detail: {
                expectedCents: payment.amountCents,
                receivedCents: event.amountCents,
                currency: event.currency,
              },
            },
            tx,
          )
        }
        return done('amount_mismatch')
      }
      if (!(await repo.markPaymentSucceeded(tx, payment.id))) return done('already_fulfilled')
      const updated = await repo.addPaymentToOrder(tx, order.id, payment.amountCents)
      if (order.caseId) {
        await audit.record(
          {
            caseId: order.caseId,
            actor: 'SYSTEM',
            action: 'PAYMENT_RECEIVED',
            detail: {
              amountCents: payment.amountCents,
              purpose: payment.purpose,
              orderStatus: updated.status,
            },
          },
          tx,
        )
        await deps.cases.advanceOnPayment(order.caseId, tx)
      }
      return done('fulfilled', { orderId: order.id, paidCents: payment.amountCents })
    })

    if (effect.outcome === 'amount_mismatch') {
      log.error({ eventId: event.eventId }, 'payment amount differs from the order; not fulfilled')
    }
    if (effect.outcome === 'fulfilled' && 'orderId' in effect && effect.orderId) {
      await sendReceipt(effect.orderId, effect.paidCents ?? 0).catch((error: unknown) =>
        log.error({ err: error, orderId: effect.orderId }, 'receipt e-mail failed'),
      )
    }
    return effect.outcome
  }

  async function sendReceipt(orderId: string, paidCents: number) {
    const order = await repo.findOrderById(db, orderId)
    const customer = order ? await deps.findCustomer(order.userId) : undefined
    if (!order || !customer) return
    const product = await settings.getProduct(order.productCode)
    await deps.mailer.send(
      receiptEmail({
        to: customer.email,
        firstName: customer.firstName,
        productName: product?.name ?? order.productCode,
        paidCents,
        dueCents: order.amountCents - order.paidCents,
        caseUrl: order.caseId ? `${deps.config.publicUrl}/case/${order.caseId}` : null,
        companyName: deps.config.company.name,
      }),
    )
  }

  async function orderForActor(actor: User, orderId: string) {
    const order = await repo.findOrderById(db, orderId)
    if (!order || !canActFor(actor, order.userId)) throw new AppError('not_found', 'Order not found')
    return order
  }

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
      product: order.productCode as CheckoutProduct,
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

  /** Starts the payment of the balance of a pay-later order. */
  async function payBalance(actor: User, orderId: string): Promise<CheckoutSession> {
    const order = await orderForActor(actor, orderId)
    if (order.userId !== actor.id) throw new AppError('not_found', 'Order not found')
    const dueCents = order.amountCents - order.paidCents
    if (order.status !== 'DEPOSIT_PAID' || dueCents <= 0)
      throw new AppError('conflict', 'Nothing is due on this order.')
    const product = await productOrThrow(order.productCode)
    return startPayment(order.id, 'BALANCE', dueCents, product.name)
  }

  /**
   * Returns money through the provider, newest payment first, up to `keepCents` short of what was
   * paid (the non-refundable ID fee on a customer's cancellation), then records it once.
   */
  async function refundOrder(
    actor: User,
    order: repo.OrderRow,
    reason: string,
    by: 'USER' | 'ADMIN',
    keepCents: number,
  ) {
    const paid = (await repo.listSucceededPayments(db, order.id)).reverse()
    let remaining = Math.max(0, paid.reduce((sum, p) => sum + p.amountCents, 0) - keepCents)
    const refunded: { paymentId: string; amountCents: number; refundId: string }[] = []
    for (const payment of paid) {
      const amountCents = Math.min(payment.amountCents, remaining)
      if (amountCents <= 0) break
      const { refundId } = await provider.refund({
        providerPaymentId: payment.providerPaymentId,
        amountCents,
        idempotencyKey: `refund:${payment.id}:${amountCents}`,
      })
      refunded.push({ paymentId: payment.id, amountCents, refundId })
      remaining -= amountCents
    }
    const totalCents = refunded.reduce((sum, r) => sum + r.amountCents, 0)
    const changed = await db.transaction(async (tx) => {
      if (!(await repo.markOrderRefunded(tx, order.id, totalCents))) return false
      for (const r of refunded) {
        await repo.insertRefund(tx, {
          orderId: order.id,
          paymentId: r.paymentId,
          amountCents: r.amountCents,
          providerRefundId: r.refundId,
          reason,
          actor: by,
          actorUserId: actor.id,
        })
        await repo.markPaymentRefunded(tx, r.paymentId)
      }
      if (order.caseId) await deps.cases.revertOnRefund(order.caseId, tx)
      if (order.caseId) {
        await audit.record(
          {
            caseId: order.caseId,
            actor: by,
            actorUserId: actor.id,
            action: 'ORDER_REFUNDED',
            detail: { totalCents, reason },
          },
          tx,
        )
      }
      return true
    })
    const after = await orderForActor(actor, order.id)
    if (changed) {
      const customer = await deps.findCustomer(order.userId)
      const product = await settings.getProduct(order.productCode)
      if (customer) {
        await deps.mailer
          .send(
            refundEmail({
              to: customer.email,
              firstName: customer.firstName,
              productName: product?.name ?? order.productCode,
              refundedCents: totalCents,
              companyName: deps.config.company.name,
            }),
          )
          .catch((error: unknown) => log.error({ err: error, orderId: order.id }, 'refund e-mail failed'))
      }
    }
    return toDetail(after)
  }

  /** The customer's own cancellation: a full refund within 24 hours of payment, before any work. */
  async function cancelOrder(actor: User, orderId: string): Promise<OrderDetail> {
    const order = await orderForActor(actor, orderId)
    if (order.userId !== actor.id) throw new AppError('not_found', 'Order not found')
    if (!(await canCustomerCancel(order))) {
      throw new AppError(
        'conflict',
        'This order can no longer be cancelled online: the 24-hour window has passed or work has started. Please contact support.',
      )
    }
    // The manual ID processing fee is non-refundable (DECISIONS §1); it is paid with the last payment.
    const feePaidCents = order.status === 'PAID' ? order.idFeeCents : 0
    return refundOrder(
      actor,
      order,
      `Cancelled by the customer within ${REFUND_WINDOW_HOURS} hours`,
      'USER',
      feePaidCents,
    )
  }

  /** An admin's full refund, at any time. */
  async function adminRefundOrder(actor: User, orderId: string, reason: string): Promise<OrderDetail> {
    const order = await orderForActor(actor, orderId)
    if (order.status !== 'PAID' && order.status !== 'DEPOSIT_PAID' && order.status !== 'DISPUTED') {
      throw new AppError('conflict', 'Only a paid order can be refunded.')
    }
    return refundOrder(actor, order, reason, 'ADMIN', 0)
  }

  return {
    getCheckoutSummary,
    createCheckout,
    confirmSandboxPayment,
    handlePaymentEvent,
    getOrder,
    payBalance,
    cancelOrder,
    adminRefundOrder,
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
