import { createHash, timingSafeEqual } from 'node:crypto'
import {
  ChannelError,
  type MetaChannel,
  type XChannel,
  type YoutubeChannel,
} from '#server/adapters/channels/index.ts'
import { isValidMetaSignature } from '#server/adapters/channels/meta-signature.ts'
import type { ChannelsConfig } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CHANNEL_REPLY_LIMITS,
  SOCIAL_CHANNELS,
  type ChannelStatus,
  type SocialChannel,
} from '#shared/contracts/channels.contract.ts'
import type { ConversationMessage } from '#shared/contracts/inbox.contract.ts'
import { channelStatuses, CHANNEL_NAMES } from './channel-status.ts'
import { cleanChannelLabel } from './channel-text.ts'
import { readMetaDelivery } from './meta-events.ts'
import { CHANNEL_POLL_JOBS, createChannelPolls } from './channel-polls.ts'
import {
  findConversationById,
  findConversationByThread,
  findLatestInboundExternalId,
  hasMessageWithExternalId,
  insertChannelMessage,
  insertThreadConversation,
  setCustomerNameIfMissing,
  type MessageRow,
} from './channels.repository.ts'

export type ChannelAdapters = {
  meta: MetaChannel | null
  x: XChannel | null
  youtube: YoutubeChannel | null
}

/** A person's message from a channel, keyed by the provider's ids. */
export type InboundChannelMessage = {
  source: SocialChannel
  /** The provider's id of the thread it belongs to. */
  threadId: string
  /** The provider's id of the message itself. */
  messageId: string
  body: string
  customerName: string | null
  /** When the person wrote it; now when the provider does not say. */
  sentAt: Date | null
}

type ChannelsServiceDeps = {
  db: Db
  log: Logger
  config: ChannelsConfig
  adapters: ChannelAdapters
  now?: () => Date
}

/** A provider's message id as stored: its channel first, so ids of two channels never meet. */
export function externalMessageId(source: SocialChannel, providerId: string): string {
  return `${source}:${providerId}`
}

export function createChannelsService({
  db,
  log,
  config,
  adapters,
  now = () => new Date(),
}: ChannelsServiceDeps) {
  // Name look-ups run after the webhook has answered; close() waits for them.
  const pending = new Set<Promise<void>>()

  /** Every social channel: set up or not, able to reply or not, and what it still needs. */
  function listChannels(): ChannelStatus[] {
    return channelStatuses(config)
  }

  /**
   * Files a person's message once: a message whose id is stored already is left alone; otherwise
   * it joins its thread's conversation (reopened if it was closed, as an e-mail reply reopens
   * its conversation) or opens one.
   */
  async function receiveMessage(
    message: InboundChannelMessage,
  ): Promise<{ conversationId: string | null; isNew: boolean; isDuplicate: boolean }> {
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

  /** Meta's subscription handshake: the challenge when the verify token matches. */
  function verifyMetaSubscription(verifyToken: string, challenge: string): string {
    const expected = config.meta.verifyToken
    if (!adapters.meta || !expected || !isSameSecret(verifyToken, expected)) {
      throw new AppError('forbidden', 'The verify token does not match.')
    }
    return challenge
  }

  /**
   * A webhook delivery from Meta: refused unless X-Hub-Signature-256 signs these exact bytes with
   * the app secret (checked before anything is parsed); then each person's message is filed once.
   */
  async function receiveMetaDelivery(
    rawBody: Buffer,
    signature: string | string[] | undefined,
  ): Promise<{ stored: number }> {
    const secret = config.meta.appSecret
    if (!adapters.meta || !secret) {
      throw new AppError('not_found', 'Facebook and Instagram messages are not set up on this server.')
    }
    if (!isValidMetaSignature(rawBody, signature, secret)) {
      throw new AppError('unauthorized', 'The signature is missing or does not match.')
    }
    let body: unknown
    try {
      body = JSON.parse(rawBody.toString('utf8'))
    } catch {
      throw new AppError('bad_request', 'The delivery is not JSON.')
    }
    const messages = readMetaDelivery(body)
    if (!messages) throw new AppError('bad_request', 'The delivery is not a Meta webhook event.')
    let stored = 0
    for (const message of messages) {
      const result = await receiveMessage({
        source: message.source,
        threadId: message.senderId,
        messageId: message.messageId,
        body: message.text,
        customerName: null,
        sentAt: message.sentAt,
      })
      if (result.isDuplicate) continue
      stored += 1
      if (result.isNew && result.conversationId) {
        nameInBackground(result.conversationId, message.source, message.senderId)
      }
    }
    return { stored }
  }

  // The person's name is asked of the Graph API after the delivery is answered (Meta wants an
  // answer within seconds); without it the conversation shows no name.
  function nameInBackground(conversationId: string, source: 'FB' | 'IG', personId: string) {
    const meta = adapters.meta
    if (!meta) return
    const task = meta
      .findProfileName(source, personId)
      .then(async (name) => {
        const label = cleanChannelLabel(name)
        if (label) await setCustomerNameIfMissing(db, conversationId, label)
      })
      .catch((error: unknown) =>
        log.warn({ conversationId, reason: reasonOf(error) }, 'channel profile name could not be read'),
      )
      .finally(() => pending.delete(task))
    pending.add(task)
  }

  /**
   * Sends an admin's reply on the conversation's own channel and stores it as an OUT message.
   * Nothing is stored when the channel refuses it, so the thread never shows a reply the person
   * did not get.
   */
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

  /** Waits for the name look-ups still running (before the database closes). */
  async function settle(): Promise<void> {
    while (pending.size) await Promise.all([...pending])
  }

  const polls = createChannelPolls({ db, adapters, receiveMessage })

  return {
    listChannels,
    receiveMessage,
    verifyMetaSubscription,
    receiveMetaDelivery,
    replyOnChannel,
    pollXMentions: polls.pollXMentions,
    pollYoutubeComments: polls.pollYoutubeComments,
    settle,
    jobHandlers: {
      [CHANNEL_POLL_JOBS.x]: async () => {
        await polls.pollXMentions()
      },
      [CHANNEL_POLL_JOBS.youtube]: async () => {
        await polls.pollYoutubeComments()
      },
    },
  }
}

export type ChannelsService = ReturnType<typeof createChannelsService>

// Compared as digests, in constant time, so the answer's timing says nothing about the token.
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

function isSocialChannel(source: string): source is SocialChannel {
  return (SOCIAL_CHANNELS as readonly string[]).includes(source)
}

function subjectOf(source: SocialChannel, body: string): string {
  const firstLine = cleanChannelLabel(body.split('\n').find((line) => line.trim()) ?? '', 80)
  return firstLine ? `${CHANNEL_NAMES[source]}: ${firstLine}` : `${CHANNEL_NAMES[source]} message`
}

function reasonOf(error: unknown): string {
  return error instanceof ChannelError ? error.message : error instanceof Error ? error.name : 'unknown'
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
