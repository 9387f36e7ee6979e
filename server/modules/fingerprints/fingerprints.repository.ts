import { and, count, desc, eq, ne, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cases, fingerprints } from '#server/db/schema/index.ts'

export type NewFingerprintRow = typeof fingerprints.$inferInsert
export type FingerprintRow = typeof fingerprints.$inferSelect

export async function insertFingerprint(db: Db, values: NewFingerprintRow): Promise<FingerprintRow> {
  const [row] = await db.insert(fingerprints).values(values).returning()
  if (!row) throw new Error('fingerprint insert returned no row')
  return row
}

export async function listFingerprintsByCase(db: Db, caseId: string): Promise<FingerprintRow[]> {
  return db
    .select()
    .from(fingerprints)
    .where(eq(fingerprints.caseId, caseId))
    .orderBy(desc(fingerprints.createdAt), desc(fingerprints.id))
}

export async function countFingerprintsByCase(db: Db, caseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fingerprints).where(eq(fingerprints.caseId, caseId))
  return row?.n ?? 0
}

/**
 * Whether the case has a fingerprint file that will do: valid by its analysis and not rejected by
 * staff, or accepted by staff whatever the analysis said.
 */
export async function hasUsableFingerprint(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fingerprints.id })
    .from(fingerprints)
    .where(
      and(
        eq(fingerprints.caseId, caseId),
        or(
          eq(fingerprints.reviewStatus, 'ACCEPTED'),
          and(eq(fingerprints.valid, true), ne(fingerprints.reviewStatus, 'REJECTED')),
        ),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** A fingerprint with the owner and status of its case. Reads cases (owned by cases) to check ownership. */
export async function findFingerprintWithCase(
  db: Db,
  fingerprintId: string,
): Promise<{ row: FingerprintRow; caseOwnerId: string } | undefined> {
  const [row] = await db
    .select({ row: fingerprints, caseOwnerId: cases.userId })
    .from(fingerprints)
    .innerJoin(cases, eq(cases.id, fingerprints.caseId))
    .where(eq(fingerprints.id, fingerprintId))
    .limit(1)
  return row
}

/** The owner and status of a case. Reads cases (owned by cases) to check ownership. */
export async function findCaseForFingerprints(
  db: Db,
  caseId: string,
): Promise<{ userId: string; status: string } | undefined> {
  const [row] = await db
    .select({ userId: cases.userId, status: cases.status })
    .from(cases)
    .where(eq(cases.id, caseId))
    .limit(1)
  return row
}

export async function updateFingerprintReview(
  db: Db,
  fingerprintId: string,
  review: {
    reviewStatus: 'ACCEPTED' | 'REJECTED'
    reviewReason: string | null
    reviewedByUserId: string
    reviewedAt: Date
  },
): Promise<FingerprintRow | undefined> {
  const [row] = await db
    .update(fingerprints)
    .set(review)
    .where(eq(fingerprints.id, fingerprintId))
    .returning()
  return row
}
