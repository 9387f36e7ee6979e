import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createBatchWriter } from '#server/lib/batch-writer.ts'
import type { Logger } from '#server/lib/logger.ts'
import { NEWS_PAGE_ITEMS_PER_KIND, type NewsItem, type NewsList } from '#shared/contracts/news.contract.ts'
import { stripHtml } from './html-text.ts'
import {
  addImpressions,
  incrementClickCount,
  listPublishedArticles,
  listPublishedItems,
  listPublishedSiteItems,
  listPublishedVideos,
  sumItemCounts,
} from './news.repository.ts'
import { toNewsItem, toSiteItem } from './news-views.ts'

// The public lists are the same for every visitor: each is read from the database at most once in
// this long per process, and at once after a change made here (docs/decisions/042-social-posts.md).
const PUBLIC_LIST_TTL_MS = 10_000

/** The public lists held in memory, and what every change to the items calls so they are read again. */
export type PublicListCache = {
  cached<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Called after every change to the items, so the next public read sees it. */
  changed<T>(result: T): T
}

export function createPublicListCache(): PublicListCache {
  const publicLists = new Map<string, { readAt: number; value: Promise<unknown> }>()
  return {
    cached<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = publicLists.get(key)
      if (hit && Date.now() - hit.readAt < PUBLIC_LIST_TTL_MS) return hit.value as Promise<T>
      const value = load()
      publicLists.set(key, { readAt: Date.now(), value })
      value.catch(() => publicLists.delete(key))
      return value
    },
    changed<T>(result: T): T {
      publicLists.clear()
      return result
    },
  }
}

export type PublicNewsDeps = {
  db: Db
  log: Logger
  lists: PublicListCache
  /** How long impressions are held before they are stored (tests flush by hand). */
  impressionBatch: { flushMs?: number; maxBatch?: number }
}

/** What visitors read and do: the public lists, their impressions and clicks. */
export function createPublicNews({ db, log, lists, impressionBatch }: PublicNewsDeps) {
  // Each public listing is one row; a batch adds them up and stores them in one statement, so the
  // public news paths never wait for a write (docs/decisions/042-social-posts.md).
  let listings = 0
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
    return lists.cached(`latest:${limit}`, async () => (await listPublishedItems(db, limit)).map(toNewsItem))
  }

  /** When the newest published item came out, read afresh (the sitemap's date for /news). */
  async function latestPublishedAt(): Promise<Date | null> {
    const [newest] = await listPublishedItems(db, 1)
    return newest ? newest.publishedAt : null
  }

  /** The news page: the latest videos, articles and site items, summaries as plain text. */
  async function listPage(): Promise<NewsList> {
    return lists.cached('page', readPage)
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

  /** Counts one opening of a published item. */
  async function recordClick(id: string): Promise<void> {
    if (!(await incrementClickCount(db, id))) throw new AppError('not_found', 'News item not found')
  }

  return {
    listLatest,
    latestPublishedAt,
    listPage,
    recordImpressions,
    /** Stores the impressions held now (on close, and in tests). */
    flushImpressions: impressions.flush,
    measureItems,
    recordClick,
  }
}
