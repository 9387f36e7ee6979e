import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  cases,
  orders,
  outboxMessages,
  paymentEvents,
  payments,
  products,
} from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { prepareCaseForCheckout } from '#server/modules/orders/orders.test-support.ts'
import { SANDBOX_SIGNATURE_HEADER } from '#server/adapters/payments/sandbox-payments.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', zip: '25301' }

async function customerWithCase(product: 'FEDERAL' | 'STATE' | 'BUNDLE' = 'FEDERAL') {
  const customer = await t.signUp()
  const created = await t.injectAs(customer.cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput({ isBundle: product === 'BUNDLE' }),
  })
  const caseId = created.json().id as string
  await prepareCaseForCheckout((options) => t.injectAs(customer.cookie, options), caseId, product)
  return { ...customer, caseId, signatureId: await sign(customer.cookie, product, caseId) }
}

// Signs the agreement as the checkout page does: with the ID fee, since these customers are not verified.
async function sign(cookie: string, product: string, caseId?: string) {
  const res = await t.injectAs(cookie, {
    method: 'POST',
    url: '/api/agreements',
    payload: { product, caseId, fullName: 'Casey Customer', agreed: true, idBypass: true },
  })
  if (res.statusCode !== 201) throw new Error(`signing failed: ${res.statusCode} ${res.body}`)
  return res.json().signatureId as string
}

async function checkout(cookie: string, body: object) {
  return t.injectAs(cookie, { method: 'POST', url: '/api/checkout/create', payload: body })
}

async function pay(cookie: string, clientSecret: string, card = GOOD_CARD) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { clientSecret, card },
  })
}

const mailsTo = async (email: string, subject: string) =>
  (await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email))).filter((m) =>
    m.subject.startsWith(subject),
  )

/** Opens the federal checkout for the customer's case, as the checkout page does after signing. */
async function openCheckout(c: { cookie: string; caseId: string; signatureId: string }) {
  return (
    await checkout(c.cookie, { product: 'FEDERAL', caseId: c.caseId, signatureId: c.signatureId })
  ).json()
}

/** The signed event the sandbox would deliver for this payment. */
async function sandboxEvent(paymentId: string, amountCents: number, failureMessage: string | null) {
  const [payment] = await t.db.db.select().from(payments).where(eq(payments.id, paymentId))
  return t.app.services.sandboxPayments!.signedEvent({
    providerPaymentId: payment!.providerPaymentId,
    amountCents,
    failureMessage,
  })
}

function deliver(body: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  })
}

