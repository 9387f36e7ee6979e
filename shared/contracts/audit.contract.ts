import { z } from 'zod'
import { ACTORS } from '../domain/roles.ts'
import { singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

/** The back office's audit log (docs/decisions/038-people-and-audit-log.md). */

export const AUDIT_ACTORS = ACTORS
export const AuditActorSchema = z.enum(AUDIT_ACTORS)
export type AuditActor = z.infer<typeof AuditActorSchema>

export const AUDIT_PAGE_SIZE_MAX = 100

/** A page's position in a newest-first list: opaque to the client, made and read by the server. */
export const CursorSchema = z
  .string()
  .trim()
  .max(200, 'This page address is not valid.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This page address is not valid.')

/**
 * The query string parser leaves a value it cannot decode (a broken percent-escape, invalid UTF-8)
 * as it came, escapes and all; such text is refused rather than searched for.
 */
export function isDecodedQueryText(value: string): boolean {
  if (!value.includes('%')) return true
  try {
    decodeURIComponent(value)
    return true
  } catch {
    return false
  }
}
export const UNREADABLE_QUERY_TEXT = 'This text could not be read. Type it again.'

const DayOrTimeSchema = (message: string) =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: message })

export const AuditLogQuerySchema = z.object({
  /** One action code, e.g. ROLE_CHANGED. */
  action: z
    .string()
    .trim()
    .max(60, 'At most 60 characters')
    .regex(/^[A-Za-z_]+$/, 'Choose an action from the list')
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Who acted: a customer, the system or an admin. */
  actor: AuditActorSchema.optional(),
  /** The account that acted. */
  actorUserId: singleLineText()
    .trim()
    .min(1)
    .max(100, 'At most 100 characters')
    .refine(isDecodedQueryText, UNREADABLE_QUERY_TEXT)
    .optional(),
  caseId: z.uuid('Enter a case id').optional(),
  /** From this time (a date is that day's start, UTC). */
  from: DayOrTimeSchema('Enter the first day as YYYY-MM-DD').optional(),
  /** Before this time (a date counts in full). */
  to: DayOrTimeSchema('Enter the last day as YYYY-MM-DD').optional(),
  /** The id of the last entry of the previous page. */
  cursor: z.uuid('This page address is not valid.').optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
})
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>

/** One value of an entry's detail as stored, in text; secrets (SSN, TIN, passwords, tokens) never appear. */
export const AuditDetailItemSchema = z.object({ key: z.string(), value: z.string() })

/** The same value in words, as the back office shows it: 'Amount', '$2,999.00'. */
export const AuditDetailWordsSchema = z.object({ key: z.string(), name: z.string(), text: z.string() })

export const AuditLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: AuditActorSchema,
  /** Who acted, in words: 'Staff: Ada Admin', 'Customer', 'System'. */
  actorLabel: z.string(),
  actorUserId: z.string().nullable(),
  /** The acting account's name and e-mail when it still exists. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  /** The action's name ('Order refunded'). */
  actionLabel: z.string(),
  /** The entry in plain words (the same words as a case's Activity tab). */
  label: z.string(),
  caseId: z.string().nullable(),
  caseNumber: z.string().nullable(),
  /** The detail as stored: the record is evidence. */
  detail: z.array(AuditDetailItemSchema),
  /** The detail in words (shared/domain/audit-words.ts). */
  detailWords: z.array(AuditDetailWordsSchema),
})
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>

export const AuditLogSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  /** The next (older) page, or null on the last one. */
  nextCursor: z.string().nullable(),
  /** Every action the log holds, with its name, for the filter. */
  actions: z.array(z.object({ action: z.string(), name: z.string() })),
})
export type AuditLog = z.infer<typeof AuditLogSchema>

export const auditContract = {
  list: {
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log, newest first, filtered by action, actor, case and time',
    access: 'admin',
    query: AuditLogQuerySchema,
    response: AuditLogSchema,
  },
} as const satisfies ContractTable
