import { z } from 'zod'
import {
  CHECKLIST_STATES,
  CUSTOMER_DOCUMENT_KINDS,
  DOCUMENT_REQUEST_STATUSES,
  DOCUMENT_REVIEW_DECISIONS,
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENT_UPLOADERS,
  type DocumentKind as DomainDocumentKind,
} from '../domain/documents.ts'
import { REQUIREMENT_CODES } from '../domain/fulfilment/requirements.ts'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import { CaseIdParamsSchema } from './cases.contract.ts'
import { buildPath, type ContractTable } from './contract.ts'

/** What a document is: a checklist item, 'OTHER', the signed agreement or a decision letter. */
export type DocumentKind = DomainDocumentKind

export const DocumentSchema = z.object({
  id: z.string(),
  // A plain string, so a kind added later never breaks an older reader.
  kind: z.string(),
  /** The kind in words ('Certified copy of the judgment'), never the code. */
  kindLabel: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.enum(DOCUMENT_UPLOADERS),
  reviewStatus: z.enum(DOCUMENT_REVIEW_STATUSES),
  /** Why staff rejected it (or a note on accepting it); null until reviewed. */
  reviewReason: z.string().nullable(),
  createdAt: z.string(),
})
export type Document = z.infer<typeof DocumentSchema>

export const DocumentIdParamsSchema = z.object({ id: z.uuid('Document not found') })

export const CreateUploadInputSchema = z.object({
  /** The case the file is for, when known: its owner is checked now rather than at registration. */
  caseId: z.uuid('Case not found').optional(),
})
export type CreateUploadInput = z.infer<typeof CreateUploadInputSchema>

export const UploadAddressSchema = z.object({
  /** Where the browser PUTs the file, with its Content-Type and the headers below. */
  uploadURL: z.string(),
  /** Names the upload when it is registered as a document. */
  objectId: z.string(),
  /** Headers the PUT must carry besides Content-Type (an S3 presigned PUT's encryption header). */
  uploadHeaders: z.record(z.string(), z.string()),
  expiresAt: z.string(),
})
export type UploadAddress = z.infer<typeof UploadAddressSchema>

export const UploadObjectParamsSchema = z.object({ objectId: z.uuid('Upload not found') })
export const UploadObjectQuerySchema = z.object({
  token: z.string({ error: 'Upload not found' }).min(1, 'Upload not found').max(200, 'Upload not found'),
})

export const RegisterDocumentInputSchema = z.object({
  objectId: z.uuid('Upload not found'),
  kind: z.enum(CUSTOMER_DOCUMENT_KINDS, { error: 'Choose what this document is' }),
  filename: singleLineText({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(255, 'The file name is too long'),
})
export type RegisterDocumentInput = z.infer<typeof RegisterDocumentInputSchema>

export const ChecklistItemSchema = z.object({
  code: z.enum(REQUIREMENT_CODES),
  label: z.string(),
  explanation: z.string(),
  metBy: z.enum(['DOCUMENT', 'FINGERPRINTS', 'IDENTITY']),
  isRequired: z.boolean(),
  state: z.enum(CHECKLIST_STATES),
  documentIds: z.array(z.string()),
  /** Why the latest document was rejected, when it was. */
  reason: z.string().optional(),
})
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>

export const DocumentRequestSchema = z.object({
  id: z.string(),
  requirementCode: z.string().nullable(),
  label: z.string(),
  reason: z.string(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  createdAt: z.string(),
})
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>

export const ChecklistSchema = z.object({
  items: z.array(ChecklistItemSchema),
  /** Documents staff asked for that have not arrived yet. */
  requests: z.array(DocumentRequestSchema),
  /** Every required document is in and not rejected, and no request is open. */
  isComplete: z.boolean(),
})
export type Checklist = z.infer<typeof ChecklistSchema>

const staffText = (message: string, max: number) =>
  multiLineText({ error: message }).trim().min(1, message).max(max, `Keep it under ${max} characters`)

export const CreateDocumentRequestInputSchema = z.object({
  requirementCode: z.enum(REQUIREMENT_CODES).optional(),
  label: singleLineText({ error: 'Name the document' })
    .trim()
    .min(1, 'Name the document')
    .max(200, 'Keep it under 200 characters'),
  reason: staffText('Tell the customer why it is needed', 2000),
})
export type CreateDocumentRequestInput = z.infer<typeof CreateDocumentRequestInputSchema>

export const ReviewDocumentInputSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal(DOCUMENT_REVIEW_DECISIONS[0]),
    reason: multiLineText().trim().max(2000, 'Keep it under 2000 characters').optional(),
  }),
  z.object({
    decision: z.literal(DOCUMENT_REVIEW_DECISIONS[1]),
    reason: staffText('Tell the customer why the document was rejected', 2000),
  }),
])
export type ReviewDocumentInput = z.infer<typeof ReviewDocumentInputSchema>

