import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import {
  checkoutDriver,
  DECLINED_CARD,
  prepareCaseForCheckout,
  type Customer,
} from './orders.test-support.ts'

// Build 8(c): random sequences of what customers and admins do to an order, through the real HTTP
// API, against a model of what the order should be; after every step the stored order, its
// ledger, its attempts and its case must agree with the model
// (docs/decisions/014-orders-own-their-life.md).

const SEQUENCES = Number(process.env.ORDER_MODEL_RUNS ?? 500)
const PRICE = 299_900
const ID_FEE = 15_000
const DEPOSIT = 59_980

let t: TestApp
let d: ReturnType<typeof checkoutDriver>
let adminCookie: string
// Every event the sandbox signs, so a sequence can deliver one of them again.
const signed: { body: string; signature: string }[] = []

beforeAll(async () => {
  t = await buildTestApp()
  d = checkoutDriver(t)
  adminCookie = (await t.createAdmin()).cookie
  const sandbox = t.app.services.sandboxPayments!
  const signEvent = sandbox.signedEvent.bind(sandbox)
  sandbox.signedEvent = (input) => {
    const event = signEvent(input)
    signed.push(event)
    return event
  }
})
afterAll(() => t.close())

type Attempt = {
  paymentId: string
  clientSecret: string
  purpose: 'FULL' | 'DEPOSIT' | 'BALANCE'
  amountCents: number
  /** The success the provider would report for it, signed while it was live (a late capture). */
  capture: { body: string; signature: string }
  isCaptureDelivered: boolean
}

type Model = {
  customer: Customer
  isVerified: boolean
  orderId: string | null
  status: 'NONE' | 'PENDING' | 'DEPOSIT_PAID' | 'PAID' | 'REFUNDED'
  amountCents: number
  idFeeCents: number
  paidCents: number
  /** What the customer has paid net of refunds: what they owe for the order's status. */
  netCents: number
  live: Attempt | null
  /** Attempts that can no longer be paid: voided, refunded or complete. */
  stale: Attempt[]
  delivered: { body: string; signature: string }[]
}

type Command =
  | { kind: 'checkout'; plan: 'FULL' | 'DEPOSIT' }
  | { kind: 'pay' }
  | { kind: 'decline' }
  | { kind: 'payStale'; pick: number }
  | { kind: 'cancel' }
  | { kind: 'adminRefund' }
  | { kind: 'verifyIdentity' }
  | { kind: 'replay'; pick: number }
  | { kind: 'lateCapture'; pick: number }
  | { kind: 'payBalance' }

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom<'FULL' | 'DEPOSIT'>('FULL', 'DEPOSIT')
      .map((plan) => ({ kind: 'checkout' as const, plan })),
    weight: 4,
  },
  { arbitrary: fc.constant({ kind: 'pay' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'decline' as const }), weight: 1 },
  { arbitrary: fc.nat(20).map((pick) => ({ kind: 'payStale' as const, pick })), weight: 1 },
  { arbitrary: fc.constant({ kind: 'cancel' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'adminRefund' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'verifyIdentity' as const }), weight: 1 },
  { arbitrary: fc.nat(20).map((pick) => ({ kind: 'replay' as const, pick })), weight: 1 },
  { arbitrary: fc.nat(20).map((pick) => ({ kind: 'lateCapture' as const, pick })), weight: 1 },
  { arbitrary: fc.constant({ kind: 'payBalance' as const }), weight: 2 },
)

// A customer serves sequences until their identity is verified; each sequence has its own case.
let pooled: Customer | null = null
let sequenceCount = 0
async function startSequence(): Promise<Model> {
  if (!pooled || (await t.app.services.identity.isIdentityVerified(pooled.userId))) {
    pooled = await d.customerWithCase()
  } else {
    const remoteAddress = `10.255.${(sequenceCount >> 8) & 255}.${sequenceCount & 255}`
    const created = await t.injectAs(pooled.cookie, {
      remoteAddress,
      method: 'POST',
      url: '/api/cases',
      payload: federalWizardInput(),
    })
    const caseId = created.json().id as string
    const owner = pooled.cookie
    await prepareCaseForCheckout(
      (options) => t.injectAs(owner, { remoteAddress, ...options }),
      caseId,
      'FEDERAL',
    )
    pooled = { ...pooled, caseId }
  }
  // Each sequence acts from its own client address, as different customers would: the per-address
  // limits are not what this test is about.
  sequenceCount += 1
  const address = `10.${(sequenceCount >> 16) & 255}.${(sequenceCount >> 8) & 255}.${sequenceCount & 255}`
  return {
    customer: { ...pooled, address },
    isVerified: false,
    orderId: null,
    status: 'NONE',
    amountCents: 0,
    idFeeCents: 0,
    paidCents: 0,
    netCents: 0,
    live: null,
    stale: [],
    delivered: [],
  }
}

