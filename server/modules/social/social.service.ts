import type { Db } from '#server/db/client.ts'
import type { SocialPublisher } from '#server/adapters/social/index.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { ClaimedJob, EnqueueOptions } from '#server/jobs/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { SiteItemInput } from '#server/modules/news/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  SOCIAL_PUBLISH_ATTEMPTS,
  SOCIAL_TEXTS,
  type CreateSocialPost,
  type SocialChannelStatus,
  type SocialMetrics,
  type SocialPost,
} from '#shared/contracts/social.contract.ts'
import { SOCIAL_CHANNELS, type PublishPlatform, type SocialChannel } from '#shared/domain/publishing.ts'
import { createSocialImages } from './social-images.ts'
import {
  deletePendingPost,
  findPostById,
  insertPost,
  listPosts,
  listPostsWithExternalIds,
  markPublished,
  recordChannelResult,
  recordExternalStats,
  recordFailedAttempt,
  summarizePosts,
  type SocialPostRow,
} from './social.repository.ts'

/** The job that publishes one post at its time. */
export const SOCIAL_PUBLISH_JOB = 'social.publish'
/** The recurring job that reads the outside service's statistics of recent posts (Buffer only). */
export const SOCIAL_STATS_JOB = 'social.stats'
export const SOCIAL_STATS_EVERY_MS = 30 * 60_000
export const SOCIAL_POST_AUDIT = {
  scheduled: 'SOCIAL_POST_SCHEDULED',
  deleted: 'SOCIAL_POST_DELETED',
} as const

// Statistics are read again for posts published in the last 30 days, at most this many per run.
const STATS_WINDOW_MS = 30 * 24 * 60 * 60_000
const STATS_BATCH = 100
const NEWS_TITLE_MAX = 120

type SocialServiceDeps = {
  db: Db
  log: Logger
  audit: AuditService
  jobs: {
    enqueue: (name: string, payload: unknown, options: EnqueueOptions, executor: Db) => Promise<unknown>
    cancel: (uniqueKey: string, executor: Db) => Promise<boolean>
  }
  news: { publishSiteItem: (input: SiteItemInput) => Promise<{ id: string }> } & {
    measureItems: (ids: string[]) => Promise<{ impressions: number; clicks: number }>
  }
  /** Buffer when BUFFER_ACCESS_TOKEN and BUFFER_PROFILE_IDS are set; null otherwise. */
  buffer: SocialPublisher | null
  /** The site's public address, which makes a post's media path absolute for Buffer. */
  publicUrl: string
  /** Where the posts' uploaded images are kept. */
  storage: FileStorage
  now?: () => Date
}

const jobKey = (postId: string) => `social-post:${postId}`

