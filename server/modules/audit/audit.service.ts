import type { Db } from '#server/db/client.ts'
import { insertAuditEntry, listAuditEntriesByCase } from './audit.repository.ts'

export type AuditEntryInput = {
  caseId: string
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

  /** A case's entries, oldest first. */
  async function listForCase(caseId: string) {
    const rows = await listAuditEntriesByCase(db, caseId)
    return rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  return { record, listForCase }
}

export type AuditService = ReturnType<typeof createAuditService>
