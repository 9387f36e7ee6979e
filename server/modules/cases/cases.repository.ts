import { and, count, desc, eq, getTableColumns, inArray, sql, type Table } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { createBatchLoader, type BatchLoader } from '#server/lib/batch-loader.ts'
import type { StaffReviewFinding } from '#shared/domain/case-status.ts'
import { SHOWN_REMINDER_STATUSES } from '#shared/domain/case-verdict.ts'
import type { Verdict } from '#shared/domain/eligibility/result.ts'
import {
  caseDecisions,
  casePackageChoices,
  caseStaffReviews,
  caseReminders,
  caseReviewAcknowledgements,
  cases,
  documents,
  fingerprints,
  orders,
} from '#server/db/schema/index.ts'

export type NewCaseRow = typeof cases.$inferInsert
export type CaseRow = typeof cases.$inferSelect

export async function insertCase(db: Db, values: NewCaseRow): Promise<CaseRow> {
  const [row] = await db.insert(cases).values(values).returning()
  if (!row) throw new Error('case insert returned no row')
  return row
}

export async function findCaseById(db: Db, caseId: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId)).limit(1)
  return row
}

export type CaseDetailRow = Omit<CaseRow, 'answers'> & {
  documentCount: number
  fingerprintCount: number
  balanceDueCents: number
}

const { answers: _answers, ...detailColumns } = getTableColumns(cases)

/**
 * A case as its page shows it, with the number of its documents, the wizard answers left out. The
 * page's reads (this and findCaseFollowUps) are one query, sent in batches (casePages): the case
 * page is read far more often than anything else a customer does
 * (docs/decisions/019-fast-signed-in-api.md, docs/decisions/022). Reads documents (owned by
 * documents) only to count them.
 */
export async function findCaseDetailById(db: Db, caseId: string): Promise<CaseDetailRow | undefined> {
  return (await casePages(db, caseId))?.detail
}

/**
 * What a case's page needs besides the case: its latest package choice, review acknowledgement,
 * reminder, the recorded decision and the latest staff review.
 */
export async function findCaseFollowUps(db: Db, caseId: string) {
  const page = await casePages(db, caseId)
  return {
    choice: page?.choice,
    acknowledgement: page?.acknowledgement,
    reminder: page?.reminder,
    decision: page?.decision,
    staffReview: page?.staffReview,
  }
}

