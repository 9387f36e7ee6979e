import type { Mailer } from '#server/adapters/mail/index.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createCaseFiles, ownCase, type CaseFiles, type CaseFilesDeps } from '#server/lib/uploads/index.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Document } from '#shared/contracts/documents.contract.ts'
import { documentKindLabel } from '#shared/domain/documents.ts'
import type { FulfilmentCase } from '#shared/domain/fulfilment/index.ts'
import { findCaseOwnerId, type DocumentRow } from './documents.repository.ts'

export type DocumentsServiceDeps = {
  db: Db
  storage: FileStorage
  log: Logger
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'company'>
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
  /** The case as `caseFulfilment` reads it, with its owner (the cases module owns cases). */
  loadFulfilmentCase(caseId: string): Promise<(FulfilmentCase & { id: string; userId: string }) | undefined>
  /** Whether the case holds a fingerprint file that passed its checks and was not rejected. */
  hasValidFingerprint(caseId: string): Promise<boolean>
  /** Lets the case move on when its documents changed (the cases module's status flow). */
  onCaseChanged(caseId: string): Promise<void>
  now?: () => Date
}

/** What the use-case files (uploads, checklist, review) share: the deps and the path of case files. */
export type DocumentsContext = Omit<DocumentsServiceDeps, keyof CaseFilesDeps> &
  CaseFiles & {
    caseUrl(caseId: string): string
    /** The case's owner when the actor may act on the case; otherwise the case does not exist. */
    caseOwnerFor(actor: User, caseId: string): Promise<string>
  }

/** The context every use case of documents is built from. */
export function createDocumentsContext(deps: DocumentsServiceDeps): DocumentsContext {
  const { db } = deps
  const files = createCaseFiles(
    { ...deps, now: deps.now ?? (() => new Date()) },
    { noun: 'document', caseChangedFailed: 'the case status could not be brought up to date' },
  )
  return {
    ...deps,
    ...files,
    caseUrl: (caseId) => `${deps.config.publicUrl}/case/${caseId}`,
    async caseOwnerFor(actor, caseId) {
      const ownerId = await findCaseOwnerId(db, caseId)
      return ownCase(actor, ownerId ? { userId: ownerId } : undefined).userId
    },
  }
}

/** A document row as the API describes it. */
export function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: documentKindLabel(row.kind),
    filename: row.filename,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedBy: row.uploadedBy,
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
    createdAt: row.createdAt.toISOString(),
  }
}
