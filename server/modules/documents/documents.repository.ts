import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cases, documents } from '#server/db/schema/index.ts'

export type NewDocumentRow = typeof documents.$inferInsert
export type DocumentRow = typeof documents.$inferSelect

export async function insertDocument(db: Db, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning()
  if (!row) throw new Error('document insert returned no row')
  return row
}

export async function listDocumentsByCase(db: Db, caseId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.caseId, caseId))
    .orderBy(desc(documents.createdAt), desc(documents.id))
}

export async function countDocumentsByCase(db: Db, caseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.caseId, caseId))
  return row?.n ?? 0
}

/** A document with the owner of its case. Reads cases (owned by cases) to check ownership. */
export async function findDocumentWithCaseOwner(
  db: Db,
  documentId: string,
): Promise<{ document: DocumentRow; caseOwnerId: string } | undefined> {
  const [row] = await db
    .select({ document: documents, caseOwnerId: cases.userId })
    .from(documents)
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .where(eq(documents.id, documentId))
    .limit(1)
  return row
}

/** The owner of a case. Reads cases (owned by cases) to check ownership. */
export async function findCaseOwnerId(db: Db, caseId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: cases.userId }).from(cases).where(eq(cases.id, caseId)).limit(1)
  return row?.userId
}