export const documentsContract = {
  createUpload: {
    method: 'POST',
    path: '/api/objects/upload',
    summary: 'A one-time address (15 minutes) to PUT one file to, before registering it as a document',
    access: 'customer',
    owner: { caseId: 'case' },
    body: CreateUploadInputSchema,
    response: UploadAddressSchema,
    rateLimit: { scope: 'upload-address:user', per: 'user', limit: 60, windowSeconds: 3600 },
  },
  putUpload: {
    method: 'PUT',
    path: '/api/objects/upload/:objectId',
    summary:
      "The file's bytes, with its Content-Type, to the signed one-time address (its token, and the session of the user it was made for)",
    access: 'customer',
    params: UploadObjectParamsSchema,
    query: UploadObjectQuerySchema,
    upload: 'raw',
    response: z.object({ objectId: z.string(), sizeBytes: z.number().int() }),
  },
  register: {
    method: 'POST',
    path: '/api/case/:id/documents',
    summary:
      'Register an uploaded file as a document of the case: its content is checked (type by content, PDF opens, image decodes) and it is stored encrypted',
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    body: RegisterDocumentInputSchema,
    status: 201,
    response: z.object({ document: DocumentSchema }),
    rateLimit: { scope: 'document-register:user', per: 'user', limit: 30, windowSeconds: 3600 },
  },
  listForCase: {
    method: 'GET',
    path: '/api/case/:id/documents',
    summary: "A case's documents, newest first (the owner or an admin only)",
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: z.object({ documents: z.array(DocumentSchema) }),
  },
  checklist: {
    method: 'GET',
    path: '/api/case/:id/checklist',
    summary: "What the case's filing authorities ask for, where each item stands, and staff's open requests",
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: ChecklistSchema,
  },
} as const satisfies ContractTable

export const documentsAdminContract = {
  requestDocument: {
    method: 'POST',
    path: '/api/admin/case/:id/document-requests',
    summary: 'Ask the customer for a document, with the reason (e-mailed to them and shown on the case page)',
    access: 'admin',
    params: CaseIdParamsSchema,
    body: CreateDocumentRequestInputSchema,
    status: 201,
    response: z.object({ request: DocumentRequestSchema }),
  },
  reviewDocument: {
    method: 'POST',
    path: '/api/admin/documents/:id/review',
    summary: 'Accept or reject a document, with the reason (a rejection is e-mailed to the customer)',
    access: 'admin',
    params: DocumentIdParamsSchema,
    body: ReviewDocumentInputSchema,
    response: z.object({ document: DocumentSchema }),
  },
} as const satisfies ContractTable

/**
 * The download answers with the file itself (Content-Disposition: attachment), not JSON, so it is
 * a link for the browser to follow rather than a contract entry for the API client.
 */
export const DOCUMENT_DOWNLOAD_PATH = '/api/documents/:id/download'

export function documentDownloadPath(documentId: string): string {
  return buildPath(DOCUMENT_DOWNLOAD_PATH, { id: documentId })
}

/**
 * The issues of a refused file go in the error envelope's fields as `issues.0`, `issues.1`...: the
 * envelope keeps one message per field, and the uploader lists each issue on its own line.
 */
export function issueFields(issues: readonly string[]): Record<string, string> {
  return Object.fromEntries(issues.map((issue, i) => [`issues.${i}`, issue]))
}

/** The issues listed in an error envelope's fields (empty when there are none). */
export function issuesFromFields(fields: Record<string, string> | undefined): string[] {
  return Object.entries(fields ?? {})
    .filter(([key]) => /^issues\.\d+$/.test(key))
    .sort(([a], [b]) => Number(a.slice(7)) - Number(b.slice(7)))
    .map(([, issue]) => issue)
}
