import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  SOCIAL_PUBLISH_ATTEMPTS,
  SOCIAL_TEXTS,
  type CreateSocialPost,
  type SocialPost,
} from '#shared/contracts/social.contract.ts'
import { SOCIAL_CHANNELS } from '#shared/domain/publishing.ts'
import { jobKey, SOCIAL_POST_AUDIT, SOCIAL_PUBLISH_JOB, type SocialContext } from './social.deps.ts'
import {
  deletePendingPost,
  findPostById,
  insertPost,
  listPosts,
  type SocialPostRow,
} from './social.repository.ts'

/** The queue of posts: listing, scheduling and deleting them. */
export function createSocialPosts({ db, audit, jobs, buffer, now }: SocialContext) {
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

  return { listQueue, schedulePost, deletePost }
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
