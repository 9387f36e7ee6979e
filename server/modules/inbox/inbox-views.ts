import type {
  Conversation,
  ConversationMessage,
  InboxConversation,
} from '#shared/contracts/inbox.contract.ts'
import type { ConversationRow, ConversationViewRow, MessageRow, PersonRow } from './inbox.repository.ts'

// How the inbox's rows are shown: the shapes of its contract.

export function personName(person: Pick<PersonRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email
}

export function toConversation(row: ConversationRow): Conversation {
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
    isSenderVerified: row.isSenderVerified,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

export function toInboxConversation(row: ConversationViewRow): InboxConversation {
  return {
    ...toConversation(row.conversation),
    unreadCount: row.unreadCount,
    lastMessagePreview: row.lastMessagePreview?.replace(/\s+/g, ' ').trim() || null,
    lastMessageDirection: row.lastMessageDirection,
    isAwaitingReply: row.lastMessageDirection === 'IN',
    assignedTo: row.assigneeId
      ? {
          id: row.assigneeId,
          name: personName({
            firstName: row.assigneeFirstName ?? '',
            lastName: row.assigneeLastName ?? '',
            email: row.assigneeEmail ?? '',
          }),
        }
      : null,
  }
}

export function toMessage(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    direction: row.direction,
    timestamp: row.createdAt.toISOString(),
    body: row.body,
    authorUserId: row.authorUserId,
    emailMessageId: row.emailMessageId,
    mailChecks: row.mailChecks,
  }
}
