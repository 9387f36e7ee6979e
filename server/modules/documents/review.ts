import { AppError } from '#server/lib/app-error.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  CreateDocumentRequestInput,
  Document,
  DocumentRequest,
  ReviewDocumentInput,
} from '#shared/contracts/documents.contract.ts'
import { documentKindLabel } from '#shared/domain/documents.ts'
import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import { toRequest } from './checklist.ts'
import { documentRejectedEmail, documentRequestedEmail } from './documents.emails.ts'
import type { DocumentsContext } from './documents.service.ts'
import { toDocument } from './documents.service.ts'
import {
  findCaseOwnerId,
  findDocumentById,
  insertDocumentRequest,
  updateDocumentReview,
} from './documents.repository.ts'

/** Staff's side of documents: asking the customer for one, and accepting or rejecting what came. */
export function createReview(ctx: DocumentsContext) {
  const { db, audit, log } = ctx

  async function mailCustomer(
    userId: string,
    caseId: string,
    build: (to: string, firstName: string) => OutgoingMail,
  ) {
    const customer = await ctx.findCustomer(userId)
    if (!customer) return
    // The change is saved whatever happens to the e-mail; a mail failure is logged, not shown.
    await ctx.mailer
      .send(build(customer.email, customer.firstName))
      .catch((error: unknown) => log.error({ err: error, caseId }, 'document e-mail failed'))
  }

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
    await mailCustomer(ownerId, caseId, (to, firstName) =>
      documentRequestedEmail(to, firstName, caseNumber(caseId), ctx.caseUrl(caseId), input, company.name),
    )
    await ctx.caseChanged(caseId)
    return toRequest(row)
  }

  /**
   * An admin accepts or rejects a document, with a reason for a rejection: stored, audited, a
   * rejection e-mailed to the customer, and the case's status flow told.
   */
  async function reviewDocument(
    actor: User,
    documentId: string,
    input: ReviewDocumentInput,
  ): Promise<Document> {
    const found = await findDocumentById(db, documentId)
    if (!found) throw new AppError('not_found', 'Document not found')
    const reason = input.reason?.trim() || null
    const row = await db.transaction(async (tx) => {
      const updated = await updateDocumentReview(tx, documentId, {
        reviewStatus: input.decision,
        reviewReason: reason,
        reviewedByUserId: actor.id,
        reviewedAt: ctx.now(),
      })
      if (!updated) throw new AppError('not_found', 'Document not found')
      await audit.record(
        {
          caseId: updated.caseId,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: input.decision === 'ACCEPTED' ? 'DOCUMENT_ACCEPTED' : 'DOCUMENT_REJECTED',
          detail: {
            documentId,
            label: documentKindLabel(updated.kind),
            filename: updated.filename,
            ...(reason ? { reason } : {}),
          },
        },
        tx,
      )
      return updated
    })
    if (input.decision === 'REJECTED') {
      const { company } = ctx.config
      await mailCustomer(row.userId, row.caseId, (to, firstName) =>
        documentRejectedEmail(
          to,
          firstName,
          caseNumber(row.caseId),
          ctx.caseUrl(row.caseId),
          { label: documentKindLabel(row.kind), filename: row.filename, reason: reason ?? '' },
          company.name,
        ),
      )
    }
    await ctx.caseChanged(row.caseId)
    return toDocument(row)
  }

  return { requestDocument, reviewDocument }
}