type CasePage = {
  detail: CaseDetailRow
  choice: PackageChoiceRow | undefined
  acknowledgement: ReviewAcknowledgementRow | undefined
  reminder: ReminderRow | undefined
  decision: DecisionRow | undefined
  staffReview: StaffReviewRow | undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// One loader per database handle; a transaction's handle reads on its own, unbatched.
const casePageLoaders = new WeakMap<Db, BatchLoader<CasePage>>()

async function casePages(db: Db, caseId: string): Promise<CasePage | undefined> {
  // No such case can exist, and one bad id must not fail the batch it would share.
  if (!UUID.test(caseId)) return undefined
  let loader = casePageLoaders.get(db)
  if (!loader) {
    const query = prepareCasePages(db)
    loader = createBatchLoader(async (caseIds) => {
      const rows = await query.execute({ caseIds })
      return new Map(rows.map((row) => [row.id, toCasePage(row)]))
    })
    casePageLoaders.set(db, loader)
  }
  return loader.load(caseId)
}

// Built once per database: Drizzle then skips assembling the SQL on every read, and PostgreSQL
// parses it once per connection (docs/decisions/019-fast-signed-in-api.md).
// The join with documents (for the count) makes Drizzle name every column with its table, as the
// subqueries need: a lone table's columns are written bare. Fingerprints (owned by fingerprints)
// are read only to count them, and orders (owned by orders) only for the balance still owed on
// pay-later orders (docs/decisions/028-case-status-flow.md).
function prepareCasePages(db: Db) {
  return db
    .select({
      ...detailColumns,
      documentCount: count(documents.id),
      fingerprintCount: sql<number>`(
        select count(*) from ${fingerprints} where ${fingerprints.caseId} = ${cases.id}
      )`.mapWith(Number),
      balanceDueCents: sql<number>`(
        select coalesce(sum(${orders.amountCents} - ${orders.paidCents}), 0) from ${orders}
        where ${orders.caseId} = ${cases.id} and ${orders.status} = 'DEPOSIT_PAID'
      )`.mapWith(Number),
      decision: sql<unknown>`(
        select ${jsonRow(caseDecisions)} from ${caseDecisions} where ${caseDecisions.caseId} = ${cases.id}
      )`,
      choice: sql<unknown>`(
        select ${jsonRow(casePackageChoices)} from ${casePackageChoices}
        where ${casePackageChoices.caseId} = ${cases.id}
        order by ${casePackageChoices.createdAt} desc limit 1
      )`,
      acknowledgement: sql<unknown>`(
        select ${jsonRow(caseReviewAcknowledgements)} from ${caseReviewAcknowledgements}
        where ${caseReviewAcknowledgements.caseId} = ${cases.id} limit 1
      )`,
      // As findLiveReminder reads it: the scheduled one, else the last one sent.
      reminder: sql<unknown>`(
        select ${jsonRow(caseReminders)} from ${caseReminders}
        where ${caseReminders.caseId} = ${cases.id} and ${caseReminders.status} in ('SCHEDULED', 'SENT')
        order by ${caseReminders.createdAt} desc limit 1
      )`,
      // The newest review replaces the check's verdict (docs/decisions/050-staff-review-and-case-entry.md).
      staffReview: sql<unknown>`(
        select ${jsonRow(caseStaffReviews)} from ${caseStaffReviews}
        where ${caseStaffReviews.caseId} = ${cases.id}
        order by ${caseStaffReviews.createdAt} desc limit 1
      )`,
    })
    .from(cases)
    .leftJoin(documents, eq(documents.caseId, cases.id))
    .where(sql`${cases.id} = any(${sql.placeholder('caseIds')}::uuid[])`)
    .groupBy(cases.id)
    .prepare('case_pages_by_ids')
}

function toCasePage(
  row: Awaited<ReturnType<ReturnType<typeof prepareCasePages>['execute']>>[number],
): CasePage {
  const { choice, acknowledgement, reminder, decision, staffReview, ...detail } = row
  return {
    detail,
    choice: fromJsonRow(casePackageChoices, choice),
    acknowledgement: fromJsonRow(caseReviewAcknowledgements, acknowledgement),
    reminder: fromJsonRow(caseReminders, reminder),
    decision: fromJsonRow(caseDecisions, decision),
    staffReview: fromJsonRow(caseStaffReviews, staffReview),
  }
}

// A row of `table` as one JSON object keyed by column property, so a subquery can return it whole.
function jsonRow(table: Table) {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  )
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`
}

// The JSON object back as the row Drizzle would return: each column maps its own value (dates).
function fromJsonRow<T extends Table>(table: T, value: unknown): T['$inferSelect'] | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const json = value as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      json[key] === null ? null : column.mapFromDriverValue(json[key]),
    ]),
  ) as T['$inferSelect']
}

export async function listCasesByUser(db: Db, userId: string): Promise<CaseRow[]> {
  return db.select().from(cases).where(eq(cases.userId, userId)).orderBy(desc(cases.createdAt))
}

const { answers: _listAnswers, eligibility: _listEligibility, ...listColumns } = getTableColumns(cases)

/**
 * A customer's cases as the dashboard lists them, newest first: the case, its verdict and the
 * latest staff review's finding, without the answers or the whole result. The subquery names its
 * tables: Drizzle writes a lone table's columns bare.
 */
export async function listCaseCardsByUser(db: Db, userId: string) {
  return db
    .select({
      ...listColumns,
      verdict: sql<Verdict>`${cases.eligibility}->>'verdict'`,
      staffFinding: sql<StaffReviewFinding | null>`(
        select r."finding" from "case_staff_reviews" r where r."case_id" = "cases"."id"
        order by r."created_at" desc limit 1
      )`,
    })
    .from(cases)
    .where(eq(cases.userId, userId))
    .orderBy(desc(cases.createdAt))
}

/** Moves a case from one status to the next only if it is still in the expected one. */
export async function updateCaseStatusFrom(
  db: Db,
  caseId: string,
  from: CaseRow['status'],
  to: CaseRow['status'],
) {
  const rows = await db
    .update(cases)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(cases.id, caseId), eq(cases.status, from)))
    .returning({ id: cases.id })
  return rows.length > 0
}

export type PackageChoiceRow = typeof casePackageChoices.$inferSelect
export type ReviewAcknowledgementRow = typeof caseReviewAcknowledgements.$inferSelect
export type ReminderRow = typeof caseReminders.$inferSelect
export type DecisionRow = typeof caseDecisions.$inferSelect
export type StaffReviewRow = typeof caseStaffReviews.$inferSelect

export async function findLatestPackageChoice(db: Db, caseId: string): Promise<PackageChoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(casePackageChoices)
    .where(eq(casePackageChoices.caseId, caseId))
    .orderBy(desc(casePackageChoices.createdAt))
    .limit(1)
  return row
}

export async function insertPackageChoice(db: Db, values: typeof casePackageChoices.$inferInsert) {
  await db.insert(casePackageChoices).values(values)
}

export async function findReviewAcknowledgement(
  db: Db,
  caseId: string,
): Promise<ReviewAcknowledgementRow | undefined> {
  const [row] = await db
    .select()
    .from(caseReviewAcknowledgements)
    .where(eq(caseReviewAcknowledgements.caseId, caseId))
    .limit(1)
  return row
}

/** Stores the acknowledgement once per case: acknowledging again keeps the first one. */
export async function insertReviewAcknowledgement(
  db: Db,
  values: typeof caseReviewAcknowledgements.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(caseReviewAcknowledgements)
    .values(values)
    .onConflictDoNothing({ target: caseReviewAcknowledgements.caseId })
    .returning({ id: caseReviewAcknowledgements.id })
  return rows.length > 0
}

export async function setReviewOutcome(
  db: Db,
  caseId: string,
  outcome: { reason: string; byUserId: string },
): Promise<void> {
  await db
    .update(caseReviewAcknowledgements)
    .set({
      outcome: 'NOT_ELIGIBLE',
      outcomeReason: outcome.reason,
      outcomeByUserId: outcome.byUserId,
      outcomeAt: new Date(),
    })
    .where(eq(caseReviewAcknowledgements.caseId, caseId))
}

/** The scheduled reminder of a case, or else the last one sent; cancelled ones are history. */
export async function findLiveReminder(db: Db, caseId: string): Promise<ReminderRow | undefined> {
  const [row] = await db
    .select()
    .from(caseReminders)
    .where(and(eq(caseReminders.caseId, caseId), inArray(caseReminders.status, [...SHOWN_REMINDER_STATUSES])))
    .orderBy(desc(caseReminders.createdAt))
    .limit(1)
  return row
}

export async function findReminderById(db: Db, reminderId: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(caseReminders).where(eq(caseReminders.id, reminderId)).limit(1)
  return row
}

/** Stores a scheduled reminder; undefined when the case already has one (the partial unique index). */
export async function insertReminder(
  db: Db,
  values: { caseId: string; userId: string; remindOn: string },
): Promise<ReminderRow | undefined> {
  const [row] = await db.insert(caseReminders).values(values).onConflictDoNothing().returning()
  return row
}

export async function cancelScheduledReminders(db: Db, caseId: string): Promise<number> {
  const rows = await db
    .update(caseReminders)
    .set({ status: 'CANCELED', canceledAt: new Date() })
    .where(and(eq(caseReminders.caseId, caseId), eq(caseReminders.status, 'SCHEDULED')))
    .returning({ id: caseReminders.id })
  return rows.length
}

/** Marks a scheduled reminder sent; false when it was cancelled or sent meanwhile. */
export async function markReminderSent(db: Db, reminderId: string): Promise<boolean> {
  const rows = await db
    .update(caseReminders)
    .set({ status: 'SENT', sentAt: new Date() })
    .where(and(eq(caseReminders.id, reminderId), eq(caseReminders.status, 'SCHEDULED')))
    .returning({ id: caseReminders.id })
  return rows.length > 0
}

/** Stores answers changed on the case page with the result they were judged on, and the package that follows. */
export async function updateCaseJudgement(
  db: Db,
  caseId: string,
  values: Pick<CaseRow, 'answers' | 'eligibility' | 'rulesVersion' | 'packageCode'>,
): Promise<void> {
  await db
    .update(cases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cases.id, caseId))
}

export async function updateCasePackage(db: Db, caseId: string, packageCode: CaseRow['packageCode']) {
  await db.update(cases).set({ packageCode, updatedAt: new Date() }).where(eq(cases.id, caseId))
}

/** Stores the decision once per case; undefined when the case already has one. */
export async function insertCaseDecision(
  db: Db,
  values: typeof caseDecisions.$inferInsert,
): Promise<DecisionRow | undefined> {
  const [row] = await db
    .insert(caseDecisions)
    .values(values)
    .onConflictDoNothing({ target: caseDecisions.caseId })
    .returning()
  return row
}

export async function findCaseDecision(db: Db, caseId: string): Promise<DecisionRow | undefined> {
  const [row] = await db.select().from(caseDecisions).where(eq(caseDecisions.caseId, caseId)).limit(1)
  return row
}

/** Removes the decision of a case staff moved back out of DECISION (the history stays in the activity). */
export async function deleteCaseDecision(db: Db, caseId: string): Promise<void> {
  await db.delete(caseDecisions).where(eq(caseDecisions.caseId, caseId))
}

export async function insertStaffReview(
  db: Db,
  values: typeof caseStaffReviews.$inferInsert,
): Promise<StaffReviewRow> {
  const [row] = await db.insert(caseStaffReviews).values(values).returning()
  if (!row) throw new Error('staff review insert returned no row')
  return row
}

/** A case's staff reviews, newest first. */
export async function listStaffReviews(db: Db, caseId: string): Promise<StaffReviewRow[]> {
  return db
    .select()
    .from(caseStaffReviews)
    .where(eq(caseStaffReviews.caseId, caseId))
    .orderBy(desc(caseStaffReviews.createdAt))
}

/** The case's orders as the status flow and staff read them (owned by orders: read only). */
export async function listOrdersOfCase(db: Db, caseId: string) {
  return db
    .select({
      id: orders.id,
      productCode: orders.productCode,
      status: orders.status,
      paymentPlan: orders.paymentPlan,
      amountCents: orders.amountCents,
      idFeeCents: orders.idFeeCents,
      paidCents: orders.paidCents,
      refundedCents: orders.refundedCents,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.caseId, caseId))
    .orderBy(desc(orders.createdAt))
}
export type CaseOrderRow = Awaited<ReturnType<typeof listOrdersOfCase>>[number]
