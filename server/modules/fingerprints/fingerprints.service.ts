import type { User } from '#shared/contracts/auth.contract.ts'
import type { Fingerprint } from '#shared/contracts/fingerprints.contract.ts'
import {
  createFingerprintsContext,
  toFingerprint,
  type FingerprintsServiceDeps,
} from './fingerprints.context.ts'
import {
  countFingerprintsByCase,
  findFingerprintWithCase,
  hasUsableFingerprint,
  listFingerprintsByCase,
} from './fingerprints.repository.ts'
import { createIngest } from './ingest.ts'
import { createReview } from './review.ts'
import { createUploadLink } from './upload-link.ts'

export type {
  FingerprintsServiceDeps,
  IngestFile,
  IngestInput,
  UploadAccess,
} from './fingerprints.context.ts'

export function createFingerprintsService(deps: FingerprintsServiceDeps) {
  const { db } = deps
  const context = createFingerprintsContext(deps)

  /** A case's fingerprint files, newest first, for its owner or an admin. */
  async function listFingerprintsForCase(actor: User, caseId: string): Promise<Fingerprint[]> {
    await context.findOwnCase(actor, caseId)
    return (await listFingerprintsByCase(db, caseId)).map(toFingerprint)
  }

  /** A fingerprint file's bytes and description, for the owner of its case or an admin. */
  async function readFingerprint(
    actor: User,
    fingerprintId: string,
  ): Promise<{ fingerprint: Fingerprint; bytes: Uint8Array }> {
    const found = await findFingerprintWithCase(db, fingerprintId)
    const { row, bytes } = await context.readOwnedFile(actor, 'fingerprint', 'Fingerprint not found', found)
    return { fingerprint: toFingerprint(row), bytes }
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

  const { getUploadQr, authorizeUpload, getUploadCase } = createUploadLink(context)
  const { uploadFiles, ingestFingerprintFiles } = createIngest(context)
  const { reviewFingerprint } = createReview(context)

  return {
    ...context.tokens,
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
