import { createHash, randomUUID } from 'node:crypto'
import type { Mailer } from '#server/adapters/mail/index.ts'
import { MISSING_FILE_MESSAGE, type FileStorage } from '#server/adapters/storage/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Document, DocumentKind } from '#shared/contracts/documents.contract.ts'
import { documentKindLabel, type DocumentUploader } from '#shared/domain/documents.ts'
import type { FulfilmentCase } from '#shared/domain/fulfilment/index.ts'
import { createChecklist } from './checklist.ts'
import {
  countDocumentsByCase,
  findCaseOwnerId,
  findDocumentById,
  findDocumentWithCaseOwner,
  insertDocument,
  listDocumentsByCase,
  type DocumentRow,
} from './documents.repository.ts'
import { createReview } from './review.ts'
import { createUploadAddressSigner } from './upload-address.ts'
import { createUploads } from './uploads.ts'

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

export type StoreDocumentInput = {
  caseId: string
  /** Who the document belongs to (the case owner for documents made for them). */
  userId: string
  kind: DocumentKind
  filename: string
  contentType: string
  bytes: Uint8Array
  /** Who added it; the product itself unless said otherwise. */
  uploadedBy?: DocumentUploader
}

export type StoredDocument = Document & { sha256: string }

/** More writes that must commit with the document row, or not at all. */
export type AlsoRecord = (tx: Db, document: StoredDocument) => Promise<void>

/** What the use-case files (uploads, checklist, review) share. */
export type DocumentsContext = DocumentsServiceDeps & {
  now: () => Date
  caseUrl(caseId: string): string
  /** Runs the status flow after a change, logging rather than failing the request that made it. */
  caseChanged(caseId: string): Promise<void>
  /** The case's owner when the actor may act on the case; otherwise the case does not exist. */
  caseOwnerFor(actor: User, caseId: string): Promise<string>
}

export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { db, storage, log } = deps
  const context: DocumentsContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    caseUrl: (caseId) => `${deps.config.publicUrl}/case/${caseId}`,
    async caseChanged(caseId) {
      await deps
        .onCaseChanged(caseId)
        .catch((error: unknown) =>
          log.error({ err: error, caseId }, 'the case status could not be brought up to date'),
        )
    },
    async caseOwnerFor(actor, caseId) {
      const ownerId = await findCaseOwnerId(db, caseId)
      if (!ownerId || !canActFor(actor, ownerId, 'case')) throw new AppError('not_found', 'Case not found')
      return ownerId
    },
  }

  /**
   * Stores a file for a case and records it. The bytes go to file storage first; the row (and
   * whatever `alsoRecord` writes) then commit in one transaction, and if that fails the file is
   * removed again, so there is never a row without its file.
   */
  async function storeDocument(input: StoreDocumentInput, alsoRecord?: AlsoRecord): Promise<StoredDocument> {
    const sha256 = createHash('sha256').update(input.bytes).digest('hex')
    const storageKey = `cases/${input.caseId}/${randomUUID()}-${safeFilename(input.filename)}`
    await storage.put(storageKey, input.bytes, input.contentType)
    try {
      return await db.transaction(async (tx) => {
        const row = await insertDocument(tx, {
          caseId: input.caseId,
          userId: input.userId,
          kind: input.kind,
          filename: input.filename,
          contentType: input.contentType,
          sizeBytes: input.bytes.byteLength,
          sha256,
          storageKey,
          uploadedBy: input.uploadedBy ?? 'SYSTEM',
        })
        const document = { ...toDocument(row), sha256 }
        if (alsoRecord) await alsoRecord(tx, document)
        return document
      })
    } catch (error) {
      await storage
        .delete(storageKey)
        .catch((cleanupError: unknown) =>
          log.error({ err: cleanupError, storageKey }, 'could not remove the file of a failed document'),
        )
      throw error
    }
  }

  /**
   * A document the product or staff add to a case (a decision letter): stored like any other, and
   * the case's status flow is told.
   */
  async function storeSystemDocument(
    input: Omit<StoreDocumentInput, 'userId'> & { uploadedBy: 'SYSTEM' | 'ADMIN' },
    alsoRecord?: AlsoRecord,
  ): Promise<StoredDocument> {
    const ownerId = await findCaseOwnerId(db, input.caseId)
    if (!ownerId) throw new AppError('not_found', 'Case not found')
    const document = await storeDocument({ ...input, userId: ownerId }, alsoRecord)
    await context.caseChanged(input.caseId)
    return document
  }

  /** A case's documents, newest first, for its owner or an admin; for anyone else the case does not exist. */
  async function listDocumentsForCase(actor: User, caseId: string): Promise<Document[]> {
    await context.caseOwnerFor(actor, caseId)
    return listCaseDocuments(caseId)
  }

  /** A case's documents, newest first, with no actor check (the packet and the status flow). */
  async function listCaseDocuments(caseId: string): Promise<Document[]> {
    return (await listDocumentsByCase(db, caseId)).map(toDocument)
  }

  /** A document's bytes and description, for the owner of its case or an admin. */
  async function readDocument(
    actor: User,
    documentId: string,
  ): Promise<{ document: Document; bytes: Uint8Array }> {
    const found = await findDocumentWithCaseOwner(db, documentId)
    if (!found || !canActFor(actor, found.caseOwnerId, 'document')) {
      throw new AppError('not_found', 'Document not found')
    }
    return { document: toDocument(found.document), bytes: await bytesOf(found.document) }
  }

  /** A document's bytes, decrypted, with no actor check (the packet attaches the signed agreement). */
  async function readDocumentBytes(documentId: string): Promise<Uint8Array> {
    const row = await findDocumentById(db, documentId)
    if (!row) throw new AppError('not_found', 'Document not found')
    return bytesOf(row)
  }

  async function bytesOf(row: DocumentRow): Promise<Uint8Array> {
    const bytes = await storage.get(row.storageKey)
    // A row without its file is our fault, not the customer's: logged for us, told in words to them
    // (docs/decisions/059-several-processes-and-production-checks.md).
    if (!bytes) {
      log.error(
        { documentId: row.id, storage: storage.kind },
        'the file of a document is missing from storage',
      )
      throw new AppError('not_found', MISSING_FILE_MESSAGE)
    }
    return bytes
  }

  /** How many documents a case has. */
  async function countDocuments(caseId: string): Promise<number> {
    return countDocumentsByCase(db, caseId)
  }

  const signer = createUploadAddressSigner(deps.config.sessionSecret)
  const uploads = createUploads(context, signer)
  const checklist = createChecklist(context)
  const review = createReview(context)

  return {
    storeDocument,
    storeSystemDocument,
    listDocumentsForCase,
    listCaseDocuments,
    readDocument,
    readDocumentBytes,
    countDocuments,
    ...uploads,
    ...checklist,
    ...review,
  }
}

export type DocumentsService = ReturnType<typeof createDocumentsService>

/** A name safe in a storage key and a header: ASCII letters, digits, dot, dash and underscore. */
export function safeFilename(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? ''
  const safe = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100)
  return safe || 'file'
}

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
