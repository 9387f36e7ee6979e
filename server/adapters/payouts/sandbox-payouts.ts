import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { sandboxPayoutAccounts, sandboxTransfers } from '#server/db/schema/index.ts'
import { TransferRejectedError, type PayoutProvider } from './index.ts'

/**
 * The built-in payout provider, the default: accounts are set up on our own form (the bank
 * details an ACH payout needs) and transfers are recorded, once per idempotency key, in the
 * database; no money moves. State lives in the database so every server instance shares it.
 */
export function createSandboxPayouts(db: Db, publicUrl: string): SandboxPayoutProvider {
  return {
    kind: 'sandbox',
    async createAccount() {
      const id = `acct_sandbox_${randomBytes(9).toString('base64url')}`
      await db.insert(sandboxPayoutAccounts).values({ id })
      return { accountId: id }
    },
    async onboardingUrl() {
      return `${publicUrl}/affiliate/payout-setup`
    },
    async accountStatus(accountId) {
      const [account] = await db
        .select()
        .from(sandboxPayoutAccounts)
        .where(eq(sandboxPayoutAccounts.id, accountId))
      const isComplete = Boolean(account?.routingNumber && account.accountLast4)
      return {
        detailsSubmitted: isComplete,
        transfersEnabled: isComplete,
        last4: account?.accountLast4 ?? null,
      }
    },
    async submitBankDetails(accountId, details) {
      await db
        .update(sandboxPayoutAccounts)
        .set({
          accountHolderName: details.accountHolderName,
          routingNumber: details.routingNumber,
          accountLast4: details.accountNumber.slice(-4),
        })
        .where(eq(sandboxPayoutAccounts.id, accountId))
    },
    async transfer({ accountId, amountCents, idempotencyKey }) {
      if (amountCents <= 0) throw new TransferRejectedError('A transfer must be a positive amount')
      const status = await this.accountStatus(accountId)
      if (!status.transfersEnabled) throw new TransferRejectedError('The payout account is not set up')
      const id = `tr_sandbox_${randomBytes(9).toString('base64url')}`
      await db
        .insert(sandboxTransfers)
        .values({ id, idempotencyKey, accountId, amountCents })
        .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey })
      // Whoever inserted first, the key's one transfer is the answer.
      const [made] = await db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, idempotencyKey))
      if (!made) throw new Error('sandbox transfer vanished')
      return { transferId: made.id }
    },
  }
}

export type SandboxPayoutProvider = PayoutProvider & {
  /** The onboarding form's bank details; only the account number's last four digits are kept. */
  submitBankDetails(
    accountId: string,
    details: { accountHolderName: string; routingNumber: string; accountNumber: string },
  ): Promise<void>
}
