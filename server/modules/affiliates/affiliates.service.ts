import type { Mailer } from '#server/adapters/mail/index.ts'
import type { PayoutProvider } from '#server/adapters/payouts/index.ts'
import type { SandboxPayoutProvider } from '#server/adapters/payouts/sandbox-payouts.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import { createAffiliateFigures } from './program/affiliate-figures.ts'
import { createAffiliateProfiles } from './program/affiliate-profile.ts'
import type { ClickRecorder } from './click-recorder.ts'
import { createJoinProgram } from './program/join-program.ts'
import { createSetMonsterLevel } from './program/monster-level.ts'
import { createPayoutAccounts } from './program/payout-account.ts'
import { createReferralAttribution } from './program/referral-attribution.ts'
import { createRecordClick } from './program/referral-link.ts'

export type { ClickOutcome } from './program/referral-link.ts'
export type { ResolvedReferral } from './program/referral-attribution.ts'

export type AffiliatesServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'ssnEncryptionKey'>
  log: Logger
  mailer: Mailer
  clock: Clock
  settings: Pick<SettingsService, 'getSettings'>
  payoutProvider: PayoutProvider
  /** The built-in provider when it is the one in use (its onboarding form is ours). */
  sandboxPayouts: SandboxPayoutProvider | null
  clicks: ClickRecorder
}

/**
 * Affiliate accounts and tracking (DECISIONS §4): the launch list, sign-up, the profile, referral
 * clicks and attribution, figures, the W-9 and the payout account. Each use case is a file in
 * program/; this assembles them from one set of deps.
 */
export function createAffiliatesService(deps: AffiliatesServiceDeps) {
  const profiles = createAffiliateProfiles(deps)
  const join = createJoinProgram(deps)
  const figures = createAffiliateFigures({ ...deps, profiles })
  const accounts = createPayoutAccounts({ ...deps, profiles })
  const attribution = createReferralAttribution(deps)

  return {
    getEnvConfig: join.getEnvConfig,
    joinLaunchList: join.joinLaunchList,
    signUp: join.signUp,
    getOwnProfile: profiles.getOwnProfile,
    toProfile: profiles.toProfile,
    getStats: figures.getStats,
    getPayouts: figures.getPayouts,
    submitW9: accounts.submitW9,
    startPayoutOnboarding: accounts.startPayoutOnboarding,
    submitSandboxBankAccount: accounts.submitSandboxBankAccount,
    refreshPayoutAccount: accounts.refreshPayoutAccount,
    setMonsterLevel: createSetMonsterLevel({ ...deps, profiles }),
    recordClick: createRecordClick(deps),
    resolveReferral: attribution.resolveReferral,
    attributeOrder: attribution.attributeOrder,
  }
}

export type AffiliatesService = ReturnType<typeof createAffiliatesService>
