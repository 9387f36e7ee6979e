import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { ledgerEntries, payouts, referralClicks } from '#server/db/schema/index.ts'
import type { LedgerEntryKind } from '#shared/domain/affiliates.ts'

// The commission ledger and the figures summed from it (docs/decisions/031-affiliate-ledger.md):
// entries are only ever added, balances are never stored.

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert

/** Inserts an entry once per uniqueKey; undefined when it already exists. */
export async function insertEntry(db: Db, values: NewLedgerEntry): Promise<LedgerEntryRow | undefined> {
  const [row] = await db
    .insert(ledgerEntries)
    .values(values)
    .onConflictDoNothing({ target: ledgerEntries.uniqueKey })
    .returning()
  return row
}

export async function findEntryByKey(db: Db, uniqueKey: string): Promise<LedgerEntryRow | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.uniqueKey, uniqueKey)).limit(1)
  return row
}

/** An order's credits that no later entry has reversed. */
export async function listUnreversedCreditsOfOrder(db: Db, orderId: string): Promise<LedgerEntryRow[]> {
  const reversal = sql`exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = ${ledgerEntries.id})`
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.orderId, orderId), sql`${ledgerEntries.amountCents} > 0`, sql`not ${reversal}`),
    )
}

/** The dates of an affiliate's direct sales that stand (not reversed), oldest first. */
export async function listStandingSaleDates(db: Db, affiliateId: string): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.affiliateId, affiliateId),
        eq(ledgerEntries.kind, 'SALE'),
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = ${ledgerEntries.id})`,
      ),
    )
    .orderBy(ledgerEntries.createdAt)
  return rows.map((row) => row.createdAt)
}

/** The newest standing direct sale of each affiliate. */
export async function lastSaleByAffiliate(db: Db): Promise<Map<string, Date>> {
  const rows = await db
    .select({ affiliateId: ledgerEntries.affiliateId, at: sql<Date>`max(${ledgerEntries.createdAt})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'SALE'),
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = ${ledgerEntries.id})`,
      ),
    )
    .groupBy(ledgerEntries.affiliateId)
  return new Map(rows.map((row) => [row.affiliateId, new Date(row.at)]))
}

export type Balances = {
  pendingCents: number
  availableCents: number
  inPayoutCents: number
  paidCents: number
  earnedCents: number
}

const EARNING_KINDS: LedgerEntryKind[] = ['SALE', 'ID_BONUS', 'OVERRIDE', 'FAST_START']

/**
 * Every affiliate's balances at `now`, summed from the ledger (never stored). An entry is pending
 * before its availableAt, available after it until locked to a payout, then in that payout until
 * it is paid. A reversal carries the sign: it nets out what it reverses.
 */
export async function sumBalances(db: Db, now: Date, affiliateId?: string): Promise<Map<string, Balances>> {
  const reversesEarning = sql`exists (select 1 from ${ledgerEntries} o where o.id = ${ledgerEntries.reversesEntryId} and o.kind in ${EARNING_KINDS})`
  const earning = sql`(${ledgerEntries.kind} in ${EARNING_KINDS} or ${reversesEarning})`
  const rows = await db
    .select({
      affiliateId: ledgerEntries.affiliateId,
      pending: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.payoutId} is null and ${ledgerEntries.availableAt} > ${now}), 0)::int`,
      available: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.payoutId} is null and ${ledgerEntries.availableAt} <= ${now}), 0)::int`,
      inPayout: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${payouts.status} = 'PROCESSING'), 0)::int`,
      paid: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${payouts.status} = 'PAID'), 0)::int`,
      earned: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${earning}), 0)::int`,
    })
    .from(ledgerEntries)
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .where(affiliateId ? eq(ledgerEntries.affiliateId, affiliateId) : undefined)
    .groupBy(ledgerEntries.affiliateId)
  return new Map(
    rows.map((row) => [
      row.affiliateId,
      {
        pendingCents: row.pending,
        availableCents: row.available,
        inPayoutCents: row.inPayout,
        paidCents: row.paid,
        earnedCents: row.earned,
      },
    ]),
  )
}

/**
 * When each affiliate's held commissions (credits still in their hold at `now`) are released:
 * the earliest and the latest. Debits are left out: a fee or reversal does not hold money back.
 */
export async function heldReleaseDates(db: Db, now: Date): Promise<Map<string, { first: Date; last: Date }>> {
  const rows = await db
    .select({
      affiliateId: ledgerEntries.affiliateId,
      first: sql<Date>`min(${ledgerEntries.availableAt})`,
      last: sql<Date>`max(${ledgerEntries.availableAt})`,
    })
    .from(ledgerEntries)
    .where(
      and(
        isNull(ledgerEntries.payoutId),
        sql`${ledgerEntries.availableAt} > ${now}`,
        sql`${ledgerEntries.amountCents} > 0`,
      ),
    )
    .groupBy(ledgerEntries.affiliateId)
  return new Map(
    rows.map((row) => [row.affiliateId, { first: new Date(row.first), last: new Date(row.last) }]),
  )
}

