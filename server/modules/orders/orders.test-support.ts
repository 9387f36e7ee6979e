import { and, eq, inArray } from 'drizzle-orm'
import { SANDBOX_SIGNATURE_HEADER } from '#server/adapters/payments/sandbox-payments.ts'
import { dataUrl, jpegHeaderOnly, solidPng } from '#server/adapters/identity/test-images.ts'
import { cases, orders, payments, refunds } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { TestApp } from '#server/test/build-test-app.ts'
import { LIVE_PAYMENT_STATUSES } from '#shared/domain/payments.ts'

/** Sandbox test cards, as the checkout page's form sends them. */
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', zip: '25301' }
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' }

/** `address` is the client address the customer's requests come from (each limit counts per address). */
export type Customer = { cookie: string; userId: string; email: string; caseId: string; address?: string }

/**
 * Makes a case payable with `product` as its customer would on the case page
 * (docs/decisions/021-case-follows-verdict.md): acknowledges the review of a MANUAL_REVIEW verdict
 * and confirms the warning for a package other than the recommended one. Throws for a case that
 * cannot be paid for (NOT_ELIGIBLE).
 */
export async function prepareCaseForCheckout(
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  caseId: string,
  product: 'FEDERAL' | 'STATE' | 'BUNDLE',
): Promise<void> {
  const detail = (await inject({ method: 'GET', url: `/api/case/${caseId}` })).json()
  if (detail.eligibility.verdict === 'MANUAL_REVIEW' && !detail.reviewAcknowledgement) {
    const res = await inject({
      method: 'POST',
      url: `/api/case/${caseId}/review-acknowledgement`,
      payload: { isAccepted: true },
    })
    if (res.statusCode !== 200) throw new Error(`acknowledging: ${res.statusCode} ${res.body}`)
  }
  if (detail.packageCode !== product) {
    const res = await inject({
      method: 'POST',
      url: `/api/case/${caseId}/package`,
      payload: { packageCode: product, isWarningConfirmed: true },
    })
    if (res.statusCode !== 200) throw new Error(`choosing the package: ${res.statusCode} ${res.body}`)
  }
  const ready = (await inject({ method: 'GET', url: `/api/case/${caseId}` })).json()
  if (ready.checkoutRefusal) throw new Error(`case ${caseId} cannot be paid for: ${ready.checkoutRefusal}`)
}

/**
 * A customer's way through checkout over the real HTTP API, shared by the order route tests and
 * the model-based payment test (docs/decisions/014-orders-own-their-life.md).
 */
