import type { PayoutProvider } from '#server/adapters/payouts/index.ts'
import type { SandboxPayoutProvider } from '#server/adapters/payouts/sandbox-payouts.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { encryptSsn } from '#server/lib/ssn-crypto.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  AffiliateProfile,
  SandboxPayoutAccountInput,
  W9Input,
} from '#shared/contracts/affiliates.contract.ts'
import * as repo from '../affiliates.repository.ts'
import type { AffiliateProfiles } from './affiliate-profile.ts'

export type PayoutAccountDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'ssnEncryptionKey'>
  payoutProvider: PayoutProvider
  /** The built-in provider when it is the one in use (its onboarding form is ours). */
  sandboxPayouts: SandboxPayoutProvider | null
  profiles: Pick<AffiliateProfiles, 'ownAffiliate' | 'toProfile'>
}

/** What an affiliate needs to be paid: the W-9 and a ready payout account. */
export function createPayoutAccounts(deps: PayoutAccountDeps) {
  const { db, profiles } = deps

  /** Stores the W-9; the TIN is encrypted like an SSN and only its last four digits are kept readable. */
  async function submitW9(actor: User, input: W9Input): Promise<AffiliateProfile> {
    const row = await profiles.ownAffiliate(actor)
    await repo.upsertTaxForm(db, {
      affiliateId: row.id,
      legalName: input.legalName,
      tinType: input.tinType,
      tinCiphertext: encryptSsn(input.tin, deps.config.ssnEncryptionKey),
      tinLast4: input.tin.slice(-4),
      address: input.address,
      signedAt: new Date(),
    })
    return profiles.toProfile(row)
  }

  /** Opens the payout account if needed and returns where the affiliate finishes setting it up. */
  async function startPayoutOnboarding(actor: User): Promise<{ url: string }> {
    const row = await profiles.ownAffiliate(actor)
    const provider = deps.payoutProvider
    let account = await repo.findPayoutAccount(db, row.id)
    if (!account) {
      const { accountId } = await provider.createAccount({ email: row.email, affiliateId: row.id })
      account = await repo.insertPayoutAccount(db, {
        affiliateId: row.id,
        provider: provider.kind,
        accountId,
      })
    }
    const back = `${deps.config.publicUrl}/affiliate?tab=payouts`
    return {
      url: await provider.onboardingUrl({ accountId: account.accountId, returnUrl: back, refreshUrl: back }),
    }
  }

  /** The sandbox's own onboarding form: takes the bank details and makes the account ready. */
  async function submitSandboxBankAccount(
    actor: User,
    input: SandboxPayoutAccountInput,
  ): Promise<AffiliateProfile> {
    const sandbox = deps.sandboxPayouts
    if (!sandbox) throw new AppError('not_found', 'Payouts are set up with Stripe, not on this form.')
    const row = await profiles.ownAffiliate(actor)
    const account = await repo.findPayoutAccount(db, row.id)
    if (!account || account.provider !== 'sandbox') {
      throw new AppError('conflict', 'Start the payout set-up from your dashboard first.')
    }
    await sandbox.submitBankDetails(account.accountId, input)
    await refreshPayoutAccount(row.id)
    return profiles.toProfile(row)
  }

  /** Asks the provider how the account stands and keeps the answer (badges, payout eligibility). */
  async function refreshPayoutAccount(affiliateId: string): Promise<repo.PayoutAccountRow | undefined> {
    const account = await repo.findPayoutAccount(db, affiliateId)
    if (!account) return undefined
    const status = await deps.payoutProvider.accountStatus(account.accountId)
    await repo.updatePayoutAccountStatus(db, affiliateId, status)
    return { ...account, ...status }
  }

  return { submitW9, startPayoutOnboarding, submitSandboxBankAccount, refreshPayoutAccount }
}
