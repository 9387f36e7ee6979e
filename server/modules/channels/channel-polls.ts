import type { Db } from '#server/db/client.ts'
import { cleanChannelLabel, cleanChannelText } from './channel-text.ts'
import { findCursor, saveCursor } from './channels.repository.ts'
import type { ChannelAdapters, InboundChannelMessage } from './channels.deps.ts'

/** The jobs that poll X mentions and YouTube comments, and how often they run. */
export const CHANNEL_POLL_JOBS = { x: 'channels.poll-x', youtube: 'channels.poll-youtube' } as const
export const CHANNEL_POLL_EVERY_MS = 5 * 60_000

type ChannelPollsDeps = {
  db: Db
  adapters: Pick<ChannelAdapters, 'x' | 'youtube'>
  /** Files one message once (the channels service). */
  receiveMessage(message: InboundChannelMessage): Promise<{ isDuplicate: boolean }>
}

/**
 * The polled channels (docs/decisions/036-inbox-channels.md): each run stores what is new once and
 * then saves the cursor, so a run that dies before saving is repeated without storing twice.
 */
export function createChannelPolls({ db, adapters, receiveMessage }: ChannelPollsDeps) {
  /** One poll of X mentions: each stored once, the cursor saved after them. */
  async function pollXMentions(): Promise<{ stored: number }> {
    const x = adapters.x
    if (!x) return { stored: 0 }
    const { mentions, newestId } = await x.listMentionsSince(await findCursor(db, CHANNEL_POLL_JOBS.x))
    let stored = 0
    for (const mention of mentions) {
      const body = cleanChannelText(mention.text)
      if (!body) continue
      const result = await receiveMessage({
        source: 'X',
        threadId: mention.conversationId,
        messageId: mention.id,
        body,
        customerName: cleanChannelLabel(mention.authorName),
        sentAt: mention.createdAt,
      })
      if (!result.isDuplicate) stored += 1
    }
    if (newestId) await saveCursor(db, CHANNEL_POLL_JOBS.x, newestId)
    return { stored }
  }

  /** One poll of comments on the YouTube channel's videos: each stored once, the cursor saved after them. */
  async function pollYoutubeComments(): Promise<{ stored: number }> {
    const youtube = adapters.youtube
    if (!youtube) return { stored: 0 }
    const cursor = await findCursor(db, CHANNEL_POLL_JOBS.youtube)
    const comments = await youtube.listCommentsSince(cursor ? new Date(cursor) : null)
    let stored = 0
    let newest: Date | null = null
    for (const comment of comments) {
      if (!newest || comment.publishedAt > newest) newest = comment.publishedAt
      // The channel's own replies (sent from here or from YouTube) are not a person's message.
      const body = cleanChannelText(comment.text)
      if (comment.authorChannelId === youtube.channelId || !body) continue
      const result = await receiveMessage({
        source: 'YT',
        threadId: comment.threadId,
        messageId: comment.id,
        body,
        customerName: cleanChannelLabel(comment.authorName),
        sentAt: comment.publishedAt,
      })
      if (!result.isDuplicate) stored += 1
    }
    if (newest) await saveCursor(db, CHANNEL_POLL_JOBS.youtube, newest.toISOString())
    return { stored }
  }

  return { pollXMentions, pollYoutubeComments }
}
