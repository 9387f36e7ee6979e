import { randomUUID } from 'node:crypto'
import os from 'node:os'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import {
  claimDueJobs,
  deleteFinishedJobs,
  deleteQueuedJob,
  insertJob,
  markJobDone,
  markJobFailed,
  requeueJob,
  type JobRow,
} from './jobs.repository.ts'

export type ClaimedJob = Pick<JobRow, 'id' | 'name' | 'attempts' | 'maxAttempts'>

/**
 * Does one job's work. A job may run more than once (a runner can die after the work and before
 * recording it), so every handler must be idempotent.
 */
export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date
  /** At most one job with this key is ever stored: a second enqueue is ignored. */
  uniqueKey?: string
  maxAttempts?: number
}

export type JobRunnerOptions = {
  db: Db
  log: Logger
  /** More can be added with register() once the services that do the work are built. */
  handlers?: Record<string, JobHandler>
  /** Names this process in locked_by (default: host name, pid and a random suffix). */
  instanceId?: string
  /** How long a claim lasts; a job still RUNNING after that is taken to have crashed. */
  leaseMs?: number
  pollMs?: number
  batchSize?: number
  /** The first retry waits this long; each later one twice as long, up to maxBackoffMs. */
  backoffBaseMs?: number
  maxBackoffMs?: number
  /** Finished jobs are deleted after this long. */
  keepFinishedMs?: number
  now?: () => number
}

/** The wait before the next attempt after `attempts` failed ones: doubling, capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

/** The unique key of a recurring job's run for the period `now` falls in. */
export function periodKey(name: string, everyMs: number, now: number): string {
  return `${name}:${Math.floor(now / everyMs)}`
}

/**
 * Scheduled work stored in the database (docs/decisions/010-jobs-in-the-database.md): any number
 * of processes may run this; each job is claimed by one of them, retried with backoff, and
 * recurring jobs run once per period whichever process gets there first.
 */
export function createJobRunner({
  db,
  log,
  handlers: initialHandlers = {},
  instanceId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  leaseMs = 5 * 60_000,
  pollMs = 10_000,
  batchSize = 5,
  backoffBaseMs = 30_000,
  maxBackoffMs = 60 * 60_000,
  keepFinishedMs = 7 * 24 * 60 * 60_000,
  now = Date.now,
}: JobRunnerOptions) {
  const handlers: Record<string, JobHandler> = { ...initialHandlers }
  const schedules = new Map<string, number>()
  let timer: NodeJS.Timeout | null = null
  let current: Promise<void> | null = null
  let lastPruneAt = 0

  /**
   * Stores a job to run at `runAt` (now by default); null when its uniqueKey was already used. Pass
   * the caller's transaction to commit the job with the change it follows (an outbox).
   */
  async function enqueue(
    name: string,
    payload: unknown = null,
    options: EnqueueOptions = {},
    executor: Db = db,
  ) {
    return insertJob(executor, { name, payload, ...options })
  }

  /**
   * Removes a job that has not started, by its unique key (a cancelled social post); a job already
   * running finishes, so its handler must still check that its work is wanted. Executor as in enqueue.
   */
  async function cancel(uniqueKey: string, executor: Db = db): Promise<boolean> {
    return deleteQueuedJob(executor, uniqueKey)
  }

  /**
   * Adds handlers: the runner is built before the services (they enqueue through it), and each
   * service's handlers join once it exists. A name handled twice is a wiring mistake.
   */
  function register(more: Record<string, JobHandler>): void {
    for (const [name, handler] of Object.entries(more)) {
      if (handlers[name]) throw new Error(`Job ${name} has a handler already`)
      handlers[name] = handler
    }
  }

  /** Runs `name` every `everyMs`: each period's run is one job, whichever process enqueues it. */
  function schedule(name: string, everyMs: number): void {
    if (!handlers[name]) throw new Error(`No handler for scheduled job ${name}`)
    schedules.set(name, everyMs)
  }

  async function enqueueScheduled(): Promise<void> {
    const at = now()
    for (const [name, everyMs] of schedules) {
      await enqueue(name, null, {
        uniqueKey: periodKey(name, everyMs, at),
        runAt: new Date(Math.floor(at / everyMs) * everyMs),
      })
    }
  }

  /** Claims and runs up to `limit` due jobs, one after another; returns how many it ran. */
  async function runDue(limit = batchSize): Promise<number> {
    const claimed = await claimDueJobs(db, {
      lockedBy: instanceId,
      leaseSeconds: Math.ceil(leaseMs / 1000),
      limit,
    })
    for (const job of claimed) await runOne(job)
    return claimed.length
  }

  /**
   * Runs these jobs now if they are due and nobody holds them: what a request does right after
   * committing the jobs it enqueued, so their effect is seen at once; the loop catches up on any
   * left behind (docs/decisions/014-orders-own-their-life.md).
   */
  async function runJobs(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0
    const claimed = await claimDueJobs(db, {
      lockedBy: instanceId,
      leaseSeconds: Math.ceil(leaseMs / 1000),
      limit: ids.length,
      ids,
    })
    for (const job of claimed) await runOne(job)
    return claimed.length
  }

  async function runOne(job: JobRow): Promise<void> {
    const claim = { id: job.id, lockedBy: instanceId, attempts: job.attempts }
    // A job reclaimed after its last attempt's runner died is not run again.
    if (job.attempts > job.maxAttempts) {
      await markJobFailed(db, claim, job.lastError ?? 'The runner stopped during the last attempt')
      return
    }
    const handler = handlers[job.name]
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`)
      await handler(job.payload, job)
      await markJobDone(db, claim)
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      if (job.attempts >= job.maxAttempts) {
        await markJobFailed(db, claim, message)
        log.error({ jobId: job.id, job: job.name, attempts: job.attempts, reason: message }, 'job failed')
      } else {
        const delayMs = retryDelayMs(job.attempts, backoffBaseMs, maxBackoffMs)
        await requeueJob(db, claim, { delayMs, error: message })
        log.warn({ jobId: job.id, job: job.name, attempts: job.attempts, reason: message }, 'job will retry')
      }
    }
  }

  /** One round of the loop: enqueue this period's recurring jobs, run what is due, tidy up. */
  async function tick(): Promise<void> {
    await enqueueScheduled()
    while ((await runDue(batchSize)) === batchSize && timer) {
      // A full batch may mean more are waiting; keep going while the loop is on.
    }
    if (now() - lastPruneAt > 60 * 60_000) {
      lastPruneAt = now()
      await deleteFinishedJobs(db, Math.ceil(keepFinishedMs / 1000))
    }
  }

  function guardedTick(): void {
    if (current) return
    current = tick()
      .catch((error: unknown) => log.error({ err: error }, 'job loop failed'))
      .finally(() => {
        current = null
      })
  }

  /** Starts polling (the timer does not keep the process alive). */
  function start(): void {
    if (timer) return
    timer = setInterval(guardedTick, pollMs)
    timer.unref()
    guardedTick()
  }

  /** Stops polling and waits for the round in progress. */
  async function stop(): Promise<void> {
    if (timer) clearInterval(timer)
    timer = null
    await current
  }

  return {
    instanceId,
    enqueue,
    cancel,
    register,
    schedule,
    enqueueScheduled,
    runDue,
    runJobs,
    tick,
    start,
    stop,
  }
}

export type JobRunner = ReturnType<typeof createJobRunner>
