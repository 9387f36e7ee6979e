import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { auditEntries } from '#server/db/schema/index.ts'

export type NewAuditEntry = typeof auditEntries.$inferInsert

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditEntries).values(entry)
}

export async function listAuditEntriesByCase(db: Db, caseId: string) {
  return db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.caseId, caseId))
    .orderBy(asc(auditEntries.createdAt))
}
