import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { identityProfiles, identityVerifications } from '#server/db/schema/index.ts'

export type VerificationRow = typeof identityVerifications.$inferSelect
export type NewVerificationRow = typeof identityVerifications.$inferInsert
export type VerificationStatus = VerificationRow['status']
export type ProfileRow = typeof identityProfiles.$inferSelect
export type NewProfileRow = typeof identityProfiles.$inferInsert

export async function insertVerification(db: Db, values: NewVerificationRow): Promise<VerificationRow> {
  const [row] = await db.insert(identityVerifications).values(values).returning()
  if (!row) throw new Error('identity verification insert returned no row')
  return row
}

export async function findVerificationBySession(
  db: Db,
  provider: VerificationRow['provider'],
  sessionId: string,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.provider, provider),
        eq(identityVerifications.providerSessionId, sessionId),
      ),
    )
    .limit(1)
  return row
}

/** The user's verified check if there is one, else their latest attempt. */
export async function findCurrentVerificationByUser(
  db: Db,
  userId: string,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(
      desc(sql`${identityVerifications.status} = 'VERIFIED'`),
      desc(identityVerifications.createdAt),
      desc(identityVerifications.id),
    )
    .limit(1)
  return row
}

export async function hasVerifiedVerification(db: Db, userId: string): Promise<boolean> {
  const count = await db.$count(
    identityVerifications,
    and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'VERIFIED')),
  )
  return count > 0
}

/**
 * Moves a verification to a new status only if it is still in one of `from`: of two racing or
 * repeated deliveries, exactly one gets the row back.
 */
export async function updateVerificationStatusFrom(
  db: Db,
  id: string,
  from: readonly VerificationStatus[],
  values: Partial<NewVerificationRow> & { status: VerificationStatus },
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(identityVerifications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(identityVerifications.id, id), inArray(identityVerifications.status, [...from])))
    .returning()
  return row
}

export async function upsertProfile(db: Db, values: NewProfileRow): Promise<ProfileRow> {
  const { userId: _userId, ...changes } = values
  const [row] = await db
    .insert(identityProfiles)
    .values(values)
    .onConflictDoUpdate({ target: identityProfiles.userId, set: { ...changes, updatedAt: new Date() } })
    .returning()
  if (!row) throw new Error('identity profile upsert returned no row')
  return row
}

export async function findProfileByUser(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(identityProfiles).where(eq(identityProfiles.userId, userId)).limit(1)
  return row
}
