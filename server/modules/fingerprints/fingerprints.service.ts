import { createHash, randomUUID } from 'node:crypto'
import QRCode from 'qrcode'
import type { Mailer } from '#server/adapters/mail/index.ts'
import { MISSING_FILE_MESSAGE, type FileStorage } from '#server/adapters/storage/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inspectFile } from '#server/lib/file-inspection/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import { fingerprintMailbox } from '#server/modules/inbound-mail/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  Fingerprint,
  FingerprintQr,
  ReviewFingerprintInput,
  UploadCase,
  UploadResult,
} from '#shared/contracts/fingerprints.contract.ts'
import {
  FINGERPRINT_MAX_FILES,
  FINGERPRINT_SOURCE_LABELS,
  FINGERPRINT_TYPE_LABELS,
  INVALID_UPLOAD_LINK,
  type FingerprintSource,
} from '#shared/domain/fingerprints.ts'
import { analyzeFingerprintFile, type FingerprintAnalysis } from './fingerprint-analysis.ts'
import { fingerprintRejectedEmail } from './fingerprints.emails.ts'
import {
  countFingerprintsByCase,
  findCaseForFingerprints,
  findFingerprintWithCase,
  hasUsableFingerprint,
  insertFingerprint,
  listFingerprintsByCase,
  updateFingerprintReview,
  type FingerprintRow,
} from './fingerprints.repository.ts'
import { createUploadTokens } from './upload-token.ts'
import { ADMIN_ONLY_MESSAGE } from '#shared/domain/access.ts'
import { uploadsClosedReason } from '#shared/domain/case-status.ts'
import { cleanFilename } from '#shared/domain/uploads.ts'

export type FingerprintsServiceDeps = {
  db: Db
  storage: FileStorage
  log: Logger
  config: Pick<Config, 'publicUrl' | 'mailDomain' | 'sessionSecret' | 'company'>
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  rateLimits: Pick<RateLimitsService, 'consume'>
  /** The customer's e-mail and first name (the auth module owns users). */
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
  /** Tells the case its fingerprints changed, so its status can move (late-bound: cases is built after). */
  onCaseChanged(caseId: string): Promise<void>
  /** The time now; tests pass their own. */
  now?: () => Date
}

/** One file handed in, by upload or by e-mail. */
export type IngestFile = { filename: string; contentType: string; bytes: Uint8Array }

export type IngestInput = {
  caseId: string
  source: FingerprintSource
  files: IngestFile[]
  /** Who sent the files: the customer (signed in or by the link), or staff; e-mail is the customer. */
  sentBy?: { actor: 'USER' | 'ADMIN'; userId?: string }
}

/** How an upload was let in: by the link's token (until it expires), or by the owner's session. */
export type UploadAccess =
  { caseId: string; by: 'TOKEN'; expiresAt: Date } | { caseId: string; by: 'SESSION'; user: User }

/** Uploads one case takes per hour, however they arrive over HTTP (a link may be shared). */
const UPLOADS_PER_CASE_PER_HOUR = 60

