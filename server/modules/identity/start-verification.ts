import { randomUUID } from 'node:crypto'
import type { IdentityProvider } from '#server/adapters/identity/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { IdentityStatusResponse, StartIdentityInput } from '#shared/contracts/identity.contract.ts'
import {
  findCurrentVerificationByUser,
  hasVerifiedVerification,
  insertVerification,
} from './identity.repository.ts'
import { reasonsOf } from './record-outcome.ts'

export type StartVerificationDeps = {
  db: Db
  config: Pick<Config, 'publicUrl'>
  provider: IdentityProvider
  log: Logger
  cases: Pick<CasesService, 'listCasesForUser'>
}

/** Where the customer comes back to after an ID check, with its case when it has one. */
export function returnPath(caseId: string | null): string {
  return caseId ? `/verify-id?caseId=${encodeURIComponent(caseId)}` : '/verify-id'
}

/** Opening an ID check with the provider, and what came of the customer's checks. */
export function createVerificationStart({ db, config, provider, log, cases }: StartVerificationDeps) {
  /**
   * Opens an ID check with the configured provider for the signed-in customer, optionally tied to
   * one of their cases (anyone else's case is "not found"). The browser is sent to the url returned.
   */
  async function startVerification(
    actor: User,
    input: StartIdentityInput,
  ): Promise<{ sessionId: string; url: string }> {
    const caseId = input.caseId ?? null
    if (caseId) {
      const own = await cases.listCasesForUser(actor, actor.id)
      if (!own.some((c) => c.id === caseId)) throw new AppError('not_found', 'Case not found')
    }
    const verificationId = randomUUID()
    let session: { sessionId: string; url: string }
    try {
      session = await provider.startSession({
        verificationId,
        userId: actor.id,
        returnUrl: `${config.publicUrl}${returnPath(caseId)}`,
      })
    } catch (error) {
      log.error({ err: error, verificationId, provider: provider.kind }, 'identity session could not start')
      throw new AppError('unavailable', 'The ID check could not be started. Please try again.')
    }
    await insertVerification(db, {
      id: verificationId,
      userId: actor.id,
      caseId,
      provider: provider.kind,
      providerSessionId: session.sessionId,
      status: 'REQUIRES_INPUT',
    })
    return session
  }

  /** The signed-in customer's identity check: the verified one if any, else the latest attempt. */
  async function getStatus(actor: User): Promise<IdentityStatusResponse> {
    const row = await findCurrentVerificationByUser(db, actor.id)
    if (!row) return { verified: false, status: null, verifiedData: null, lastError: null, reasons: [] }
    const verified = row.status === 'VERIFIED'
    return {
      verified,
      status: row.status,
      verifiedData: verified
        ? {
            firstName: row.verifiedFirstName ?? '',
            lastName: row.verifiedLastName ?? '',
            dateOfBirth: row.verifiedDateOfBirth,
          }
        : null,
      lastError: row.lastError,
      reasons: reasonsOf(row),
    }
  }

  /** True once any identity check of the user succeeded (checkout waives the manual ID fee then). */
  async function isIdentityVerified(userId: string): Promise<boolean> {
    return hasVerifiedVerification(db, userId)
  }

  return { startVerification, getStatus, isIdentityVerified }
}
