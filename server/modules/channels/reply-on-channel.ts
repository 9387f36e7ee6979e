import { ChannelError } from '#server/adapters/channels/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CHANNEL_REPLY_LIMITS,
  SOCIAL_CHANNELS,
  type SocialChannel,
} from '#shared/contracts/channels.contract.ts'
import type { ConversationMessage } from '#shared/contracts/inbox.contract.ts'
import { toMessage } from '#server/modules/inbox/index.ts'
import { channelStatuses, CHANNEL_NAMES } from './channel-status.ts'
import { externalMessageId, type ChannelsContext } from './channels.deps.ts'
import {
  findConversationById,
  findLatestInboundExternalId,
  insertChannelMessage,
} from './channels.repository.ts'

/**
 * Sends an admin's reply on the conversation's own channel and stores it as an OUT message.
 * Nothing is stored when the channel refuses it, so the thread never shows a reply the person
 * did not get.
 */
export function createReplyOnChannel({ db, log, config, adapters, now }: ChannelsContext) {
  async function replyOnChannel(
    actor: User,
    conversationId: string,
    body: string,
  ): Promise<ConversationMessage> {
    const conversation = await findConversationById(db, conversationId)
    if (!conversation) throw new AppError('not_found', 'Conversation not found')
    const source = conversation.source
    if (!isSocialChannel(source) || !conversation.externalThreadId) {
      throw new AppError('conflict', 'This conversation is not on a social channel; reply to it by e-mail.')
    }
    const status = channelStatuses(config).find((c) => c.source === source)!
    if (!status.canReply) {
      throw new AppError(
        'conflict',
        `Replies on ${CHANNEL_NAMES[source]} are not set up. ${status.needs ?? ''}`.trim(),
      )
    }
    const limit = CHANNEL_REPLY_LIMITS[source]
    if (body.length > limit) {
      const message = `At most ${limit} characters on ${CHANNEL_NAMES[source]}`
      throw new AppError('validation_failed', message, { body: message })
    }
    let providerId: string
    try {
      providerId = await sendOnChannel(source, conversation.id, conversation.externalThreadId, body)
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error
      log.warn({ conversationId, source, reason: error.message }, 'channel reply was not sent')
      throw new AppError(
        'unavailable',
        `${CHANNEL_NAMES[source]} did not take the reply (${error.message.replace(/\.$/, '')}). Nothing was sent; please try again.`,
      )
    }
    const stored = await db.transaction((tx) =>
      insertChannelMessage(tx, {
        conversationId: conversation.id,
        direction: 'OUT',
        body,
        externalId: externalMessageId(source, providerId),
        createdAt: now(),
        authorUserId: actor.id,
      }),
    )
    if (!stored) throw new AppError('conflict', 'This reply is stored already.')
    return toMessage(stored)
  }

  async function sendOnChannel(
    source: SocialChannel,
    conversationId: string,
    threadId: string,
    body: string,
  ) {
    if (source === 'FB' || source === 'IG')
      return (await adapters.meta!.sendMessage(threadId, body)).messageId
    if (source === 'YT') return (await adapters.youtube!.replyTo(threadId, body)).commentId
    // On X a reply answers the person's latest post in the thread.
    const latest = await findLatestInboundExternalId(db, conversationId)
    const postId = latest?.startsWith('X:') ? latest.slice(2) : threadId
    return (await adapters.x!.replyTo(postId, body)).postId
  }

  return replyOnChannel
}

function isSocialChannel(source: string): source is SocialChannel {
  return (SOCIAL_CHANNELS as readonly string[]).includes(source)
}
