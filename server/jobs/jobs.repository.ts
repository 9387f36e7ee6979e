import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { jobs } from '#server/db/schema/index.ts'

export type JobRow = typeof jobs.$inferSelect

export type NewJob = {
  name: string
  payload: unknown
  runAt?: Date
  uniqueKey?: string
  maxAttempts?: number
}

/** Stores a job; with a uniqueKey already taken nothing is stored and null is returned. */
export async function insertJob(db: Db, job: NewJob): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload ?? null,
      uniqueKey: job.uniqueKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id })
  return row ?? null
}

/**
 * Claims up to `limit` due jobs for one runner in a single statement: queued jobs whose time has
 * come, and running jobs whose lease ran out (their runner died). Rows another runner is claiming
 * at the same moment are skipped, never waited for, so two runners never claim the same job.
 */
export async function claimDueJobs(
  db: Db,
  {
    lockedBy,
    leaseSeconds,
    limit,
    ids,
  }: { lockedBy: string; leaseSeconds: number; limit: number; ids?: readonly string[] },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        ids ? inArray(jobs.id, [...ids]) : undefined,
        or(
          and(eq(jobs.status, 'QUEUED'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'RUNNING'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(jobs)
    .set({
      status: 'RUNNING',
      lockedBy,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning()
}

// A claim is identified by its runner and its attempt number: a runner whose lease expired and
// whose job was claimed again cannot overwrite the newer claim's outcome.
function isClaim(claim: { id: string; lockedBy: string; attempts: number }) {
  return and(
    eq(jobs.id, claim.id),
    eq(jobs.status, 'RUNNING'),
    eq(jobs.lockedBy, claim.lockedBy),
    eq(jobs.attempts, claim.attempts),
  )
}

export async function markJobDone(
  db: Db,
  claim: { id: string; lockedBy: string; attempts: number },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'DONE',
      finishedAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      progress: 100,
    })
    .where(isClaim(claim))
}

export async function requeueJob(
  db: Db,
  claim: { id: string; lockedBy: string; attempts: number },
  { delayMs, error }: { delayMs: number; error: string },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'QUEUED',
      runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      lockedBy: null,
      lockedUntil: null,
      lastError: error,
    })
    .where(isClaim(claim))
}

export async function markJobFailed(
  db: Db,
  claim: { id: string; lockedBy: string; attempts: number },
  error: string,
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'FAILED', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: error })
    .where(isClaim(claim))
}

/** Deletes the job with this unique key if it still waits to run; true when one was deleted. */
export async function deleteQueuedJob(db: Db, uniqueKey: string): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, 'QUEUED')))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** Deletes finished jobs older than the given age; their unique keys are for past periods. */
export async function deleteFinishedJobs(db: Db, olderThanSeconds: number): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['DONE', 'FAILED']),
        lt(jobs.finishedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
}

/** Records how far a running job has got (0-100), for the screens' progress bars. */
export async function updateJobProgress(
  db: Db,
  jobId: string,
  progress: number,
  note: string | null,
): Promise<void> {
  await db.update(jobs).set({ progress, progressNote: note }).where(eq(jobs.id, jobId))
}

export type JobProgressRow = Pick<
  JobRow,
  | 'id'
  | 'name'
  | 'status'
  | 'progress'
  | 'progressNote'
  | 'lastError'
  | 'attempts'
  | 'createdAt'
  | 'finishedAt'
>

/** The newest job stored under this unique key, or with this id; null when there is none. */
export async function findJobProgress(
  db: Db,
  by: { id: string } | { uniqueKey: string },
): Promise<JobProgressRow | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      status: jobs.status,
      progress: jobs.progress,
      progressNote: jobs.progressNote,
      lastError: jobs.lastError,
      attempts: jobs.attempts,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where('id' in by ? eq(jobs.id, by.id) : eq(jobs.uniqueKey, by.uniqueKey))
    .limit(1)
  return row ?? null
}
