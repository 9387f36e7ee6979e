import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cases, documents } from '#server/db/schema/index.ts'

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

export type CaseDetailRow = Omit<CaseRow, 'answers'> & { documentCount: number }

const { answers: _answers, ...detailColumns } = getTableColumns(cases)

/**
 * A case as its page shows it, with the number of its documents, in one query: the case page is
 * read far more often than anything else a customer does (docs/decisions/019-fast-signed-in-api.md).
 * Reads documents (owned by documents) only to count them; the wizard answers are left out.
 */
export async function findCaseDetailById(db: Db, caseId: string): Promise<CaseDetailRow | undefined> {
  const [row] = await caseDetailQuery(db).execute({ caseId })
  return row
}

function prepareCaseDetail(db: Db) {
  return db
    .select({ ...detailColumns, documentCount: count(documents.id) })
    .from(cases)
    .leftJoin(documents, eq(documents.caseId, cases.id))
    .where(eq(cases.id, sql.placeholder('caseId')))
    .groupBy(cases.id)
    .prepare('case_detail_by_id')
}

// Built once per database: Drizzle then skips assembling the SQL on every read, and PostgreSQL
// parses it once per connection (docs/decisions/019-fast-signed-in-api.md).
const caseDetailQueries = new WeakMap<Db, ReturnType<typeof prepareCaseDetail>>()

function caseDetailQuery(db: Db) {
  let query = caseDetailQueries.get(db)
  if (!query) {
    query = prepareCaseDetail(db)
    caseDetailQueries.set(db, query)
  }
  return query
}

export async function listCasesByUser(db: Db, userId: string): Promise<CaseRow[]> {
  return db.select().from(cases).where(eq(cases.userId, userId)).orderBy(desc(cases.createdAt))
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