describe('POST /api/checkout/create', () => {
  it('prices the order from the catalog, adds the ID fee when identity is not verified, and reuses the open order', async () => {
    const c = await customerWithCase()
    const first = await checkout(c.cookie, {
      product: 'FEDERAL',
      caseId: c.caseId,
      signatureId: c.signatureId,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      provider: 'SANDBOX',
      amountCents: 299900 + 15000,
      publishableKey: null,
    })
    const again = await checkout(c.cookie, {
      product: 'FEDERAL',
      caseId: c.caseId,
      signatureId: c.signatureId,
    })
    expect(again.json().orderId).toBe(first.json().orderId)
    expect(again.json().paymentId).toBe(first.json().paymentId)
    expect(await t.db.db.$count(orders, eq(orders.caseId, c.caseId))).toBe(1)
  })

  it('follows a price change in the catalog with no code change', async () => {
    await t.db.db.update(products).set({ priceCents: 2_499_00 }).where(eq(products.code, 'STATE'))
    try {
      const customer = await t.signUp()
      const res = await checkout(customer.cookie, {
        product: 'STATE',
        signatureId: await sign(customer.cookie, 'STATE'),
      })
      expect(res.json().amountCents).toBe(2_499_00 + 150_00)
      const summary = await t.injectAs(customer.cookie, {
        method: 'GET',
        url: '/api/checkout/summary?product=STATE',
      })
      expect(summary.json()).toMatchObject({
        priceCents: 249900,
        idFeeCents: 15000,
        totalCents: 264900,
        processingFeeCents: 0,
      })
    } finally {
      await t.db.db.update(products).set({ priceCents: 2_599_00 }).where(eq(products.code, 'STATE'))
    }
  })

  it('shows the bundle savings computed from the catalog', async () => {
    const { cookie } = await t.signUp()
    const res = await t.injectAs(cookie, { method: 'GET', url: '/api/checkout/summary?product=BUNDLE' })
    expect(res.json()).toMatchObject({
      savingsCents: 299900 + 259900 - 499900,
      depositCents: 99980,
      monthlyEstimateCents: 41659,
    })
  })

  it('refuses checkout without a signed agreement, and an unknown product with the spec message', async () => {
    const c = await customerWithCase()
    const unsigned = await checkout(c.cookie, {
      product: 'FEDERAL',
      caseId: c.caseId,
      signatureId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unsigned.statusCode).toBe(400)
    expect(unsigned.json().error.message).toBe('Please sign the service agreement first.')
    const wrongProduct = await checkout(c.cookie, {
      product: 'STATE',
      caseId: c.caseId,
      signatureId: c.signatureId,
    })
    expect(wrongProduct.statusCode).toBe(400)
    const withoutFee = await t.injectAs(c.cookie, {
      method: 'POST',
      url: '/api/agreements',
      payload: {
        product: 'FEDERAL',
        caseId: c.caseId,
        fullName: 'Casey Customer',
        agreed: true,
        idBypass: false,
      },
    })
    const staleText = await checkout(c.cookie, {
      product: 'FEDERAL',
      caseId: c.caseId,
      signatureId: withoutFee.json().signatureId,
    })
    expect(staleText.statusCode).toBe(400)
    const otherPackage = await checkout(c.cookie, {
      product: 'BUNDLE',
      caseId: c.caseId,
      signatureId: await sign(c.cookie, 'BUNDLE', c.caseId),
    })
    expect(otherPackage.json().error.fields.product).toBe('This case is for another package.')
    const unknown = await checkout(c.cookie, { product: 'GOLD', signatureId: c.signatureId })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields.product).toBe('The selected product is not available.')
  })
})

describe('paying on the sandbox', () => {
  it('4242… pays the order once, moves the case to DOCS_PENDING, records it and e-mails one receipt', async () => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    const res = await pay(c.cookie, session.clientSecret)
    expect(res.json()).toEqual({ status: 'succeeded', message: null })

    const order = await t.injectAs(c.cookie, { method: 'GET', url: `/api/orders/${session.orderId}` })
    expect(order.json()).toMatchObject({ status: 'PAID', paidCents: 314900, dueCents: 0, canCancel: true })
    const [caseRow] = await t.db.db.select().from(cases).where(eq(cases.id, c.caseId))
    expect(caseRow?.status).toBe('DOCS_PENDING')
    // Choosing the package and acknowledging a review (docs/decisions/021) depend on the verdict.
    const actions = (await t.db.db.select().from(auditEntries).where(eq(auditEntries.caseId, c.caseId)))
      .map((a) => a.action)
      .filter((action) => action !== 'PACKAGE_CHOSEN' && action !== 'REVIEW_ACKNOWLEDGED')
    expect(actions).toEqual(['CASE_CREATED', 'AGREEMENT_SIGNED', 'PAYMENT_RECEIVED', 'STATUS_CHANGED'])
    expect(await mailsTo(c.user.email, 'Receipt:')).toHaveLength(1)

    const again = await pay(c.cookie, session.clientSecret)
    expect(again.statusCode).toBe(409)
  })

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('%s fails with "%s" and leaves the order unpaid', async (number, message) => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    const res = await pay(c.cookie, session.clientSecret, { ...GOOD_CARD, number })
    expect(res.json()).toEqual({ status: 'failed', message })
    const order = await t.injectAs(c.cookie, { method: 'GET', url: `/api/orders/${session.orderId}` })
    expect(order.json()).toMatchObject({ status: 'PENDING', paidCents: 0 })
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.id, session.paymentId))
    expect(payment).toMatchObject({ status: 'FAILED', failureMessage: message })
    // A second card on the same payment can still succeed.
    expect((await pay(c.cookie, session.clientSecret)).json().status).toBe('succeeded')
  })

  it('checks the card like a real one (Luhn, expiry, CVC, ZIP)', async () => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    const luhn = await pay(c.cookie, session.clientSecret, { ...GOOD_CARD, number: '4242 4242 4242 4241' })
    expect(luhn.json()).toEqual({ status: 'failed', message: 'Your card number is invalid.' })
    const expired = await pay(c.cookie, session.clientSecret, { ...GOOD_CARD, expiry: '01/20' })
    expect(expired.statusCode).toBe(400)
    const bad = await pay(c.cookie, session.clientSecret, {
      number: '42',
      expiry: '13/30',
      cvc: '1',
      zip: 'abc',
    })
    expect(bad.json().error.fields).toEqual({
      'card.number': 'Your card number is incomplete.',
      'card.expiry': "Your card's expiration date is incomplete.",
      'card.cvc': "Your card's security code is incomplete.",
      'card.zip': 'Your ZIP code is incomplete.',
    })
  })
})

