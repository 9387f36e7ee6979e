import { randomUUID } from 'node:crypto'
import {
  WebhookSignatureError,
  type IdentityEvent,
  type IdentityProvider,
  type WebhookHeaders,
} from '#server/adapters/identity/index.ts'
import { readImageInfo } from '#server/adapters/identity/image-info.ts'
import { decideSandboxVerification } from '#server/adapters/identity/sandbox-identity.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import { encryptSsn } from '#server/lib/ssn-crypto.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  PHOTO_TOO_LARGE_MESSAGE,
  SANDBOX_MAX_IMAGE_BYTES,
  SESSION_NOT_FOUND_MESSAGE,
  type IdentityStatusResponse,
  type SandboxSubmissionInput,
  type StartIdentityInput,
  type VerifyFormInput,
  type VerifyProfile,
} from '#shared/contracts/identity.contract.ts'
import {
  findCurrentVerificationByUser,
  findProfileByUser,
  findVerificationBySession,
  hasVerifiedVerification,
  insertVerification,
  updateVerificationStatusFrom,
  upsertProfile,
  type NewVerificationRow,
  type VerificationRow,
  type VerificationStatus,
} from './identity.repository.ts'

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

export function createIdentityService({
  db,
  config,
  provider,
  storage,
  log,
  audit,
  cases,
  settings,
}: IdentityServiceDeps) {
  /**
   * Saves the /verify form for the signed-in customer (one profile each, replaced on resubmission).
   * The SSN is stored only encrypted plus its last four digits, and never returned.
   */
  async function saveVerifyForm(actor: User, input: VerifyFormInput): Promise<VerifyProfile> {
    const digits = input.ssn.replaceAll('-', '')
    const row = await upsertProfile(db, {
      userId: actor.id,
      fullName: input.name,
      ssnCiphertext: encryptSsn(digits, config.ssnEncryptionKey),
      ssnLast4: digits.slice(-4),
      phone: input.phone,
      address: input.address,
    })
    return { name: row.fullName, ssnLast4: row.ssnLast4, phone: row.phone, address: row.address }
  }

  /** The signed-in customer's saved /verify form, SSN as its last four digits only. */
  async function getVerifyForm(actor: User): Promise<{ profile: VerifyProfile | null }> {
    const row = await findProfileByUser(db, actor.id)
    if (!row) return { profile: null }
    return { profile: { name: row.fullName, ssnLast4: row.ssnLast4, phone: row.phone, address: row.address } }
  }

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

  /**
   * The name and the SSN's last four digits from the /verify form, for letters the customer signs
   * (docs/decisions/044-credit-repair.md); the ciphertext is never read.
   */
  async function findLetterIdentity(
    userId: string,
  ): Promise<{ fullName: string; ssnLast4: string } | undefined> {
    const row = await findProfileByUser(db, userId)
    return row ? { fullName: row.fullName, ssnLast4: row.ssnLast4 } : undefined
  }

  /** True once any identity check of the user succeeded (checkout waives the manual ID fee then). */
  async function isIdentityVerified(userId: string): Promise<boolean> {
    return hasVerifiedVerification(db, userId)
  }

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
    const decision = decideSandboxVerification(
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
    const recorded = (await recordOutcome(claimed, event, photoKeys)) ?? claimed
    return {
      sessionId,
      status: recorded.status,
      returnTo: returnPath(row.caseId),
      reasons: reasonsOf(recorded),
    }
  }

  // Photos are kept for review only when they are images we can read: anything else is not stored.
  async function storePhoto(verificationId: string, which: 'document' | 'selfie', bytes: Buffer) {
    const info = readImageInfo(bytes)
    if (!info) return null
    const key = `identity/${verificationId}/${which}.${info.type === 'png' ? 'png' : 'jpg'}`
    await storage.put(key, bytes, info.type === 'png' ? 'image/png' : 'image/jpeg')
    return key
  }

  /**
   * Takes a Stripe Identity webhook delivery: the signature is checked on the raw body (a bad one
   * is refused and changes nothing), then the event is recorded once however often it arrives.
   */
  async function handleStripeWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<void> {
    if (provider.kind !== 'STRIPE') throw new AppError('not_found', 'Not found')
    let event: IdentityEvent | null
    try {
      event = await provider.parseWebhook(rawBody, headers)
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new AppError('bad_request', 'The webhook signature is not valid.')
      }
      throw error
    }
    if (!event) return
    const row = await findVerificationBySession(db, 'STRIPE', event.sessionId)
    if (!row) {
      log.warn({ sessionId: event.sessionId, event: event.type }, 'identity event for an unknown session')
      return
    }
    await recordOutcome(row, event)
  }

  /**
   * Where every provider's outcome lands: the status moves only from the states the event may
   * follow, so a repeated or late delivery changes nothing; a verified or failed check gets one
   * activity entry on its case. Returns the updated row, or undefined when nothing changed.
   */
  async function recordOutcome(
    row: VerificationRow,
    event: IdentityEvent,
    extra: Partial<NewVerificationRow> = {},
  ): Promise<VerificationRow | undefined> {
    const { from, values, action } = transition(event)
    const updated = await db.transaction(async (tx) => {
      const updated = await updateVerificationStatusFrom(tx, row.id, from, { ...extra, ...values })
      if (updated?.caseId && action) {
        await audit.record(
          {
            caseId: updated.caseId,
            actor: 'SYSTEM',
            action,
            detail: { verificationId: updated.id, provider: updated.provider, reasons: reasonsOf(updated) },
          },
          tx,
        )
      }
      return updated
    })
    // A verified identity may be what a case was waiting for (docs/decisions/028-case-status-flow.md).
    if (updated?.status === 'VERIFIED') {
      await cases
        .reconcileCasesOfUser(updated.userId)
        .catch((error: unknown) =>
          log.error({ err: error }, 'case status could not follow the identity check'),
        )
    }
    return updated
  }

  async function findOwnSandboxSession(actor: User, sessionId: string): Promise<VerificationRow> {
    // A sandbox session counts only while the sandbox is the configured provider.
    if (provider.kind !== 'SANDBOX') throw new AppError('not_found', SESSION_NOT_FOUND_MESSAGE)
    const row = await findVerificationBySession(db, 'SANDBOX', sessionId)
    if (!row || row.userId !== actor.id) throw new AppError('not_found', SESSION_NOT_FOUND_MESSAGE)
    return row
  }

  return {
    saveVerifyForm,
    getVerifyForm,
    startVerification,
    getStatus,
    isIdentityVerified,
    findLetterIdentity,
    getSandboxSession,
    submitSandbox,
    handleStripeWebhook,
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>

type Transition = {
  from: readonly VerificationStatus[]
  values: Partial<NewVerificationRow> & { status: VerificationStatus }
  action: 'IDENTITY_VERIFIED' | 'IDENTITY_FAILED' | null
}

// A verified result may follow a failed attempt (Stripe lets the person try again in the same
// session); nothing follows a verified or canceled check.
function transition(event: IdentityEvent): Transition {
  switch (event.type) {
    case 'processing':
      return { from: ['REQUIRES_INPUT'], values: { status: 'PROCESSING' }, action: null }
    case 'verified':
      return {
        from: ['REQUIRES_INPUT', 'PROCESSING', 'FAILED'],
        values: {
          status: 'VERIFIED',
          verifiedFirstName: event.person.firstName,
          verifiedLastName: event.person.lastName,
          verifiedDateOfBirth: event.person.dateOfBirth,
          lastError: null,
          reasons: null,
        },
        action: 'IDENTITY_VERIFIED',
      }
    case 'failed':
      return {
        from: ['REQUIRES_INPUT', 'PROCESSING'],
        values: { status: 'FAILED', lastError: event.reasons[0] ?? null, reasons: event.reasons },
        action: 'IDENTITY_FAILED',
      }
    case 'canceled':
      return {
        from: ['REQUIRES_INPUT', 'PROCESSING', 'FAILED'],
        values: { status: 'CANCELED' },
        action: null,
      }
  }
}

function returnPath(caseId: string | null): string {
  return caseId ? `/verify-id?caseId=${encodeURIComponent(caseId)}` : '/verify-id'
}

function reasonsOf(row: VerificationRow): string[] {
  return Array.isArray(row.reasons) ? row.reasons.filter((r): r is string => typeof r === 'string') : []
}

function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}
