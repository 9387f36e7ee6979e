import { randomUUID } from 'node:crypto'
import { FileTooLargeError } from '#server/adapters/storage/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { FILE_ISSUES, inspectFile } from '#server/lib/file-inspection/index.ts'
import { sha256Hex } from '#server/lib/uploads/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  issueFields,
  type CreateUploadInput,
  type Document,
  type DocumentKind,
  type RegisterDocumentInput,
  type UploadAddress,
} from '#shared/contracts/documents.contract.ts'
import {
  CASE_UPLOADS_PER_HOUR,
  documentKindLabel,
  UPLOAD_SLOT_TTL_SECONDS,
} from '#shared/domain/documents.ts'
import { uploadsClosedReason } from '#shared/domain/case-status.ts'
import { isRequirementCode } from '#shared/domain/fulfilment/index.ts'
import { DOCUMENT_VALIDATION_FAILED, FILE_LIMITS } from '#shared/domain/uploads.ts'
import { toDocument, type DocumentsContext } from './documents.context.ts'
import {
  claimSlotForUpload,
  closeUploadedSlot,
  countUserDocumentsSince,
  expireStaleSlots,
  findCaseStatus,
  findUploadSlot,
  fulfilOpenRequests,
  insertDocument,
  insertUploadSlot,
  recordSlotUpload,
  releaseSlot,
} from './documents.repository.ts'
import type { UploadAddressSigner } from './upload-address.ts'

/** The upload path our own signed addresses point at; the route is the contract's putUpload. */
export const UPLOAD_PATH_PREFIX = '/api/objects/upload/'

export const UPLOAD_MESSAGES = {
  invalidAddress: 'This upload address is not valid or has expired. Please try the upload again.',
  alreadyUsed: 'This upload address has already been used. Please try the upload again.',
  empty: 'The file is empty.',
  notUploaded: 'The file was not uploaded, or its upload address has expired. Please try the upload again.',
  tooMany: 'Many documents were added to this case in the last hour. Please wait a little and try again.',
} as const

/**
 * One-time upload addresses and their registration as documents
 * (docs/decisions/023-uploads-and-files-at-rest.md): POST /api/objects/upload hands out a slot,
 * the browser PUTs one file to it (here, or straight to S3), and registering it checks the content
 * and makes it a document of the case.
 */
