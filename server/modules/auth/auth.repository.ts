import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { sessions, users } from '#server/db/schema/index.ts'
import { createBatchLoader, type BatchLoader } from '#server/lib/batch-loader.ts'
import type { Role } from '#shared/domain/roles.ts'

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row
}

export async function updateUserRole(db: Db, userId: string, role: Role, isEmailVerified: boolean) {
  await db
    .update(users)
    .set({ role, emailVerified: isEmailVerified, updatedAt: new Date() })
    .where(eq(users.id, userId))
}

export async function countUsers(db: Db): Promise<number> {
  return db.$count(users)
}

export async function findUserById(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return row
}

/** What the back office changes on an account, and what it reads back (no password, no sessions). */
export type AccountRow = {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
  disabledAt: Date | null
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  disabledAt: users.disabledAt,
}

export type AccountChange = { role?: Role; disabledAt?: Date | null }

export type AccountChangeResult =
  | { outcome: 'not_found' }
  | { outcome: 'last_admin' }
  | { outcome: 'changed'; before: AccountRow; after: AccountRow; endedSessionIds: string[] }

const isActiveAdmin = (row: Pick<AccountRow, 'role' | 'disabledAt'>) =>
  row.role === 'ADMIN' && row.disabledAt === null

/**
 * Changes an account's role or disabled mark in one transaction that never leaves the product
 * without an active admin. The active admins' rows are locked first (in id order, so two such
 * changes queue instead of deadlocking) and counted after the lock: two admins demoting each other
 * at once are serialised, and the second sees only one admin left. Disabling ends every session of
 * the account in the same transaction. `during` runs inside it too (the audit entry).
 */
export async function changeAccountKeepingAnAdmin(
  db: Db,
  userId: string,
  change: AccountChange,
  during: (tx: Db, before: AccountRow, after: AccountRow) => Promise<void>,
): Promise<AccountChangeResult> {
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), isNull(users.disabledAt)))
      .orderBy(asc(users.id))
      .for('update')
    const [before] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).for('update')
    if (!before) return { outcome: 'not_found' }
    const next = { ...before, ...change }
    if (isActiveAdmin(before) && !isActiveAdmin(next) && activeAdmins.length <= 1) {
      return { outcome: 'last_admin' }
    }
    const [after] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(accountColumns)
    const ended =
      next.disabledAt !== null && change.disabledAt !== undefined
        ? await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
        : []
    await during(tx, before, after!)
    return { outcome: 'changed', before, after: after!, endedSessionIds: ended.map((s) => s.id) }
  })
}

/** The account's disabled mark, or undefined when there is no such account. */
export async function findDisabledAt(db: Db, userId: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  // A deleted account is closed for good (docs/decisions/045-account-settings.md).
  return row ? (row.disabledAt ?? row.deletedAt) : undefined
}

/** What a signed session cache is checked against on every request: the account as it is now. */
export type SessionStanding = { userUpdatedAt: Date; isClosed: boolean }

// One loader per database handle, its statement prepared once (docs/decisions/022).
const sessionStandingLoaders = new WeakMap<Db, BatchLoader<SessionStanding>>()

/**
 * The standing of a session that has not ended (sign-out, password change, disabling and deletion
 * all delete its row) nor expired, or undefined. Asked on every signed-in request, in batches: a
 * key is always read by a query sent after it was asked for, so a revocation committed by any
 * process before the request is seen (docs/decisions/059-several-processes-and-production-checks.md).
 */
export function findSessionStanding(db: Db, sessionId: string): Promise<SessionStanding | undefined> {
  let loader = sessionStandingLoaders.get(db)
  if (!loader) {
    const query = db
      .select({
        id: sessions.id,
        userUpdatedAt: users.updatedAt,
        isClosed: sql<boolean>`(${users.disabledAt} is not null or ${users.deletedAt} is not null)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::text[]) and ${sessions.expiresAt} > now()`,
      )
      .prepare('live_session_standings')
    loader = createBatchLoader(async (sessionIds) => {
      const rows = await query.execute({ sessionIds })
      return new Map(rows.map(({ id, ...standing }) => [id, standing]))
    })
    sessionStandingLoaders.set(db, loader)
  }
  return loader.load(sessionId)
}
