import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Document, DocumentKind } from '#shared/contracts/documents.contract.ts'
import type { DocumentUploader } from '#shared/domain/documents.ts'
import { createChecklist } from './checklist.ts'
import { createDocumentsContext, toDocument, type DocumentsServiceDeps } from './documents.context.ts'
import {
  countDocumentsByCase,
  findCaseOwnerId,
  findDocumentById,
  findDocumentWithCaseOwner,
  insertDocument,
  listDocumentsByCase,
} from './documents.repository.ts'
import { createReview } from './review.ts'
import { createUploadAddressSigner } from './upload-address.ts'
import { createUploads } from './uploads.ts'

export type { DocumentsServiceDeps } from './documents.context.ts'

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

export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { db } = deps
  const context = createDocumentsContext(deps)

  /**
   * Stores a file for a case and records it. The bytes go to file storage first; the row (and
   * whatever `alsoRecord` writes) then commit in one transaction, and if that fails the file is
   * removed again, so there is never a row without its file.
   */
  async function storeDocument(input: StoreDocumentInput, alsoRecord?: AlsoRecord): Promise<StoredDocument> {
    return context.storeThenRecord(
      { keyPrefix: `cases/${input.caseId}`, ...input },
      async (tx, { storageKey, sizeBytes, sha256 }) => {
        const row = await insertDocument(tx, {
          caseId: input.caseId,
          userId: input.userId,
          kind: input.kind,
          filename: input.filename,
          contentType: input.contentType,
          sizeBytes,
          sha256,
          storageKey,
          uploadedBy: input.uploadedBy ?? 'SYSTEM',
        })
        const document = { ...toDocument(row), sha256 }
        if (alsoRecord) await alsoRecord(tx, document)
        return document
      },
    )
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
    const { row, bytes } = await context.readOwnedFile(actor, 'document', 'Document not found', found)
    return { document: toDocument(row), bytes }
  }

  /** A document's bytes, decrypted, with no actor check (the packet attaches the signed agreement). */
  async function readDocumentBytes(documentId: string): Promise<Uint8Array> {
    const row = await findDocumentById(db, documentId)
    if (!row) throw new AppError('not_found', 'Document not found')
    return context.bytesOf(row)
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
