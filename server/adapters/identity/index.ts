/** Which service checks a person's identity: Stripe Identity, or the product's own sandbox. */
export type IdentityProviderKind = 'SANDBOX' | 'STRIPE'

/** What the provider read from the person's ID document. */
export type VerifiedPerson = { firstName: string; lastName: string; dateOfBirth: string | null }

/** A change the provider reports about one of its sessions. */
export type IdentityEvent =
  | { type: 'processing'; sessionId: string }
  | { type: 'verified'; sessionId: string; person: VerifiedPerson }
  | { type: 'failed'; sessionId: string; reasons: string[] }
  | { type: 'canceled'; sessionId: string }

export type StartSessionInput = { verificationId: string; userId: string; returnUrl: string }

export type WebhookHeaders = Record<string, string | string[] | undefined>

export interface IdentityProvider {
  readonly kind: IdentityProviderKind
  /** Opens a verification session; the browser is sent to `url`. */
  startSession(input: StartSessionInput): Promise<{ sessionId: string; url: string }>
  /**
   * Reads a webhook delivery: the event it carries, or null for events identity does not use.
   * Throws WebhookSignatureError when the signature does not prove the provider sent it.
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<IdentityEvent | null>
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}
