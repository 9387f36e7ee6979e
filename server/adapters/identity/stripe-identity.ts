import Stripe from 'stripe'
import {
  WebhookSignatureError,
  type IdentityEvent,
  type IdentityProvider,
  type VerifiedPerson,
  type WebhookHeaders,
} from './index.ts'

type VerificationSession = Stripe.Identity.VerificationSession

/** The two Stripe calls identity makes; tests pass their own so nothing goes over the network. */
export type StripeIdentityCalls = {
  createSession(params: Stripe.Identity.VerificationSessionCreateParams): Promise<VerificationSession>
  retrieveSessionWithOutputs(sessionId: string): Promise<VerificationSession>
}

/**
 * Stripe Identity: a document check with a matching selfie on Stripe's hosted page, results by
 * signed webhook. The verified name and birth date are read by retrieving the session with its
 * verified outputs, since events never carry them.
 */
export function createStripeIdentityProvider(
  config: { secretKey: string; webhookSecret: string },
  calls: Partial<StripeIdentityCalls> = {},
): IdentityProvider {
  const stripe = new Stripe(config.secretKey)
  const createSession =
    calls.createSession ?? ((params) => stripe.identity.verificationSessions.create(params))
  const retrieveSessionWithOutputs =
    calls.retrieveSessionWithOutputs ??
    ((sessionId) =>
      stripe.identity.verificationSessions.retrieve(sessionId, { expand: ['verified_outputs'] }))

  return {
    kind: 'STRIPE',

    async startSession({ verificationId, userId, returnUrl }) {
      const session = await createSession({
        type: 'document',
        options: { document: { require_matching_selfie: true } },
        metadata: { verificationId, userId },
        return_url: returnUrl,
      })
      if (!session.url) throw new Error('Stripe returned a verification session without a url')
      return { sessionId: session.id, url: session.url }
    },

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<IdentityEvent | null> {
      const signature = headers['stripe-signature']
      if (typeof signature !== 'string' || signature === '') {
        throw new WebhookSignatureError('Missing Stripe-Signature header')
      }
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message)
      }
      switch (event.type) {
        case 'identity.verification_session.processing':
          return { type: 'processing', sessionId: event.data.object.id }
        case 'identity.verification_session.verified': {
          const session = await retrieveSessionWithOutputs(event.data.object.id)
          return { type: 'verified', sessionId: session.id, person: verifiedPerson(session) }
        }
        case 'identity.verification_session.requires_input': {
          const lastError = event.data.object.last_error
          const reason = lastError?.reason ?? lastError?.code ?? 'The ID check did not succeed'
          return { type: 'failed', sessionId: event.data.object.id, reasons: [reason] }
        }
        case 'identity.verification_session.canceled':
          return { type: 'canceled', sessionId: event.data.object.id }
        default:
          return null
      }
    },
  }
}

function verifiedPerson(session: VerificationSession): VerifiedPerson {
  const outputs = session.verified_outputs
  const dob = outputs?.dob
  return {
    firstName: outputs?.first_name ?? '',
    lastName: outputs?.last_name ?? '',
    dateOfBirth:
      dob?.year && dob.month && dob.day
        ? `${String(dob.year).padStart(4, '0')}-${pad(dob.month)}-${pad(dob.day)}`
        : null,
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}
