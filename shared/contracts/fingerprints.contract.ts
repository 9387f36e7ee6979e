import { z } from 'zod'
import {
  FINGERPRINT_REVIEW_STATUSES,
  FINGERPRINT_SOURCES,
  FINGERPRINT_TYPES,
} from '../domain/fingerprints.ts'
import { singleLineText } from '../domain/text-fields.ts'
import { CaseIdParamsSchema } from './cases.contract.ts'
import { buildPath, type ContractTable } from './contract.ts'

/**
 * Fingerprint files (docs/decisions/026-fingerprint-uploads.md): the upload link and its QR code,
 * the upload itself (by the link's token or the owner's session), the case's list and staff review.
 */

export const FingerprintTypeSchema = z.enum(FINGERPRINT_TYPES)
export const FingerprintSourceSchema = z.enum(FINGERPRINT_SOURCES)

export const FingerprintSchema = z.object({
  id: z.string(),
  type: FingerprintTypeSchema,
  /** The type in words ('FD-258 fingerprint card'). */
  typeLabel: z.string(),
  source: FingerprintSourceSchema,
  sourceLabel: z.string(),
  /** When the prints were taken where the file says so, else when it arrived. */
  capturedAt: z.string(),
  createdAt: z.string(),
  tcn: z.string().nullable(),
  ori: z.string().nullable(),
  /** 0-1 as a decimal string ('0.87') for images; null for documents. */
  qualityScore: z.string().nullable(),
  valid: z.boolean(),
  /** What is wrong with the file, in plain words; empty when nothing is. */
  issues: z.array(z.string()),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  reviewStatus: z.enum(FINGERPRINT_REVIEW_STATUSES),
  reviewReason: z.string().nullable(),
})
export type Fingerprint = z.infer<typeof FingerprintSchema>

/** What the analysis of one uploaded file found (the specification's upload result). */
export const UploadResultSchema = z.object({
  filename: z.string(),
  valid: z.boolean(),
  issues: z.array(z.string()),
  artifact: z.object({
    type: FingerprintTypeSchema,
    tcn: z.string().nullable(),
    ori: z.string().nullable(),
  }),
})
export type UploadResult = z.infer<typeof UploadResultSchema>

/** The signed token of an upload link; any text is accepted here and judged by the server. */
export const UploadTokenQuerySchema = z.object({
  token: singleLineText().max(200).optional(),
})

export const FingerprintQrSchema = z.object({
  /** A PNG data URL of the QR code that encodes `uploadUrl`. */
  qrCodeDataUrl: z.string(),
  /** fp-{caseId}@{mail domain}: attachments sent there become the case's fingerprints. */
  emailAlias: z.string(),
  /** The upload page with a signed token: works without signing in until `expiresAt`. */
  uploadUrl: z.string(),
  expiresAt: z.string(),
})
export type FingerprintQr = z.infer<typeof FingerprintQrSchema>

export const UploadCaseSchema = z.object({
  /** 'Case #' plus this: the first 8 characters of the id in capitals. */
  caseNumber: z.string(),
  /** The e-mail alternative the upload page shows. */
  emailAlias: z.string(),
  /** When the link's token stops working; null when the page was opened with a session. */
  expiresAt: z.string().nullable(),
})
export type UploadCase = z.infer<typeof UploadCaseSchema>

export const UploadCaseParamsSchema = z.object({ caseId: z.uuid('Case not found') })
export const FingerprintIdParamsSchema = z.object({ id: z.uuid('Fingerprint not found') })

const reviewReason = (message: string) =>
  singleLineText({ error: message })
    .trim()
    .min(3, message)
    .max(500, 'Please keep the reason under 500 characters')

/** A rejection tells the customer why; an acceptance may say nothing. */
export const ReviewFingerprintInputSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('ACCEPTED'),
    reason: reviewReason('Please give a reason').optional(),
  }),
  z.object({
    decision: z.literal('REJECTED'),
    reason: reviewReason('Please tell the customer why the fingerprints were rejected'),
  }),
])
export type ReviewFingerprintInput = z.infer<typeof ReviewFingerprintInputSchema>

export const fingerprintsContract = {
  qr: {
    method: 'GET',
    path: '/api/case/:id/fingerprint-qr',
    summary: 'A signed upload link for a phone, as a QR code, and the e-mail address for fingerprints',
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: FingerprintQrSchema,
  },
  uploadCase: {
    method: 'GET',
    path: '/api/fp/case/:caseId',
    summary: "The upload page's case badge: with the link's token, or the owner's session",
    access: 'public',
    params: UploadCaseParamsSchema,
    query: UploadTokenQuerySchema,
    response: UploadCaseSchema,
    rateLimit: { scope: 'fp-case:ip', per: 'ip', limit: 60 },
  },
  upload: {
    method: 'POST',
    path: '/api/fp/upload',
    summary:
      'Upload fingerprint files (multipart: files[] and caseId), with the link token or the owner session; each is checked and described',
    access: 'public',
    query: UploadTokenQuerySchema,
    upload: 'multipart',
    response: z.object({ results: z.array(UploadResultSchema) }),
    rateLimit: { scope: 'fp-upload:ip', per: 'ip', limit: 20 },
  },
  listForCase: {
    method: 'GET',
    path: '/api/case/:id/fingerprints',
    summary: "A case's fingerprint files, newest first (the owner or an admin only)",
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: z.object({ fingerprints: z.array(FingerprintSchema) }),
  },
  review: {
    method: 'POST',
    path: '/api/admin/fingerprints/:id/review',
    summary: 'Accept or reject a fingerprint file with a reason (a rejection is e-mailed)',
    access: 'admin',
    params: FingerprintIdParamsSchema,
    body: ReviewFingerprintInputSchema,
    response: z.object({ fingerprint: FingerprintSchema }),
  },
} as const satisfies ContractTable

/** The multipart field names of an upload: the files, and the case they belong to. */
export const UPLOAD_FIELDS = { files: 'files[]', caseId: 'caseId' } as const

/**
 * The download answers with the file itself (an attachment), not JSON: a link for the browser to
 * follow, like the document download.
 */
export const FINGERPRINT_DOWNLOAD_PATH = '/api/fingerprints/:id/download'

export function fingerprintDownloadPath(fingerprintId: string): string {
  return buildPath(FINGERPRINT_DOWNLOAD_PATH, { id: fingerprintId })
}
