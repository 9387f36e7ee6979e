import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cases, documentRequests, documents, uploadSlots } from '#server/db/schema/index.ts'

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
): Promise<{ row: DocumentRow; caseOwnerId: string } | undefined> {
  const [row] = await db
    .select({ row: documents, caseOwnerId: cases.userId })
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

/** The status of a case. Reads cases (owned by cases) to check the case takes uploads. */
export async function findCaseStatus(db: Db, caseId: string): Promise<string | undefined> {
  const [row] = await db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId)).limit(1)
  return row?.status
}

export type UploadSlotRow = typeof uploadSlots.$inferSelect
export type DocumentRequestRow = typeof documentRequests.$inferSelect

export async function insertUploadSlot(
  db: Db,
  values: { id: string; userId: string; storageKey: string; expiresAt: Date },
): Promise<UploadSlotRow> {
  const [row] = await db.insert(uploadSlots).values(values).returning()
  if (!row) throw new Error('upload slot insert returned no row')
  return row
}

export async function findUploadSlot(db: Db, slotId: string): Promise<UploadSlotRow | undefined> {
  const [row] = await db.select().from(uploadSlots).where(eq(uploadSlots.id, slotId)).limit(1)
  return row
}

/**
 * Takes an issued, unexpired slot of this user for its one upload (ISSUED → UPLOADED): of two
 * PUTs at once only one gets the row. Undefined when the slot is not (or no longer) usable.
 */
export async function claimSlotForUpload(
  db: Db,
  slotId: string,
  userId: string,
  now: Date,
): Promise<UploadSlotRow | undefined> {
  const [row] = await db
    .update(uploadSlots)
    .set({ status: 'UPLOADED', uploadedAt: now })
    .where(
      and(
        eq(uploadSlots.id, slotId),
        eq(uploadSlots.userId, userId),
        eq(uploadSlots.status, 'ISSUED'),
        gt(uploadSlots.expiresAt, now),
      ),
    )
    .returning()
  return row
}

/** Records what arrived in a claimed slot. */
export async function recordSlotUpload(
  db: Db,
  slotId: string,
  values: { contentType: string; sizeBytes: number },
): Promise<void> {
  await db.update(uploadSlots).set(values).where(eq(uploadSlots.id, slotId))
}

/** Gives a claimed slot back when its bytes could not be stored, so the upload can be retried. */
export async function releaseSlot(db: Db, slotId: string): Promise<void> {
  await db
    .update(uploadSlots)
    .set({ status: 'ISSUED', uploadedAt: null })
    .where(and(eq(uploadSlots.id, slotId), eq(uploadSlots.status, 'UPLOADED')))
}

/** Moves an uploaded slot on (UPLOADED → REGISTERED or EXPIRED); undefined when it was not UPLOADED. */
export async function closeUploadedSlot(
  db: Db,
  slotId: string,
  userId: string,
  status: 'REGISTERED' | 'EXPIRED',
): Promise<UploadSlotRow | undefined> {
  const [row] = await db
    .update(uploadSlots)
    .set({ status })
    .where(
      and(eq(uploadSlots.id, slotId), eq(uploadSlots.userId, userId), eq(uploadSlots.status, 'UPLOADED')),
    )
    .returning()
  return row
}

/**
 * Expires slots nobody finished with: issued ones past their expiry, uploaded but unregistered ones
 * an hour after it. Returns the storage keys whose objects are to be removed.
 */
export async function expireStaleSlots(db: Db, now: Date, limit: number): Promise<string[]> {
  const uploadedBefore = new Date(now.getTime() - 60 * 60_000)
  const stale = db
    .select({ id: uploadSlots.id })
    .from(uploadSlots)
    .where(
      or(
        and(eq(uploadSlots.status, 'ISSUED'), lt(uploadSlots.expiresAt, now)),
        and(eq(uploadSlots.status, 'UPLOADED'), lt(uploadSlots.expiresAt, uploadedBefore)),
      ),
    )
    .limit(limit)
  const rows = await db
    .update(uploadSlots)
    .set({ status: 'EXPIRED' })
    .where(and(inArray(uploadSlots.id, stale), inArray(uploadSlots.status, ['ISSUED', 'UPLOADED'])))
    .returning({ storageKey: uploadSlots.storageKey })
  return rows.map((row) => row.storageKey)
}

/** How many documents a user added to a case since a time (the per-case upload cap). */
export async function countUserDocumentsSince(db: Db, caseId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(
      and(eq(documents.caseId, caseId), eq(documents.uploadedBy, 'USER'), gte(documents.createdAt, since)),
    )
  return row?.n ?? 0
}

export async function findDocumentById(db: Db, documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1)
  return row
}

export async function updateDocumentReview(
  db: Db,
  documentId: string,
  values: {
    reviewStatus: 'ACCEPTED' | 'REJECTED'
    reviewReason: string | null
    reviewedByUserId: string
    reviewedAt: Date
  },
): Promise<DocumentRow | undefined> {
  const [row] = await db.update(documents).set(values).where(eq(documents.id, documentId)).returning()
  return row
}

export async function insertDocumentRequest(
  db: Db,
  values: typeof documentRequests.$inferInsert,
): Promise<DocumentRequestRow> {
  const [row] = await db.insert(documentRequests).values(values).returning()
  if (!row) throw new Error('document request insert returned no row')
  return row
}

export async function listDocumentRequestsByCase(db: Db, caseId: string): Promise<DocumentRequestRow[]> {
  return db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.caseId, caseId))
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id))
}

/**
 * Marks the open requests a new document answers as fulfilled: those for its checklist item, or,
 * for a document of kind OTHER, the oldest open request that named no item.
 */
export async function fulfilOpenRequests(
  db: Db,
  caseId: string,
  requirementCode: string | null,
  documentId: string,
  now: Date,
): Promise<number> {
  const open = and(eq(documentRequests.caseId, caseId), eq(documentRequests.status, 'OPEN'))
  const target =
    requirementCode === null
      ? inArray(
          documentRequests.id,
          db
            .select({ id: documentRequests.id })
            .from(documentRequests)
            .where(and(open, isNull(documentRequests.requirementCode)))
            .orderBy(asc(documentRequests.createdAt))
            .limit(1),
        )
      : eq(documentRequests.requirementCode, requirementCode)
  const rows = await db
    .update(documentRequests)
    .set({ status: 'FULFILLED', fulfilledByDocumentId: documentId, closedAt: now })
    .where(and(open, target))
    .returning({ id: documentRequests.id })
  return rows.length
}