export function createUploads(ctx: DocumentsContext, signer: UploadAddressSigner) {
  const { db, storage, audit } = ctx

  /** A one-time address for one file, valid for 15 minutes, for the signed-in user only. */
  async function createUploadAddress(actor: User, input: CreateUploadInput): Promise<UploadAddress> {
    if (input.caseId) await ctx.caseOwnerFor(actor, input.caseId)
    const id = randomUUID()
    const storageKey = `uploads/${id}`
    const expiresAt = new Date(ctx.now().getTime() + UPLOAD_SLOT_TTL_SECONDS * 1000)
    await insertUploadSlot(db, { id, userId: actor.id, storageKey, expiresAt })
    if (storage.presignPut) {
      const presigned = await storage.presignPut(storageKey, UPLOAD_SLOT_TTL_SECONDS)
      return {
        uploadURL: presigned.url,
        objectId: id,
        uploadHeaders: presigned.headers,
        expiresAt: expiresAt.toISOString(),
      }
    }
    const token = signer.sign(id)
    return {
      // A path on the page's own origin, whichever address the visitor opened the site at: the
      // CSP's connect-src 'self' allows it (docs/decisions/056-company-details-and-uploads.md).
      uploadURL: `${UPLOAD_PATH_PREFIX}${id}?token=${token}`,
      objectId: id,
      uploadHeaders: {},
      expiresAt: expiresAt.toISOString(),
    }
  }

  /**
   * Receives the bytes PUT to our own upload address: the token must be the one we signed for this
   * slot, and the caller the user it was made for; the slot is used once (of two PUTs at once, one
   * wins). The bytes are stored encrypted as they are; they are checked when registered.
   */
  async function receiveUpload(
    actor: User,
    slotId: string,
    token: string,
    body: Buffer,
    contentType: string,
  ): Promise<{ objectId: string; sizeBytes: number }> {
    if (!signer.verify(slotId, token)) throw new AppError('not_found', UPLOAD_MESSAGES.invalidAddress)
    const claimed = await claimSlotForUpload(db, slotId, actor.id, ctx.now())
    if (!claimed) {
      const slot = await findUploadSlot(db, slotId)
      const isUsed = slot?.userId === actor.id && slot.status !== 'ISSUED' && slot.status !== 'EXPIRED'
      throw isUsed
        ? new AppError('conflict', UPLOAD_MESSAGES.alreadyUsed)
        : new AppError('not_found', UPLOAD_MESSAGES.invalidAddress)
    }
    if (body.byteLength === 0) {
      await releaseSlot(db, slotId)
      throw new AppError('validation_failed', UPLOAD_MESSAGES.empty, { file: UPLOAD_MESSAGES.empty })
    }
    try {
      await storage.put(claimed.storageKey, body, contentType)
    } catch (error) {
      await releaseSlot(db, slotId)
      throw error
    }
    await recordSlotUpload(db, slotId, { contentType, sizeBytes: body.byteLength })
    return { objectId: slotId, sizeBytes: body.byteLength }
  }

  /**
   * Makes an uploaded file a document of the case: the bytes are read back (whether they came
   * through us or straight to S3) and inspected; a refused file is deleted and answered with the
   * issues. An accepted one becomes the document row (the object keeps its key), fulfils the open
   * requests it answers, is audited, and the case's status flow is told.
   */
  async function registerUpload(
    actor: User,
    caseId: string,
    input: RegisterDocumentInput,
  ): Promise<Document> {
    return register(actor, caseId, input)
  }

  /**
   * Keeps a decision letter staff uploaded (an upload slot of theirs) among the case's documents,
   * checked like any upload; for the cases module's DECISION step.
   */
  async function registerDecisionLetter(
    actor: User,
    caseId: string,
    objectId: string,
  ): Promise<{ id: string }> {
    const filename = `decision-letter-${caseId.slice(0, 8).toLowerCase()}.pdf`
    const document = await register(actor, caseId, { objectId, kind: 'DECISION_LETTER', filename })
    return { id: document.id }
  }

  async function register(
    actor: User,
    caseId: string,
    input: { objectId: string; kind: DocumentKind; filename: string },
  ): Promise<Document> {
    const ownerId = await ctx.caseOwnerFor(actor, caseId)
    const isCustomer = actor.id === ownerId
    // The customer adds documents while the case takes uploads (the rule the fingerprint link
    // follows too); staff add theirs at any status, and a credit report belongs to the credit
    // repair, which goes on after the case is submitted (docs/decisions/060-upload-checks-round-3.md).
    if (isCustomer && input.kind !== 'CREDIT_REPORT') {
      const closed = uploadsClosedReason((await findCaseStatus(db, caseId)) ?? '')
      if (closed) throw new AppError('conflict', closed)
    }
    const notUploaded = new AppError('validation_failed', UPLOAD_MESSAGES.notUploaded, {
      objectId: UPLOAD_MESSAGES.notUploaded,
    })
    const slot = await findUploadSlot(db, input.objectId)
    if (!slot || slot.userId !== actor.id) throw notUploaded
    if (slot.status === 'REGISTERED') throw new AppError('conflict', UPLOAD_MESSAGES.alreadyUsed)
    if (slot.status === 'ISSUED' && storage.presignPut) {
      // An S3 upload never passes through us: its slot is still ISSUED when the object is there.
      // The presigned URL stopped working at the slot's expiry, so any object there came in time.
      if (!(await claimSlotForUpload(db, slot.id, actor.id, new Date(0)))) throw notUploaded
    } else if (slot.status !== 'UPLOADED') {
      throw notUploaded
    }
    const since = new Date(ctx.now().getTime() - 60 * 60_000)
    if (isCustomer && (await countUserDocumentsSince(db, caseId, since)) >= CASE_UPLOADS_PER_HOUR) {
      throw new AppError('rate_limited', UPLOAD_MESSAGES.tooMany)
    }

    let bytes: Uint8Array | null
    try {
      bytes = await storage.get(slot.storageKey, { maxBytes: FILE_LIMITS.maxBytes })
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error
      return refuse(actor, slot.id, slot.storageKey, [FILE_ISSUES.tooLarge])
    }
    if (!bytes) {
      await closeUploadedSlot(db, slot.id, actor.id, 'EXPIRED')
      throw notUploaded
    }
    const sizeBytes = bytes.byteLength
    const sha256 = sha256Hex(bytes)
    // Nothing reads the bytes after the check: the PDF reader may take them without a copy.
    const inspected = await inspectFile(bytes, input.filename, { mayTakeBytes: true })
    if (!inspected.ok) return refuse(actor, slot.id, slot.storageKey, inspected.issues)

    const requirementCode = isRequirementCode(input.kind) ? input.kind : null
    const uploadedBy = isCustomer ? 'USER' : 'ADMIN'
    const now = ctx.now()
    const document = await db.transaction(async (tx) => {
      // Taken in the transaction: a second registration of the same upload finds it closed.
      if (!(await closeUploadedSlot(tx, slot.id, actor.id, 'REGISTERED'))) {
        throw new AppError('conflict', UPLOAD_MESSAGES.alreadyUsed)
      }
      const row = await insertDocument(tx, {
        caseId,
        userId: ownerId,
        kind: input.kind,
        filename: inspected.filename,
        contentType: inspected.contentType,
        sizeBytes,
        sha256,
        storageKey: slot.storageKey,
        requirementCode,
        uploadedBy,
      })
      await fulfilOpenRequests(tx, caseId, requirementCode, row.id, now)
      await audit.record(
        {
          caseId,
          actor: uploadedBy,
          actorUserId: actor.id,
          action: 'DOCUMENT_UPLOADED',
          detail: {
            documentId: row.id,
            kind: input.kind,
            label: documentKindLabel(input.kind),
            filename: inspected.filename,
          },
        },
        tx,
      )
      return toDocument(row)
    })
    await ctx.caseChanged(caseId)
    return document
  }

  async function refuse(actor: User, slotId: string, storageKey: string, issues: string[]): Promise<never> {
    await closeUploadedSlot(db, slotId, actor.id, 'EXPIRED')
    await ctx.removeQuietly(storageKey, 'could not remove a refused upload')
    throw new AppError('validation_failed', DOCUMENT_VALIDATION_FAILED, issueFields(issues))
  }

  /**
   * The recurring sweep: upload addresses nobody used, and uploads nobody registered, expire and
   * their objects are removed. Idempotent; a batch per run.
   */
  async function sweepExpiredUploads(now = ctx.now()): Promise<number> {
    let removed = 0
    for (;;) {
      const keys = await expireStaleSlots(db, now, 100)
      for (const key of keys) await ctx.removeQuietly(key, 'could not remove an expired upload')
      removed += keys.length
      if (keys.length < 100) return removed
    }
  }

  return { createUploadAddress, receiveUpload, registerUpload, registerDecisionLetter, sweepExpiredUploads }
}
