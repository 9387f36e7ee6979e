import { FILE_LIMITS } from './uploads.ts'

/**
 * Fingerprint files of a case: what kind of artifact each is, how it arrived, where staff stand on
 * it, and the limits of the upload page (docs/decisions/026-fingerprint-uploads.md). The lists feed
 * the database columns, the contract and the labels both ends show.
 */

/** What a fingerprint file is: an FBI FD-258 card, a live-scan receipt, or anything else. */
export const FINGERPRINT_TYPES = ['FD258_CARD', 'LIVE_SCAN_RECEIPT', 'OTHER'] as const
export type FingerprintType = (typeof FINGERPRINT_TYPES)[number]

export const FINGERPRINT_TYPE_LABELS: Record<FingerprintType, string> = {
  FD258_CARD: 'FD-258 fingerprint card',
  LIVE_SCAN_RECEIPT: 'Live scan receipt',
  OTHER: 'Photo or other file',
}

/** How a fingerprint file arrived: the upload link (QR code or upload page), the case page, or e-mail. */
export const FINGERPRINT_SOURCES = ['UPLOAD_LINK', 'CASE_PAGE', 'EMAIL'] as const
export type FingerprintSource = (typeof FINGERPRINT_SOURCES)[number]

export const FINGERPRINT_SOURCE_LABELS: Record<FingerprintSource, string> = {
  UPLOAD_LINK: 'Upload link',
  CASE_PAGE: 'Case page',
  EMAIL: 'E-mail',
}

/** Where staff stand on a fingerprint file: not looked at yet, accepted or rejected with a reason. */
export const FINGERPRINT_REVIEW_STATUSES = ['RECEIVED', 'ACCEPTED', 'REJECTED'] as const
export type FingerprintReviewStatus = (typeof FINGERPRINT_REVIEW_STATUSES)[number]

export const FINGERPRINT_REVIEW_LABELS: Record<FingerprintReviewStatus, string> = {
  RECEIVED: 'Received',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
}

/** The decisions staff can record on a fingerprint file. */
export const FINGERPRINT_REVIEW_DECISIONS = ['ACCEPTED', 'REJECTED'] as const

/** How long a fingerprint upload link (and its QR code) works. */
export const FINGERPRINT_LINK_DAYS = 7

/** Files one upload to POST /api/fp/upload may carry (the upload page's limit). */
export const FINGERPRINT_MAX_FILES = FILE_LIMITS.maxFiles.uploadPage

/** The upload page's answer to a link without a case, or with a bad or expired token. */
export const INVALID_UPLOAD_LINK = {
  title: 'Invalid Upload Link',
  description: 'This upload link is not valid.',
} as const

/** The upload page's title for a genuine link to a case that takes no uploads now (its reason follows). */
export const UPLOADS_CLOSED_TITLE = 'Uploads Closed'

/** A quality score (a 0-1 decimal string) as a percent: '0.87' → '87%'. */
export function qualityPercent(score: string | null): string | null {
  if (score === null) return null
  const value = Number(score)
  return Number.isFinite(value) ? `${Math.round(value * 100)}%` : null
}

/**
 * A fingerprint file's badge: staff's decision once there is one; before it, a file that failed the
 * automatic checks reads 'Not usable', never 'Received' (docs/decisions/054-deadline-banner.md).
 */
export function fingerprintBadge(file: { reviewStatus: FingerprintReviewStatus; valid: boolean }): {
  status: FingerprintReviewStatus
  label: string
} {
  if (file.reviewStatus === 'RECEIVED' && !file.valid) return { status: 'REJECTED', label: 'Not usable' }
  return { status: file.reviewStatus, label: FINGERPRINT_REVIEW_LABELS[file.reviewStatus] }
}
