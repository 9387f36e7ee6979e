import type { Db } from '#server/db/client.ts'
import type { ActivityEntry } from '#shared/contracts/cases.contract.ts'
import { activityLabel } from './activity-labels.ts'
import { findLatestAuditEntry, insertAuditEntry, listAuditEntriesByCase } from './audit.repository.ts'

export type AuditEntryInput = {
  /** Null for what concerns no case (an affiliate, say). */
  caseId: string | null
  actor: 'USER' | 'SYSTEM' | 'ADMIN'
  actorUserId?: string
  action: string
  detail?: Record<string, unknown>
}

export function createAuditService({ db }: { db: Db }) {
  /** Appends an entry; pass the caller's transaction so the entry commits with the change it records. */
  async function record(entry: AuditEntryInput, executor: Db = db): Promise<void> {
    await insertAuditEntry(executor, {
      caseId: entry.caseId,
      actor: entry.actor,
      actorUserId: entry.actorUserId ?? null,
      action: entry.action,
      detail: entry.detail ?? null,
    })
  }

  /** A case's entries, newest first, each with its label in plain words. Callers check access. */
  async function listForCase(caseId: string): Promise<ActivityEntry[]> {
    const rows = await listAuditEntriesByCase(db, caseId)
    return rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      label: activityLabel(row.action, row.detail),
      createdAt: row.createdAt.toISOString(),
    }))
  }

  /** Who made the case's latest status change (SYSTEM, USER or ADMIN), or undefined if none. */
  async function lastStatusChangeActor(caseId: string, executor: Db = db) {
    return (await findLatestAuditEntry(executor, caseId, 'STATUS_CHANGED'))?.actor
  }

  return { record, listForCase, lastStatusChangeActor }
}

export type AuditService = ReturnType<typeof createAuditService>
