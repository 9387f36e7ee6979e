import { createHash, randomUUID } from 'node:crypto'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Document, DocumentKind } from '#shared/contracts/documents.contract.ts'
import {
  countDocumentsByCase,
  findCaseOwnerId,
  findDocumentWithCaseOwner,
  insertDocument,
  listDocumentsByCase,
  type DocumentRow,
} from './documents.repository.ts'

type DocumentsServiceDeps = {
  db: Db
  storage: FileStorage
  log: Logger
}

export type StoreDocumentInput = {
  caseId: string
  /** Who the document belongs to (the case owner for documents made for them). */
  userId: string
  kind: DocumentKind
  filename: string
  contentType: string
  bytes: Uint8Array
}

export type StoredDocument = Document & { sha256: string }

/** More writes that must commit with the document row, or not at all. */
export type AlsoRecord = (tx: Db, document: StoredDocument) => Promise<void>

export function createDocumentsService({ db, storage, log }: DocumentsServiceDeps) {
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

  /** A case's documents, newest first, for its owner or an admin; for anyone else the case does not exist. */
  async function listDocumentsForCase(actor: User, caseId: string): Promise<Document[]> {
    const ownerId = await findCaseOwnerId(db, caseId)
    if (!ownerId || !canActFor(actor, ownerId)) throw new AppError('not_found', 'Case not found')
    return (await listDocumentsByCase(db, caseId)).map(toDocument)
  }

  /** A document's bytes and description, for the owner of its case or an admin. */
  async function readDocument(
    actor: User,
    documentId: string,
  ): Promise<{ document: Document; bytes: Uint8Array }> {
    const found = await findDocumentWithCaseOwner(db, documentId)
    if (!found || !canActFor(actor, found.caseOwnerId)) throw new AppError('not_found', 'Document not found')
    const bytes = await storage.get(found.document.storageKey)
    // A row without its file is our fault, not the customer's: fail loudly (500, logged).
    if (!bytes) throw new Error(`the file of document ${documentId} is missing from ${storage.kind} storage`)
    return { document: toDocument(found.document), bytes }
  }

  /** How many documents a case has. */
  async function countDocuments(caseId: string): Promise<number> {
    return countDocumentsByCase(db, caseId)
  }

  return { storeDocument, listDocumentsForCase, readDocument, countDocuments }
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

function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  }
}
