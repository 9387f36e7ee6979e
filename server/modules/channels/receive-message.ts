import type { SocialChannel } from '#shared/contracts/channels.contract.ts'
import { CHANNEL_NAMES } from './channel-status.ts'
import { cleanChannelLabel } from './channel-text.ts'
import { externalMessageId, type ChannelsContext, type InboundChannelMessage } from './channels.deps.ts'
import {
  findConversationByThread,
  hasMessageWithExternalId,
  insertChannelMessage,
  insertThreadConversation,
  setCustomerNameIfMissing,
} from './channels.repository.ts'

export type ReceivedMessage = { conversationId: string | null; isNew: boolean; isDuplicate: boolean }

/**
 * Files a person's message once: a message whose id is stored already is left alone; otherwise
 * it joins its thread's conversation (reopened if it was closed, as an e-mail reply reopens
 * its conversation) or opens one.
 */
export function createReceiveMessage({ db, now }: Pick<ChannelsContext, 'db' | 'now'>) {
  return async function receiveMessage(message: InboundChannelMessage): Promise<ReceivedMessage> {
    const externalId = externalMessageId(message.source, message.messageId)
    const sentAt = message.sentAt && message.sentAt <= now() ? message.sentAt : now()
    return db.transaction(async (tx) => {
      if (await hasMessageWithExternalId(tx, externalId)) {
        return { conversationId: null, isNew: false, isDuplicate: true }
      }
      const opened = await insertThreadConversation(tx, {
        source: message.source,
        externalThreadId: message.threadId,
        subject: subjectOf(message.source, message.body),
        customerName: message.customerName,
        lastMessageAt: sentAt,
      })
      const conversation = opened ?? (await findConversationByThread(tx, message.source, message.threadId))
      if (!conversation) throw new Error('channel conversation vanished')
      const stored = await insertChannelMessage(tx, {
        conversationId: conversation.id,
        direction: 'IN',
        body: message.body,
        externalId,
        createdAt: sentAt,
      })
      if (!stored) return { conversationId: conversation.id, isNew: false, isDuplicate: true }
      if (!conversation.customerName && message.customerName) {
        await setCustomerNameIfMissing(tx, conversation.id, message.customerName)
      }
      return { conversationId: conversation.id, isNew: opened !== undefined, isDuplicate: false }
    })
  }
}

function subjectOf(source: SocialChannel, body: string): string {
  const firstLine = cleanChannelLabel(body.split('\n').find((line) => line.trim()) ?? '', 80)
  return firstLine ? `${CHANNEL_NAMES[source]}: ${firstLine}` : `${CHANNEL_NAMES[source]} message`
}
