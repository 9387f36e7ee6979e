import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  SEO_HEAD_FIELDS,
  SEO_TEXTS,
  type SeoBackup,
  type SeoDiffEntry,
  type UpdateSeoPageInput,
} from '#shared/contracts/seo-tool.contract.ts'
import { backUpOverrides, isEmptyHead, type SeoToolContext } from './seo-tool.context.ts'
import {
  deleteOverrides,
  findBackupByNumber,
  listBackups,
  listOverrides,
  upsertOverride,
  type SeoBackupRow,
} from './seo-tool.repository.ts'

const toBackup = (row: SeoBackupRow): SeoBackup => ({
  id: row.number,
  timestamp: row.createdAt.toISOString(),
  reason: row.reason,
  pageCount: row.pageCount,
})

/** The backups of the overrides, restoring one, and an admin's edit of one page (after a backup). */
export function createSeoBackups({ db, audit, requireOverridesReload }: SeoToolContext) {
  /** Every backup, newest first. */
  async function listAllBackups(): Promise<SeoBackup[]> {
    return (await listBackups(db)).map(toBackup)
  }

  async function findBackup(number: number, executor: Db = db): Promise<SeoBackupRow> {
    const backup = await findBackupByNumber(executor, number)
    if (!backup) throw new AppError('not_found', SEO_TEXTS.backupNotFound)
    return backup
  }

  /** Writes a backup of the overrides now, then makes the backup's set the overrides (others go). */
  async function restore(actor: User, number: number) {
    const result = await db.transaction(async (tx) => {
      const backup = await findBackup(number, tx)
      const { before, backup: safety } = await backUpOverrides(tx, 'RESTORE', actor)
      await deleteOverrides(
        tx,
        before.map((row) => row.path),
      )
      for (const [path, head] of Object.entries(backup.overrides)) {
        await upsertOverride(tx, { path, head, source: 'RESTORE', updatedByUserId: actor.id })
      }
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'SEO_BACKUP_RESTORED',
          detail: { backup: backup.number, safetyBackup: safety.number },
        },
        tx,
      )
      return { restoredPages: Object.keys(backup.overrides).length, backupId: safety.number }
    })
    requireOverridesReload()
    return result
  }

  /** Each page and field whose override differs between the backup and now (null: the page's own). */
  async function diffBackup(number: number): Promise<{ backup: SeoBackup; changes: SeoDiffEntry[] }> {
    const [backup, overrides] = await Promise.all([findBackup(number), listOverrides(db)])
    const now = new Map(overrides.map((row) => [row.path, row.head]))
    const paths = [...new Set([...Object.keys(backup.overrides), ...now.keys()])].sort()
    const changes: SeoDiffEntry[] = []
    for (const path of paths) {
      for (const field of SEO_HEAD_FIELDS) {
        const backupValue = backup.overrides[path]?.[field] ?? null
        const currentValue = now.get(path)?.[field] ?? null
        if (backupValue !== currentValue) changes.push({ path, field, backupValue, currentValue })
      }
    }
    return { backup: toBackup(backup), changes }
  }

  /** Replaces one page's override as an admin typed it, after a backup; an empty head removes it. */
  async function updatePage(actor: User, { path, head }: UpdateSeoPageInput) {
    await db.transaction(async (tx) => {
      await backUpOverrides(tx, 'EDIT', actor)
      if (isEmptyHead(head)) await deleteOverrides(tx, [path])
      else await upsertOverride(tx, { path, head, source: 'ADMIN', updatedByUserId: actor.id })
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'SEO_PAGE_EDITED',
          detail: { label: path, fields: SEO_HEAD_FIELDS.filter((field) => head[field] !== undefined) },
        },
        tx,
      )
    })
    requireOverridesReload()
    return { path, head }
  }

  return { listAllBackups, restore, diffBackup, updatePage }
}