async function newAttempt(
  session: {
    paymentId: string
    clientSecret: string
    amountCents: number
  },
  purpose: Attempt['purpose'],
): Promise<Attempt> {
  return {
    ...session,
    purpose,
    capture: await d.presignSuccess(session.paymentId),
    isCaptureDelivered: false,
  }
}

function retireLive(m: Model) {
  if (m.live) m.stale.push(m.live)
  m.live = null
}

async function run(m: Model, c: Command): Promise<void> {
  const cu = m.customer
  switch (c.kind) {
    case 'checkout': {
      const res = await d.checkout(cu, c.plan)
      if (m.status === 'DEPOSIT_PAID' || m.status === 'PAID') {
        expect(res.statusCode).toBe(409)
        return
      }
      expect(res.statusCode).toBe(200)
      const session = res.json()
      const fee = m.isVerified ? 0 : ID_FEE
      const amount = PRICE + fee
      const due = c.plan === 'DEPOSIT' ? DEPOSIT : amount
      const purpose = c.plan
      if (m.orderId) expect(session.orderId).toBe(m.orderId)
      m.orderId = session.orderId
      m.status = 'PENDING'
      m.amountCents = amount
      m.idFeeCents = fee
      expect(session.amountCents).toBe(due)
      if (m.live && m.live.purpose === purpose && m.live.amountCents === due) {
        expect(session.paymentId).toBe(m.live.paymentId)
      } else {
        retireLive(m)
        m.live = await newAttempt(session, purpose)
      }
      return
    }
    case 'pay': {
      if (!m.live) return
      const res = await d.confirm(cu, m.live.clientSecret)
      expect(res.json()).toEqual({ status: 'succeeded', message: null })
      m.delivered.push(signed.at(-1)!)
      m.paidCents += m.live.amountCents
      m.netCents += m.live.amountCents
      m.status = m.paidCents >= m.amountCents ? 'PAID' : 'DEPOSIT_PAID'
      retireLive(m)
      return
    }
    case 'decline': {
      if (!m.live) return
      const res = await d.confirm(cu, m.live.clientSecret, DECLINED_CARD)
      expect(res.json()).toEqual({ status: 'failed', message: 'Your card was declined.' })
      m.delivered.push(signed.at(-1)!)
      return
    }
    case 'payStale': {
      const attempt = m.stale[c.pick % Math.max(1, m.stale.length)]
      if (!attempt) return
      expect((await d.confirm(cu, attempt.clientSecret)).statusCode).toBe(409)
      return
    }
    case 'cancel': {
      if (!m.orderId) return
      const res = await d.cancel(cu, m.orderId)
      if (m.status !== 'PAID' && m.status !== 'DEPOSIT_PAID') {
        expect(res.statusCode).toBe(409)
        return
      }
      expect(res.statusCode).toBe(200)
      // The manual ID fee is kept once it is paid (with the last payment).
      const keep = m.status === 'PAID' ? m.idFeeCents : 0
      expect(res.json()).toMatchObject({ status: 'REFUNDED', refundedCents: m.paidCents - keep })
      m.netCents = keep
      m.status = 'REFUNDED'
      retireLive(m)
      return
    }
    case 'adminRefund': {
      if (!m.orderId) return
      const res = await d.adminRefund(adminCookie, m.orderId, cu.address)
      if (m.status !== 'PAID' && m.status !== 'DEPOSIT_PAID') {
        expect(res.statusCode).toBe(409)
        return
      }
      expect(res.json()).toMatchObject({ status: 'REFUNDED', refundedCents: m.paidCents })
      m.netCents = 0
      m.status = 'REFUNDED'
      retireLive(m)
      return
    }
    case 'verifyIdentity': {
      if (m.isVerified) return
      expect((await d.verifyIdentity(cu)).json().status).toBe('VERIFIED')
      m.isVerified = true
      return
    }
    case 'replay': {
      const event = m.delivered[c.pick % Math.max(1, m.delivered.length)]
      if (!event) return
      const res = await d.deliver(event, cu.address)
      expect(res.json()).toEqual({ received: true, outcome: 'duplicate' })
      return
    }
    case 'lateCapture': {
      const candidates = m.stale.filter((a) => !a.isCaptureDelivered && !m.delivered.includes(a.capture))
      const attempt = candidates[c.pick % Math.max(1, candidates.length)]
      if (!attempt) return
      const res = await d.deliver(attempt.capture, cu.address)
      attempt.isCaptureDelivered = true
      m.delivered.push(attempt.capture)
      // A paid attempt has had its money already; any other stale one was voided: refused.
      expect(['refused', 'already_fulfilled']).toContain(res.json().outcome)
      return
    }
    case 'payBalance': {
      if (!m.orderId) return
      const res = await d.payBalance(cu, m.orderId)
      if (m.status !== 'DEPOSIT_PAID') {
        expect(res.statusCode).toBe(409)
        return
      }
      expect(res.statusCode).toBe(200)
      const session = res.json()
      const due = m.amountCents - m.paidCents
      expect(session.amountCents).toBe(due)
      if (m.live && m.live.purpose === 'BALANCE' && m.live.amountCents === due) {
        expect(session.paymentId).toBe(m.live.paymentId)
      } else {
        retireLive(m)
        m.live = await newAttempt(session, 'BALANCE')
      }
      return
    }
  }
}

