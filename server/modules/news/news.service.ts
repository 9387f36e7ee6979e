import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createBatchWriter } from '#server/lib/batch-writer.ts'
import { checkOutboundUrl, SafeFetchError, type AddressPolicy } from '#server/lib/safe-fetch.ts'
import type { Logger } from '#server/lib/logger.ts'
import {
  NEWS_PAGE_ITEMS_PER_KIND,
  SITE_NEWS_SOURCES,
  youtubeVideoId,
  type AdminNewsItem,
  type CreateNewsFeedInput,
  type CreateNewsItemInput,
  type NewsFeed,
  type NewsItem,
  type NewsList,
  type NewsSiteItem,
  type SiteNewsSource,
} from '#shared/contracts/news.contract.ts'
import { parseFeed, youtubeThumbnail, type ParsedFeedItem } from './feed-parser.ts'
import { createFeedFetcher, type FetchFeed } from './feed-reader.ts'
import { stripHtml } from './html-text.ts'
import {
  addImpressions,
  countItems,
  findItemByUrl,
  listPublishedSiteItems,
  sumItemCounts,
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
  /** The outlet the site's own items are shown under (the company's name from the settings). */
  siteName: () => Promise<string>
  /** How long impressions are held before they are stored (tests flush by hand). */
  impressionBatch?: { flushMs?: number; maxBatch?: number }
}

/** What publishSiteItem takes: one post or video of the site's own, under a key unique to it. */
export type SiteItemInput = {
  /** e.g. `social-post:<id>` or `video-plan:<id>`; the same key always gives the same item. */
  key: string
  source: SiteNewsSource
  title: string
  /** The post's text, the video's script summary. */
  summary: string
  /** An image or MP4 the site serves itself. */
  mediaUrl: string | null
  publishedAt: Date
}

// The title column's limit for items entered by hand.
const TITLE_MAX = 300
// The public lists are the same for every visitor: each is read from the database at most once in
// this long per process, and at once after a change made here (docs/decisions/042-social-posts.md).
const PUBLIC_LIST_TTL_MS = 10_000

export type FeedReadResult = { feedId: string; status: 'read' | 'not-modified' | 'failed'; items: number }

