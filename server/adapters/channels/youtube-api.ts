import { ChannelError, type YoutubeChannel, type YoutubeComment } from './index.ts'
import { providerJson } from './provider-fetch.ts'

export type YoutubeApiOptions = {
  apiKey: string
  channelId: string
  /** An OAuth client and its refresh token (scope youtube.force-ssl) for replies; off without them. */
  oauth: { clientId: string; clientSecret: string; refreshToken: string } | null
  /** https://www.googleapis.com/youtube/v3 and Google's token endpoint, or a local server in tests. */
  apiUrl: string
  tokenUrl: string
  now?: () => number
}

/** Pages of comment threads read in one poll once a cursor exists (100 each). */
const MAX_PAGES = 5

type CommentResource = {
  id?: unknown
  snippet?: {
    textOriginal?: unknown
    textDisplay?: unknown
    authorDisplayName?: unknown
    authorChannelId?: { value?: unknown }
    publishedAt?: unknown
  }
}
type ThreadsPage = {
  items?: Array<{
    id?: unknown
    snippet?: { videoId?: unknown; topLevelComment?: CommentResource }
    replies?: { comments?: CommentResource[] }
  }>
  nextPageToken?: unknown
}

/**
 * YouTube Data API v3: comment threads on the channel's videos read with an API key
 * (commentThreads?allThreadsRelatedToChannelId=, newest first), replies posted with an OAuth access
 * token minted from the refresh token (comments.insert with the thread's top-level comment as parent).
 */
export function createYoutubeApiChannel({
  apiKey,
  channelId,
  oauth,
  apiUrl,
  tokenUrl,
  now = Date.now,
}: YoutubeApiOptions): YoutubeChannel {
  let accessToken: { value: string; expiresAt: number } | null = null

  async function currentAccessToken(): Promise<string> {
    if (!oauth) throw new ChannelError('Replies on YouTube need an OAuth client and refresh token.')
    if (accessToken && accessToken.expiresAt > now()) return accessToken.value
    const json = (await providerJson('Google', tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: oauth.clientId,
        client_secret: oauth.clientSecret,
        refresh_token: oauth.refreshToken,
        grant_type: 'refresh_token',
      }).toString(),
    })) as { access_token?: unknown; expires_in?: unknown }
    if (typeof json.access_token !== 'string') throw new ChannelError('Google did not give an access token.')
    const lifetimeSeconds = typeof json.expires_in === 'number' ? json.expires_in : 3600
    // Renewed a minute early, so a token never expires between the check and the call.
    accessToken = { value: json.access_token, expiresAt: now() + Math.max(0, lifetimeSeconds - 60) * 1000 }
    return accessToken.value
  }

  return {
    channelId,
    canReply: oauth !== null,

    async listCommentsSince(after) {
      const comments: YoutubeComment[] = []
      let pageToken: string | null = null
      // Without a cursor only the latest page is read: the inbox starts from now, not from the archive.
      for (let page = 0; page < (after ? MAX_PAGES : 1); page++) {
        const query = new URLSearchParams({
          part: 'snippet,replies',
          allThreadsRelatedToChannelId: channelId,
          maxResults: '100',
          order: 'time',
          textFormat: 'plainText',
          key: apiKey,
        })
        if (pageToken) query.set('pageToken', pageToken)
        const json = (await providerJson('YouTube', `${apiUrl}/commentThreads?${query}`)) as ThreadsPage
        let reachedCursor = false
        for (const thread of json.items ?? []) {
          if (typeof thread.id !== 'string') continue
          const videoId = typeof thread.snippet?.videoId === 'string' ? thread.snippet.videoId : null
          const top = toComment(thread.snippet?.topLevelComment, thread.id, videoId)
          if (top && after && top.publishedAt < after) reachedCursor = true
          for (const comment of [
            top,
            ...(thread.replies?.comments ?? []).map((c) => toComment(c, thread.id as string, videoId)),
          ]) {
            if (comment && (!after || comment.publishedAt >= after)) comments.push(comment)
          }
        }
        pageToken = typeof json.nextPageToken === 'string' ? json.nextPageToken : null
        if (!pageToken || reachedCursor) break
      }
      return comments.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime())
    },

    async replyTo(threadId, text) {
      const token = await currentAccessToken()
      const json = (await providerJson('YouTube', `${apiUrl}/comments?part=snippet`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ snippet: { parentId: threadId, textOriginal: text } }),
      })) as { id?: unknown }
      if (typeof json.id !== 'string') throw new ChannelError('YouTube did not confirm the reply.')
      return { commentId: json.id }
    },
  }
}

function toComment(
  resource: CommentResource | undefined,
  threadId: string,
  videoId: string | null,
): YoutubeComment | null {
  const s = resource?.snippet
  if (typeof resource?.id !== 'string' || !s) return null
  const text =
    typeof s.textOriginal === 'string'
      ? s.textOriginal
      : typeof s.textDisplay === 'string'
        ? s.textDisplay
        : null
  const publishedAt = typeof s.publishedAt === 'string' ? new Date(s.publishedAt) : null
  if (text === null || !publishedAt || Number.isNaN(publishedAt.getTime())) return null
  return {
    id: resource.id,
    threadId,
    videoId,
    text,
    authorName: typeof s.authorDisplayName === 'string' ? s.authorDisplayName : null,
    authorChannelId: typeof s.authorChannelId?.value === 'string' ? s.authorChannelId.value : null,
    publishedAt,
  }
}
