import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Case } from '#shared/contracts/cases.contract.ts'
import type {
  ConversationContact,
  ConversationMessage,
  InboxAdmin,
  InboxConversation,
  InboxSummary,
  ListConversationsQuery,
} from '#shared/contracts/inbox.contract.ts'
import type { Order } from '#shared/contracts/orders.contract.ts'
import {
  countInbox,
  findConversationById,
  findConversationView,
  findPersonByEmail,
  findPersonById,
  listAdmins,
  listConversationViews,
  listMessages,
  markConversationRead,
  updateConversation,
  updateConversationAssignee,
  type ConversationRow,
  type ConversationViewRow,
} from './inbox.repository.ts'
import { personName, toInboxConversation, toMessage } from './inbox-views.ts'

/** The audit actions of the staff's work on conversations (docs/decisions/035-unified-inbox.md). */
export const CONVERSATION_ACTIONS = {
  assigned: 'CONVERSATION_ASSIGNED',
  closed: 'CONVERSATION_CLOSED',
  reopened: 'CONVERSATION_REOPENED',
} as const

export type InboxAdminDeps = {
  db: Db
  audit: Pick<AuditService, 'record'>
  /** A customer's cases and orders, newest first (the cases and orders modules; admins may read any). */
  listCustomerCases(actor: User, userId: string): Promise<Case[]>
  listCustomerOrders(actor: User, userId: string): Promise<Order[]>
}

