import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cases, users } from '#server/db/schema/index.ts'
import type { CaseRow } from './cases.repository.ts'

/**
 * The back office's reads of cases. Users (owned by auth) are joined for the customer's name and
 * e-mail, and orders (owned by orders) read for the balance: read only, for search and filters
 * that must run in the database to page correctly (docs/decisions/028-case-status-flow.md).
 */

export type StaffCaseFilters = {
  status?: CaseRow['status']
  jurisdiction?: CaseRow['jurisdiction']
  packageCode?: CaseRow['packageCode']
  needsReview?: boolean
  balanceDue?: boolean
  q?: string
  offset: number
  limit: number
}

// A MANUAL_REVIEW verdict no one has reviewed: no staff review, no review outcome recorded. The
// subqueries name their tables: Drizzle writes a lone table's columns bare, and a bare "id" inside
// them would be the subquery's own.
const needsReviewSql = sql<boolean>`(
  "cases"."eligibility"->>'verdict' = 'MANUAL_REVIEW'
  and not exists (select 1 from "case_staff_reviews" r where r."case_id" = "cases"."id")
  and not exists (
    select 1 from "case_review_acknowledgements" a where a."case_id" = "cases"."id" and a."outcome" is not null
  )
)`

const balanceDueSql = sql<number>`(
  select coalesce(sum(o."amount_cents" - o."paid_cents"), 0) from "orders" o
  where o."case_id" = "cases"."id" and o."status" = 'DEPOSIT_PAID'
)`

/** LIKE's wildcards taken literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function searchCondition(q: string): SQL | undefined {
  const term = q.trim()
  if (term === '') return undefined
  const pattern = `%${escapeLike(term)}%`
  const conditions: SQL[] = [
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  ]
  // A case number is the id's first characters ('Case #1A2B3C4D'); a '#' typed with it is fine.
  const caseNumber = term.replace(/^#/, '').toLowerCase()
  if (/^[0-9a-f-]{1,36}$/.test(caseNumber)) {
    conditions.push(sql`${cases.id}::text like ${`${escapeLike(caseNumber)}%`}`)
  }
  return or(...conditions)
}

/** One page of cases for staff, newest first, with the customer and the total that match. */
export async function listCasesForStaff(db: Db, filters: StaffCaseFilters) {
  const conditions = [
    filters.status ? eq(cases.status, filters.status) : undefined,
    filters.jurisdiction ? eq(cases.jurisdiction, filters.jurisdiction) : undefined,
    filters.packageCode ? eq(cases.packageCode, filters.packageCode) : undefined,
    filters.needsReview === undefined
      ? undefined
      : filters.needsReview
        ? needsReviewSql
        : sql`not ${needsReviewSql}`,
    filters.balanceDue === undefined
      ? undefined
      : sql`${balanceDueSql} ${filters.balanceDue ? sql`> 0` : sql`= 0`}`,
    filters.q ? searchCondition(filters.q) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  const rows = await db
    .select({
      id: cases.id,
      status: cases.status,
      jurisdiction: cases.jurisdiction,
      stateCode: cases.stateCode,
      packageCode: cases.packageCode,
      verdict: sql<string>`${cases.eligibility}->>'verdict'`,
      needsReview: needsReviewSql.mapWith(Boolean),
      balanceDueCents: balanceDueSql.mapWith(Number),
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
      customerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(filters.limit)
    .offset(filters.offset)
  return rows
}

/** Whether the case's MANUAL_REVIEW verdict still waits for a staff review. */
export async function isCaseAwaitingReview(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ needsReview: needsReviewSql.mapWith(Boolean) })
    .from(cases)
    .where(eq(cases.id, caseId))
    .limit(1)
  return row?.needsReview ?? false
}

/** The customer of a case: name and e-mail, for staff screens and the case's e-mails. */
export async function findCaseCustomer(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

/** Display names of staff members by id (reviewers), for the back office. */
export async function findUserNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds))
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]))
}
