import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { caseNumber } from '#shared/domain/case-number.ts'
import type { AuditLog, AuditLogEntry, AuditLogQuerySchema } from '#shared/contracts/audit.contract.ts'
import type { ActivityEntry } from '#shared/contracts/cases.contract.ts'
import type { z } from 'zod'
import { auditActionName, auditEntryWords } from '#shared/domain/audit-words.ts'
import { activityLabel } from './activity-labels.ts'
import { safeDetail, storedText } from './audit-detail.ts'
import {
  findLatestAuditEntry,
  insertAuditEntry,
  listAuditActions,
  listAuditEntriesByCase,
  listAuditEntriesForPerson,
  listAuditLog,
  type AuditLogRow,
} from './audit.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A filter's time: a date is that day's start (UTC); `endOfDay` moves a date to the next day's start. */
function filterTime(value: string | undefined, endOfDay = false): Date | undefined {
  if (!value) return undefined
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value)
  const at = new Date(isDay ? `${value}T00:00:00Z` : value)
  return isDay && endOfDay ? new Date(at.getTime() + DAY_MS) : at
}

/** An entry as the back office shows it: in words, with who acted and the detail without secrets. */
function toLogEntry({ entry, actorFirstName, actorLastName, actorEmail }: AuditLogRow): AuditLogEntry {
  const actorName = [actorFirstName, actorLastName].filter(Boolean).join(' ').trim() || null
  const detail = safeDetail(entry.detail)
  const words = auditEntryWords({ actor: entry.actor, actorName, action: entry.action, detail })
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    actor: entry.actor,
    actorLabel: words.actor,
    actorUserId: entry.actorUserId,
    actorName,
    actorEmail,
    action: entry.action,
    actionLabel: words.action,
    label: activityLabel(entry.action, entry.detail),
    caseId: entry.caseId,
    caseNumber: entry.caseId ? caseNumber(entry.caseId) : null,
    detail: words.details.map(({ key }) => ({ key, value: storedText(detail[key]) })),
    detailWords: words.details,
  }
}

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

  /** One page of the whole log for admins, newest first, with the actions there are to filter by. */
  async function listLog(query: z.output<typeof AuditLogQuerySchema>): Promise<AuditLog> {
    const from = filterTime(query.from)
    const before = filterTime(query.to, true)
    if (from && before && from >= before) {
      throw new AppError('validation_failed', 'The last day must not be before the first.', {
        to: 'The last day must not be before the first.',
      })
    }
    const [rows, actions] = await Promise.all([
      listAuditLog(db, {
        action: query.action,
        actor: query.actor,
        actorUserId: query.actorUserId,
        caseId: query.caseId,
        from,
        before,
        afterId: query.cursor,
        limit: query.limit,
      }),
      listAuditActions(db),
    ])
    const page = rows.slice(0, query.limit)
    return {
      entries: page.map(toLogEntry),
      nextCursor: rows.length > query.limit ? page[page.length - 1]!.entry.id : null,
      actions: actions.map((action) => ({ action, name: auditActionName(action) })),
    }
  }

  /** The latest entries by a person, about them or about their cases (the people screen). */
  async function listForPerson(
    person: { userId: string; caseIds: string[]; affiliateId: string | null },
    limit = 50,
  ): Promise<AuditLogEntry[]> {
    return (await listAuditEntriesForPerson(db, person, limit)).map(toLogEntry)
  }

  return { record, listForCase, lastStatusChangeActor, listLog, listForPerson }
}

export type AuditService = ReturnType<typeof createAuditService>
