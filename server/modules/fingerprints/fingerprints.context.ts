import type { Mailer } from '#server/adapters/mail/index.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createCaseFiles, ownCase, type CaseFiles, type CaseFilesDeps } from '#server/lib/uploads/index.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Fingerprint } from '#shared/contracts/fingerprints.contract.ts'
import {
  FINGERPRINT_SOURCE_LABELS,
  FINGERPRINT_TYPE_LABELS,
  type FingerprintSource,
} from '#shared/domain/fingerprints.ts'
import { findCaseForFingerprints, type FingerprintRow } from './fingerprints.repository.ts'
import { createUploadTokens } from './upload-token.ts'

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

/** What the use-case files (upload link, ingest, review) share: the deps and the path of case files. */
export type FingerprintsContext = Omit<FingerprintsServiceDeps, keyof CaseFilesDeps> &
  CaseFiles & {
    tokens: ReturnType<typeof createUploadTokens>
    /** The case, with its status, when the actor may act on it; otherwise the case does not exist. */
    findOwnCase(actor: User, caseId: string): Promise<{ userId: string; status: string }>
  }

/** The context every use case of fingerprints is built from. */
export function createFingerprintsContext(deps: FingerprintsServiceDeps): FingerprintsContext {
  const { db } = deps
  const files = createCaseFiles(
    { ...deps, now: deps.now ?? (() => new Date()) },
    { noun: 'fingerprint', caseChangedFailed: 'case status check after fingerprints failed' },
  )
  const tokens = createUploadTokens(deps.config.sessionSecret)
  return {
    ...deps,
    ...files,
    tokens,
    findOwnCase: async (actor, caseId) => ownCase(actor, await findCaseForFingerprints(db, caseId)),
  }
}

/** A fingerprint row as the API describes it. */
export function toFingerprint(row: FingerprintRow): Fingerprint {
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
