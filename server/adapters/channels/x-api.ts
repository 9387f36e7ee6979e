import { ChannelError, type XChannel, type XMention } from './index.ts'
import { oauth1Header, type OAuth1Credentials } from './oauth1.ts'
import { providerJson } from './provider-fetch.ts'

export type XApiOptions = {
  bearerToken: string
  userId: string
  /** User-context keys for posting replies; replies are off without them. */
  user: OAuth1Credentials | null
  /** https://api.x.com, or a local server in tests. */
  apiUrl: string
}

/** Pages of mentions read in one poll once a cursor exists (100 each). */
const MAX_PAGES = 10

type MentionsPage = {
  data?: Array<{
    id?: unknown
    text?: unknown
    conversation_id?: unknown
    author_id?: unknown
    created_at?: unknown
  }>
  includes?: { users?: Array<{ id?: unknown; name?: unknown; username?: unknown }> }
  meta?: { newest_id?: unknown; next_token?: unknown }
}

/**
 * X through API v2: mentions read with the app's bearer token (GET /2/users/:id/mentions, newer
 * than since_id), replies posted in user context (POST /2/tweets, OAuth 1.0a).
 */
export function createXApiChannel({ bearerToken, userId, user, apiUrl }: XApiOptions): XChannel {
  return {
    canReply: user !== null,

    async listMentionsSince(sinceId) {
      const mentions: XMention[] = []
      let newestId: string | null = null
      let pageToken: string | null = null
      // Without a cursor only the latest page is read: the inbox starts from now, not from the archive.
      for (let page = 0; page < (sinceId ? MAX_PAGES : 1); page++) {
        const query = new URLSearchParams({
          max_results: '100',
          'tweet.fields': 'created_at,conversation_id,author_id',
          expansions: 'author_id',
          'user.fields': 'name,username',
        })
        if (sinceId) query.set('since_id', sinceId)
        if (pageToken) query.set('pagination_token', pageToken)
        const json = (await providerJson(
          'X',
          `${apiUrl}/2/users/${encodeURIComponent(userId)}/mentions?${query}`,
          { headers: { authorization: `Bearer ${bearerToken}` } },
        )) as MentionsPage
        if (page === 0 && typeof json.meta?.newest_id === 'string') newestId = json.meta.newest_id
        const authors = new Map(
          (json.includes?.users ?? []).flatMap((u) =>
            typeof u.id === 'string' ? [[u.id, authorLabel(u.name, u.username)] as const] : [],
          ),
        )
        for (const post of json.data ?? []) {
          if (typeof post.id !== 'string' || typeof post.text !== 'string') continue
          const createdAt = typeof post.created_at === 'string' ? new Date(post.created_at) : null
          mentions.push({
            id: post.id,
            conversationId: typeof post.conversation_id === 'string' ? post.conversation_id : post.id,
            text: post.text,
            authorName: typeof post.author_id === 'string' ? (authors.get(post.author_id) ?? null) : null,
            createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : null,
          })
        }
        pageToken = typeof json.meta?.next_token === 'string' ? json.meta.next_token : null
        if (!pageToken) break
      }
      // Post ids grow with time: the oldest first, so a thread's messages are stored in order.
      mentions.sort((a, b) => compareIds(a.id, b.id))
      return { mentions, newestId: newestId ?? mentions.at(-1)?.id ?? null }
    },

    async replyTo(postId, text) {
      if (!user) throw new ChannelError('Replies on X need user-context keys.')
      const url = `${apiUrl}/2/tweets`
      const json = (await providerJson('X', url, {
        method: 'POST',
        headers: {
          authorization: oauth1Header({ method: 'POST', url }, user),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ text, reply: { in_reply_to_tweet_id: postId } }),
      })) as { data?: { id?: unknown } }
      if (typeof json.data?.id !== 'string') throw new ChannelError('X did not confirm the reply.')
      return { postId: json.data.id }
    },
  }
}

/** Numeric ids as text: the longer is the larger. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

function authorLabel(name: unknown, username: unknown): string | null {
  const n = typeof name === 'string' ? name.trim() : ''
  const u = typeof username === 'string' ? username.trim() : ''
  if (n && u) return `${n} (@${u})`
  return n || (u ? `@${u}` : null)
}
