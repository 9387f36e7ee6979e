import QRCode from 'qrcode'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import { fingerprintMailbox } from '#server/modules/inbound-mail/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { FingerprintQr, UploadCase } from '#shared/contracts/fingerprints.contract.ts'
import { uploadsClosedReason } from '#shared/domain/case-status.ts'
import { INVALID_UPLOAD_LINK } from '#shared/domain/fingerprints.ts'
import { findCaseForFingerprints } from './fingerprints.repository.ts'
import type { FingerprintsContext, UploadAccess } from './fingerprints.context.ts'

/** The case's upload link for a phone, and who it lets in (docs/decisions/026-fingerprint-uploads.md). */
export function createUploadLink(ctx: FingerprintsContext) {
  const { db, config, tokens, now } = ctx

  /**
   * The case's upload link for a phone, as a QR code, and the e-mail address for fingerprints; a
   * fresh link each time, valid for seven days (docs/decisions/026-fingerprint-uploads.md), and only
   * while the case takes uploads (409 with the reason otherwise, docs/decisions/060).
   */
  async function getUploadQr(actor: User, caseId: string): Promise<FingerprintQr> {
    const found = await ctx.findOwnCase(actor, caseId)
    const closed = uploadsClosedReason(found.status)
    if (closed) throw new AppError('conflict', closed)
    const { token, expiresAt } = tokens.createFingerprintUploadToken(caseId, now())
    const uploadUrl = `${config.publicUrl}/fingerprints/${caseId}?token=${encodeURIComponent(token)}`
    const qrCodeDataUrl = await QRCode.toDataURL(uploadUrl, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    })
    return {
      qrCodeDataUrl,
      emailAlias: fingerprintMailbox(caseId, config),
      uploadUrl,
      expiresAt: expiresAt.toISOString(),
    }
  }

  /**
   * Lets an upload in: a genuine, unexpired token for this case, or the session of its owner (or
   * an admin). Anything else reads as an invalid link, whether the case exists or not. A genuine
   * link, or the owner, is then refused with the reason in words (409) unless the case takes uploads
   * now; staff may add files at any status (docs/decisions/060-upload-checks-round-3.md).
   */
  async function authorizeUpload(
    caseId: string,
    { token, user }: { token?: string | undefined; user: User | null },
  ): Promise<UploadAccess> {
    const found = await findCaseForFingerprints(db, caseId)
    const expiresAt = found && token ? tokens.verifyFingerprintUploadToken(token, caseId, now()) : null
    const access: UploadAccess | null = expiresAt
      ? { caseId, by: 'TOKEN', expiresAt }
      : found && user && canActFor(user, found.userId, 'case')
        ? { caseId, by: 'SESSION', user }
        : null
    if (!found || !access) throw new AppError('not_found', INVALID_UPLOAD_LINK.description)
    const isStaff = access.by === 'SESSION' && access.user.role === 'ADMIN'
    const closed = isStaff ? null : uploadsClosedReason(found.status)
    if (closed) throw new AppError('conflict', closed)
    return access
  }

  /** The upload page's badge and e-mail alternative, for a caller the link or session lets in. */
  async function getUploadCase(
    caseId: string,
    access: { token?: string | undefined; user: User | null },
  ): Promise<UploadCase> {
    const allowed = await authorizeUpload(caseId, access)
    return {
      caseNumber: caseNumber(caseId),
      emailAlias: fingerprintMailbox(caseId, config),
      expiresAt: allowed.by === 'TOKEN' ? allowed.expiresAt.toISOString() : null,
    }
  }

  return { getUploadQr, authorizeUpload, getUploadCase }
}
