import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  affiliateLaunchLeads,
  affiliateTaxForms,
  affiliates,
  jobs,
  ledgerEntries,
  payoutAccounts,
  payouts,
  referralClicks,
  referrals,
  testClock,
} from '#server/db/schema/index.ts'
import type { LedgerEntryKind } from '#shared/domain/affiliates.ts'

// The affiliates module is the only writer of its tables (docs/decisions/031-affiliate-ledger.md).

export type AffiliateRow = typeof affiliates.$inferSelect
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert
export type PayoutRow = typeof payouts.$inferSelect
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect
export type TaxFormRow = typeof affiliateTaxForms.$inferSelect

/** True when the address was added, false when it was already on the list. */
export async function insertLaunchLead(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .insert(affiliateLaunchLeads)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: affiliateLaunchLeads.email })
  return rows.length === 1
}

export async function findAffiliateByUserId(db: Db, userId: string): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1)
  return row
}

export async function findAffiliateByCode(db: Db, code: string): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.code, code)).limit(1)
  return row
}

export async function findAffiliateById(db: Db, id: string): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1)
  return row
}

export async function lockAffiliate(tx: Db, id: string): Promise<AffiliateRow | undefined> {
  const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, id)).for('update').limit(1)
  return row
}

export async function listAffiliates(db: Db): Promise<AffiliateRow[]> {
  return db.select().from(affiliates).orderBy(desc(affiliates.signedUpAt))
}

export async function listActiveAffiliates(db: Db): Promise<AffiliateRow[]> {
  return db.select().from(affiliates).where(eq(affiliates.status, 'ACTIVE'))
}

/** Inserts the profile; undefined when the code (or the user) is taken. */
export async function insertAffiliate(
  db: Db,
  values: typeof affiliates.$inferInsert,
): Promise<AffiliateRow | undefined> {
  const [row] = await db.insert(affiliates).values(values).onConflictDoNothing().returning()
  return row
}

export async function updateAffiliate(
  db: Db,
  id: string,
  values: Partial<Omit<typeof affiliates.$inferInsert, 'id' | 'userId' | 'code'>>,
): Promise<AffiliateRow | undefined> {
  const [row] = await db.update(affiliates).set(values).where(eq(affiliates.id, id)).returning()
  return row
}

export async function countRecruits(db: Db, affiliateId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(affiliates)
    .where(eq(affiliates.recruitedById, affiliateId))
  return row?.n ?? 0
}

/** The recruiters above an affiliate, level 1 first, at most `levels` deep (a cycle stops the walk). */
export async function listUpline(db: Db, affiliateId: string, levels: number): Promise<AffiliateRow[]> {
  const upline: AffiliateRow[] = []
  const seen = new Set([affiliateId])
  let current = await findAffiliateById(db, affiliateId)
  while (current?.recruitedById && upline.length < levels && !seen.has(current.recruitedById)) {
    seen.add(current.recruitedById)
    current = await findAffiliateById(db, current.recruitedById)
    if (current) upline.push(current)
  }
  return upline
}

export async function findTaxForm(db: Db, affiliateId: string): Promise<TaxFormRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliateTaxForms)
    .where(eq(affiliateTaxForms.affiliateId, affiliateId))
    .limit(1)
  return row
}

export async function upsertTaxForm(db: Db, values: TaxFormRow): Promise<void> {
  await db
    .insert(affiliateTaxForms)
    .values(values)
    .onConflictDoUpdate({ target: affiliateTaxForms.affiliateId, set: values })
}

export async function listTaxForms(db: Db, affiliateIds: string[]): Promise<TaxFormRow[]> {
  if (affiliateIds.length === 0) return []
  return db.select().from(affiliateTaxForms).where(inArray(affiliateTaxForms.affiliateId, affiliateIds))
}

export async function findPayoutAccount(db: Db, affiliateId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.affiliateId, affiliateId))
    .limit(1)
  return row
}

export async function listPayoutAccounts(db: Db): Promise<PayoutAccountRow[]> {
  return db.select().from(payoutAccounts)
}

/** Stores the account the first request created; a concurrent second one keeps the first. */
export async function insertPayoutAccount(
  db: Db,
  values: typeof payoutAccounts.$inferInsert,
): Promise<PayoutAccountRow> {
  await db.insert(payoutAccounts).values(values).onConflictDoNothing({ target: payoutAccounts.affiliateId })
  return (await findPayoutAccount(db, values.affiliateId))!
}