/** The staff's use cases on the inbox: list and search, read markers, assignment, close and reopen. */
export function createInboxAdminService({
  db,
  audit,
  listCustomerCases,
  listCustomerOrders,
}: InboxAdminDeps) {
  /** One page of conversations matching the filters, latest activity first, and where the next starts. */
  async function listConversations(
    actor: Pick<User, 'id'>,
    query: ListConversationsQuery,
  ): Promise<{ conversations: InboxConversation[]; nextCursor: string | null }> {
    const rows = await listConversationViews(db, {
      status: query.status,
      source: query.source,
      assignedToUserId: query.assigned === 'me' ? actor.id : query.assigned === 'none' ? null : undefined,
      search: query.q || undefined,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      // One more than asked tells whether another page follows.
      limit: query.limit + 1,
    })
    const page = rows.slice(0, query.limit)
    const last = page.at(-1)
    return {
      conversations: page.map(toInboxConversation),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    }
  }

  /** The figures of the navigation badge. */
  async function summarize(): Promise<InboxSummary> {
    return countInbox(db)
  }

  /** One conversation with its messages, oldest first. Reading does not mark it read (see markRead). */
  async function getConversation(
    conversationId: string,
  ): Promise<{ conversation: InboxConversation; messages: ConversationMessage[] }> {
    const conversation = await viewOf(conversationId)
    return { conversation, messages: (await listMessages(db, conversationId)).map(toMessage) }
  }

  /** Marks what arrived so far as seen; the unread count goes to 0. */
  async function markRead(conversationId: string): Promise<InboxConversation> {
    if (!(await markConversationRead(db, conversationId))) throw notFound()
    return viewOf(conversationId)
  }

  /** The admins who can be given a conversation. */
  async function listAssignees(): Promise<InboxAdmin[]> {
    return (await listAdmins(db)).map((row) => ({ id: row.id, name: personName(row) }))
  }

  /** Gives the conversation to an admin (or to nobody), recorded in the audit log. */
  async function assignConversation(
    actor: User,
    conversationId: string,
    userId: string | null,
  ): Promise<InboxConversation> {
    const conversation = await findConversationById(db, conversationId)
    if (!conversation) throw notFound()
    if (userId !== null) {
      const person = await findPersonById(db, userId)
      if (!person || person.role !== 'ADMIN' || person.disabledAt) {
        throw new AppError('validation_failed', 'A conversation can only be assigned to an admin', {
          userId: 'Choose an admin: this account is not one',
        })
      }
    }
    if (conversation.assignedToUserId !== userId) {
      await db.transaction(async (tx) => {
        await updateConversationAssignee(tx, conversationId, userId)
        await recordAction(
          actor,
          conversation,
          CONVERSATION_ACTIONS.assigned,
          { from: conversation.assignedToUserId, to: userId },
          tx,
        )
      })
    }
    return viewOf(conversationId)
  }

  /** Closes a conversation; the person's next message opens a new one. */
  async function closeConversation(conversationId: string, actor?: User): Promise<InboxConversation> {
    return setStatus(conversationId, 'CLOSED', CONVERSATION_ACTIONS.closed, actor)
  }

  /** Opens a closed conversation again, so its person's next message continues it. */
  async function reopenConversation(conversationId: string, actor: User): Promise<InboxConversation> {
    return setStatus(conversationId, 'OPEN', CONVERSATION_ACTIONS.reopened, actor)
  }

  /**
   * The person behind a conversation: the linked account, else the account with the conversation's
   * e-mail address, with their cases and orders.
   */
  async function getContact(actor: User, conversationId: string): Promise<ConversationContact> {
    const conversation = await findConversationById(db, conversationId)
    if (!conversation) throw notFound()
    const linked = conversation.userId ? await findPersonById(db, conversation.userId) : undefined
    const byEmail =
      !linked && conversation.customerEmail
        ? await findPersonByEmail(db, conversation.customerEmail)
        : undefined
    const person = linked ?? byEmail
    if (!person) return { customer: null, cases: [], orders: [] }
    const [cases, orders] = await Promise.all([
      listCustomerCases(actor, person.id),
      listCustomerOrders(actor, person.id),
    ])
    return {
      customer: {
        id: person.id,
        name: personName(person),
        email: person.email,
        linkedBy: linked ? 'ACCOUNT' : 'EMAIL',
      },
      cases: cases.map((c) => ({
        id: c.id,
        status: c.status,
        packageCode: c.packageCode,
        createdAt: c.createdAt,
      })),
      orders: orders.map((o) => ({
        id: o.id,
        caseId: o.caseId,
        product: o.product,
        amountCents: o.amountCents,
        status: o.status,
        createdAt: o.createdAt,
      })),
    }
  }

  async function setStatus(
    conversationId: string,
    status: ConversationRow['status'],
    action: string,
    actor: User | undefined,
  ): Promise<InboxConversation> {
    const conversation = await findConversationById(db, conversationId)
    if (!conversation) throw notFound()
    if (conversation.status !== status) {
      await db.transaction(async (tx) => {
        await updateConversation(tx, conversationId, { status })
        if (actor) await recordAction(actor, conversation, action, {}, tx)
      })
    }
    return viewOf(conversationId)
  }

  // Not on the case's activity (caseId null): the customer reads that, and staff routing is ours.
  async function recordAction(
    actor: User,
    conversation: ConversationRow,
    action: string,
    detail: Record<string, unknown>,
    executor: Db,
  ): Promise<void> {
    await audit.record(
      {
        caseId: null,
        actor: 'ADMIN',
        actorUserId: actor.id,
        action,
        detail: { conversationId: conversation.id, ...detail },
      },
      executor,
    )
  }

  async function viewOf(conversationId: string): Promise<InboxConversation> {
    const row = await findConversationView(db, conversationId)
    if (!row) throw notFound()
    return toInboxConversation(row)
  }

  return {
    listConversations,
    summarize,
    getConversation,
    markRead,
    listAssignees,
    assignConversation,
    closeConversation,
    reopenConversation,
    getContact,
  }
}

export type InboxAdminService = ReturnType<typeof createInboxAdminService>

function notFound(): AppError {
  return new AppError('not_found', 'Conversation not found')
}

// The cursor is the last row's position, opaque to the client: its activity time and id.
function encodeCursor(row: ConversationViewRow): string {
  return Buffer.from(`${row.position}|${row.conversation.id}`).toString('base64url')
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/

function decodeCursor(cursor: string): { lastMessageAt: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw new AppError('validation_failed', 'Invalid cursor', { cursor: 'Invalid cursor' })
  return { lastMessageAt: match[1]!, id: match[2]! }
}
