import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { auditEntries, users } from '#server/db/schema/index.ts'

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

export type AuditLogFilters = {
  action?: string
  actor?: AuditEntryRow['actor']
  actorUserId?: string
  caseId?: string
  from?: Date
  /** Exclusive. */
  before?: Date
  /** The id of the last entry of the previous page. */
  afterId?: string
  limit: number
}

/** Who an entry's actor is, when the account still exists (users are owned by auth; read only). */
const entryWithActor = {
  entry: auditEntries,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.email,
}

export type AuditLogRow = { entry: AuditEntryRow } & {
  actorFirstName: string | null
  actorLastName: string | null
  actorEmail: string | null
}

// Newest first; entries of one instant in id order. The next page starts after the cursor's entry,
// compared as (createdAt, id) in the database, so no precision is lost on the way.
const afterEntry = (id: string) =>
  sql`(${auditEntries.createdAt}, ${auditEntries.id}) < (select e."created_at", e."id" from "audit_entries" e where e."id" = ${id})`

/** One page of the audit log, newest first, with the acting account's name (one extra row tells of a next page). */
export async function listAuditLog(db: Db, filters: AuditLogFilters): Promise<AuditLogRow[]> {
  const conditions = [
    filters.action ? eq(auditEntries.action, filters.action) : undefined,
    filters.actor ? eq(auditEntries.actor, filters.actor) : undefined,
    filters.actorUserId ? eq(auditEntries.actorUserId, filters.actorUserId) : undefined,
    filters.caseId ? eq(auditEntries.caseId, filters.caseId) : undefined,
    filters.from ? gte(auditEntries.createdAt, filters.from) : undefined,
    filters.before ? lt(auditEntries.createdAt, filters.before) : undefined,
    filters.afterId ? afterEntry(filters.afterId) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  return db
    .select(entryWithActor)
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(filters.limit + 1)
}

/** Every action code the log holds, for the filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditEntries.action })
    .from(auditEntries)
    .orderBy(auditEntries.action)
  return rows.map((row) => row.action)
}

/** The latest entries by a person, about them (detail.userId or their affiliate profile) or about their cases. */
export async function listAuditEntriesForPerson(
  db: Db,
  person: { userId: string; caseIds: string[]; affiliateId: string | null },
  limit: number,
): Promise<AuditLogRow[]> {
  const conditions = [
    eq(auditEntries.actorUserId, person.userId),
    sql`${auditEntries.detail}->>'userId' = ${person.userId}`,
    person.caseIds.length > 0 ? inArray(auditEntries.caseId, person.caseIds) : undefined,
    person.affiliateId ? sql`${auditEntries.detail}->>'affiliateId' = ${person.affiliateId}` : undefined,
  ].filter((c): c is SQL => c !== undefined)
  return db
    .select(entryWithActor)
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorUserId))
    .where(or(...conditions))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(limit)
}
