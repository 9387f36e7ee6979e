import Stripe from 'stripe'
import { WebhookSignatureError, type PaymentEvent, type PaymentProvider } from './index.ts'

/** Stripe PaymentIntents; card details never reach our server (Stripe Elements in the browser). */
export function createStripePayments(config: { secretKey: string; webhookSecret: string }): PaymentProvider {
  const stripe = new Stripe(config.secretKey)
  return {
    kind: 'STRIPE',
    async createPayment({ amountCents, idempotencyKey, description, metadata }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          description,
          metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      )
      if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret')
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret }
    },
    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature']
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, String(signature ?? ''), config.webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature')
      }
      return toPaymentEvent(event)
    },
    async voidPayment(providerPaymentId) {
      try {
        await stripe.paymentIntents.cancel(providerPaymentId)
      } catch (error) {
        // Already cancelled is what we want; already succeeded is refused by fulfilment, which
        // refunds the money when its event arrives. Anything else (network, outage) is the caller's.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return
        }
        throw error
      }
    },
    async refund({ providerPaymentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: providerPaymentId, amount: amountCents },
        { idempotencyKey },
      )
      return { refundId: refund.id }
    },
  }
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = {
    eventId: event.id,
    providerPaymentId: null,
    amountCents: null,
    currency: null,
    failureMessage: null,
  }
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object
      return {
        ...base,
        type: 'succeeded',
        providerPaymentId: intent.id,
        amountCents: intent.amount_received,
        currency: intent.currency,
      }
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      return {
        ...base,
        type: 'failed',
        providerPaymentId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        failureMessage: intent.last_payment_error?.message ?? 'Your payment was not completed.',
      }
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object
      const intent = dispute.payment_intent
      return {
        ...base,
        type: 'disputed',
        providerPaymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        amountCents: dispute.amount,
        currency: dispute.currency,
      }
    }
    default:
      return { ...base, type: 'ignored' }
  }
}
