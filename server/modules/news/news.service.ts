import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AddressPolicy } from '#server/lib/safe-fetch.ts'
import { createFeedFetcher, type FetchFeed } from './feed-reader.ts'
import { createNewsFeeds } from './news-feeds.ts'
import { createNewsItems } from './news-items.ts'
import { createPublicListCache, createPublicNews } from './public-news.ts'

export type { FeedReadResult } from './news-feeds.ts'
export type { SiteItemInput } from './news-items.ts'

/** The recurring job that reads every active feed. */
export const NEWS_REFRESH_JOB = 'news.refresh'
export const NEWS_REFRESH_EVERY_MS = 30 * 60_000

type NewsServiceDeps = {
  db: Db
  log: Logger
  /** Asks the job runner to read feeds soon (one feed, or all of them). */
  requestRefresh?: (payload: { feedId?: string }) => Promise<unknown>
  fetchFeed?: FetchFeed
  /** What feed reads may reach besides public addresses (OUTBOUND_ALLOWED_ADDRESSES). */
  fetchPolicy?: AddressPolicy
  /** The outlet the site's own items are shown under (the company's name from the settings). */
  siteName: () => Promise<string>
  /** How long impressions are held before they are stored (tests flush by hand). */
  impressionBatch?: { flushMs?: number; maxBatch?: number }
}

/**
 * The news: public lists of published items, the site's own items, items entered by hand and the
 * feeds read into items. Every change clears the public lists held in memory, so the next read sees it.
 */
export function createNewsService({
  db,
  log,
  requestRefresh,
  fetchPolicy,
  fetchFeed = createFeedFetcher(fetchPolicy ? { policy: fetchPolicy } : {}),
  siteName,
  impressionBatch = {},
}: NewsServiceDeps) {
  const lists = createPublicListCache()
  const visitors = createPublicNews({ db, log, lists, impressionBatch })
  const items = createNewsItems({ db, lists, siteName })
  const feeds = createNewsFeeds({ db, log, lists, requestRefresh, fetchFeed, fetchPolicy })

  return {
    listLatest: visitors.listLatest,
    latestPublishedAt: visitors.latestPublishedAt,
    listPage: visitors.listPage,
    recordImpressions: visitors.recordImpressions,
    /** Stores the impressions held now (on close, and in tests). */
    flushImpressions: visitors.flushImpressions,
    measureItems: visitors.measureItems,
    publishSiteItem: items.publishSiteItem,
    recordClick: visitors.recordClick,
    listForAdmin: items.listForAdmin,
    createItem: items.createItem,
    updateItem: items.updateItem,
    deleteItem: items.deleteItem,
    seedItems: items.seedItems,
    listAllFeeds: feeds.listAllFeeds,
    addFeed: feeds.addFeed,
    removeFeed: feeds.removeFeed,
    refreshFeeds: feeds.refreshFeeds,
    runRefreshJob: feeds.runRefreshJob,
  }
}

export type NewsService = ReturnType<typeof createNewsService>
