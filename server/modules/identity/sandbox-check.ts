import type { IdentityEvent, IdentityProvider } from '#server/adapters/identity/index.ts'
import { readImageInfo } from '#server/adapters/identity/image-info.ts'
import { decideSandboxVerification } from '#server/adapters/identity/sandbox-identity.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  PHOTO_TOO_LARGE_MESSAGE,
  SANDBOX_MAX_IMAGE_BYTES,
  SESSION_NOT_FOUND_MESSAGE,
  type SandboxSubmissionInput,
} from '#shared/contracts/identity.contract.ts'
import {
  findVerificationBySession,
  updateVerificationStatusFrom,
  type VerificationRow,
} from './identity.repository.ts'
import { reasonsOf, type createOutcomes } from './record-outcome.ts'
import { returnPath } from './start-verification.ts'

export type SandboxCheckDeps = {
  db: Db
  provider: IdentityProvider
  storage: Pick<FileStorage, 'put'>
  settings: Pick<SettingsService, 'getSettings'>
  outcomes: Pick<ReturnType<typeof createOutcomes>, 'recordOutcome'>
}

/** The built-in sandbox's ID check, decided on the product's own page. */
export function createSandboxCheck({ db, provider, storage, settings, outcomes }: SandboxCheckDeps) {
  /** A sandbox session of the signed-in customer, for the sandbox page; anyone else's is not found. */
  async function getSandboxSession(actor: User, sessionId: string) {
    const row = await findOwnSandboxSession(actor, sessionId)
    return { sessionId, status: row.status, returnTo: returnPath(row.caseId) }
  }

  /**
   * Decides a sandbox submission once: the session is claimed (REQUIRES_INPUT → PROCESSING) so a
   * second submission is refused, then the decision is recorded like any provider's outcome.
   */
  async function submitSandbox(actor: User, sessionId: string, input: SandboxSubmissionInput) {
    const row = await findOwnSandboxSession(actor, sessionId)
    const document = decodeDataUrl(input.document)
    const selfie = decodeDataUrl(input.selfie)
    // The schema bounds the encoded length; this bounds the decoded bytes exactly.
    const tooLarge: Record<string, string> = {}
    if (document.length > SANDBOX_MAX_IMAGE_BYTES) tooLarge.document = PHOTO_TOO_LARGE_MESSAGE
    if (selfie.length > SANDBOX_MAX_IMAGE_BYTES) tooLarge.selfie = PHOTO_TOO_LARGE_MESSAGE
    if (Object.keys(tooLarge).length > 0) {
      throw new AppError('validation_failed', PHOTO_TOO_LARGE_MESSAGE, tooLarge)
    }
    const claimed = await updateVerificationStatusFrom(db, row.id, ['REQUIRES_INPUT'], {
      status: 'PROCESSING',
    })
    if (!claimed) throw new AppError('conflict', 'This ID check has already been submitted.')

    let photoKeys: { documentKey: string | null; selfieKey: string | null }
    try {
      photoKeys = {
        documentKey: await storePhoto(claimed.id, 'document', document),
        selfieKey: await storePhoto(claimed.id, 'selfie', selfie),
      }
    } catch (error) {
      // Nothing was decided: the customer may submit again.
      await updateVerificationStatusFrom(db, claimed.id, ['PROCESSING'], { status: 'REQUIRES_INPUT' })
      throw error
    }

    const today = todayIn((await settings.getSettings()).payoutTimeZone)
    const decision = await decideSandboxVerification(
      {
        document,
        selfie,
        firstName: input.firstName,
        lastName: input.lastName,
        dateOfBirth: input.dateOfBirth,
      },
      actor,
      today,
    )
    const event: IdentityEvent =
      decision.outcome === 'VERIFIED'
        ? { type: 'verified', sessionId, person: decision.person }
        : { type: 'failed', sessionId, reasons: decision.reasons }
    const recorded = (await outcomes.recordOutcome(claimed, event, photoKeys)) ?? claimed
    return {
      sessionId,
      status: recorded.status,
      returnTo: returnPath(row.caseId),
      reasons: reasonsOf(recorded),
    }
  }

  // Photos are kept for review only when they are images we can read: anything else is not stored.
  async function storePhoto(verificationId: string, which: 'document' | 'selfie', bytes: Buffer) {
    const info = await readImageInfo(bytes)
    if (!info) return null
    const key = `identity/${verificationId}/${which}.${info.type === 'png' ? 'png' : 'jpg'}`
    await storage.put(key, bytes, info.type === 'png' ? 'image/png' : 'image/jpeg')
    return key
  }

  async function findOwnSandboxSession(actor: User, sessionId: string): Promise<VerificationRow> {
    // A sandbox session counts only while the sandbox is the configured provider.
    if (provider.kind !== 'SANDBOX') throw new AppError('not_found', SESSION_NOT_FOUND_MESSAGE)
    const row = await findVerificationBySession(db, 'SANDBOX', sessionId)
    if (!row || row.userId !== actor.id) throw new AppError('not_found', SESSION_NOT_FOUND_MESSAGE)
    return row
  }

  return { getSandboxSession, submitSandbox }
}

function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}
