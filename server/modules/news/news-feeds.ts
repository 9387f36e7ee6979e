import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { checkOutboundUrl, SafeFetchError, type AddressPolicy } from '#server/lib/safe-fetch.ts'
import type { CreateNewsFeedInput, NewsFeed } from '#shared/contracts/news.contract.ts'
import { parseFeed, type ParsedFeedItem } from './feed-parser.ts'
import type { FetchFeed } from './feed-reader.ts'
import {
  deleteFeedById,
  findFeedById,
  insertFeed,
  listActiveFeeds,
  listFeeds,
  recordFeedRead,
  upsertFeedItems,
  type NewNewsItemRow,
  type NewsFeedRow,
} from './news.repository.ts'
import { toNewsFeed } from './news-views.ts'
import type { PublicListCache } from './public-news.ts'

// Feeds read at the same time in one refresh.
const FEED_CONCURRENCY = 4

export type FeedReadResult = { feedId: string; status: 'read' | 'not-modified' | 'failed'; items: number }

export type NewsFeedsDeps = {
  db: Db
  log: Logger
  lists: PublicListCache
  /** Asks the job runner to read feeds soon (one feed, or all of them). */
  requestRefresh: ((payload: { feedId?: string }) => Promise<unknown>) | undefined
  fetchFeed: FetchFeed
  /** What feed reads may reach besides public addresses (OUTBOUND_ALLOWED_ADDRESSES). */
  fetchPolicy: AddressPolicy | undefined
}

/** The feeds an admin lists, and reading them into items. */
export function createNewsFeeds({ db, log, lists, requestRefresh, fetchFeed, fetchPolicy }: NewsFeedsDeps) {
  async function listAllFeeds(): Promise<NewsFeed[]> {
    return (await listFeeds(db)).map(toNewsFeed)
  }

  /**
   * Adds a feed and asks for it to be read at once. A link to this server or a private network is
   * refused here in plain words; every read checks again (docs/decisions/015-production-guard-and-outbound-fetches.md).
   */
  async function addFeed(input: CreateNewsFeedInput): Promise<NewsFeed> {
    try {
      await checkOutboundUrl(input.url, fetchPolicy)
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error
      throw new AppError('validation_failed', error.message, { url: error.message })
    }
    const row = await insertFeed(db, { url: input.url, title: input.title || new URL(input.url).hostname })
    if (!row) {
      throw new AppError('conflict', 'This feed is already on the list', {
        url: 'This feed is already on the list',
      })
    }
    await requestRefresh?.({ feedId: row.id })
    return toNewsFeed(row)
  }

  async function removeFeed(id: string): Promise<void> {
    if (!(await deleteFeedById(db, id))) throw new AppError('not_found', 'Feed not found')
  }

  /**
   * Reads every active feed (or one) and stores what is new. A feed that fails keeps its error for
   * the back office and does not stop the others. Safe to run twice: items are matched by URL.
   */
  async function refreshFeeds(feedId?: string): Promise<FeedReadResult[]> {
    const feeds = feedId ? [await findFeedById(db, feedId)].filter(isActiveFeed) : await listActiveFeeds(db)
    const results: FeedReadResult[] = []
    for (let i = 0; i < feeds.length; i += FEED_CONCURRENCY) {
      results.push(...(await Promise.all(feeds.slice(i, i + FEED_CONCURRENCY).map(readFeed))))
    }
    return results
  }

  async function readFeed(feed: NewsFeedRow): Promise<FeedReadResult> {
    try {
      const result = await fetchFeed(feed.url, { etag: feed.etag, lastModified: feed.lastModified })
      if (result.status === 'not-modified') {
        await recordFeedRead(db, feed.id, { lastError: null })
        return { feedId: feed.id, status: 'not-modified', items: 0 }
      }
      const parsed = parseFeed(result.body, result.url)
      const outlet = (parsed.title || feed.title).slice(0, 120)
      const rows = dedupeByUrl(parsed.items).map((item) => toFeedItemRow(item, outlet))
      await upsertFeedItems(db, feed.id, rows)
      lists.changed(null)
      await recordFeedRead(db, feed.id, {
        etag: result.etag,
        lastModified: result.lastModified,
        lastError: null,
      })
      return { feedId: feed.id, status: 'read', items: rows.length }
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      await recordFeedRead(db, feed.id, { lastError: message })
      log.warn({ feedId: feed.id, reason: message }, 'news feed could not be read')
      return { feedId: feed.id, status: 'failed', items: 0 }
    }
  }

  /** The news.refresh job: every feed, or the one named in the payload. */
  async function runRefreshJob(payload: unknown): Promise<void> {
    const feedId =
      payload && typeof payload === 'object' && 'feedId' in payload && typeof payload.feedId === 'string'
        ? payload.feedId
        : undefined
    await refreshFeeds(feedId)
  }

  return { listAllFeeds, addFeed, removeFeed, refreshFeeds, runRefreshJob }
}

function isActiveFeed(feed: NewsFeedRow | undefined): feed is NewsFeedRow {
  return !!feed?.isActive
}

function dedupeByUrl(items: ParsedFeedItem[]): ParsedFeedItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.url) && seen.add(item.url))
}

function toFeedItemRow(item: ParsedFeedItem, outlet: string): NewNewsItemRow {
  return {
    source: item.videoId ? 'YOUTUBE' : 'ARTICLE',
    title: item.title,
    outlet,
    summary: item.summary,
    url: item.url,
    thumbnailUrl: item.thumbnailUrl,
    videoId: item.videoId,
    durationSec: item.durationSec,
    viewCount: item.viewCount,
    // An item without a date is dated when first read (later reads keep that date); a date in the
    // future would pin an item to the top, so it counts as now.
    publishedAt: new Date(Math.min(item.publishedAt?.getTime() ?? Date.now(), Date.now())),
  }
}
