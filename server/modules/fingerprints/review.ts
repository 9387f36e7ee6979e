import { AppError } from '#server/lib/app-error.ts'
import { createFileReview } from '#server/lib/uploads/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import { fingerprintMailbox } from '#server/modules/inbound-mail/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Fingerprint, ReviewFingerprintInput } from '#shared/contracts/fingerprints.contract.ts'
import { ADMIN_ONLY_MESSAGE } from '#shared/domain/access.ts'
import { FINGERPRINT_TYPE_LABELS } from '#shared/domain/fingerprints.ts'
import { fingerprintRejectedEmail } from './fingerprints.emails.ts'
import { findFingerprintWithCase, updateFingerprintReview } from './fingerprints.repository.ts'
import { toFingerprint, type FingerprintsContext } from './fingerprints.context.ts'

/** Staff's verdict on a fingerprint file. */
export function createReview(ctx: FingerprintsContext) {
  const { db, config } = ctx

  const review = createFileReview(ctx, {
    notFound: 'Fingerprint not found',
    find: (fingerprintId: string) => findFingerprintWithCase(db, fingerprintId),
    update: updateFingerprintReview,
    actions: { ACCEPTED: 'FINGERPRINT_ACCEPTED', REJECTED: 'FINGERPRINT_REJECTED' },
    auditDetail: (row) => ({ fingerprintId: row.id, typeLabel: FINGERPRINT_TYPE_LABELS[row.type] }),
    rejection: (row, found, reason) => ({
      userId: found.caseOwnerId,
      mail: (to, firstName) =>
        fingerprintRejectedEmail({
          to,
          firstName,
          caseNumber: caseNumber(row.caseId),
          filename: row.filename,
          reason,
          caseUrl: `${config.publicUrl}/case/${row.caseId}`,
          emailAlias: fingerprintMailbox(row.caseId, config),
          companyName: config.company.name,
        }),
    }),
  })

  /**
   * Staff accept or reject a fingerprint file with a reason: recorded with an activity entry; a
   * rejection is e-mailed to the customer; the case is told its fingerprints changed.
   */
  async function reviewFingerprint(
    actor: User,
    fingerprintId: string,
    input: ReviewFingerprintInput,
  ): Promise<Fingerprint> {
    if (actor.role !== 'ADMIN') throw new AppError('forbidden', ADMIN_ONLY_MESSAGE)
    return toFingerprint(await review(actor, fingerprintId, input))
  }

  return { reviewFingerprint }
}
