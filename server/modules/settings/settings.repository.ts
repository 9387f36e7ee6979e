import { asc, desc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { auditEntries, products, settings, users } from '#server/db/schema/index.ts'
import type { ProductSeed } from '#server/db/seed/business-defaults.ts'
import type { Actor } from '#shared/domain/roles.ts'

export type ProductRow = typeof products.$inferSelect

export async function listSettingRows(db: Db) {
  return db.select({ key: settings.key, value: settings.value }).from(settings)
}

/** Every setting row, locked for the caller's transaction (a change reads its "before" here). */
export async function lockSettingRows(tx: Db) {
  return tx.select({ key: settings.key, value: settings.value }).from(settings).for('update')
}

/** Inserts settings that are missing; existing values (edited by admins) are left alone. */
export async function insertMissingSettings(db: Db, values: Record<string, unknown>): Promise<number> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }))
  const inserted = await db
    .insert(settings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ key: settings.key })
  return inserted.length
}

export async function insertMissingProducts(db: Db, rows: ProductSeed[]): Promise<number> {
  const inserted = await db
    .insert(products)
    .values(rows)
    .onConflictDoNothing()
    .returning({ code: products.code })
  return inserted.length
}

export async function findProductByCode(db: Db, code: string) {
  const [row] = await db.select().from(products).where(eq(products.code, code)).limit(1)
  return row
}

export async function listActiveProducts(db: Db) {
  return db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.sortOrder))
}

/** The whole catalog, offered or not, in display order. */
export async function listAllProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder))
}

/** The whole catalog, locked for the caller's transaction. */
export async function lockAllProducts(tx: Db): Promise<ProductRow[]> {
  return tx.select().from(products).orderBy(asc(products.sortOrder)).for('update')
}

/** When a setting or a catalog product last changed (null before the seed ran). */
export async function findLatestChange(db: Db): Promise<Date | null> {
  const [[setting], [product]] = await Promise.all([
    db.select({ at: max(settings.updatedAt) }).from(settings),
    db.select({ at: max(products.updatedAt) }).from(products),
  ])
  const times = [setting?.at, product?.at].filter((at): at is Date => at instanceof Date)
  return times.length === 0 ? null : new Date(Math.max(...times.map((at) => at.getTime())))
}

/** Changes one setting (the caller validated the value). */
export async function updateSetting(db: Db, key: string, value: unknown, at = new Date()): Promise<void> {
  await db.update(settings).set({ value, updatedAt: at }).where(eq(settings.key, key))
}

/** Changes some fields of one product (the caller validated them). */
export async function updateProduct(
  db: Db,
  code: string,
  change: Partial<Pick<ProductRow, 'priceCents' | 'name' | 'isActive'>>,
  at = new Date(),
): Promise<void> {
  await db
    .update(products)
    .set({ ...change, updatedAt: at })
    .where(eq(products.code, code))
}

export type LatestChangeRow = {
  key: string
  at: Date
  actor: Actor
  firstName: string | null
  lastName: string | null
  email: string | null
}

/**
 * The newest audit entry of each key among the given actions (settings and product changes), with
 * the name of whoever made it. The audit log is the audit module's to write; this only reads it.
 */
export async function findLatestChangesByKey(db: Db, actions: string[]): Promise<LatestChangeRow[]> {
  const key = sql<string>`${auditEntries.detail} ->> 'key'`
  const rows = await db
    .selectDistinctOn([key], {
      key,
      at: auditEntries.createdAt,
      actor: auditEntries.actor,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorUserId))
    .where(inArray(auditEntries.action, actions))
    .orderBy(key, desc(auditEntries.createdAt), desc(auditEntries.id))
  return rows.filter((row): row is LatestChangeRow => typeof row.key === 'string')
}
