import Stripe from 'stripe'
import { describe, expect, it, vi } from 'vitest'
import { WebhookSignatureError } from './index.ts'
import { createStripeIdentityProvider, type StripeIdentityCalls } from './stripe-identity.ts'

const config = { secretKey: 'sk_test_identity', webhookSecret: 'whsec_identity_test' }
const signer = new Stripe(config.secretKey)

function session(overrides: Partial<Stripe.Identity.VerificationSession> = {}) {
  return {
    id: 'vs_test_1',
    object: 'identity.verification_session',
    status: 'verified',
    url: 'https://verify.stripe.com/start/test_abc',
    metadata: { verificationId: 'v-1', userId: 'u-1' },
    last_error: null,
    ...overrides,
  } as Stripe.Identity.VerificationSession
}

function delivery(type: string, object: object, secret = config.webhookSecret) {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } })
  return {
    body: Buffer.from(payload),
    headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
  }
}

function provider(calls: Partial<StripeIdentityCalls> = {}) {
  return createStripeIdentityProvider(config, calls)
}

describe('the Stripe Identity provider', () => {
  it('opens a document check with a matching selfie, our ids as metadata and the return url', async () => {
    const createSession = vi.fn(async () => session({ status: 'requires_input' }))
    const result = await provider({ createSession }).startSession({
      verificationId: 'v-1',
      userId: 'u-1',
      returnUrl: 'http://localhost:5000/verify-id?caseId=c',
    })
    expect(result).toEqual({ sessionId: 'vs_test_1', url: 'https://verify.stripe.com/start/test_abc' })
    expect(createSession).toHaveBeenCalledWith({
      type: 'document',
      options: { document: { require_matching_selfie: true } },
      metadata: { verificationId: 'v-1', userId: 'u-1' },
      return_url: 'http://localhost:5000/verify-id?caseId=c',
    })
  })

  it('on a signed "verified" event, retrieves the verified outputs for the name and birth date', async () => {
    const retrieveSessionWithOutputs = vi.fn(async (id: string) =>
      session({
        id,
        verified_outputs: {
          first_name: 'Casey',
          last_name: 'Customer',
          dob: { year: 1980, month: 4, day: 2 },
        } as Stripe.Identity.VerificationSession.VerifiedOutputs,
      }),
    )
    const { body, headers } = delivery('identity.verification_session.verified', session())
    const event = await provider({ retrieveSessionWithOutputs }).parseWebhook(body, headers)
    expect(retrieveSessionWithOutputs).toHaveBeenCalledWith('vs_test_1')
    expect(event).toEqual({
      type: 'verified',
      sessionId: 'vs_test_1',
      person: { firstName: 'Casey', lastName: 'Customer', dateOfBirth: '1980-04-02' },
    })
  })

  it('reads "requires_input" as a failed attempt with Stripe\'s reason, and ignores other events', async () => {
    const failed = delivery(
      'identity.verification_session.requires_input',
      session({
        status: 'requires_input',
        last_error: { code: 'document_expired', reason: 'The document is expired.' },
      }),
    )
    expect(await provider().parseWebhook(failed.body, failed.headers)).toEqual({
      type: 'failed',
      sessionId: 'vs_test_1',
      reasons: ['The document is expired.'],
    })
    const other = delivery('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' })
    expect(await provider().parseWebhook(other.body, other.headers)).toBeNull()
  })

  it('refuses a delivery signed with another secret, an altered body or no signature', async () => {
    const retrieveSessionWithOutputs = vi.fn()
    const p = provider({ retrieveSessionWithOutputs })
    const forged = delivery('identity.verification_session.verified', session(), 'whsec_someone_else')
    await expect(p.parseWebhook(forged.body, forged.headers)).rejects.toBeInstanceOf(WebhookSignatureError)
    const genuine = delivery('identity.verification_session.verified', session())
    const altered = Buffer.from(genuine.body.toString().replace('vs_test_1', 'vs_test_2'))
    await expect(p.parseWebhook(altered, genuine.headers)).rejects.toBeInstanceOf(WebhookSignatureError)
    await expect(p.parseWebhook(genuine.body, {})).rejects.toBeInstanceOf(WebhookSignatureError)
    expect(retrieveSessionWithOutputs).not.toHaveBeenCalled()
  })
})