export function checkoutDriver(t: TestApp) {
  const db = t.db.db
  const from = (c: Customer) => (c.address ? { remoteAddress: c.address } : {})

  let customers = 0
  async function customerWithCase(): Promise<Customer> {
    const customer = await t.signUp()
    // Each customer opens the case from an address of their own, as real customers do: the
    // per-address flood guard is not what these tests are about.
    customers += 1
    const remoteAddress = `10.254.${(customers >> 8) & 255}.${customers & 255}`
    const created = await t.injectAs(customer.cookie, {
      remoteAddress,
      method: 'POST',
      url: '/api/cases',
      payload: federalWizardInput(),
    })
    if (created.statusCode !== 201) throw new Error(`case: ${created.statusCode} ${created.body}`)
    await prepareCaseForCheckout(
      (options) => t.injectAs(customer.cookie, { remoteAddress, ...options }),
      created.json().id as string,
      'FEDERAL',
    )
    return {
      cookie: customer.cookie,
      userId: customer.user.id,
      email: customer.user.email,
      caseId: created.json().id as string,
    }
  }

  /** Signs the federal agreement for the case: with the ID fee unless identity is verified. */
  async function sign(c: Customer, idBypass: boolean): Promise<string> {
    const res = await t.injectAs(c.cookie, {
      ...from(c),
      method: 'POST',
      url: '/api/agreements',
      payload: { product: 'FEDERAL', caseId: c.caseId, fullName: 'Casey Customer', agreed: true, idBypass },
    })
    if (res.statusCode !== 201) throw new Error(`signing: ${res.statusCode} ${res.body}`)
    return res.json().signatureId as string
  }

  async function isVerified(c: Customer): Promise<boolean> {
    return t.app.services.identity.isIdentityVerified(c.userId)
  }

  /** Signs (as the checkout page does) and opens checkout with the plan. */
  async function checkout(c: Customer, plan: 'FULL' | 'DEPOSIT') {
    const signatureId = await sign(c, !(await isVerified(c)))
    return t.injectAs(c.cookie, {
      ...from(c),
      method: 'POST',
      url: '/api/checkout/create',
      payload: { product: 'FEDERAL', caseId: c.caseId, signatureId, paymentPlan: plan },
    })
  }

  function confirm(c: Customer, clientSecret: string, card = GOOD_CARD) {
    return t.injectAs(c.cookie, {
      ...from(c),
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { clientSecret, card },
    })
  }

  function cancel(c: Customer, orderId: string) {
    return t.injectAs(c.cookie, { ...from(c), method: 'POST', url: `/api/orders/${orderId}/cancel` })
  }

  function payBalance(c: Customer, orderId: string) {
    return t.injectAs(c.cookie, { ...from(c), method: 'POST', url: `/api/orders/${orderId}/balance` })
  }

  function adminRefund(adminCookie: string, orderId: string, address?: string) {
    return t.injectAs(adminCookie, {
      ...(address ? { remoteAddress: address } : {}),
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { reason: 'Goodwill refund' },
    })
  }

  /** Verifies the customer's identity on the sandbox check, so the manual ID fee drops out. */
  async function verifyIdentity(c: Customer) {
    const started = await t.injectAs(c.cookie, {
      ...from(c),
      method: 'POST',
      url: '/api/identity/start',
      payload: { caseId: c.caseId },
    })
    if (started.statusCode !== 201) return started
    return t.injectAs(c.cookie, {
      ...from(c),
      method: 'POST',
      url: `/api/identity/sandbox/${started.json().sessionId as string}/submit`,
      payload: {
        document: dataUrl(solidPng(300, 300)),
        selfie: dataUrl(jpegHeaderOnly(480, 640), 'image/jpeg'),
        firstName: 'Casey',
        lastName: 'Customer',
        dateOfBirth: '1980-04-02',
      },
    })
  }

  /** The success event the sandbox would sign for this attempt now (a provider that took the money). */
  async function presignSuccess(paymentId: string, signedAt?: Date) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
    if (!payment) throw new Error('no such payment')
    return t.app.services.sandboxPayments!.signedEvent({
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      failureMessage: null,
      ...(signedAt ? { signedAt } : {}),
    })
  }

  function deliver(event: { body: string; signature: string }, address?: string) {
    return t.app.inject({
      ...(address ? { remoteAddress: address } : {}),
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: event.signature },
      payload: event.body,
    })
  }

  async function orderRow(orderId: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
    if (!row) throw new Error('no such order')
    return row
  }

  async function caseStatus(caseId: string) {
    const [row] = await db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId))
    return row?.status
  }

  /** Money in (attempts that took money) and out (refunds) of an order, as stored. */
  async function ledger(orderId: string) {
    const attempts = await db.select().from(payments).where(eq(payments.orderId, orderId))
    const received = attempts
      .filter((p) => p.status === 'SUCCEEDED' || p.status === 'REFUNDED')
      .reduce((sum, p) => sum + p.amountCents, 0)
    const returned = (await db.select().from(refunds).where(eq(refunds.orderId, orderId))).reduce(
      (sum, r) => sum + r.amountCents,
      0,
    )
    const live = attempts.filter((p) => (LIVE_PAYMENT_STATUSES as readonly string[]).includes(p.status))
    return { receivedCents: received, refundedCents: returned, netCents: received - returned, live }
  }

  async function liveAttemptCount(orderId: string) {
    return db.$count(
      payments,
      and(eq(payments.orderId, orderId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])),
    )
  }

  return {
    customerWithCase,
    sign,
    checkout,
    confirm,
    cancel,
    payBalance,
    adminRefund,
    verifyIdentity,
    presignSuccess,
    deliver,
    orderRow,
    caseStatus,
    ledger,
    liveAttemptCount,
  }
}