describe('payment events', () => {
  it('delivered five times and out of order give one PAID order, one receipt and one status change', async () => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.id, session.paymentId))
    const sandbox = t.app.services.sandboxPayments!
    const success = sandbox.signedEvent({
      providerPaymentId: payment!.providerPaymentId,
      amountCents: 314900,
      failureMessage: null,
    })
    const failure = sandbox.signedEvent({
      providerPaymentId: payment!.providerPaymentId,
      amountCents: 314900,
      failureMessage: 'Your card was declined.',
    })
    const outcomes: string[] = []
    for (const e of [success, success, failure, success, failure, success, success]) {
      const res = await deliver(e.body, e.signature)
      expect(res.statusCode).toBe(200)
      outcomes.push(res.json().outcome)
    }
    expect(outcomes).toEqual([
      'fulfilled',
      'duplicate',
      'failed',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ])
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, session.orderId))
    expect(order).toMatchObject({ status: 'PAID', paidCents: 314900 })
    const [after] = await t.db.db.select().from(payments).where(eq(payments.id, session.paymentId))
    expect(after?.status).toBe('SUCCEEDED')
    expect(await mailsTo(c.user.email, 'Receipt:')).toHaveLength(1)
    const changes = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, c.caseId), eq(auditEntries.action, 'STATUS_CHANGED')))
    expect(changes).toHaveLength(1)
  })

  it('answers 400 to a bad signature and changes nothing', async () => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    const event = await sandboxEvent(session.paymentId, 314900, null)
    const before = await t.db.db.$count(paymentEvents)
    for (const signature of ['', 't=1,v1=' + '0'.repeat(64), flipLastHexDigit(event.signature)]) {
      const res = await deliver(event.body, signature)
      expect(res.statusCode).toBe(400)
    }
    const tampered = await deliver(event.body.replace('314900', '1'), event.signature)
    expect(tampered.statusCode).toBe(400)
    expect(await t.db.db.$count(paymentEvents)).toBe(before)
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, session.orderId))
    expect(order?.status).toBe('PENDING')
  })

  it('flags a paid amount that differs from the order instead of fulfilling it', async () => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    const event = await sandboxEvent(session.paymentId, 100, null)
    const res = await deliver(event.body, event.signature)
    expect(res.json().outcome).toBe('amount_mismatch')
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, session.orderId))
    expect(order?.status).toBe('PENDING')
    const flags = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, c.caseId), eq(auditEntries.action, 'PAYMENT_AMOUNT_MISMATCH')))
    expect(flags).toHaveLength(1)
  })
})

