import type { Db } from '#server/db/client.ts'
import { findJobProgress, updateJobProgress, type JobProgressRow } from './jobs.repository.ts'

export type JobProgress = {
  jobId: string
  status: JobProgressRow['status']
  /** 0-100; null until the job reports. */
  percent: number | null
  note: string | null
  error: string | null
}

/**
 * Lets a long job say how far it has got. Writes are spaced out (at most one per second, plus the
 * last), so a job reporting every item does not turn into a write per item.
 */
export function createProgressReporter(db: Db, jobId: string, minIntervalMs = 1000) {
  let lastWriteAt = 0
  let lastPercent = -1
  return async function report(percent: number, note: string | null = null): Promise<void> {
    const clamped = Math.max(0, Math.min(100, Math.round(percent)))
    const now = Date.now()
    if (clamped === lastPercent || (clamped < 100 && now - lastWriteAt < minIntervalMs)) return
    lastWriteAt = now
    lastPercent = clamped
    await updateJobProgress(db, jobId, clamped, note)
  }
}

/** A job's progress as the screens show it; null when no such job is stored. */
export async function readJobProgress(
  db: Db,
  by: { id: string } | { uniqueKey: string },
): Promise<JobProgress | null> {
  const row = await findJobProgress(db, by)
  if (!row) return null
  return {
    jobId: row.id,
    status: row.status,
    percent: row.status === 'DONE' ? 100 : row.progress,
    note: row.progressNote,
    error: row.status === 'FAILED' ? row.lastError : null,
  }
}
