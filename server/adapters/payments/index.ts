import type { PaymentProviderKind } from '#shared/domain/payments.ts'

/** A provider's news about a payment, reduced to what fulfilment needs. */
export type PaymentEvent = {
  eventId: string
  type: 'succeeded' | 'failed' | 'refunded' | 'disputed' | 'ignored'
  providerPaymentId: string | null
  amountCents: number | null
  currency: string | null
  failureMessage: string | null
}

export type CreatedPayment = { providerPaymentId: string; clientSecret: string }

/** Collects money. Stripe when its keys are set; otherwise the built-in sandbox (test cards only). */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind
  /** Starts a payment; the idempotency key makes a retried call return the same payment. */
  createPayment(input: {
    amountCents: number
    idempotencyKey: string
    description: string
    metadata: Record<string, string>
  }): Promise<CreatedPayment>
  /** Verifies a webhook's signature on the raw body and reads it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent
  /**
   * Cancels a payment that has not succeeded, so it can no longer be paid: the order's newer
   * attempt replaces it (docs/decisions/014-orders-own-their-life.md). Cancelling one that is
   * already cancelled is a no-op; one that succeeded meanwhile stays paid, and fulfilment refunds it.
   */
  voidPayment(providerPaymentId: string): Promise<void>
  /** Returns money; the idempotency key makes a retried refund a no-op. */
  refund(input: {
    providerPaymentId: string
    amountCents: number
    idempotencyKey: string
  }): Promise<{ refundId: string }>
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}
