import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { DisputeLetterKind } from '#shared/domain/credit-repair.ts'
import type { Db } from '#server/db/client.ts'
import { creditItems, creditReports, disputeLetters, userPreferences } from '#server/db/schema/index.ts'

export type CreditReportRow = typeof creditReports.$inferSelect
export type CreditItemRow = typeof creditItems.$inferSelect
export type NewCreditItemRow = typeof creditItems.$inferInsert
export type DisputeLetterRow = typeof disputeLetters.$inferSelect
export type NewDisputeLetterRow = typeof disputeLetters.$inferInsert

export async function listReportsByUser(db: Db, userId: string): Promise<CreditReportRow[]> {
  return db
    .select()
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(asc(creditReports.reportDate), asc(creditReports.createdAt))
}

export async function findReport(db: Db, userId: string, reportId: string) {
  const [row] = await db
    .select()
    .from(creditReports)
    .where(and(eq(creditReports.id, reportId), eq(creditReports.userId, userId)))
  return row
}

export async function insertReport(
  db: Db,
  values: typeof creditReports.$inferInsert,
): Promise<CreditReportRow> {
  const [row] = await db.insert(creditReports).values(values).returning()
  return row!
}

export async function listItemsByUser(db: Db, userId: string): Promise<CreditItemRow[]> {
  return db
    .select()
    .from(creditItems)
    .where(eq(creditItems.userId, userId))
    .orderBy(asc(creditItems.position), asc(creditItems.createdAt))
}

export async function findItem(db: Db, itemId: string): Promise<CreditItemRow | undefined> {
  const [row] = await db.select().from(creditItems).where(eq(creditItems.id, itemId))
  return row
}

export async function insertItems(db: Db, values: NewCreditItemRow[]): Promise<CreditItemRow[]> {
  return db.insert(creditItems).values(values).returning()
}

export async function nextItemPosition(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${creditItems.position})` })
    .from(creditItems)
    .where(eq(creditItems.userId, userId))
  return (row?.max ?? -1) + 1
}

/** Changes an item still outside any letter; undefined when it is in one by now. */
export async function updateUnsentItem(
  db: Db,
  itemId: string,
  values: Partial<NewCreditItemRow>,
): Promise<CreditItemRow | undefined> {
  const [row] = await db
    .update(creditItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(creditItems.id, itemId), isNull(creditItems.disputeLetterId)))
    .returning()
  return row
}

export async function deleteUnsentItem(db: Db, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(creditItems)
    .where(and(eq(creditItems.id, itemId), isNull(creditItems.disputeLetterId)))
    .returning({ id: creditItems.id })
  return rows.length > 0
}

export async function setItemResult(
  db: Db,
  itemId: string,
  values: Pick<NewCreditItemRow, 'result' | 'resultRecordedBy' | 'resultRecordedByUserId'> & {
    resultRecordedAt: Date
  },
): Promise<CreditItemRow | undefined> {
  const [row] = await db
    .update(creditItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(creditItems.id, itemId), isNull(creditItems.followUpLetterId)))
    .returning()
  return row
}

/** Puts items in a letter, only those still outside one; returns how many were. */
export async function attachItemsToLetter(
  db: Db,
  itemIds: string[],
  letterId: string,
  kind: DisputeLetterKind,
): Promise<number> {
  if (kind === 'DISPUTE') {
    const rows = await db
      .update(creditItems)
      .set({ disputeLetterId: letterId, updatedAt: new Date() })
      .where(and(inArray(creditItems.id, itemIds), isNull(creditItems.disputeLetterId)))
      .returning({ id: creditItems.id })
    return rows.length
  }
  const rows = await db
    .update(creditItems)
    .set({ followUpLetterId: letterId, updatedAt: new Date() })
    .where(
      and(
        inArray(creditItems.id, itemIds),
        isNull(creditItems.followUpLetterId),
        eq(creditItems.result, 'VERIFIED'),
      ),
    )
    .returning({ id: creditItems.id })
  return rows.length
}

export async function listLettersByUser(db: Db, userId: string): Promise<DisputeLetterRow[]> {
  return db
    .select()
    .from(disputeLetters)
    .where(eq(disputeLetters.userId, userId))
    .orderBy(asc(disputeLetters.createdAt))
}

export async function findLetter(db: Db, letterId: string): Promise<DisputeLetterRow | undefined> {
  const [row] = await db.select().from(disputeLetters).where(eq(disputeLetters.id, letterId))
  return row
}

export async function insertLetter(db: Db, values: NewDisputeLetterRow): Promise<DisputeLetterRow> {
  const [row] = await db.insert(disputeLetters).values(values).returning()
  return row!
}

export async function updateLetterSent(
  db: Db,
  letterId: string,
  values: Pick<NewDisputeLetterRow, 'sentOn' | 'receivedOn' | 'withAnnualFreeReport' | 'responseDueOn'>,
): Promise<DisputeLetterRow> {
  // A new due date may fall due again: its reminder is owed afresh.
  const [row] = await db
    .update(disputeLetters)
    .set({ ...values, reminderSentAt: null })
    .where(eq(disputeLetters.id, letterId))
    .returning()
  return row!
}

/** Mailed letters whose answer was due by `today` and whose reminder has not gone out. */
export async function listLettersDueForReminder(db: Db, today: string): Promise<DisputeLetterRow[]> {
  return db
    .select()
    .from(disputeLetters)
    .where(
      and(
        isNotNull(disputeLetters.sentOn),
        lte(disputeLetters.responseDueOn, today),
        isNull(disputeLetters.reminderSentAt),
      ),
    )
    .orderBy(asc(disputeLetters.responseDueOn))
    .limit(200)
}

/** Claims a letter's reminder: true for the one caller that marks it sent. */
export async function claimLetterReminder(db: Db, letterId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(disputeLetters)
    .set({ reminderSentAt: at })
    .where(and(eq(disputeLetters.id, letterId), isNull(disputeLetters.reminderSentAt)))
    .returning({ id: disputeLetters.id })
  return rows.length > 0
}

export async function releaseLetterReminder(db: Db, letterId: string): Promise<void> {
  await db.update(disputeLetters).set({ reminderSentAt: null }).where(eq(disputeLetters.id, letterId))
}

/** Users with a credit report on file: those the pull-your-free-reports reminder is for. */
export async function listUsersWithReports(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: creditReports.userId }).from(creditReports)
  return rows.map((row) => row.userId)
}

export type PreferencesRow = typeof userPreferences.$inferSelect

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId))
  return row
}

/**
 * Records the day the pull-your-reports reminder went out, only if no reminder went out on or
 * after `notSince`: true for the one caller that records it.
 */
export async function claimReportReminder(
  db: Db,
  userId: string,
  today: string,
  notSince: string,
): Promise<boolean> {
  const rows = await db
    .insert(userPreferences)
    .values({ userId, lastReportReminderOn: today })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { lastReportReminderOn: today, updatedAt: new Date() },
      setWhere: sql`${userPreferences.lastReportReminderOn} is null or ${userPreferences.lastReportReminderOn} < ${notSince}`,
    })
    .returning({ userId: userPreferences.userId })
  return rows.length > 0
}
