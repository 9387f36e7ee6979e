import { asc, eq, max } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { products, settings } from '#server/db/schema/index.ts'
import type { ProductSeed } from '#server/db/seed/business-defaults.ts'

export async function listSettingRows(db: Db) {
  return db.select({ key: settings.key, value: settings.value }).from(settings)
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
export async function updateSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.update(settings).set({ value, updatedAt: new Date() }).where(eq(settings.key, key))
}
