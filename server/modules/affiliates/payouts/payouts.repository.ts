import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { affiliates, auditEntries, jobs, payouts } from '#server/db/schema/index.ts'

// Payouts and the program's scheduled jobs (docs/decisions/032-affiliate-payouts.md).

export type PayoutRow = typeof payouts.$inferSelect

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

/**
 * The details of the latest audit entries of one action, newest first: the run history reads
 * the runs the audit service recorded (docs/decisions/065-payouts-explain-themselves.md).
 */
export async function listAuditDetails(db: Db, action: string, limit: number): Promise<unknown[]> {
  const rows = await db
    .select({ detail: auditEntries.detail })
    .from(auditEntries)
    .where(eq(auditEntries.action, action))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(limit)
  return rows.map((row) => row.detail)
}
