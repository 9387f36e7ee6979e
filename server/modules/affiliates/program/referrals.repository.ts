import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { affiliates, referralClicks, referrals } from '#server/db/schema/index.ts'

// Clicks on the referral links and the orders they brought (docs/decisions/031-affiliate-ledger.md).

/** A click as the link saw it: the code, the hashed visitor and the business day. */
export type ClickRow = { code: string; visitorHash: string; day: string }

/**
 * Stores a batch of clicks in one statement: each row joins its code's active affiliate (unknown
 * or deactivated codes drop out) and a visitor's second click of a day is ignored.
 */
export async function insertClicks(db: Db, clicks: ClickRow[]): Promise<void> {
  // Three array parameters, whatever the batch's size: one short statement to plan and send.
  const codes = sql.param(clicks.map((c) => c.code))
  const hashes = sql.param(clicks.map((c) => c.visitorHash))
  const days = sql.param(clicks.map((c) => c.day))
  await db.execute(sql`
    insert into ${referralClicks} (affiliate_id, visitor_hash, day)
    select a.id, v.visitor_hash, v.day
    from unnest(${codes}::text[], ${hashes}::text[], ${days}::date[]) as v(code, visitor_hash, day)
    join ${affiliates} a on a.code = v.code and a.status = 'ACTIVE'
    on conflict do nothing`)
}

export async function insertReferral(db: Db, values: typeof referrals.$inferInsert): Promise<void> {
  await db.insert(referrals).values(values).onConflictDoNothing({ target: referrals.orderId })
}

export async function findReferralByOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.orderId, orderId)).limit(1)
  return row
}
