import type { SocialMetrics } from '#shared/contracts/social.contract.ts'
import type { SocialContext } from './social.deps.ts'
import { listPostsWithExternalIds, recordExternalStats, summarizePosts } from './social.repository.ts'

// Statistics are read again for posts published in the last 30 days, at most this many per run.
const STATS_WINDOW_MS = 30 * 24 * 60 * 60_000
const STATS_BATCH = 100

/** How far the posts reached: Buffer's statistics and the site's own counts. */
export function createSocialMetrics({ db, log, news, buffer, now }: SocialContext) {
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

  return { refreshExternalStats, getMetrics }
}
