import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/index.ts'
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
