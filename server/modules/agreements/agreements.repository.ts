import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { agreementSignatures, cases } from '#server/db/schema/index.ts'

export type NewSignatureRow = typeof agreementSignatures.$inferInsert
export type SignatureRow = typeof agreementSignatures.$inferSelect

export async function insertSignature(db: Db, values: NewSignatureRow): Promise<SignatureRow> {
  const [row] = await db.insert(agreementSignatures).values(values).returning()
  if (!row) throw new Error('signature insert returned no row')
  return row
}

export async function findSignatureByIdAndUser(
  db: Db,
  signatureId: string,
  userId: string,
): Promise<SignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.id, signatureId), eq(agreementSignatures.userId, userId)))
    .limit(1)
  return row
}

/** The owner of a case. Reads cases (owned by cases) to check ownership. */
export async function findCaseOwnerId(db: Db, caseId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: cases.userId }).from(cases).where(eq(cases.id, caseId)).limit(1)
  return row?.userId
}

/**
 * The customer's earlier signature of exactly this text (same SHA-256) for the same product and
 * case, if any: signing it again returns that one instead of storing a copy.
 */
export async function findSameSignature(
  db: Db,
  match: { userId: string; caseId: string | null; productCode: string; textSha256: string },
): Promise<SignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(
      and(
        eq(agreementSignatures.userId, match.userId),
        match.caseId ? eq(agreementSignatures.caseId, match.caseId) : isNull(agreementSignatures.caseId),
        eq(agreementSignatures.productCode, match.productCode),
        eq(agreementSignatures.textSha256, match.textSha256),
      ),
    )
    .orderBy(asc(agreementSignatures.signedAt))
    .limit(1)
  return row
}
