import type { SocialChannelStatus } from '#shared/contracts/social.contract.ts'
import { SOCIAL_CHANNELS } from '#shared/domain/publishing.ts'
import { createPostPublisher } from './publish-post.ts'
import { createSocialImages } from './social-images.ts'
import { createSocialMetrics } from './social-metrics.ts'
import { createSocialPosts } from './social-posts.ts'
import type { SocialServiceDeps } from './social.deps.ts'

export {
  SOCIAL_POST_AUDIT,
  SOCIAL_PUBLISH_JOB,
  SOCIAL_STATS_EVERY_MS,
  SOCIAL_STATS_JOB,
} from './social.deps.ts'

/** Social posts (docs/decisions/042-social-posts.md): the queue, publishing at its time, analytics. */
export function createSocialService({ now = () => new Date(), ...deps }: SocialServiceDeps) {
  const context = { ...deps, now }
  const images = createSocialImages({ storage: deps.storage, audit: deps.audit })
  const posts = createSocialPosts(context)
  const publisher = createPostPublisher(context)
  const metrics = createSocialMetrics(context)

  /** The channels a post can go to, each with what it lacks (docs/decisions/042-social-posts.md). */
  function listChannels(): SocialChannelStatus[] {
    return SOCIAL_CHANNELS.map((channel) =>
      channel === 'buffer' && !deps.buffer
        ? { channel, isConfigured: false, missing: ['BUFFER_ACCESS_TOKEN', 'BUFFER_PROFILE_IDS'] }
        : { channel, isConfigured: true, missing: [] },
    )
  }

  return {
    images,
    listChannels,
    listQueue: posts.listQueue,
    schedulePost: posts.schedulePost,
    deletePost: posts.deletePost,
    getMetrics: metrics.getMetrics,
    runPublishJob: publisher.runPublishJob,
    refreshExternalStats: metrics.refreshExternalStats,
  }
}

export type SocialService = ReturnType<typeof createSocialService>
