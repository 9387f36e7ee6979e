import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { checkOutboundUrl, SafeFetchError, type AddressPolicy } from '#server/lib/safe-fetch.ts'
import type { Logger } from '#server/lib/logger.ts'
import {
  NEWS_PAGE_ITEMS_PER_KIND,
  youtubeVideoId,
  type AdminNewsItem,
  type CreateNewsFeedInput,
  type CreateNewsItemInput,
  type NewsFeed,
  type NewsItem,
  type NewsList,
} from '#shared/contracts/news.contract.ts'
import { parseFeed, youtubeThumbnail, type ParsedFeedItem } from './feed-parser.ts'
import { createFeedFetcher, type FetchFeed } from './feed-reader.ts'
import { stripHtml } from './html-text.ts'
import {
  countItems,
  deleteFeedById,
  deleteItemById,
  findFeedById,
  findItemById,
  incrementClickCount,
  insertFeed,
  insertItem,
  listActiveFeeds,
  listFeeds,
  listPublishedArticles,
  listPublishedItems,
  listPublishedVideos,
  recordFeedRead,
  unpublishItem,
  updateItemById,
  upsertFeedItems,
  type NewNewsItemRow,
  type NewsFeedRow,
  type NewsItemRow,
} from './news.repository.ts'

/** The recurring job that reads every active feed. */
export const NEWS_REFRESH_JOB = 'news.refresh'
export const NEWS_REFRESH_EVERY_MS = 30 * 60_000
// Feeds read at the same time in one refresh.
const FEED_CONCURRENCY = 4

type NewsServiceDeps = {
  db: Db
  log: Logger
  /** Asks the job runner to read feeds soon (one feed, or all of them). */
  requestRefresh?: (payload: { feedId?: string }) => Promise<unknown>
  fetchFeed?: FetchFeed
  /** What feed reads may reach besides public addresses (OUTBOUND_ALLOWED_ADDRESSES). */
  fetchPolicy?: AddressPolicy
}

export type FeedReadResult = { feedId: string; status: 'read' | 'not-modified' | 'failed'; items: number }

export function createNewsService({
  db,
  log,
  requestRefresh,
  fetchPolicy,
  fetchFeed = createFeedFetcher(fetchPolicy ? { policy: fetchPolicy } : {}),
}: NewsServiceDeps) {
  /** The latest published items, newest first, for the landing-page widget. */
  async function listLatest(limit: number): Promise<NewsItem[]> {
    return (await listPublishedItems(db, limit)).map(toNewsItem)
  }

  /** The news page: the latest videos and articles, summaries as plain text. */
  async function listPage(): Promise<NewsList> {
    const [videos, articles] = await Promise.all([
      listPublishedVideos(db, NEWS_PAGE_ITEMS_PER_KIND),
      listPublishedArticles(db, NEWS_PAGE_ITEMS_PER_KIND),
    ])
    return {
      videos: videos.map((row) => ({
        id: row.id,
        thumbnail: row.thumbnailUrl,
        title: row.title,
        videoId: row.videoId ?? '',
        url: row.url,
      })),
      articles: articles.map((row) => ({
        id: row.id,
        title: row.title,
        summary: stripHtml(row.summary),
        url: row.url,
        outlet: row.outlet,
        publishedAt: row.publishedAt.toISOString(),
      })),
    }
  }

  /** Counts one opening of a published item. */
  async function recordClick(id: string): Promise<void> {
    if (!(await incrementClickCount(db, id))) throw new AppError('not_found', 'News item not found')
  }

  /** Published items with their click counts, for the back office. */
  async function listForAdmin(limit: number): Promise<AdminNewsItem[]> {
    return (await listPublishedItems(db, limit)).map(toAdminNewsItem)
  }

  /** Publishes an item entered by hand; a video's id comes from its link when not given. */
  async function createItem(input: CreateNewsItemInput): Promise<AdminNewsItem> {
    const row = await insertItem(db, itemValues(input))
    if (!row) {
      throw new AppError('conflict', 'An item with this link is already published', {
        url: 'An item with this link is already published',
      })
    }
    return toAdminNewsItem(row)
  }

  /**
   * Edits an item with the rules of createItem. One read from a feed becomes entered by hand, so
   * later reads of its feed keep the edit (docs/decisions/038-people-and-audit-log.md).
   */
  async function updateItem(id: string, input: CreateNewsItemInput): Promise<AdminNewsItem> {
    const row = await updateItemById(db, id, itemValues(input))
    if (!row) throw new AppError('not_found', 'News item not found')
    if (row === 'url-taken') {
      throw new AppError('conflict', 'Another item has this link', { url: 'Another item has this link' })
    }
    return toAdminNewsItem(row)
  }

  /**
   * Removes an item. One read from a feed is hidden instead of deleted, so the next read of the
   * feed does not bring it back.
   */
  async function deleteItem(id: string): Promise<void> {
    const row = await findItemById(db, id)
    if (!row) throw new AppError('not_found', 'News item not found')
    if (row.feedId) await unpublishItem(db, id)
    else await deleteItemById(db, id)
  }

  /** Stores the given items when there are no news items at all (a new installation). */
  async function seedItems(items: CreateNewsItemInput[]): Promise<number> {
    if ((await countItems(db)) > 0) return 0
    for (const item of items) await createItem(item)
    return items.length
  }

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

  return {
    listLatest,
    listPage,
    recordClick,
    listForAdmin,
    createItem,
    updateItem,
    deleteItem,
    seedItems,
    listAllFeeds,
    addFeed,
    removeFeed,
    refreshFeeds,
    runRefreshJob,
  }
}

export type NewsService = ReturnType<typeof createNewsService>

function isActiveFeed(feed: NewsFeedRow | undefined): feed is NewsFeedRow {
  return !!feed?.isActive
}

function dedupeByUrl(items: ParsedFeedItem[]): ParsedFeedItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.url) && seen.add(item.url))
}

/** The stored fields of an item entered in the back office; a video's id comes from its link when not given. */
function itemValues(input: CreateNewsItemInput) {
  const videoId = input.source === 'YOUTUBE' ? (input.videoId ?? youtubeVideoId(input.url)) : null
  return {
    source: input.source,
    title: input.title,
    outlet: input.outlet,
    summary: stripHtml(input.summary),
    url: input.url,
    thumbnailUrl: input.thumbnailUrl ?? (videoId ? youtubeThumbnail(videoId) : null),
    videoId,
    publishedAt: new Date(input.publishedAt),
  }
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

function toNewsItem(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    outlet: row.outlet,
    publishedAt: row.publishedAt.toISOString(),
    summary: row.summary,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    meta: { videoId: row.videoId, durationSec: row.durationSec, viewCount: row.viewCount },
  }
}

function toAdminNewsItem(row: NewsItemRow): AdminNewsItem {
  return {
    ...toNewsItem(row),
    feedId: row.feedId,
    clickCount: row.clickCount,
    createdAt: row.createdAt.toISOString(),
  }
}

function toNewsFeed(row: NewsFeedRow): NewsFeed {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    isActive: row.isActive,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }
}
