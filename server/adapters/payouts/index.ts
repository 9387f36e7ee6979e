import type { PayoutProviderKind } from '#shared/domain/affiliates.ts'

/**
 * Pays affiliates (docs/decisions/032-affiliate-payouts.md): Stripe Connect Express when Stripe is
 * configured, the built-in sandbox otherwise. Both move money exactly once per idempotency key.
 */
export interface PayoutProvider {
  readonly kind: PayoutProviderKind
  /** Opens an account for the affiliate to receive transfers into. */
  createAccount(input: { email: string; affiliateId: string }): Promise<{ accountId: string }>
  /** Where the affiliate goes to give their details (the provider's page, or our sandbox form). */
  onboardingUrl(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>
  /** Whether the account's details are in and transfers may be sent to it. */
  accountStatus(accountId: string): Promise<PayoutAccountStatus>
  /**
   * Sends money to the account. The same idempotency key always yields the same one transfer,
   * however often it is called, even after a crash between the call and recording its answer.
   */
  transfer(input: {
    accountId: string
    amountCents: number
    idempotencyKey: string
    description: string
  }): Promise<{ transferId: string }>
}

export type PayoutAccountStatus = {
  detailsSubmitted: boolean
  transfersEnabled: boolean
  last4: string | null
}

/** The provider refused the transfer for a reason that retrying will not fix (e.g. account closed). */
export class TransferRejectedError extends Error {
  override name = 'TransferRejectedError'
}
