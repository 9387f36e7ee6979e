import { AppError } from '#server/lib/app-error.ts'
import { createFileReview } from '#server/lib/uploads/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  CreateDocumentRequestInput,
  Document,
  DocumentRequest,
  ReviewDocumentInput,
} from '#shared/contracts/documents.contract.ts'
import { documentKindLabel } from '#shared/domain/documents.ts'
import { toRequest } from './checklist.ts'
import { documentRejectedEmail, documentRequestedEmail } from './documents.emails.ts'
import { toDocument, type DocumentsContext } from './documents.context.ts'
import {
  findCaseOwnerId,
  findDocumentById,
  insertDocumentRequest,
  updateDocumentReview,
} from './documents.repository.ts'

/** Staff's side of documents: asking the customer for one, and accepting or rejecting what came. */
export function createReview(ctx: DocumentsContext) {
  const { db, audit } = ctx

  /** An admin asks the customer for a document with a reason: stored, audited and e-mailed. */
  async function requestDocument(
    actor: User,
    caseId: string,
    input: CreateDocumentRequestInput,
  ): Promise<DocumentRequest> {
    const ownerId = await findCaseOwnerId(db, caseId)
    if (!ownerId) throw new AppError('not_found', 'Case not found')
    const row = await db.transaction(async (tx) => {
      const created = await insertDocumentRequest(tx, {
        caseId,
        requirementCode: input.requirementCode ?? null,
        label: input.label,
        reason: input.reason,
        requestedByUserId: actor.id,
      })
      await audit.record(
        {
          caseId,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'DOCUMENT_REQUESTED',
          detail: { requestId: created.id, label: input.label, reason: input.reason },
        },
        tx,
      )
      return created
    })
    const { company } = ctx.config
    await ctx.mailCustomer(ownerId, caseId, (to, firstName) =>
      documentRequestedEmail(to, firstName, caseNumber(caseId), ctx.caseUrl(caseId), input, company.name),
    )
    await ctx.caseChanged(caseId)
    return toRequest(row)
  }

  const review = createFileReview(ctx, {
    notFound: 'Document not found',
    find: (documentId: string) => findDocumentById(db, documentId),
    update: updateDocumentReview,
    actions: { ACCEPTED: 'DOCUMENT_ACCEPTED', REJECTED: 'DOCUMENT_REJECTED' },
    auditDetail: (row) => ({
      documentId: row.id,
      label: documentKindLabel(row.kind),
      filename: row.filename,
    }),
    rejection: (row, _found, reason) => ({
      userId: row.userId,
      mail: (to, firstName) =>
        documentRejectedEmail(
          to,
          firstName,
          caseNumber(row.caseId),
          ctx.caseUrl(row.caseId),
          { label: documentKindLabel(row.kind), filename: row.filename, reason },
          ctx.config.company.name,
        ),
    }),
  })

  /**
   * An admin accepts or rejects a document, with a reason for a rejection: stored, audited, a
   * rejection e-mailed to the customer, and the case's status flow told.
   */
  async function reviewDocument(
    actor: User,
    documentId: string,
    input: ReviewDocumentInput,
  ): Promise<Document> {
    return toDocument(await review(actor, documentId, input))
  }

  return { requestDocument, reviewDocument }
}
