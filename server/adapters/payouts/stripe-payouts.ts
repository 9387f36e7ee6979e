import Stripe from 'stripe'
import { TransferRejectedError, type PayoutProvider } from './index.ts'

/**
 * Stripe Connect Express: Stripe hosts onboarding, holds the bank details and pays out by ACH. A
 * transfer carries the payout's id as its idempotency key and as its transfer_group, so a retry
 * finds the transfer already made even after Stripe's 24-hour idempotency window.
 */
export function createStripePayouts(config: {
  secretKey: string
  /** For tests: a loopback stand-in of the Stripe API. */
  host?: { host: string; port: number; protocol: 'http' | 'https' }
}): PayoutProvider {
  const stripe = new Stripe(config.secretKey, config.host ? { ...config.host, maxNetworkRetries: 0 } : {})
  return {
    kind: 'stripe',
    async createAccount({ email, affiliateId }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email,
          capabilities: { transfers: { requested: true } },
          business_type: 'individual',
          metadata: { affiliateId },
        },
        { idempotencyKey: `affiliate-account:${affiliateId}` },
      )
      return { accountId: account.id }
    },
    async onboardingUrl({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      })
      return link.url
    },
    async accountStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId)
      const bank = account.external_accounts?.data.find((a) => a.object === 'bank_account')
      return {
        detailsSubmitted: account.details_submitted === true,
        transfersEnabled: account.capabilities?.transfers === 'active',
        last4: bank && 'last4' in bank ? bank.last4 : null,
      }
    },
    async transfer({ accountId, amountCents, idempotencyKey, description }) {
      const earlier = await stripe.transfers.list({ transfer_group: idempotencyKey, limit: 1 })
      if (earlier.data[0]) return { transferId: earlier.data[0].id }
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: amountCents,
            currency: 'usd',
            destination: accountId,
            transfer_group: idempotencyKey,
            description,
            metadata: { payoutId: idempotencyKey },
          },
          { idempotencyKey },
        )
        return { transferId: transfer.id }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new TransferRejectedError(error.message)
        }
        throw error
      }
    },
  }
}
