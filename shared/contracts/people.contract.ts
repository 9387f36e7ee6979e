import { z } from 'zod'
import { AFFILIATE_STATUSES } from '../domain/affiliates.ts'
import { CASE_STATUSES } from '../domain/case-status.ts'
import { ORDER_STATUSES } from '../domain/orders.ts'
import { ROLES } from '../domain/roles.ts'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import {
  AuditLogEntrySchema,
  CursorSchema,
  isDecodedQueryText,
  UNREADABLE_QUERY_TEXT,
} from './audit.contract.ts'
import type { ContractTable } from './contract.ts'

/** The back office's people: customers, affiliates and admins (docs/decisions/038-people-and-audit-log.md). */

export const PEOPLE_KINDS = ['customer', 'affiliate', 'admin'] as const
export const PersonKindSchema = z.enum(PEOPLE_KINDS)
export type PersonKind = z.infer<typeof PersonKindSchema>

export const PEOPLE_PAGE_SIZE_MAX = 100

/** What the typed confirmation asks for when it does not match. */
export const TYPE_EMAIL_TO_CONFIRM_MESSAGE = 'Type the e-mail address exactly to confirm.'

export const PeopleListQuerySchema = z.object({
  /** Part of a name, an e-mail address or an affiliate code (any case). */
  search: singleLineText()
    .trim()
    .max(200, 'At most 200 characters')
    .refine(isDecodedQueryText, UNREADABLE_QUERY_TEXT)
    .optional(),
  role: z.enum(ROLES).optional(),
  kind: PersonKindSchema.optional(),
  cursor: CursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PEOPLE_PAGE_SIZE_MAX).default(25),
})
export type PeopleListQuery = z.input<typeof PeopleListQuerySchema>

export const PersonAffiliateSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
})

export const PersonRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isEmailVerified: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  affiliate: PersonAffiliateSchema.nullable(),
  caseCount: z.number().int(),
})
export type PersonRow = z.infer<typeof PersonRowSchema>

export const PeopleListSchema = z.object({
  people: z.array(PersonRowSchema),
  /** The next page, or null on the last one. */
  nextCursor: z.string().nullable(),
})
export type PeopleList = z.infer<typeof PeopleListSchema>

export const PersonCaseSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  status: z.enum(CASE_STATUSES),
  packageCode: z.string(),
  createdAt: z.string(),
})

export const PersonOrderSchema = z.object({
  id: z.string(),
  caseId: z.string().nullable(),
  productCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.string(),
})

export const PersonConversationSchema = z.object({
  id: z.string(),
  source: z.string(),
  subject: z.string(),
  status: z.string(),
  lastMessageAt: z.string(),
})

export const PersonDetailSchema = z.object({
  person: PersonRowSchema,
  cases: z.array(PersonCaseSchema),
  orders: z.array(PersonOrderSchema),
  conversations: z.array(PersonConversationSchema),
  /** The latest audit entries by this person, about them, or about their cases. */
  activity: z.array(AuditLogEntrySchema),
})
export type PersonDetail = z.infer<typeof PersonDetailSchema>

export const PersonIdParamsSchema = z.object({
  id: singleLineText().trim().min(1, 'Person not found').max(100, 'Person not found'),
})

export const AccountStatusInputSchema = z.object({
  reason: multiLineText()
    .trim()
    .min(3, 'Give the reason (kept in the audit log)')
    .max(500, 'At most 500 characters'),
})
export type AccountStatusInput = z.infer<typeof AccountStatusInputSchema>

export const RoleChangeInputSchema = z.object({
  role: z.enum(ROLES, { error: 'Choose Admin or Customer' }),
  /** The person's e-mail address typed again: the typed confirmation. */
  confirm: singleLineText().trim().max(320, TYPE_EMAIL_TO_CONFIRM_MESSAGE),
})
export type RoleChangeInput = z.infer<typeof RoleChangeInputSchema>

export const peopleContract = {
  list: {
    method: 'GET',
    path: '/api/admin/people',
    summary: 'Customers, affiliates and admins, newest first, searched by name, e-mail or affiliate code',
    access: 'admin',
    query: PeopleListQuerySchema,
    response: PeopleListSchema,
  },
  get: {
    method: 'GET',
    path: '/api/admin/people/:id',
    summary: 'One person: profile, role, affiliate profile, cases, orders, conversations and activity',
    access: 'admin',
    params: PersonIdParamsSchema,
    response: PersonDetailSchema,
  },
  disable: {
    method: 'POST',
    path: '/api/admin/people/:id/disable',
    summary: 'Disables an account: its sessions end at once and it cannot sign in (audited)',
    access: 'admin',
    params: PersonIdParamsSchema,
    body: AccountStatusInputSchema,
    response: PersonDetailSchema,
  },
  enable: {
    method: 'POST',
    path: '/api/admin/people/:id/enable',
    summary: 'Lets a disabled account sign in again (audited)',
    access: 'admin',
    params: PersonIdParamsSchema,
    body: AccountStatusInputSchema,
    response: PersonDetailSchema,
  },
  setRole: {
    method: 'POST',
    path: '/api/admin/people/:id/role',
    summary:
      "Grants or removes ADMIN, confirmed by typing the person's e-mail; the last admin stays (audited)",
    access: 'admin',
    params: PersonIdParamsSchema,
    body: RoleChangeInputSchema,
    response: PersonDetailSchema,
  },
} as const satisfies ContractTable
