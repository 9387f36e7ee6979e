import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rateLimitBuckets } from '#server/db/schema/index.ts'

/**
 * Counts one hit in a fixed window atomically, so concurrent requests on any number of server
 * instances see one counter. The database clock decides when a window ends.
 */
export async function incrementBucket(db: Db, key: string, windowSeconds: number) {
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitBuckets.resetAt} <= now() then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitBuckets.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitBuckets.resetAt} - now())))::int`,
    })
  if (!row) throw new Error('rate limit upsert returned no row')
  return row
}

export async function deleteExpiredBuckets(db: Db): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.resetAt} < now()`)
}
