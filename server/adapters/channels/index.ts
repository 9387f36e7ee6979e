/**
 * The inbox's social channels (docs/decisions/036-inbox-channels.md). Each adapter talks to one
 * provider's documented HTTP API with plain fetch; a channel without keys has no adapter at all, and
 * the inbox says what it needs instead. Base URLs come from config so tests reach a local server.
 */

/** The provider refused or could not be reached; `message` is safe to show staff. */
export class ChannelError extends Error {
  override name = 'ChannelError'
}

/** Facebook Page and Instagram messages, both through the Page's Graph API Send API. */
export interface MetaChannel {
  /** Sends a text message to a Page-scoped (FB) or Instagram-scoped (IG) id; returns its message id. */
  sendMessage(recipientId: string, text: string): Promise<{ messageId: string }>
  /** The person's display name, or null when the Graph API does not give it. */
  findProfileName(source: 'FB' | 'IG', personId: string): Promise<string | null>
}

/** A post that mentions the account. */
export type XMention = {
  id: string
  /** The id of the thread it belongs to (its conversation's first post). */
  conversationId: string
  text: string
  authorName: string | null
  createdAt: Date | null
}

export interface XChannel {
  /** Mentions newer than `sinceId` (all pages of them), oldest first, and the newest id seen. */
  listMentionsSince(sinceId: string | null): Promise<{ mentions: XMention[]; newestId: string | null }>
  /** Whether replies can be posted (user-context keys are set). */
  readonly canReply: boolean
  /** Posts a reply to a post; returns the new post's id. */
  replyTo(postId: string, text: string): Promise<{ postId: string }>
}

/** A comment on one of the channel's videos: the thread's top-level comment or a reply in it. */
export type YoutubeComment = {
  id: string
  /** The comment thread's id (the top-level comment's id). */
  threadId: string
  videoId: string | null
  text: string
  authorName: string | null
  /** The commenter's channel id, to leave out the channel's own replies. */
  authorChannelId: string | null
  publishedAt: Date
}

export interface YoutubeChannel {
  /**
   * Comments in threads on the channel's videos published after `after` (the newest first pages
   * only, up to a bound), oldest first.
   */
  listCommentsSince(after: Date | null): Promise<YoutubeComment[]>
  /** The channel's own id, whose comments are ours, not a person's. */
  readonly channelId: string
  readonly canReply: boolean
  /** Replies in a comment thread; returns the new comment's id. */
  replyTo(threadId: string, text: string): Promise<{ commentId: string }>
}
