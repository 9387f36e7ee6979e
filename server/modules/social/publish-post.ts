import type { ClaimedJob } from '#server/jobs/index.ts'
import { SOCIAL_TEXTS } from '#shared/contracts/social.contract.ts'
import type { PublishPlatform, SocialChannel } from '#shared/domain/publishing.ts'
import { jobKey, type SocialContext } from './social.deps.ts'
import {
  findPostById,
  markPublished,
  recordChannelResult,
  recordFailedAttempt,
  type SocialPostRow,
} from './social.repository.ts'

const NEWS_TITLE_MAX = 120

/** Publishing a post at its time, channel by channel. */
export function createPostPublisher({ db, log, news, buffer, publicUrl, now }: SocialContext) {
  /**
   * The social.publish job. Each channel is done once: the site item under the post's key, the
   * Buffer update only while no id is stored. A failure is kept on the post and rethrown so the
   * runner retries with backoff; after the last attempt the post is FAILED with the reason.
   */
  async function runPublishJob(payload: unknown, job: ClaimedJob): Promise<void> {
    const postId = readPostId(payload)
    const post = postId ? await findPostById(db, postId) : undefined
    // Deleted, or already settled by an earlier run.
    if (!post || post.status !== 'PENDING') return
    try {
      await publishToChannels(post)
      await markPublished(db, post.id, {
        platform: firstPlatform(post.channels),
        attempts: job.attempts,
        publishedAt: now(),
      })
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      const isFinal = job.attempts >= job.maxAttempts
      await recordFailedAttempt(db, post.id, { attempts: job.attempts, errorMessage: message, isFinal })
      log.warn(
        { postId: post.id, attempts: job.attempts, isFinal, reason: message },
        'social post not published',
      )
      throw error
    }
  }

  async function publishToChannels(post: SocialPostRow): Promise<void> {
    if (post.channels.includes('site') && !post.newsItemId) {
      const item = await news.publishSiteItem({
        key: jobKey(post.id),
        source: 'POST',
        title: newsTitle(post.content),
        summary: post.content,
        mediaUrl: post.mediaUrl,
        publishedAt: now(),
      })
      await recordChannelResult(db, post.id, { newsItemId: item.id })
    }
    if (post.channels.includes('buffer') && !post.externalId) {
      if (!buffer) throw new Error(SOCIAL_TEXTS.bufferNotConfigured)
      const { externalIds } = await buffer.publish({
        text: post.content,
        mediaUrl: post.mediaUrl ? new URL(post.mediaUrl, publicUrl).toString() : null,
      })
      await recordChannelResult(db, post.id, { externalId: externalIds.join(',') })
    }
  }

  return { runPublishJob }
}

function readPostId(payload: unknown): string | null {
  return payload && typeof payload === 'object' && 'postId' in payload && typeof payload.postId === 'string'
    ? payload.postId
    : null
}

/** Where the queue says a post went: the site when it was one of its channels, else Buffer. */
function firstPlatform(channels: SocialChannel[]): PublishPlatform {
  return channels.includes('site') ? 'site' : 'buffer'
}

/** The news item's title: the post's first line, shortened at a word. */
function newsTitle(content: string): string {
  const line =
    content
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? content.trim()
  if (line.length <= NEWS_TITLE_MAX) return line
  const cut = line.slice(0, NEWS_TITLE_MAX - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : cut.length)}…`
}
