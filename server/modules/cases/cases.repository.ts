import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cases } from '#server/db/schema/index.ts'

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
