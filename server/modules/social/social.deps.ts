import type { SocialPublisher } from '#server/adapters/social/index.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Db } from '#server/db/client.ts'
import type { EnqueueOptions } from '#server/jobs/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { SiteItemInput } from '#server/modules/news/index.ts'

/** The job that publishes one post at its time. */
export const SOCIAL_PUBLISH_JOB = 'social.publish'
/** The recurring job that reads the outside service's statistics of recent posts (Buffer only). */
export const SOCIAL_STATS_JOB = 'social.stats'
export const SOCIAL_STATS_EVERY_MS = 30 * 60_000
export const SOCIAL_POST_AUDIT = {
  scheduled: 'SOCIAL_POST_SCHEDULED',
  deleted: 'SOCIAL_POST_DELETED',
} as const

export type SocialServiceDeps = {
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

/** The deps as the use cases get them: the clock filled in. */
export type SocialContext = Omit<SocialServiceDeps, 'now'> & { now: () => Date }

/** The unique key of a post's publishing job, and of its item on the site's news. */
export const jobKey = (postId: string) => `social-post:${postId}`
