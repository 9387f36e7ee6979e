import { z } from 'zod'
import type { ContractTable } from './contract.ts'

export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
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
    summary: 'Mail the product stored instead of sending (no SMTP server configured), newest first',
    access: 'admin',
    query: ListOutboxQuerySchema,
    response: z.object({ messages: z.array(OutboxMessageSchema) }),
  },
} as const satisfies ContractTable