export function createSocialService({
  db,
  log,
  audit,
  jobs,
  news,
  buffer,
  publicUrl,
  storage,
  now = () => new Date(),
}: SocialServiceDeps) {
  const images = createSocialImages({ storage, audit })

  /** The channels a post can go to, each with what it lacks (docs/decisions/042-social-posts.md). */
  function listChannels(): SocialChannelStatus[] {
    return SOCIAL_CHANNELS.map((channel) =>
      channel === 'buffer' && !buffer
        ? { channel, isConfigured: false, missing: ['BUFFER_ACCESS_TOKEN', 'BUFFER_PROFILE_IDS'] }
        : { channel, isConfigured: true, missing: [] },
    )
  }

  /** The queue, latest schedule time first. */
  async function listQueue(limit: number): Promise<SocialPost[]> {
    return (await listPosts(db, limit)).map(toSocialPost)
  }

  /**
   * Stores a post as PENDING and its publishing job (due at its time) in one transaction. A time
   * that has passed, or Buffer while it is not set up, is refused in plain words.
   */
  async function schedulePost(actor: User, input: CreateSocialPost): Promise<SocialPost> {
    const scheduledFor = new Date(input.scheduledFor)
    if (scheduledFor.getTime() <= now().getTime()) {
      throw new AppError('validation_failed', SOCIAL_TEXTS.scheduleInPast, {
        scheduledFor: SOCIAL_TEXTS.scheduleInPast,
      })
    }
    const channels = SOCIAL_CHANNELS.filter((channel) => input.channels.includes(channel))
    if (channels.includes('buffer') && !buffer) {
      throw new AppError('validation_failed', SOCIAL_TEXTS.bufferNotConfigured, {
        channels: SOCIAL_TEXTS.bufferNotConfigured,
      })
    }
    const row = await db.transaction(async (tx) => {
      const post = await insertPost(tx, {
        content: input.content,
        mediaUrl: input.mediaUrl ?? null,
        channels,
        scheduledFor,
        createdByUserId: actor.id,
      })
      await jobs.enqueue(
        SOCIAL_PUBLISH_JOB,
        { postId: post.id },
        { runAt: scheduledFor, uniqueKey: jobKey(post.id), maxAttempts: SOCIAL_PUBLISH_ATTEMPTS },
        tx,
      )
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: SOCIAL_POST_AUDIT.scheduled,
          detail: { postId: post.id, scheduledFor: scheduledFor.toISOString(), channels },
        },
        tx,
      )
      return post
    })
    return toSocialPost(row)
  }

  /** Deletes a post that is still PENDING, and its job; a published or failed one is kept (409). */
  async function deletePost(actor: User, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const deleted = await deletePendingPost(tx, id)
      if (!deleted) {
        const existing = await findPostById(tx, id)
        if (!existing) throw new AppError('not_found', SOCIAL_TEXTS.postNotFound)
        throw new AppError('conflict', SOCIAL_TEXTS.onlyPendingDeleted)
      }
      await jobs.cancel(jobKey(id), tx)
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: SOCIAL_POST_AUDIT.deleted,
          detail: { postId: id, scheduledFor: deleted.scheduledFor.toISOString() },
        },
        tx,
      )
    })
  }

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

  /** The social.stats job: Buffer's reach and engagements of the posts of the last 30 days. */
  async function refreshExternalStats(): Promise<void> {
    if (!buffer) return
    const posts = await listPostsWithExternalIds(db, new Date(now().getTime() - STATS_WINDOW_MS), STATS_BATCH)
    for (const post of posts) {
      try {
        const stats = await buffer.readStats(post.externalId!.split(','))
        await recordExternalStats(db, post.id, {
          externalReach: stats.reach,
          externalEngagements: stats.engagements,
        })
      } catch (error) {
        log.warn({ postId: post.id, err: error }, 'Buffer statistics not read')
      }
    }
  }

  /**
   * Analytics. totalPosts: published posts. totalReach: how often their news items were listed on
   * the site, plus Buffer's reach. engagementRate: (clicks on the site + Buffer's engagements) /
   * totalReach, 0 without reach and at most 1.
   */
  async function getMetrics(): Promise<SocialMetrics> {
    const summary = await summarizePosts(db)
    const site = await news.measureItems(summary.newsItemIds)
    const totalReach = site.impressions + summary.externalReach
    const engagements = site.clicks + summary.externalEngagements
    return {
      totalPosts: summary.byStatus.PUBLISHED,
      totalReach,
      engagementRate:
        totalReach > 0 ? Math.round(Math.min(1, engagements / totalReach) * 10_000) / 10_000 : 0,
      site,
      buffer: {
        isConfigured: buffer !== null,
        reach: summary.externalReach,
        engagements: summary.externalEngagements,
      },
      pendingPosts: summary.byStatus.PENDING,
      failedPosts: summary.byStatus.FAILED,
    }
  }

  return {
    images,
    listChannels,
    listQueue,
    schedulePost,
    deletePost,
    getMetrics,
    runPublishJob,
    refreshExternalStats,
  }
}

export type SocialService = ReturnType<typeof createSocialService>

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

function toSocialPost(row: SocialPostRow): SocialPost {
  return {
    id: row.id,
    content: row.content,
    mediaUrl: row.mediaUrl,
    channels: row.channels,
    scheduledFor: row.scheduledFor.toISOString(),
    status: row.status,
    platform: row.platform,
    attempts: row.attempts,
    errorMessage: row.errorMessage,
    newsItemId: row.newsItemId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}
