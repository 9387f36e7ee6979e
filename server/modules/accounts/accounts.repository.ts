import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cases, orders, userPreferences, users } from '#server/db/schema/index.ts'
import { PAID_ORDER_STATUSES } from '#shared/domain/orders.ts'
import type { NotificationPreferences } from '#shared/contracts/accounts.contract.ts'

// The accounts module reads every table that holds a person's data for the export
// (person-data.repository.ts), and erases them in one transaction on deletion
// (erase-person.repository.ts): the one place that spans owners, because a person's data must go
// (or stay) all at once (docs/decisions/045-account-settings.md).

export type AccountUserRow = typeof users.$inferSelect

export async function findAccountUser(db: Db, userId: string): Promise<AccountUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return row
}

export async function findPreferences(db: Db, userId: string): Promise<NotificationPreferences | undefined> {
  const [row] = await db
    .select({
      emailCaseUpdates: userPreferences.emailCaseUpdates,
      emailCreditReminders: userPreferences.emailCreditReminders,
      emailProductNews: userPreferences.emailProductNews,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1)
  return row
}

export async function upsertPreferences(
  db: Db,
  userId: string,
  values: NotificationPreferences,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
}

/**
 * The person's cases that are paid and not finished: an order holding their money (deposit or
 * full price) on a case that has no decision yet (docs/decisions/045-account-settings.md).
 */
export async function listPaidOpenCaseIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: cases.id })
    .from(cases)
    .innerJoin(orders, eq(orders.caseId, cases.id))
    .where(
      and(
        eq(cases.userId, userId),
        ne(cases.status, 'DECISION'),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    )
  return rows.map((row) => row.id)
}
