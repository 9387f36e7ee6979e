import { count, desc, eq, inArray, max } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { seoBackups, seoOverrides } from '#server/db/schema/index.ts'
import type { SeoOverrideSource } from '#shared/domain/publishing.ts'
import type { SeoHead } from '#shared/contracts/seo-tool.contract.ts'

export type SeoOverrideRow = typeof seoOverrides.$inferSelect
export type SeoBackupRow = typeof seoBackups.$inferSelect
export type SeoBackupReason = SeoBackupRow['reason']

export async function listOverrides(db: Db): Promise<SeoOverrideRow[]> {
  return db.select().from(seoOverrides).orderBy(seoOverrides.path)
}

/** Changes whenever an override is written or removed: how many there are and the newest write. */
export async function readOverridesVersion(db: Db): Promise<string> {
  const [row] = await db.select({ rows: count(), newest: max(seoOverrides.updatedAt) }).from(seoOverrides)
  return `${row?.rows ?? 0}:${row?.newest?.toISOString() ?? ''}`
}

export async function upsertOverride(
  db: Db,
  row: { path: string; head: SeoHead; source: SeoOverrideSource; updatedByUserId: string | null },
): Promise<void> {
  const now = new Date()
  await db
    .insert(seoOverrides)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: seoOverrides.path,
      set: { head: row.head, source: row.source, updatedByUserId: row.updatedByUserId, updatedAt: now },
    })
}

export async function deleteOverrides(db: Db, paths: string[]): Promise<void> {
  if (paths.length === 0) return
  await db.delete(seoOverrides).where(inArray(seoOverrides.path, paths))
}

export async function insertBackup(
  db: Db,
  row: { reason: SeoBackupReason; overrides: Record<string, SeoHead>; createdByUserId: string | null },
): Promise<SeoBackupRow> {
  const [inserted] = await db
    .insert(seoBackups)
    .values({ ...row, pageCount: Object.keys(row.overrides).length })
    .returning()
  return inserted!
}

export async function listBackups(db: Db): Promise<SeoBackupRow[]> {
  return db.select().from(seoBackups).orderBy(desc(seoBackups.number))
}

export async function findBackupByNumber(db: Db, number: number): Promise<SeoBackupRow | undefined> {
  const [row] = await db.select().from(seoBackups).where(eq(seoBackups.number, number))
  return row
}

export async function summarizeBackups(db: Db): Promise<{ total: number; newestAt: Date | null }> {
  const [row] = await db.select({ total: count(), newestAt: max(seoBackups.createdAt) }).from(seoBackups)
  return { total: row?.total ?? 0, newestAt: row?.newestAt ?? null }
}
