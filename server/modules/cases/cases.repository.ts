import { desc, eq } from 'drizzle-orm'
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
