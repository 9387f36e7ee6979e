import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CaseFiles } from './case-files.ts'

export type ReviewDecision = 'ACCEPTED' | 'REJECTED'

/** Staff's verdict on a file: a reason is required for a rejection by the contracts, optional otherwise. */
export type ReviewInput = { decision: ReviewDecision; reason?: string | undefined }

/** What a review writes on the file's row. */
export type ReviewValues = {
  reviewStatus: ReviewDecision
  reviewReason: string | null
  reviewedByUserId: string
  reviewedAt: Date
}

/** What differs between kinds of file: their table, their activity entries and their e-mail. */
export type FileReviewSpec<Found, Row extends { caseId: string }> = {
  /** The 404 message for an unknown file. */
  notFound: string
  find(id: string): Promise<Found | undefined>
  update(tx: Db, id: string, values: ReviewValues): Promise<Row | undefined>
  /** The activity entry of each decision. */
  actions: Record<ReviewDecision, string>
  /** What the activity entry says of the file (the reason is added when there is one). */
  auditDetail(row: Row): Record<string, unknown>
  /** Who is told of a rejection, and the e-mail they get. */
  rejection(
    row: Row,
    found: Found,
    reason: string,
  ): { userId: string; mail: (to: string, firstName: string) => OutgoingMail }
}

/**
 * Staff accept or reject a file of a case, with a reason for a rejection: stored with its activity
 * entry in one transaction, a rejection e-mailed to the customer, and the case's status flow told.
 */
export function createFileReview<Found, Row extends { caseId: string }>(
  files: CaseFiles,
  spec: FileReviewSpec<Found, Row>,
) {
  return async function review(actor: User, id: string, input: ReviewInput): Promise<Row> {
    const found = await spec.find(id)
    if (!found) throw new AppError('not_found', spec.notFound)
    const reason = input.reason?.trim() || null
    const row = await files.db.transaction(async (tx) => {
      const updated = await spec.update(tx, id, {
        reviewStatus: input.decision,
        reviewReason: reason,
        reviewedByUserId: actor.id,
        reviewedAt: files.now(),
      })
      if (!updated) throw new AppError('not_found', spec.notFound)
      await files.audit.record(
        {
          caseId: updated.caseId,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: spec.actions[input.decision],
          detail: { ...spec.auditDetail(updated), ...(reason ? { reason } : {}) },
        },
        tx,
      )
      return updated
    })
    if (input.decision === 'REJECTED') {
      const { userId, mail } = spec.rejection(row, found, reason ?? '')
      await files.mailCustomer(userId, row.caseId, mail)
    }
    await files.caseChanged(row.caseId)
    return row
  }
}
