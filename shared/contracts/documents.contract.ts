import { z } from 'zod'
import { CaseIdParamsSchema } from './cases.contract.ts'
import { buildPath, type ContractTable } from './contract.ts'

/** What a document is: the signed service agreement now, uploads later. */
export const DOCUMENT_KINDS = ['SIGNED_AGREEMENT'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const DocumentSchema = z.object({
  id: z.string(),
  // A plain string, so a kind added later never breaks an older reader.
  kind: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
})
export type Document = z.infer<typeof DocumentSchema>

export const DocumentIdParamsSchema = z.object({ id: z.uuid('Document not found') })

export const documentsContract = {
  listForCase: {
    method: 'GET',
    path: '/api/case/:id/documents',
    summary: "A case's documents, newest first (the owner or an admin only)",
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: z.object({ documents: z.array(DocumentSchema) }),
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
