import { z } from 'zod'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import { EmailSchema } from '../domain/person-fields.ts'
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
})
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>

export const ListConversationsQuerySchema = z.object({
  status: ConversationStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

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
    summary: 'Conversations from every channel, most recent message first',
    access: 'admin',
    query: ListConversationsQuerySchema,
    response: z.object({ conversations: z.array(ConversationSchema) }),
  },
  messages: {
    method: 'GET',
    path: '/api/admin/conversations/:id/messages',
    summary: "A conversation's messages, oldest first",
    access: 'admin',
    params: ConversationIdParamsSchema,
    response: z.object({ conversation: ConversationSchema, messages: z.array(ConversationMessageSchema) }),
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
    response: z.object({ conversation: ConversationSchema }),
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
