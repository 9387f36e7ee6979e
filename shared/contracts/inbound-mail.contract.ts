import { z } from 'zod'
import { FINGERPRINT_MAIL_STATUSES, MailChecksSchema } from '../domain/inbound-mail.ts'
import { CaseIdParamsSchema } from './cases.contract.ts'
import type { ContractTable } from './contract.ts'

export const FingerprintMailStatusSchema = z.enum(FINGERPRINT_MAIL_STATUSES)

/**
 * A message to a case's fingerprint address as staff see it on the case: who it says it is from,
 * what the checks found, its files, and whether it was added to the case or held for staff
 * (docs/decisions/058-inbound-mail-authentication.md).
 */
export const FingerprintMailSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  /** The From address, which only a verified sender proves. */
  fromAddress: z.string().nullable(),
  subject: z.string(),
  status: FingerprintMailStatusSchema,
  checks: MailChecksSchema,
  /** The attached files: as held, or as the fingerprint checks found them once filed. */
  files: z.array(
    z.object({
      filename: z.string(),
      sizeBytes: z.number().int().nullable(),
      /** Whether the file passed the fingerprint checks; null while held. */
      valid: z.boolean().nullable(),
    }),
  ),
  /** The admin who released or rejected held mail, and when. */
  reviewedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
})
export type FingerprintMail = z.infer<typeof FingerprintMailSchema>

const InboundMessageIdParamsSchema = z.object({ id: z.uuid('Message not found') })

export const inboundMailAdminContract = {
  listForCase: {
    method: 'GET',
    path: '/api/admin/cases/:id/inbound-mail',
    summary: "Mail received at the case's fingerprint address, newest first, with its checks and files",
    access: 'admin',
    params: CaseIdParamsSchema,
    response: z.object({ messages: z.array(FingerprintMailSchema) }),
  },
  release: {
    method: 'POST',
    path: '/api/admin/inbound-mail/:id/release',
    summary:
      'Adds the files of held fingerprint mail to its case, through the usual checks, as the admin (409 once decided)',
    access: 'admin',
    params: InboundMessageIdParamsSchema,
    response: z.object({ message: FingerprintMailSchema }),
  },
  reject: {
    method: 'POST',
    path: '/api/admin/inbound-mail/:id/reject',
    summary:
      'Rejects held fingerprint mail: its files are deleted and never reach the case (409 once decided)',
    access: 'admin',
    params: InboundMessageIdParamsSchema,
    response: z.object({ message: FingerprintMailSchema }),
  },
} as const satisfies ContractTable
