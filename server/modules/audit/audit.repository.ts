import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { auditEntries } from '#server/db/schema/index.ts'

export type NewAuditEntry = typeof auditEntries.$inferInsert
export type AuditEntryRow = typeof auditEntries.$inferSelect

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditEntries).values(entry)
}

/** A case's entries, newest first (ties, as in one transaction, by id for a stable order). */
export async function listAuditEntriesByCase(db: Db, caseId: string, limit = 500): Promise<AuditEntryRow[]> {
  return db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.caseId, caseId))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(limit)
}

/** The case's latest entry of one action, or undefined. */
export async function findLatestAuditEntry(
  db: Db,
  caseId: string,
  action: string,
): Promise<AuditEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, action)))
    .orderBy(desc(auditEntries.createdAt))
    .limit(1)
  return row
}