export async function updatePayoutAccountStatus(
  db: Db,
  affiliateId: string,
  status: { detailsSubmitted: boolean; transfersEnabled: boolean; last4: string | null },
): Promise<void> {
  await db
    .update(payoutAccounts)
    .set({ ...status, updatedAt: new Date() })
    .where(eq(payoutAccounts.affiliateId, affiliateId))
}

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

export async function insertPayout(tx: Db, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning()
  if (!row) throw new Error('payout insert returned no row')
  return row
}

/**
 * Takes a PROCESSING payout for this process until `until`, unless another process holds it. The
 * claim is what keeps two runs from sending the same transfer at the same moment; the idempotency
 * key is what keeps a rerun after a crash from sending it again.
 */
export async function claimPayout(db: Db, payoutId: string, until: Date): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(payouts.id, payoutId),
        eq(payouts.status, 'PROCESSING'),
        sql`(${payouts.claimedUntil} is null or ${payouts.claimedUntil} < now())`,
      ),
    )
    .returning()
  return row
}

export async function markPayoutPaid(
  db: Db,
  payoutId: string,
  values: { transferId: string; paidAt: Date; expectedArrivalAt: Date },
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ ...values, status: 'PAID', claimedUntil: null })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'PROCESSING')))
    .returning()
  return row
}

export async function markPayoutFailed(tx: Db, payoutId: string, reason: string): Promise<boolean> {
  const rows = await tx
    .update(payouts)
    .set({ status: 'FAILED', failureReason: reason, claimedUntil: null })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'PROCESSING')))
    .returning({ id: payouts.id })
  return rows.length === 1
}

export async function releasePayoutClaim(db: Db, payoutId: string): Promise<void> {
  await db.update(payouts).set({ claimedUntil: null }).where(eq(payouts.id, payoutId))
}

export async function listProcessingPayoutIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.status, 'PROCESSING'))
    .orderBy(payouts.createdAt)
  return rows.map((row) => row.id)
}

export async function listPayouts(db: Db, options: { affiliateId?: string; limit: number }) {
  return db
    .select({ payout: payouts, code: affiliates.code })
    .from(payouts)
    .innerJoin(affiliates, eq(affiliates.id, payouts.affiliateId))
    .where(options.affiliateId ? eq(payouts.affiliateId, options.affiliateId) : undefined)
    .orderBy(desc(payouts.createdAt))
    .limit(options.limit)
}

/** Each affiliate's latest paid payout. */
export async function lastPaidPayouts(db: Db): Promise<Map<string, PayoutRow>> {
  const rows = await db
    .selectDistinctOn([payouts.affiliateId])
    .from(payouts)
    .where(isNotNull(payouts.paidAt))
    .orderBy(payouts.affiliateId, desc(payouts.paidAt))
  return new Map(rows.map((row) => [row.affiliateId, row]))
}

/** What each affiliate was paid between two instants (the 1099-NEC year). */
export async function sumPaidBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ affiliateId: payouts.affiliateId, totalCents: sql<number>`sum(${payouts.amountCents})::int` })
    .from(payouts)
    .where(and(eq(payouts.status, 'PAID'), gte(payouts.paidAt, from), lt(payouts.paidAt, to)))
    .groupBy(payouts.affiliateId)
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

export async function readTestClockOffset(db: Db): Promise<number> {
  const [row] = await db.select({ offsetMs: testClock.offsetMs }).from(testClock).where(eq(testClock.id, 1))
  return row?.offsetMs ?? 0
}

export async function addTestClockOffset(db: Db, ms: number): Promise<number> {
  const [row] = await db
    .insert(testClock)
    .values({ id: 1, offsetMs: ms })
    .onConflictDoUpdate({
      target: testClock.id,
      set: { offsetMs: sql`${testClock.offsetMs} + ${ms}`, updatedAt: new Date() },
    })
    .returning({ offsetMs: testClock.offsetMs })
  return row?.offsetMs ?? ms
}

/** The latest job of each name (the scheduled tasks' last run). */
export async function latestJobs(db: Db, names: string[]) {
  if (names.length === 0) return []
  return db
    .selectDistinctOn([jobs.name], {
      name: jobs.name,
      status: jobs.status,
      runAt: jobs.runAt,
      finishedAt: jobs.finishedAt,
      payload: jobs.payload,
    })
    .from(jobs)
    .where(inArray(jobs.name, names))
    .orderBy(jobs.name, desc(jobs.runAt))
}

// node-postgres answers { rows }, PGlite answers { rows } too, but typed apart.
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
