import type { IdentityProvider } from '#server/adapters/identity/index.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import { createOutcomes } from './record-outcome.ts'
import { createSandboxCheck } from './sandbox-check.ts'
import { createVerificationStart } from './start-verification.ts'
import { createVerifyForm } from './verify-form.ts'

type IdentityServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'ssnEncryptionKey'>
  provider: IdentityProvider
  storage: Pick<FileStorage, 'put'>
  log: Logger
  audit: Pick<AuditService, 'record'>
  cases: Pick<CasesService, 'listCasesForUser' | 'reconcileCasesOfUser'>
  settings: Pick<SettingsService, 'getSettings'>
}

/**
 * Identity checks (docs/decisions/009-identity-and-ssn.md): the /verify form, a check opened with
 * the configured provider, the sandbox's own check, and the outcomes providers report.
 */
export function createIdentityService(deps: IdentityServiceDeps) {
  const form = createVerifyForm(deps)
  const checks = createVerificationStart(deps)
  const outcomes = createOutcomes(deps)
  const sandbox = createSandboxCheck({ ...deps, outcomes })

  return {
    saveVerifyForm: form.saveVerifyForm,
    getVerifyForm: form.getVerifyForm,
    startVerification: checks.startVerification,
    getStatus: checks.getStatus,
    isIdentityVerified: checks.isIdentityVerified,
    findLetterIdentity: form.findLetterIdentity,
    getSandboxSession: sandbox.getSandboxSession,
    submitSandbox: sandbox.submitSandbox,
    handleStripeWebhook: outcomes.handleStripeWebhook,
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
