import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { socialPosts } from '#server/db/schema/index.ts'
import type { PublishPlatform } from '#shared/domain/publishing.ts'

export type SocialPostRow = typeof socialPosts.$inferSelect
export type NewSocialPostRow = typeof socialPosts.$inferInsert

export async function insertPost(db: Db, values: NewSocialPostRow): Promise<SocialPostRow> {
  const [row] = await db.insert(socialPosts).values(values).returning()
  return row!
}

/** The queue: latest schedule time first. */
export async function listPosts(db: Db, limit: number): Promise<SocialPostRow[]> {
  return db
    .select()
    .from(socialPosts)
    .orderBy(desc(socialPosts.scheduledFor), desc(socialPosts.createdAt))
    .limit(limit)
}

export async function findPostById(db: Db, id: string): Promise<SocialPostRow | undefined> {
  const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, id)).limit(1)
  return row
}

/** Deletes the post if it is still PENDING; the deleted row, or null. */
export async function deletePendingPost(db: Db, id: string): Promise<SocialPostRow | null> {
  const [row] = await db
    .delete(socialPosts)
    .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'PENDING')))
    .returning()
  return row ?? null
}

/** Records what one channel gave back (the news item, Buffer's ids) while the post is PENDING. */
export async function recordChannelResult(
  db: Db,
  id: string,
  values: { newsItemId?: string; externalId?: string },
): Promise<void> {
  await db
    .update(socialPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'PENDING')))
}

export async function markPublished(
  db: Db,
  id: string,
  values: { platform: PublishPlatform; attempts: number; publishedAt: Date },
): Promise<void> {
  await db
    .update(socialPosts)
    .set({ ...values, status: 'PUBLISHED', errorMessage: null, updatedAt: sql`now()` })
    .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'PENDING')))
}

/** A failed attempt: the post stays PENDING (it will be retried), or becomes FAILED after the last. */
export async function recordFailedAttempt(
  db: Db,
  id: string,
  values: { attempts: number; errorMessage: string; isFinal: boolean },
): Promise<void> {
  await db
    .update(socialPosts)
    .set({
      attempts: values.attempts,
      errorMessage: values.errorMessage,
      ...(values.isFinal ? { status: 'FAILED' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'PENDING')))
}

/** How many posts have each status, and the published posts' news items and outside statistics. */
export async function summarizePosts(db: Db): Promise<{
  byStatus: Record<SocialPostRow['status'], number>
  newsItemIds: string[]
  externalReach: number
  externalEngagements: number
}> {
  const [counts, published] = await Promise.all([
    db
      .select({ status: socialPosts.status, count: sql<number>`count(*)::int` })
      .from(socialPosts)
      .groupBy(socialPosts.status),
    db
      .select({
        newsItemId: socialPosts.newsItemId,
        externalReach: socialPosts.externalReach,
        externalEngagements: socialPosts.externalEngagements,
      })
      .from(socialPosts)
      .where(eq(socialPosts.status, 'PUBLISHED')),
  ])
  const byStatus = { PENDING: 0, PUBLISHED: 0, FAILED: 0 }
  for (const row of counts) byStatus[row.status] = Number(row.count)
  return {
    byStatus,
    newsItemIds: published.map((p) => p.newsItemId).filter((id): id is string => id !== null),
    externalReach: published.reduce((sum, p) => sum + p.externalReach, 0),
    externalEngagements: published.reduce((sum, p) => sum + p.externalEngagements, 0),
  }
}

/** Published posts sent to an outside service since `since`, whose statistics are read again. */
export async function listPostsWithExternalIds(db: Db, since: Date, limit: number): Promise<SocialPostRow[]> {
  return db
    .select()
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.status, 'PUBLISHED'),
        isNotNull(socialPosts.externalId),
        gte(socialPosts.publishedAt, since),
      ),
    )
    .orderBy(desc(socialPosts.publishedAt))
    .limit(limit)
}

export async function recordExternalStats(
  db: Db,
  id: string,
  values: { externalReach: number; externalEngagements: number },
): Promise<void> {
  await db
    .update(socialPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(socialPosts.id, id))
}
