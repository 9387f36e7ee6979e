import { z } from 'zod'
import { MAIL_LOG_STATUSES } from '../domain/back-office.ts'
import type { ContractTable } from './contract.ts'

export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** KEPT: stored instead of sent (no SMTP server); SENT or FAILED: an SMTP relay's answer, body not kept. */
  status: z.enum(MAIL_LOG_STATUSES),
  error: z.string().nullable(),
  replyTo: z.string().nullable(),
  /** Threading headers (ids without angle brackets), so staff can see how a reply will thread. */
  messageId: z.string().nullable(),
  inReplyTo: z.string().nullable(),
  references: z.array(z.string()),
  /** Other headers it carried (List-Unsubscribe on campaign mail). */
  headers: z.record(z.string(), z.string()),
  createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>

export const ListOutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

export const outboxContract = {
  list: {
    method: 'GET',
    path: '/api/admin/outbox',
    summary:
      'The mail log, newest first: mail kept instead of sent (no SMTP server), or sent and refused by the SMTP relay',
    access: 'admin',
    query: ListOutboxQuerySchema,
    response: z.object({ messages: z.array(OutboxMessageSchema) }),
  },
} as const satisfies ContractTable
