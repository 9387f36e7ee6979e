import { z } from 'zod'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import { EmailSchema } from '../domain/person-fields.ts'
import { PackageSchema } from '../domain/eligibility/result.ts'
import { MailChecksSchema } from '../domain/inbound-mail.ts'
import { CaseStatusSchema } from './cases.contract.ts'
import { OrderStatusSchema } from './orders.contract.ts'
import type { ContractTable } from './contract.ts'

/** Where a conversation came from: e-mail, the social channels, the lead chat or the contact form. */
export const CONVERSATION_SOURCES = ['EMAIL', 'FB', 'IG', 'X', 'YT', 'CHAT', 'CONTACT'] as const
export const ConversationSourceSchema = z.enum(CONVERSATION_SOURCES)
export type ConversationSource = z.infer<typeof ConversationSourceSchema>

export const ConversationStatusSchema = z.enum(['OPEN', 'CLOSED'])
export type ConversationStatus = z.infer<typeof ConversationStatusSchema>

/** IN from the person, OUT from us. */
export const MessageDirectionSchema = z.enum(['IN', 'OUT'])
export type MessageDirection = z.infer<typeof MessageDirectionSchema>

export const ConversationSchema = z.object({
  id: z.string(),
  source: ConversationSourceSchema,
  subject: z.string(),
  status: ConversationStatusSchema,
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  topic: z.string().nullable(),
  userId: z.string().nullable(),
  caseId: z.string().nullable(),
  /**
   * Whether the checks proved the sender of the latest e-mail (docs/decisions/058): false is shown
   * as "Sender not verified", and such mail is linked to no account. Null for other channels.
   */
  isSenderVerified: z.boolean().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
})
export type Conversation = z.infer<typeof ConversationSchema>

export const ConversationMessageSchema = z.object({
  id: z.string(),
  direction: MessageDirectionSchema,
  timestamp: z.string(),
  body: z.string(),
  authorUserId: z.string().nullable(),
  /** The Message-ID (without angle brackets) of a message that came or went by e-mail. */
  emailMessageId: z.string().nullable().optional(),
  /** SPF, DKIM and DMARC of an e-mail that came in; null for everything else. */
  mailChecks: MailChecksSchema.nullable().optional(),
})
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>

/** An admin as the inbox names them (the assignee of a conversation). */
export const InboxAdminSchema = z.object({ id: z.string(), name: z.string() })
export type InboxAdmin = z.infer<typeof InboxAdminSchema>

/** A conversation as the inbox lists it: with its unread count, its latest words and its assignee. */
export const InboxConversationSchema = ConversationSchema.extend({
  /** IN messages newer than the last time an admin opened it. */
  unreadCount: z.number().int(),
  /** The start of the latest message, on one line; null for a conversation without messages. */
  lastMessagePreview: z.string().nullable(),
  lastMessageDirection: MessageDirectionSchema.nullable(),
  /** The latest message is the person's: they wait for our answer. */
  isAwaitingReply: z.boolean(),
  assignedTo: InboxAdminSchema.nullable(),
})
export type InboxConversation = z.infer<typeof InboxConversationSchema>

export const SEARCH_MAX_LENGTH = 200

/** Who looks after a conversation, as a filter: the signed-in admin, or nobody yet. */
export const ASSIGNMENT_FILTERS = ['me', 'none'] as const
export const AssignmentFilterSchema = z.enum(ASSIGNMENT_FILTERS)
export type AssignmentFilter = z.infer<typeof AssignmentFilterSchema>

export const ListConversationsQuerySchema = z.object({
  status: ConversationStatusSchema.optional(),
  source: ConversationSourceSchema.optional(),
  assigned: AssignmentFilterSchema.optional(),
  /** Words in the subject, the person's name or e-mail, or any message (without case). */
  q: singleLineText().trim().max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export type ListConversationsQuery = z.infer<typeof ListConversationsQuerySchema>

/** The figures of the inbox's navigation badge. */
export const InboxSummarySchema = z.object({
  /** IN messages no admin has seen yet, and the conversations they are in. */
  unreadCount: z.number().int(),
  unreadConversationCount: z.number().int(),
  openCount: z.number().int(),
  /** Open conversations whose latest message is the person's. */
  awaitingReplyCount: z.number().int(),
})
export type InboxSummary = z.infer<typeof InboxSummarySchema>

export const AssignConversationInputSchema = z.object({
  userId: z
    .string({ error: 'Choose an admin, or nobody' })
    .trim()
    .min(1, 'Choose an admin, or nobody')
    .max(100)
    .nullable(),
})
export type AssignConversationInput = z.infer<typeof AssignConversationInputSchema>

/** What the contact panel shows about the person: their account, cases and orders. */
export const ConversationContactSchema = z.object({
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      /** ACCOUNT: the conversation is linked to the account; EMAIL: the account has its address. */
      linkedBy: z.enum(['ACCOUNT', 'EMAIL']),
    })
    .nullable(),
  cases: z.array(
    z.object({
      id: z.string(),
      status: CaseStatusSchema,
      packageCode: PackageSchema,
      createdAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      caseId: z.string().nullable(),
      product: z.string(),
      amountCents: z.number().int(),
      status: OrderStatusSchema,
      createdAt: z.string(),
    }),
  ),
})
export type ConversationContact = z.infer<typeof ConversationContactSchema>