/** The order, its ledger, its attempts and its case, as stored and as the API shows them. */
async function checkInvariants(m: Model): Promise<void> {
  const caseStatus = await d.caseStatus(m.customer.caseId)
  const worksOpen = m.status === 'DEPOSIT_PAID' || m.status === 'PAID'
  expect(caseStatus).toBe(worksOpen ? 'DOCS_PENDING' : 'INTAKE')
  if (!m.orderId) return
  const api = (
    await t.injectAs(m.customer.cookie, {
      remoteAddress: m.customer.address,
      method: 'GET',
      url: `/api/orders/${m.orderId}`,
    })
  ).json()
  expect(api).toMatchObject({ status: m.status, paidCents: m.paidCents, amountCents: m.amountCents })
  expect(api.paidCents).toBeLessThanOrEqual(api.amountCents)
  const ledger = await d.ledger(m.orderId)
  expect(ledger.netCents).toBe(m.netCents)
  const owed = {
    NONE: 0,
    PENDING: 0,
    DEPOSIT_PAID: m.paidCents,
    PAID: m.amountCents,
    REFUNDED: m.netCents,
  }[m.status]
  expect(ledger.netCents).toBe(owed)
  if (m.status === 'REFUNDED') expect(ledger.netCents).toBeLessThanOrEqual(m.idFeeCents)
  expect(ledger.live.length).toBeLessThanOrEqual(1)
  expect(ledger.live.map((p) => p.id)).toEqual(m.live ? [m.live.paymentId] : [])
}

describe('the order model (Build 8c)', () => {
  it(
    `keeps paidCents within the amount due, the net charge equal to what is owed, one live attempt and the case in step, over ${SEQUENCES} random sequences`,
    async () => {
      let sequences = 0
      let steps = 0
      await fc.assert(
        fc.asyncProperty(fc.array(commandArb, { minLength: 3, maxLength: 10 }), async (commands) => {
          sequences += 1
          const m = await startSequence()
          for (const command of commands) {
            // This model follows one order per case: nothing is opened again after a refund.
            if (command.kind === 'checkout' && m.status === 'REFUNDED') continue
            steps += 1
            await run(m, command)
            await checkInvariants(m)
          }
        }),
        { numRuns: SEQUENCES, endOnFailure: true },
      )
      console.info(`order model: ${sequences} sequences, ${steps} steps`)
      expect(sequences).toBeGreaterThanOrEqual(SEQUENCES)
    },
    60 * 60_000,
  )
})
