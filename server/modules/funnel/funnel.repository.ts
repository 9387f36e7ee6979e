import { and, countDistinct, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { funnelEvents } from '#server/db/schema/index.ts'

// The funnel module is the only writer of funnel_events (docs/decisions/034-live-admin-dashboard.md).

export type FunnelEventStep = (typeof funnelEvents.$inferInsert)['step']

/** One step of one visitor on one business day (YYYY-MM-DD), as the recorder holds it. */
export type FunnelEventRow = { step: FunnelEventStep; visitorHash: string; day: string }

/**
 * Stores a batch in one statement whatever its size; a visitor's step already stored for that day
 * (by this process or another) is ignored by the primary key.
 */
export async function insertFunnelEvents(db: Db, rows: readonly FunnelEventRow[]): Promise<void> {
  if (rows.length === 0) return
  const steps = sql.param(rows.map((r) => r.step))
  const hashes = sql.param(rows.map((r) => r.visitorHash))
  const days = sql.param(rows.map((r) => r.day))
  await db.execute(sql`
    insert into ${funnelEvents} (step, visitor_hash, day)
    select * from unnest(${steps}::text[], ${hashes}::text[], ${days}::date[])
    on conflict do nothing`)
}

/** Distinct visitors per step over business days `from` to `to` (inclusive, YYYY-MM-DD). */
export async function countVisitorsByStep(
  db: Db,
  from: string,
  to: string,
): Promise<Map<FunnelEventStep, number>> {
  const rows = await db
    .select({ step: funnelEvents.step, visitors: countDistinct(funnelEvents.visitorHash) })
    .from(funnelEvents)
    .where(and(gte(funnelEvents.day, from), lte(funnelEvents.day, to)))
    .groupBy(funnelEvents.step)
  return new Map(rows.map((row) => [row.step, Number(row.visitors)]))
}