/** The entries a payout would take now, locked so a concurrent run or event waits for this one. */
export async function lockPayableEntries(tx: Db, affiliateId: string, now: Date) {
  return tx
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.affiliateId, affiliateId),
        isNull(ledgerEntries.payoutId),
        lte(ledgerEntries.availableAt, now),
      ),
    )
    .for('update')
}

export async function lockEntriesToPayout(tx: Db, entryIds: string[], payoutId: string): Promise<void> {
  if (entryIds.length === 0) return
  await tx.update(ledgerEntries).set({ payoutId }).where(inArray(ledgerEntries.id, entryIds))
}

export async function releaseEntriesOfPayout(tx: Db, payoutId: string): Promise<void> {
  await tx.update(ledgerEntries).set({ payoutId: null }).where(eq(ledgerEntries.payoutId, payoutId))
}

export async function listEntries(db: Db, affiliateId: string, limit: number) {
  return db
    .select({ entry: ledgerEntries, payoutStatus: payouts.status })
    .from(ledgerEntries)
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .where(eq(ledgerEntries.affiliateId, affiliateId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit)
}

/** The ids among these entries that a later entry reverses. */
export async function findReversedIds(db: Db, entryIds: string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set()
  const rows = await db
    .select({ id: ledgerEntries.reversesEntryId })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.reversesEntryId, entryIds))
  return new Set(rows.map((row) => row.id!))
}

/** Pending direct sales with no verified-ID bonus yet, with their order's customer. */
export async function listSalesWithoutIdBonus(db: Db, now: Date) {
  const rows = await db.execute<{
    id: string
    affiliate_id: string
    order_id: string
    available_at: string
    user_id: string
  }>(sql`
    select e.id, e.affiliate_id, e.order_id, e.available_at, o.user_id
    from ${ledgerEntries} e join orders o on o.id = e.order_id
    where e.kind = 'SALE' and e.available_at > ${now}
      and not exists (select 1 from ${ledgerEntries} b where b.unique_key = 'id-bonus:' || e.order_id)
      and not exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = e.id)`)
  type Row = { id: string; affiliate_id: string; order_id: string; available_at: string; user_id: string }
  return rowsOf<Row>(rows).map((row) => ({
    entryId: row.id,
    affiliateId: row.affiliate_id,
    orderId: row.order_id,
    availableAt: new Date(row.available_at),
    userId: row.user_id,
  }))
}

export type DailyRow = { day: string; clicks: number; conversions: number; revenueCents: number }

/** Clicks and standing sales per day (in `timeZone`) since `from`. */
export async function dailyFigures(
  db: Db,
  affiliateId: string,
  from: string,
  timeZone: string,
): Promise<{ clicks: Map<string, number>; sales: Map<string, { n: number; revenue: number }> }> {
  const clickRows = await db
    .select({ day: referralClicks.day, n: sql<number>`count(*)::int` })
    .from(referralClicks)
    .where(and(eq(referralClicks.affiliateId, affiliateId), gte(referralClicks.day, from)))
    .groupBy(referralClicks.day)
  const saleRows = await db.execute<{ day: string; n: number; revenue: number }>(sql`
    select to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
      count(*)::int as n, coalesce(sum(e.base_cents), 0)::int as revenue
    from ${ledgerEntries} e
    where e.affiliate_id = ${affiliateId} and e.kind = 'SALE'
      and not exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = e.id)
      and to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM-DD') >= ${from}
    group by 1`)
  return {
    clicks: new Map(clickRows.map((row) => [row.day, row.n])),
    sales: new Map(
      rowsOf<{ day: string; n: number; revenue: number }>(saleRows).map((row) => [
        row.day,
        { n: Number(row.n), revenue: Number(row.revenue) },
      ]),
    ),
  }
}

/** All-time clicks, conversions and (pending) revenue of an affiliate's standing direct sales. */
export async function totals(db: Db, affiliateId: string, now: Date) {
  const [clicks] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referralClicks)
    .where(eq(referralClicks.affiliateId, affiliateId))
  const result = await db.execute<{ conversions: number; revenue: number; pending: number }>(sql`
    select count(*)::int as conversions, coalesce(sum(e.base_cents), 0)::int as revenue,
      coalesce(sum(e.base_cents) filter (where e.available_at > ${now}), 0)::int as pending
    from ${ledgerEntries} e
    where e.affiliate_id = ${affiliateId} and e.kind = 'SALE'
      and not exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = e.id)`)
  const row = rowsOf<{ conversions: number; revenue: number; pending: number }>(result)[0]
  return {
    clicks: clicks?.n ?? 0,
    conversions: Number(row?.conversions ?? 0),
    revenueCents: Number(row?.revenue ?? 0),
    pendingRevenueCents: Number(row?.pending ?? 0),
  }
}

// node-postgres answers { rows }, PGlite answers { rows } too, but typed apart.
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