describe('pay later, cancel and refund', () => {
  it('a 20% deposit opens the work, and the balance completes the order', async () => {
    const c = await customerWithCase()
    const session = (
      await checkout(c.cookie, {
        product: 'FEDERAL',
        caseId: c.caseId,
        signatureId: c.signatureId,
        paymentPlan: 'DEPOSIT',
      })
    ).json()
    expect(session.amountCents).toBe(59980)
    await pay(c.cookie, session.clientSecret)
    const afterDeposit = await t.injectAs(c.cookie, { method: 'GET', url: `/api/orders/${session.orderId}` })
    expect(afterDeposit.json()).toMatchObject({
      status: 'DEPOSIT_PAID',
      paidCents: 59980,
      dueCents: 314900 - 59980,
    })
    const [caseRow] = await t.db.db.select().from(cases).where(eq(cases.id, c.caseId))
    expect(caseRow?.status).toBe('DOCS_PENDING')

    const balance = await t.injectAs(c.cookie, {
      method: 'POST',
      url: `/api/orders/${session.orderId}/balance`,
    })
    expect(balance.json().amountCents).toBe(314900 - 59980)
    await pay(c.cookie, balance.json().clientSecret)
    const paid = await t.injectAs(c.cookie, { method: 'GET', url: `/api/orders/${session.orderId}` })
    expect(paid.json()).toMatchObject({ status: 'PAID', paidCents: 314900, dueCents: 0 })
  })

  it('the customer cancels within 24 hours for a refund less the ID fee; after that only an admin can refund', async () => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    await pay(c.cookie, session.clientSecret)
    const cancelled = await t.injectAs(c.cookie, {
      method: 'POST',
      url: `/api/orders/${session.orderId}/cancel`,
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({
      status: 'REFUNDED',
      refundedCents: 314900 - 15000,
      canCancel: false,
    })
    expect(await mailsTo(c.user.email, 'Refund:')).toHaveLength(1)
    const [reopened] = await t.db.db.select().from(cases).where(eq(cases.id, c.caseId))
    expect(reopened?.status).toBe('INTAKE')

    const late = await customerWithCase()
    const lateSession = (
      await checkout(late.cookie, { product: 'FEDERAL', caseId: late.caseId, signatureId: late.signatureId })
    ).json()
    await pay(late.cookie, lateSession.clientSecret)
    await t.db.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(orders.id, lateSession.orderId))
    const refused = await t.injectAs(late.cookie, {
      method: 'POST',
      url: `/api/orders/${lateSession.orderId}/cancel`,
    })
    expect(refused.statusCode).toBe(409)
    const forbidden = await t.injectAs(late.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${lateSession.orderId}/refund`,
      payload: { reason: 'goodwill' },
    })
    expect(forbidden.statusCode).toBe(403)
    const admin = await t.createAdmin()
    const refunded = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${lateSession.orderId}/refund`,
      payload: { reason: 'goodwill' },
    })
    expect(refunded.json()).toMatchObject({ status: 'REFUNDED', refundedCents: 314900 })
  })

  it("hides another customer's order, payment and refund behind 404", async () => {
    const c = await customerWithCase()
    const session = await openCheckout(c)
    const other = await t.signUp()
    for (const request of [
      { method: 'GET' as const, url: `/api/orders/${session.orderId}` },
      { method: 'POST' as const, url: `/api/orders/${session.orderId}/cancel` },
      { method: 'POST' as const, url: `/api/orders/${session.orderId}/balance` },
      {
        method: 'POST' as const,
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret: session.clientSecret, card: GOOD_CARD },
      },
      {
        method: 'POST' as const,
        url: '/api/checkout/create',
        payload: { product: 'FEDERAL', caseId: c.caseId, signatureId: c.signatureId },
      },
    ]) {
      const res = await t.injectAs(other.cookie, request)
      expect(res.statusCode, request.url).toBe(404)
    }
  })
})

describe('webhook origin', () => {
  it('accepts provider events without cookies or Origin (no CSRF check applies)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{}',
    })
    expect(res.statusCode).toBe(400)
  })
})

// A signature that differs from the real one in its last digit, whatever that digit is.
function flipLastHexDigit(signature: string): string {
  return signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0')
}
