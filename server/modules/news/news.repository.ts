import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { SITE_NEWS_SOURCES } from '#shared/contracts/news.contract.ts'
import { toDatabaseError, type Db } from '#server/db/client.ts'
import { newsFeeds, newsItems } from '#server/db/schema/index.ts'

export type NewsItemRow = typeof newsItems.$inferSelect
export type NewNewsItemRow = typeof newsItems.$inferInsert
export type NewsFeedRow = typeof newsFeeds.$inferSelect

export async function listPublishedItems(db: Db, limit: number): Promise<NewsItemRow[]> {
  return db
    .select()
    .from(newsItems)
    .where(eq(newsItems.isPublished, true))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.createdAt))
    .limit(limit)
}

export async function listPublishedVideos(db: Db, limit: number): Promise<NewsItemRow[]> {
  return db
    .select()
    .from(newsItems)
    .where(
      and(eq(newsItems.isPublished, true), eq(newsItems.source, 'YOUTUBE'), isNotNull(newsItems.videoId)),
    )
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.createdAt))
    .limit(limit)
}

export async function listPublishedArticles(db: Db, limit: number): Promise<NewsItemRow[]> {
  return db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.isPublished, true), eq(newsItems.source, 'ARTICLE')))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.createdAt))
    .limit(limit)
}

export async function listPublishedSiteItems(db: Db, limit: number): Promise<NewsItemRow[]> {
  return db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.isPublished, true), inArray(newsItems.source, [...SITE_NEWS_SOURCES])))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.createdAt))
    .limit(limit)
}

export async function findItemByUrl(db: Db, url: string): Promise<NewsItemRow | undefined> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.url, url)).limit(1)
  return row
}

/** Adds each item's count of showings to its impression count, in one statement. */
export async function addImpressions(db: Db, counts: Map<string, number>): Promise<void> {
  if (counts.size === 0) return
  // Two array parameters, whatever the batch's size: one short statement to plan and send.
  const ids = sql.param([...counts.keys()])
  const amounts = sql.param([...counts.values()])
  await db.execute(sql`
    update ${newsItems} set impression_count = ${newsItems}.impression_count + v.n
    from unnest(${ids}::uuid[], ${amounts}::int[]) as v(id, n)
    where ${newsItems}.id = v.id`)
}

/** The summed impressions and clicks of the given items (the ones that still exist). */
export async function sumItemCounts(db: Db, ids: string[]): Promise<{ impressions: number; clicks: number }> {
  if (ids.length === 0) return { impressions: 0, clicks: 0 }
  const [row] = await db
    .select({
      impressions: sql<number>`coalesce(sum(${newsItems.impressionCount}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${newsItems.clickCount}), 0)::int`,
    })
    .from(newsItems)
    .where(inArray(newsItems.id, ids))
  return { impressions: Number(row?.impressions ?? 0), clicks: Number(row?.clicks ?? 0) }
}

/** Adds one to a published item's click count; false when there is no such item. */
export async function incrementClickCount(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(newsItems)
    .set({ clickCount: sql`${newsItems.clickCount} + 1` })
    .where(and(eq(newsItems.id, id), eq(newsItems.isPublished, true)))
    .returning({ id: newsItems.id })
  return rows.length > 0
}

export async function countItems(db: Db): Promise<number> {
  return db.$count(newsItems)
}

export async function findItemById(db: Db, id: string): Promise<NewsItemRow | undefined> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id)).limit(1)
  return row
}

/** Stores an item unless one with its URL exists; returns the new row, or null. */
export async function insertItem(db: Db, values: NewNewsItemRow): Promise<NewsItemRow | null> {
  const [row] = await db
    .insert(newsItems)
    .values(values)
    .onConflictDoNothing({ target: newsItems.url })
    .returning()
  return row ?? null
}

/**
 * Replaces an item's fields; it becomes entered by hand (no feed), so feed reads no longer refresh
 * it. Returns the row, null when there is no such item, or 'url-taken' when another item has the URL.
 */
export async function updateItemById(
  db: Db,
  id: string,
  values: Omit<NewNewsItemRow, 'id' | 'feedId' | 'isPublished' | 'clickCount' | 'createdAt' | 'updatedAt'>,
): Promise<NewsItemRow | null | 'url-taken'> {
  try {
    const [row] = await db
      .update(newsItems)
      .set({ ...values, feedId: null, updatedAt: sql`now()` })
      .where(and(eq(newsItems.id, id), eq(newsItems.isPublished, true)))
      .returning()
    return row ?? null
  } catch (error) {
    if (toDatabaseError(error).code === '23505') return 'url-taken'
    throw error
  }
}

export async function deleteItemById(db: Db, id: string): Promise<void> {
  await db.delete(newsItems).where(eq(newsItems.id, id))
}

export async function unpublishItem(db: Db, id: string): Promise<void> {
  await db
    .update(newsItems)
    .set({ isPublished: false, updatedAt: sql`now()` })
    .where(eq(newsItems.id, id))
}

/**
 * Inserts a feed's items, or refreshes the ones already read from the same feed (matched by URL).
 * An item with the same URL entered by hand or read from another feed is left as it is, and so is
 * the publication date and whether the item is shown.
 */
export async function upsertFeedItems(db: Db, feedId: string, values: NewNewsItemRow[]): Promise<void> {
  if (values.length === 0) return
  await db
    .insert(newsItems)
    .values(values.map((v) => ({ ...v, feedId })))
    .onConflictDoUpdate({
      target: newsItems.url,
      set: {
        source: sql.raw('excluded.source'),
        title: sql.raw('excluded.title'),
        outlet: sql.raw('excluded.outlet'),
        summary: sql.raw('excluded.summary'),
        thumbnailUrl: sql.raw('excluded.thumbnail_url'),
        videoId: sql.raw('excluded.video_id'),
        durationSec: sql.raw('excluded.duration_sec'),
        viewCount: sql.raw('excluded.view_count'),
        updatedAt: sql`now()`,
      },
      setWhere: eq(newsItems.feedId, feedId),
    })
}

export async function listFeeds(db: Db): Promise<NewsFeedRow[]> {
  return db.select().from(newsFeeds).orderBy(desc(newsFeeds.createdAt))
}

export async function listActiveFeeds(db: Db): Promise<NewsFeedRow[]> {
  return db.select().from(newsFeeds).where(eq(newsFeeds.isActive, true)).orderBy(newsFeeds.createdAt)
}

export async function findFeedById(db: Db, id: string): Promise<NewsFeedRow | undefined> {
  const [row] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, id)).limit(1)
  return row
}

/** Stores a feed unless its URL is already listed; returns the new row, or null. */
export async function insertFeed(
  db: Db,
  values: { url: string; title: string },
): Promise<NewsFeedRow | null> {
  const [row] = await db
    .insert(newsFeeds)
    .values(values)
    .onConflictDoNothing({ target: newsFeeds.url })
    .returning()
  return row ?? null
}

export async function deleteFeedById(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(newsFeeds).where(eq(newsFeeds.id, id)).returning({ id: newsFeeds.id })
  return rows.length > 0
}

export async function recordFeedRead(
  db: Db,
  id: string,
  result: { etag?: string | null; lastModified?: string | null; lastError: string | null },
): Promise<void> {
  await db
    .update(newsFeeds)
    .set({
      lastFetchedAt: sql`now()`,
      lastError: result.lastError,
      ...(result.etag !== undefined ? { etag: result.etag } : {}),
      ...(result.lastModified !== undefined ? { lastModified: result.lastModified } : {}),
    })
    .where(eq(newsFeeds.id, id))
}
