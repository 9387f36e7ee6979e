import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  affiliateLaunchLeads,
  affiliateTaxForms,
  affiliates,
  payoutAccounts,
} from '#server/db/schema/index.ts'

// The affiliates module is the only writer of its tables (docs/decisions/031-affiliate-ledger.md).
// Here: the affiliates, the launch list, the W-9s and the payout accounts; the ledger, the
// referrals and the payouts have their repositories beside their use cases.

export type AffiliateRow = typeof affiliates.$inferSelect
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
