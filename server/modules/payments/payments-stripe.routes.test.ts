import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cases, orders, payments } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

const WEBHOOK_SECRET = 'whsec_test_secret_for_offline_signatures'
const stripe = new Stripe('sk_test_offline')

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_offline',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
})
afterAll(() => t.close())

// A Stripe PaymentIntent our checkout would have created (the network call itself is Stripe's).
async function stripeOrder() {
  const customer = await t.signUp()
  const caseId = (
    await t.injectAs(customer.cookie, { method: 'POST', url: '/api/cases', payload: federalWizardInput() })
  ).json().id
  const [order] = await t.db.db
    .insert(orders)
    .values({
      userId: customer.user.id,
      caseId,
      productCode: 'FEDERAL',
      amountCents: 299900,
      status: 'PENDING',
    })
    .returning()
  const intentId = `pi_test_${order!.id.slice(0, 8)}`
  await t.db.db.insert(payments).values({
    orderId: order!.id,
    provider: 'STRIPE',
    providerPaymentId: intentId,
    purpose: 'FULL',
    amountCents: 299900,
    clientSecret: `${intentId}_secret_x`,
  })
  return { orderId: order!.id, caseId, intentId }
}

function stripeEvent(id: string, intentId: string, amount: number) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: Stripe.API_VERSION,
    data: {
      object: { id: intentId, object: 'payment_intent', amount, amount_received: amount, currency: 'usd' },
    },
  })
}

const deliver = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })

describe('with Stripe configured', () => {
  it("lets the pages load Stripe's script and card frames, and nothing else from outside", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' https://js.stripe.com")
    expect(csp).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com;',
    )
  })
})

describe('POST /api/payments/webhook/stripe', () => {
  it('fulfils once on a correctly signed payment_intent.succeeded, however often it arrives', async () => {
    const { orderId, caseId, intentId } = await stripeOrder()
    const payload = stripeEvent('evt_test_1', intentId, 299900)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const outcomes = []
    for (let i = 0; i < 3; i++) outcomes.push((await deliver(payload, signature)).json().outcome)
    expect(outcomes).toEqual(['fulfilled', 'duplicate', 'duplicate'])
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'PAID', paidCents: 299900 })
    const [caseRow] = await t.db.db.select().from(cases).where(eq(cases.id, caseId))
    expect(caseRow?.status).toBe('DOCS_PENDING')
  })

  it('refuses a signature made with another secret, and the sandbox route does not exist', async () => {
    const { orderId, intentId } = await stripeOrder()
    const payload = stripeEvent('evt_test_2', intentId, 299900)
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
    const res = await deliver(payload, forged)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Invalid signature.')
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.status).toBe('PENDING')
    const sandbox = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: {} })
    expect(sandbox.statusCode).toBe(404)
  })
})
