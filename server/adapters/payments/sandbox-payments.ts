import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { WebhookSignatureError, type PaymentEvent, type PaymentProvider } from './index.ts'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

/** The outcome the sandbox gives each test card, as Stripe's test mode does. */
const TEST_CARDS: Record<string, string | null> = {
  '4242424242424242': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
}

/** True for a number that passes the Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length >= 12 && sum % 10 === 0
}

/** The sandbox's decision for a card: null when approved, otherwise the decline message. */
export function sandboxCardDecision(number: string): string | null {
  if (!passesLuhn(number)) return 'Your card number is invalid.'
  return number in TEST_CARDS
    ? TEST_CARDS[number]!
    : 'Your card was declined. Use a test card on the sandbox.'
}

/** Events signed longer ago (or further ahead) than this are refused, as Stripe's default tolerance. */
export const SANDBOX_EVENT_TOLERANCE_SECONDS = 5 * 60

export type SandboxPayments = PaymentProvider & {
  /**
   * Builds the signed event the sandbox delivers to the webhook route after a card decision;
   * `signedAt` (default now) lets tests sign an event of another moment. A voided payment can no
   * longer be decided: this throws for it, as Stripe refuses to confirm a cancelled PaymentIntent.
   */
  signedEvent(input: {
    providerPaymentId: string
    amountCents: number
    failureMessage: string | null
    signedAt?: Date
  }): {
    body: string
    signature: string
  }
  /** True once voidPayment was called for it. */
  isVoided(providerPaymentId: string): boolean
}

export class SandboxPaymentVoidedError extends Error {
  override name = 'SandboxPaymentVoidedError'
}

/**
 * The offline default: payments are decided on the product's own card form by test card numbers,
 * and announced through the same webhook route, signed, exactly as a real provider would.
 */
export function createSandboxPayments(
  signingSecret: string,
  { now = () => Date.now() }: { now?: () => number } = {},
): SandboxPayments {
  const sign = (timestamp: number, body: string) =>
    createHmac('sha256', signingSecret).update(`${timestamp}.${body}`).digest('hex')
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
  // The sandbox plays the provider, whose record of cancelled payments lives with it. The orders'
  // own record is the payments table (status VOID), which every server process reads.
  const voided = new Set<string>()

  return {
    kind: 'SANDBOX',
    async createPayment() {
      const providerPaymentId = id('sbx_pi')
      return {
        providerPaymentId,
        clientSecret: `${providerPaymentId}_secret_${randomBytes(16).toString('hex')}`,
      }
    },
    signedEvent({ providerPaymentId, amountCents, failureMessage, signedAt }) {
      if (voided.has(providerPaymentId)) {
        throw new SandboxPaymentVoidedError('this payment was cancelled and can no longer be paid')
      }
      const body = JSON.stringify({
        id: id('sbx_evt'),
        type: failureMessage ? 'payment.failed' : 'payment.succeeded',
        payment: { id: providerPaymentId, amount: amountCents, currency: 'usd', failureMessage },
      })
      const timestamp = Math.floor((signedAt?.getTime() ?? now()) / 1000)
      return { body, signature: `t=${timestamp},v1=${sign(timestamp, body)}` }
    },
    parseWebhook(rawBody, headers) {
      const header = String(headers[SANDBOX_SIGNATURE_HEADER] ?? '')
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)
      const body = rawBody.toString('utf8')
      if (!match) throw new WebhookSignatureError('missing sandbox signature')
      const expected = Buffer.from(sign(Number(match[1]), body), 'hex')
      const given = Buffer.from(match[2]!, 'hex')
      if (!timingSafeEqual(expected, given)) throw new WebhookSignatureError('bad sandbox signature')
      // A replayed old event (or one dated ahead) is refused even with a good signature, as Stripe's
      // are (docs/decisions/014-orders-own-their-life.md).
      if (Math.abs(now() / 1000 - Number(match[1])) > SANDBOX_EVENT_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError('sandbox event timestamp outside the tolerance')
      }
      const event = JSON.parse(body) as {
        id: string
        type: string
        payment: { id: string; amount: number; currency: string; failureMessage: string | null }
      }
      const type: PaymentEvent['type'] =
        event.type === 'payment.succeeded'
          ? 'succeeded'
          : event.type === 'payment.failed'
            ? 'failed'
            : 'ignored'
      return {
        eventId: event.id,
        type,
        providerPaymentId: event.payment.id,
        amountCents: event.payment.amount,
        currency: event.payment.currency,
        failureMessage: event.payment.failureMessage,
      }
    },
    isVoided: (providerPaymentId) => voided.has(providerPaymentId),
    async voidPayment(providerPaymentId) {
      voided.add(providerPaymentId)
    },
    async refund() {
      return { refundId: id('sbx_re') }
    },
  }
}
