import type { Db } from '#server/db/client.ts'
import type {
  Conversation,
  ConversationMessage,
  ConversationSource,
  MessageDirection,
} from '#shared/contracts/inbox.contract.ts'
import { toConversation, toMessage } from './inbox-views.ts'
import {
  findOpenConversationByEmail as findOpenByEmail,
  insertConversation,
  insertMessage,
  updateConversation,
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
  caseId?: string | null
}

/** The conversations other modules open and continue: leads, the chat, Contact Support. */
export function createConversations({ db }: { db: Db }) {
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
      caseId: input.caseId ?? null,
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

  return {
    openConversation,
    addMessage,
    findOpenConversationByEmail,
    receiveMessage,
    updateConversationDetails,
  }
}