export const REPLY_BODY_MAX_LENGTH = 10_000

export const SendEmailInputSchema = z.object({
  to: z
    .string({ error: 'A customer email is required' })
    .min(1, 'A customer email is required')
    .pipe(EmailSchema),
  subject: singleLineText({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'At most 200 characters'),
  body: multiLineText({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(REPLY_BODY_MAX_LENGTH, `At most ${REPLY_BODY_MAX_LENGTH} characters`),
  conversationId: z.uuid('Conversation not found'),
})
export type SendEmailInput = z.infer<typeof SendEmailInputSchema>

export const SUPPORT_MESSAGE_MAX_LENGTH = 5000

/** Contact Support from the case page or the dashboard: the customer's words, about one of their cases or none. */
export const ContactSupportInputSchema = z.object({
  message: multiLineText({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(SUPPORT_MESSAGE_MAX_LENGTH, `At most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`),
  caseId: z.uuid('Case not found').optional(),
})
export type ContactSupportInput = z.infer<typeof ContactSupportInputSchema>

const ConversationIdParamsSchema = z.object({ id: z.uuid('Conversation not found') })

export const inboxContract = {
  list: {
    method: 'GET',
    path: '/api/admin/conversations',
    summary:
      'Conversations from every channel, most recent message first: search, filters and pages (nextCursor)',
    access: 'admin',
    query: ListConversationsQuerySchema,
    response: z.object({
      conversations: z.array(InboxConversationSchema),
      nextCursor: z.string().nullable(),
    }),
  },
  summary: {
    method: 'GET',
    path: '/api/admin/conversations/summary',
    summary: 'Unread, open and awaiting-reply counts for the navigation badge',
    access: 'admin',
    response: InboxSummarySchema,
  },
  assignees: {
    method: 'GET',
    path: '/api/admin/conversations/assignees',
    summary: 'The admins a conversation can be assigned to',
    access: 'admin',
    response: z.object({ assignees: z.array(InboxAdminSchema) }),
  },
  messages: {
    method: 'GET',
    path: '/api/admin/conversations/:id/messages',
    summary: "A conversation's messages, oldest first (reading does not mark it read: see read)",
    access: 'admin',
    params: ConversationIdParamsSchema,
    response: z.object({
      conversation: InboxConversationSchema,
      messages: z.array(ConversationMessageSchema),
    }),
  },
  read: {
    method: 'POST',
    path: '/api/admin/conversations/:id/read',
    summary: 'Marks the conversation read: its IN messages up to now are no longer unread',
    access: 'admin',
    params: ConversationIdParamsSchema,
    response: z.object({ conversation: InboxConversationSchema }),
  },
  contact: {
    method: 'GET',
    path: '/api/admin/conversations/:id/contact',
    summary: "The person's account (linked, else by e-mail), with their cases and orders",
    access: 'admin',
    params: ConversationIdParamsSchema,
    response: ConversationContactSchema,
  },
  assign: {
    method: 'POST',
    path: '/api/admin/conversations/:id/assign',
    summary: 'Assigns the conversation to an admin, or to nobody (userId null)',
    access: 'admin',
    params: ConversationIdParamsSchema,
    body: AssignConversationInputSchema,
    response: z.object({ conversation: InboxConversationSchema }),
  },
  sendEmail: {
    method: 'POST',
    path: '/api/inbox/send-email',
    summary: 'E-mails a reply and stores it in the conversation as an OUT message',
    access: 'admin',
    body: SendEmailInputSchema,
    response: z.object({ message: ConversationMessageSchema }),
    status: 201,
  },
  close: {
    method: 'POST',
    path: '/api/admin/conversations/:id/close',
    summary: 'Closes a conversation (a new message from the person opens a new one)',
    access: 'admin',
    params: ConversationIdParamsSchema,
    response: z.object({ conversation: InboxConversationSchema }),
  },
  reopen: {
    method: 'POST',
    path: '/api/admin/conversations/:id/reopen',
    summary: 'Opens a closed conversation again',
    access: 'admin',
    params: ConversationIdParamsSchema,
    response: z.object({ conversation: InboxConversationSchema }),
  },
  contactSupport: {
    method: 'POST',
    path: '/api/support',
    summary:
      "Contact Support: opens or continues the customer's open inbox conversation about the case and tells the support team",
    access: 'customer',
    body: ContactSupportInputSchema,
    owner: { caseId: 'case' },
    response: z.object({ conversationId: z.string() }),
    rateLimit: { scope: 'support:user', per: 'user', limit: 10, windowSeconds: 3600 },
  },
} as const satisfies ContractTable
