import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  Conversation,
  ConversationMessage,
  ConversationSource,
  ConversationStatus,
  MessageDirection,
  SendEmailInput,
} from '#shared/contracts/inbox.contract.ts'
import {
  findConversationById,
  findOpenConversationByEmail as findOpenByEmail,
  insertConversation,
  insertMessage,
  listConversations as listConversationRows,
  listMessages,
  updateConversation,
  type ConversationRow,
  type MessageRow,
} from './inbox.repository.ts'

export type OpenConversationInput = {
  source: ConversationSource
  subject: string
  customerName: string
  customerEmail: string
  customerPhone?: string | null
  topic?: string | null
  firstMessage: string
  userId?: string | null
}

type InboxServiceDeps = { db: Db; mailer: Mailer; log: Logger }

export function createInboxService({ db, mailer, log }: InboxServiceDeps) {
  /** Opens a conversation with its first (incoming) message, inside the caller's transaction if any. */
  async function openConversation(input: OpenConversationInput, executor: Db = db): Promise<Conversation> {
    const row = await insertConversation(executor, {
      source: input.source,
      subject: input.subject,
      customerName: input.customerName,
      customerEmail: input.customerEmail.trim().toLowerCase(),
      customerPhone: input.customerPhone ?? null,
      topic: input.topic ?? null,
      userId: input.userId ?? null,
    })
    const message = await insertMessage(executor, {
      conversationId: row.id,
      direction: 'IN',
      body: input.firstMessage,
    })
    return toConversation({ ...row, lastMessageAt: message.createdAt })
  }

  /** Adds a message to a conversation and makes it the conversation's latest. */
  async function addMessage(
    conversationId: string,
    direction: MessageDirection,
    body: string,
    authorUserId?: string,
    executor: Db = db,
  ): Promise<ConversationMessage> {
    return toMessage(
      await insertMessage(executor, { conversationId, direction, body, authorUserId: authorUserId ?? null }),
    )
  }

  /** The person's latest open conversation from one channel, so a returning visitor continues it. */
  async function findOpenConversationByEmail(
    email: string,
    source: ConversationSource,
    executor: Db = db,
  ): Promise<Conversation | null> {
    const row = await findOpenByEmail(executor, email, source)
    return row ? toConversation(row) : null
  }

  /**
   * A message from a person: added to their open conversation on that channel (same e-mail), or
   * the first message of a new one. `continuedBody` is what to store when continuing, if different.
   */
  async function receiveMessage(
    input: OpenConversationInput & { continuedBody?: string },
    executor: Db = db,
  ): Promise<{ conversation: Conversation; isNew: boolean }> {
    const open = await findOpenConversationByEmail(input.customerEmail, input.source, executor)
    if (!open) return { conversation: await openConversation(input, executor), isNew: true }
    await addMessage(open.id, 'IN', input.continuedBody ?? input.firstMessage, undefined, executor)
    return { conversation: open, isNew: false }
  }

  /** Updates what a conversation says about its person, topic and subject (a lead's newer details). */
  async function updateConversationDetails(
    conversationId: string,
    details: { subject?: string; topic?: string; customerName?: string; customerPhone?: string },
    executor: Db = db,
  ): Promise<void> {
    await updateConversation(executor, conversationId, details)
  }

  /** Conversations from every channel, latest message first. */
  async function listConversations(query: {
    status?: ConversationStatus
    limit: number
  }): Promise<Conversation[]> {
    return (await listConversationRows(db, query)).map(toConversation)
  }

  /** One conversation with its messages, oldest first. */
  async function getConversation(
    conversationId: string,
  ): Promise<{ conversation: Conversation; messages: ConversationMessage[] }> {
    const row = await findConversationById(db, conversationId)
    if (!row) throw new AppError('not_found', 'Conversation not found')
    return { conversation: toConversation(row), messages: (await listMessages(db, row.id)).map(toMessage) }
  }

  /**
   * E-mails an admin's reply and stores it as an OUT message. Nothing is stored when the mail
   * cannot be sent, so the thread never shows a reply the person did not get.
   */
  async function sendEmailReply(actor: User, input: SendEmailInput): Promise<ConversationMessage> {
    const conversation = await findConversationById(db, input.conversationId)
    if (!conversation) throw new AppError('not_found', 'Conversation not found')
    try {
      await mailer.send({ to: input.to, subject: input.subject, text: input.body })
    } catch (error) {
      log.error(
        { conversationId: conversation.id, reason: mailErrorCode(error) },
        'inbox reply could not be sent',
      )
      throw new AppError('unavailable', 'The e-mail could not be sent. Please try again.')
    }
    return addMessage(conversation.id, 'OUT', input.body, actor.id)
  }

  /** Closes a conversation; the person's next message opens a new one. */
  async function closeConversation(conversationId: string): Promise<Conversation> {
    const row = await updateConversation(db, conversationId, { status: 'CLOSED' })
    if (!row) throw new AppError('not_found', 'Conversation not found')
    return toConversation(row)
  }

  return {
    openConversation,
    addMessage,
    findOpenConversationByEmail,
    receiveMessage,
    updateConversationDetails,
    listConversations,
    getConversation,
    sendEmailReply,
    closeConversation,
  }
}

export type InboxService = ReturnType<typeof createInboxService>

// Only the error's code reaches the log: an SMTP message can quote the recipient's address.
function mailErrorCode(error: unknown): string {
  const code = (error as { code?: unknown; responseCode?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}

function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    source: row.source,
    subject: row.subject,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    topic: row.topic,
    userId: row.userId,
    caseId: row.caseId,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

function toMessage(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    direction: row.direction,
    timestamp: row.createdAt.toISOString(),
    body: row.body,
    authorUserId: row.authorUserId,
  }
}