export function createNewsService({
  db,
  log,
  requestRefresh,
  fetchPolicy,
  fetchFeed = createFeedFetcher(fetchPolicy ? { policy: fetchPolicy } : {}),
  siteName,
  impressionBatch = {},
}: NewsServiceDeps) {
  // Each public listing is one row; a batch adds them up and stores them in one statement, so the
  // public news paths never wait for a write (docs/decisions/042-social-posts.md).
  let listings = 0
  const publicLists = new Map<string, { readAt: number; value: Promise<unknown> }>()

  function cachedList<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = publicLists.get(key)
    if (hit && Date.now() - hit.readAt < PUBLIC_LIST_TTL_MS) return hit.value as Promise<T>
    const value = load()
    publicLists.set(key, { readAt: Date.now(), value })
    value.catch(() => publicLists.delete(key))
    return value
  }

  /** Called after every change to the items, so the next public read sees it. */
  function changed<T>(result: T): T {
    publicLists.clear()
    return result
  }
  const impressions = createBatchWriter<{ listing: number; ids: string[] }>({
    insert: (rows) => {
      const counts = new Map<string, number>()
      for (const row of rows) for (const id of row.ids) counts.set(id, (counts.get(id) ?? 0) + 1)
      return addImpressions(db, counts)
    },
    keyOf: (row) => String(row.listing),
    log,
    failure: 'news impressions not stored',
    ...impressionBatch,
  })

  /** The latest published items, newest first, for the landing-page widget. */
  async function listLatest(limit: number): Promise<NewsItem[]> {
    return cachedList(`latest:${limit}`, async () => (await listPublishedItems(db, limit)).map(toNewsItem))
  }

  /** When the newest published item came out, read afresh (the sitemap's date for /news). */
  async function latestPublishedAt(): Promise<Date | null> {
    const [newest] = await listPublishedItems(db, 1)
    return newest ? newest.publishedAt : null
  }

  /** The news page: the latest videos, articles and site items, summaries as plain text. */
  async function listPage(): Promise<NewsList> {
    return cachedList('page', readPage)
  }

  async function readPage(): Promise<NewsList> {
    const [videos, articles, updates] = await Promise.all([
      listPublishedVideos(db, NEWS_PAGE_ITEMS_PER_KIND),
      listPublishedArticles(db, NEWS_PAGE_ITEMS_PER_KIND),
      listPublishedSiteItems(db, NEWS_PAGE_ITEMS_PER_KIND),
    ])
    return {
      updates: updates.map(toSiteItem),
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

  /** Counts one showing of each listed item on a public page; stored in batches, never awaited. */
  function recordImpressions(ids: string[]): void {
    if (ids.length === 0) return
    listings = (listings + 1) % Number.MAX_SAFE_INTEGER
    impressions.record({ listing: listings, ids })
  }

  /** The summed impressions and clicks of the given items, as Analytics reads them. */
  async function measureItems(ids: string[]): Promise<{ impressions: number; clicks: number }> {
    return sumItemCounts(db, ids)
  }

  /**
   * Publishes an item of the site's own on /news, idempotently: the same key returns the same item.
   * The key is kept as the item's link (`/news#<key>`), whose uniqueness makes a rerun find it.
   */
  async function publishSiteItem(input: SiteItemInput): Promise<{ id: string }> {
    const url = `/news#${encodeURIComponent(input.key)}`
    const existing = await findItemByUrl(db, url)
    if (existing) return { id: existing.id }
    const row = await insertItem(db, {
      source: input.source,
      title: input.title.trim().slice(0, TITLE_MAX),
      outlet: (await siteName()).slice(0, 120),
      summary: input.summary,
      url,
      thumbnailUrl: null,
      mediaUrl: input.mediaUrl,
      publishedAt: input.publishedAt,
    })
    // Another run stored it between the read and the insert.
    const stored = row ?? (await findItemByUrl(db, url))
    if (!stored) throw new Error(`news item ${url} was neither stored nor found`)
    return changed({ id: stored.id })
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
    return changed(toAdminNewsItem(row))
  }

  /**
   * Edits an item with the rules of createItem. One read from a feed becomes entered by hand, so
   * later reads of its feed keep the edit (docs/decisions/038-people-and-audit-log.md).
   */
  async function updateItem(id: string, input: CreateNewsItemInput): Promise<AdminNewsItem> {
    // The site's own items keep their key as their link; they are changed where they were published.
    const current = await findItemById(db, id)
    if (current && isSiteSource(current.source)) {
      throw new AppError(
        'conflict',
        'This item was published from the social or video screen; change it there',
      )
    }
    const row = await updateItemById(db, id, itemValues(input))
    if (!row) throw new AppError('not_found', 'News item not found')
    if (row === 'url-taken') {
      throw new AppError('conflict', 'Another item has this link', { url: 'Another item has this link' })
    }
    return changed(toAdminNewsItem(row))
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
    changed(null)
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
      changed(null)
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
    latestPublishedAt,
    listPage,
    recordImpressions,
    /** Stores the impressions held now (on close, and in tests). */
    flushImpressions: impressions.flush,
    measureItems,
    publishSiteItem,
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

function isSiteSource(source: NewsItemRow['source']): boolean {
  return (SITE_NEWS_SOURCES as readonly string[]).includes(source)
}

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
    mediaUrl: row.mediaUrl,
    meta: { videoId: row.videoId, durationSec: row.durationSec, viewCount: row.viewCount },
  }
}

function toSiteItem(row: NewsItemRow): NewsSiteItem {
  return {
    id: row.id,
    source: row.source === 'VIDEO' ? 'VIDEO' : 'POST',
    title: row.title,
    // Plain text written by an admin, shown as text: nothing to strip.
    summary: row.summary,
    mediaUrl: row.mediaUrl,
    outlet: row.outlet,
    publishedAt: row.publishedAt.toISOString(),
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