export function createFingerprintsService(deps: FingerprintsServiceDeps) {
  const { db, storage, log, config, audit } = deps
  const now = deps.now ?? (() => new Date())
  const tokens = createUploadTokens(config.sessionSecret)

  async function findOwnCase(actor: User, caseId: string) {
    const found = await findCaseForFingerprints(db, caseId)
    if (!found || !canActFor(actor, found.userId, 'case')) throw new AppError('not_found', 'Case not found')
    return found
  }

  /**
   * The case's upload link for a phone, as a QR code, and the e-mail address for fingerprints; a
   * fresh link each time, valid for seven days (docs/decisions/026-fingerprint-uploads.md), and only
   * while the case takes uploads (409 with the reason otherwise, docs/decisions/060).
   */
  async function getUploadQr(actor: User, caseId: string): Promise<FingerprintQr> {
    const found = await findOwnCase(actor, caseId)
    const closed = uploadsClosedReason(found.status)
    if (closed) throw new AppError('conflict', closed)
    const { token, expiresAt } = tokens.createFingerprintUploadToken(caseId, now())
    const uploadUrl = `${config.publicUrl}/fingerprints/${caseId}?token=${encodeURIComponent(token)}`
    const qrCodeDataUrl = await QRCode.toDataURL(uploadUrl, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    })
    return {
      qrCodeDataUrl,
      emailAlias: fingerprintMailbox(caseId, config),
      uploadUrl,
      expiresAt: expiresAt.toISOString(),
    }
  }

  /**
   * Lets an upload in: a genuine, unexpired token for this case, or the session of its owner (or
   * an admin). Anything else reads as an invalid link, whether the case exists or not. A genuine
   * link, or the owner, is then refused with the reason in words (409) unless the case takes uploads
   * now; staff may add files at any status (docs/decisions/060-upload-checks-round-3.md).
   */
  async function authorizeUpload(
    caseId: string,
    { token, user }: { token?: string | undefined; user: User | null },
  ): Promise<UploadAccess> {
    const found = await findCaseForFingerprints(db, caseId)
    const expiresAt = found && token ? tokens.verifyFingerprintUploadToken(token, caseId, now()) : null
    const access: UploadAccess | null = expiresAt
      ? { caseId, by: 'TOKEN', expiresAt }
      : found && user && canActFor(user, found.userId, 'case')
        ? { caseId, by: 'SESSION', user }
        : null
    if (!found || !access) throw new AppError('not_found', INVALID_UPLOAD_LINK.description)
    const isStaff = access.by === 'SESSION' && access.user.role === 'ADMIN'
    const closed = isStaff ? null : uploadsClosedReason(found.status)
    if (closed) throw new AppError('conflict', closed)
    return access
  }

  /** The upload page's badge and e-mail alternative, for a caller the link or session lets in. */
  async function getUploadCase(
    caseId: string,
    access: { token?: string | undefined; user: User | null },
  ): Promise<UploadCase> {
    const allowed = await authorizeUpload(caseId, access)
    return {
      caseNumber: caseNumber(caseId),
      emailAlias: fingerprintMailbox(caseId, config),
      expiresAt: allowed.by === 'TOKEN' ? allowed.expiresAt.toISOString() : null,
    }
  }

  /**
   * Files uploaded through the API (the upload page or the case page): counted against the case's
   * hourly allowance, then ingested as arriving by the link or from the case page.
   */
  async function uploadFiles(access: UploadAccess, files: IngestFile[]): Promise<UploadResult[]> {
    if (files.length === 0) throw new AppError('validation_failed', 'Choose at least one file to upload.')
    await deps.rateLimits.consume('fp-upload:case', access.caseId, {
      limit: UPLOADS_PER_CASE_PER_HOUR,
      windowSeconds: 3600,
    })
    return ingestFingerprintFiles({
      caseId: access.caseId,
      source: access.by === 'TOKEN' ? 'UPLOAD_LINK' : 'CASE_PAGE',
      files,
      sentBy:
        access.by === 'SESSION'
          ? { actor: access.user.role === 'ADMIN' ? 'ADMIN' : 'USER', userId: access.user.id }
          : { actor: 'USER' },
    })
  }

  /**
   * Checks, describes and stores fingerprint files of a case, one at a time (docs/decisions/026).
   * A file that is not a readable PDF, PNG or JPEG is refused and not stored; every other file is
   * analysed, stored encrypted and recorded with what the analysis found (valid or not, so the
   * customer sees why), with an activity entry. The case is then told its fingerprints changed.
   * Used by the upload routes and by inbound mail.
   */
  async function ingestFingerprintFiles(input: IngestInput): Promise<UploadResult[]> {
    if (input.files.length > FINGERPRINT_MAX_FILES) {
      throw new AppError(
        'payload_too_large',
        `You can upload at most ${FINGERPRINT_MAX_FILES} files at once.`,
      )
    }
    const results: UploadResult[] = []
    let stored = 0
    for (const file of input.files) {
      const filename = cleanFilename(file.filename)
      const inspected = await inspectFile(file.bytes, filename)
      if (!inspected.ok) {
        results.push({ filename, valid: false, issues: inspected.issues, artifact: noArtifact })
        continue
      }
      const analysis = await analyze(file.bytes, inspected.contentType)
      await storeFingerprint(
        input,
        { ...file, filename: inspected.filename, contentType: inspected.contentType },
        analysis,
      )
      stored += 1
      results.push({
        filename,
        valid: analysis.valid,
        issues: analysis.issues,
        artifact: { type: analysis.type, tcn: analysis.tcn, ori: analysis.ori },
      })
    }
    if (stored > 0) await tellCase(input.caseId)
    return results
  }

  async function analyze(bytes: Uint8Array, contentType: Parameters<typeof analyzeFingerprintFile>[1]) {
    try {
      return await analyzeFingerprintFile(bytes, contentType, now())
    } catch (error) {
      // The inspection opened the file, so this is rare (a PDF font pdf.js cannot read): keep the
      // file for staff to look at rather than lose it.
      log.warn({ err: error }, 'fingerprint analysis failed')
      return {
        type: 'OTHER',
        tcn: null,
        ori: null,
        capturedAt: null,
        qualityScore: null,
        valid: false,
        issues: [ANALYSIS_FAILED],
      } satisfies FingerprintAnalysis
    }
  }

  /** Stores the bytes, then the row and its activity entry in one transaction; no row without its file. */
  async function storeFingerprint(input: IngestInput, file: IngestFile, analysis: FingerprintAnalysis) {
    const storageKey = `cases/${input.caseId}/fingerprints/${randomUUID()}-${storageName(file.filename)}`
    await storage.put(storageKey, file.bytes, file.contentType)
    try {
      await db.transaction(async (tx) => {
        const row = await insertFingerprint(tx, {
          caseId: input.caseId,
          type: analysis.type,
          source: input.source,
          capturedAt: analysis.capturedAt ?? now(),
          tcn: analysis.tcn,
          ori: analysis.ori,
          qualityScore: analysis.qualityScore === null ? null : analysis.qualityScore.toFixed(2),
          valid: analysis.valid,
          issues: analysis.issues,
          filename: file.filename,
          contentType: file.contentType,
          sizeBytes: file.bytes.byteLength,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storageKey,
        })
        await audit.record(
          {
            caseId: input.caseId,
            actor: input.sentBy?.actor ?? 'USER',
            ...(input.sentBy?.userId ? { actorUserId: input.sentBy.userId } : {}),
            action: 'FINGERPRINT_RECEIVED',
            detail: {
              fingerprintId: row.id,
              typeLabel: FINGERPRINT_TYPE_LABELS[row.type],
              source: row.source,
              valid: row.valid,
            },
          },
          tx,
        )
      })
    } catch (error) {
      await storage
        .delete(storageKey)
        .catch((cleanupError: unknown) =>
          log.error(
            { err: cleanupError, caseId: input.caseId },
            'could not remove the file of a failed fingerprint',
          ),
        )
      throw error
    }
  }

  // The upload is recorded whatever the status step does; a failure there is logged, not shown.
  async function tellCase(caseId: string) {
    await deps
      .onCaseChanged(caseId)
      .catch((error: unknown) =>
        log.error({ err: error, caseId }, 'case status check after fingerprints failed'),
      )
  }

  /** A case's fingerprint files, newest first, for its owner or an admin. */
  async function listFingerprintsForCase(actor: User, caseId: string): Promise<Fingerprint[]> {
    await findOwnCase(actor, caseId)
    return (await listFingerprintsByCase(db, caseId)).map(toFingerprint)
  }

  /** A fingerprint file's bytes and description, for the owner of its case or an admin. */
  async function readFingerprint(
    actor: User,
    fingerprintId: string,
  ): Promise<{ fingerprint: Fingerprint; bytes: Uint8Array }> {
    const found = await findFingerprintWithCase(db, fingerprintId)
    if (!found || !canActFor(actor, found.caseOwnerId, 'fingerprint')) {
      throw new AppError('not_found', 'Fingerprint not found')
    }
    const bytes = await storage.get(found.fingerprint.storageKey)
    // A row without its file is our fault, not the customer's: logged for us, told in words to them
    // (docs/decisions/059-several-processes-and-production-checks.md).
    if (!bytes) {
      log.error({ fingerprintId, storage: storage.kind }, 'the file of a fingerprint is missing from storage')
      throw new AppError('not_found', MISSING_FILE_MESSAGE)
    }
    return { fingerprint: toFingerprint(found.fingerprint), bytes }
  }

  /**
   * Staff accept or reject a fingerprint file with a reason: recorded with an activity entry; a
   * rejection is e-mailed to the customer; the case is told its fingerprints changed.
   */
  async function reviewFingerprint(
    actor: User,
    fingerprintId: string,
    input: ReviewFingerprintInput,
  ): Promise<Fingerprint> {
    if (actor.role !== 'ADMIN') throw new AppError('forbidden', ADMIN_ONLY_MESSAGE)
    const found = await findFingerprintWithCase(db, fingerprintId)
    if (!found) throw new AppError('not_found', 'Fingerprint not found')
    const reason = input.reason ?? null
    const row = await db.transaction(async (tx) => {
      const updated = await updateFingerprintReview(tx, fingerprintId, {
        reviewStatus: input.decision,
        reviewReason: reason,
        reviewedByUserId: actor.id,
        reviewedAt: now(),
      })
      if (!updated) throw new AppError('not_found', 'Fingerprint not found')
      await audit.record(
        {
          caseId: updated.caseId,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: input.decision === 'ACCEPTED' ? 'FINGERPRINT_ACCEPTED' : 'FINGERPRINT_REJECTED',
          detail: {
            fingerprintId,
            typeLabel: FINGERPRINT_TYPE_LABELS[updated.type],
            ...(reason ? { reason } : {}),
          },
        },
        tx,
      )
      return updated
    })
    if (input.decision === 'REJECTED') await sendRejection(row, found.caseOwnerId, reason ?? '')
    await tellCase(row.caseId)
    return toFingerprint(row)
  }

  async function sendRejection(row: FingerprintRow, ownerId: string, reason: string) {
    const customer = await deps.findCustomer(ownerId)
    if (!customer) return
    const mail = fingerprintRejectedEmail({
      to: customer.email,
      firstName: customer.firstName,
      caseNumber: caseNumber(row.caseId),
      filename: row.filename,
      reason,
      caseUrl: `${config.publicUrl}/case/${row.caseId}`,
      emailAlias: fingerprintMailbox(row.caseId, config),
      companyName: config.company.name,
    })
    // The review is saved whatever happens to the e-mail; a failure is logged, not shown.
    await deps.mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error, caseId: row.caseId }, 'fingerprint e-mail failed'))
  }

  /**
   * Whether the case has fingerprints that will do: a file valid by its analysis and not rejected
   * by staff, or one staff accepted (the status flow's condition for READY_TO_SEND).
   */
  async function hasValidFingerprint(caseId: string): Promise<boolean> {
    return hasUsableFingerprint(db, caseId)
  }

  /** How many fingerprint files a case has (the case page's tracker counts any). */
  async function countFingerprints(caseId: string): Promise<number> {
    return countFingerprintsByCase(db, caseId)
  }

  return {
    ...tokens,
    getUploadQr,
    authorizeUpload,
    getUploadCase,
    uploadFiles,
    ingestFingerprintFiles,
    listFingerprintsForCase,
    readFingerprint,
    reviewFingerprint,
    hasValidFingerprint,
    countFingerprints,
  }
}

export type FingerprintsService = ReturnType<typeof createFingerprintsService>

const noArtifact: UploadResult['artifact'] = { type: 'OTHER', tcn: null, ori: null }

const ANALYSIS_FAILED = 'We could not read this file; our team will look at it.'

/** A name safe in a storage key: ASCII letters, digits, dot, dash and underscore. */
function storageName(filename: string): string {
  const safe = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100)
  return safe || 'file'
}

function toFingerprint(row: FingerprintRow): Fingerprint {
  return {
    id: row.id,
    type: row.type,
    typeLabel: FINGERPRINT_TYPE_LABELS[row.type],
    source: row.source,
    sourceLabel: FINGERPRINT_SOURCE_LABELS[row.source],
    capturedAt: row.capturedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    tcn: row.tcn,
    ori: row.ori,
    qualityScore: row.qualityScore,
    valid: row.valid,
    issues: row.issues,
    filename: row.filename,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
  }
}
