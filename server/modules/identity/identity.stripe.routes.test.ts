import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { auditEntries, identityVerifications } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

const WEBHOOK_SECRET = 'whsec_identity_routes_test'

// The Stripe provider is built for real, the SDK's signature check and its calls included; only
// the SDK's two requests are answered here, on the prototype every Stripe client's verification
// sessions share. A module mock would not reach it: the integration files of one process share
// the modules already loaded (vitest.config.ts).
const fake = { sessions: 0, createSession: vi.fn(), retrieveSessionWithOutputs: vi.fn() }
const verificationSessions: Stripe['identity']['verificationSessions'] = Object.getPrototypeOf(
  new Stripe('sk_test_prototype').identity.verificationSessions,
)
vi.spyOn(verificationSessions, 'create').mockImplementation((params) => fake.createSession(params))
vi.spyOn(verificationSessions, 'retrieve').mockImplementation((id, params) =>
  fake.retrieveSessionWithOutputs(id, params),
)

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_identity_routes',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_identity_routes',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
})
afterAll(() => t.close())

beforeEach(() => {
  fake.createSession.mockReset().mockImplementation(async () => {
    fake.sessions += 1
    return { id: `vs_test_${fake.sessions}`, url: `https://verify.stripe.com/start/test_${fake.sessions}` }
  })
  fake.retrieveSessionWithOutputs.mockReset().mockImplementation(async (id: string) => ({
    id,
    object: 'identity.verification_session',
    status: 'verified',
    verified_outputs: { first_name: 'Casey', last_name: 'Customer', dob: { year: 1980, month: 4, day: 2 } },
  }))
})

const signer = new Stripe('sk_test_signer')

function deliver(type: string, sessionId: string, extra: object = {}, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'identity.verification_session', last_error: null, ...extra } },
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/webhook/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  })
}

async function startWithCase() {
  const { cookie, user } = await t.signUp()
  const created = await t.injectAs(cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput(),
  })
  const caseId = created.json().id as string
  const res = await t.injectAs(cookie, { method: 'POST', url: '/api/identity/start', payload: { caseId } })
  expect(res.statusCode).toBe(201)
  return { cookie, user, caseId, ...(res.json() as { sessionId: string; url: string }) }
}

async function rowFor(sessionId: string) {
  const [row] = await t.db.db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.providerSessionId, sessionId))
  return row!
}

describe('identity check with Stripe Identity', () => {
  it('opens a Stripe session with a matching selfie and sends the browser to its url', async () => {
    const { user, caseId, sessionId, url } = await startWithCase()
    expect(url).toMatch(/^https:\/\/verify\.stripe\.com\/start\//)
    const row = await rowFor(sessionId)
    expect(row).toMatchObject({ provider: 'STRIPE', userId: user.id, caseId, status: 'REQUIRES_INPUT' })
    expect(fake.createSession).toHaveBeenCalledWith({
      type: 'document',
      options: { document: { require_matching_selfie: true } },
      metadata: { verificationId: row.id, userId: user.id },
      return_url: `${TEST_ORIGIN}/verify-id?caseId=${caseId}`,
    })
  })

  it('records a verified event once although it is delivered 3 times', async () => {
    const { cookie, user, caseId, sessionId } = await startWithCase()
    for (let i = 0; i < 3; i++) {
      const res = await deliver('identity.verification_session.verified', sessionId)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true })
    }
    expect(fake.retrieveSessionWithOutputs).toHaveBeenCalledWith(sessionId, { expand: ['verified_outputs'] })
    const status = await t.injectAs(cookie, { method: 'GET', url: '/api/identity/status' })
    expect(status.json()).toEqual({
      verified: true,
      status: 'VERIFIED',
      verifiedData: { firstName: 'Casey', lastName: 'Customer', dateOfBirth: '1980-04-02' },
      lastError: null,
      reasons: [],
    })
    expect(await t.app.services.identity.isIdentityVerified(user.id)).toBe(true)
    const entries = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'IDENTITY_VERIFIED')))
    expect(entries).toMatchObject([{ actor: 'SYSTEM' }])

    // A late "requires_input" from an earlier attempt does not undo the verified result.
    await deliver('identity.verification_session.requires_input', sessionId, {
      last_error: { code: 'document_unverified_other', reason: 'The document was not readable.' },
    })
    expect((await rowFor(sessionId)).status).toBe('VERIFIED')
  })

  it('records "requires_input" as FAILED with Stripe\'s reason', async () => {
    const { cookie, caseId, sessionId } = await startWithCase()
    const res = await deliver('identity.verification_session.requires_input', sessionId, {
      last_error: { code: 'selfie_face_mismatch', reason: "The selfie did not match the ID's photo." },
    })
    expect(res.statusCode).toBe(200)
    const status = await t.injectAs(cookie, { method: 'GET', url: '/api/identity/status' })
    expect(status.json()).toMatchObject({
      verified: false,
      status: 'FAILED',
      lastError: "The selfie did not match the ID's photo.",
    })
    const entries = await t.db.db.select().from(auditEntries).where(eq(auditEntries.caseId, caseId))
    expect(entries.filter((e) => e.action === 'IDENTITY_FAILED')).toHaveLength(1)
  })

  it('answers 400 to a bad signature and changes nothing', async () => {
    const { caseId, sessionId } = await startWithCase()
    const forged = await deliver('identity.verification_session.verified', sessionId, {}, 'whsec_not_ours')
    expect(forged.statusCode).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/identity/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'identity.verification_session.verified' }),
    })
    expect(unsigned.statusCode).toBe(400)
    expect(fake.retrieveSessionWithOutputs).not.toHaveBeenCalled()
    expect((await rowFor(sessionId)).status).toBe('REQUIRES_INPUT')
    const entries = await t.db.db.select().from(auditEntries).where(eq(auditEntries.caseId, caseId))
    expect(entries.some((e) => e.action.startsWith('IDENTITY_'))).toBe(false)
  })

  it('accepts and ignores events for sessions it does not know, and refuses the sandbox', async () => {
    const res = await deliver('identity.verification_session.verified', 'vs_unknown')
    expect(res.statusCode).toBe(200)
    const { cookie } = await t.signUp()
    const sandbox = await t.injectAs(cookie, {
      method: 'GET',
      url: `/api/identity/sandbox/vs_sandbox_${'0'.repeat(32)}`,
    })
    expect(sandbox.statusCode).toBe(404)
  })
})
