import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { defineJob, enqueueJob, type JobDefinition, type JobRunner } from '#server/jobs/index.ts'

/**
 * What happens to a case that another module must react to, as stored events (jobs), the way
 * orders announce a payment: the module that knows raises it, the one that reacts subscribes in
 * server/services.ts, and neither imports the other (docs/decisions/063-one-way-modules.md).
 */
export const CASE_EVENTS = {
  /** A document or fingerprint of the case changed: the case's status is reconciled. */
  changed: defineJob('case.changed', z.object({ caseId: z.string() })),
  /** A customer's ID check changed: the status of each of their cases is reconciled. */
  customerChanged: defineJob('case.customer-changed', z.object({ userId: z.string() })),
  /**
   * Our review found the customer not eligible, so the guarantee refunds the case's paid orders in
   * full (payments answer), in the name of the staff member who recorded it.
   */
  foundNotEligible: defineJob(
    'case.found-not-eligible',
    z.object({ caseId: z.string(), actorUserId: z.string(), reason: z.string() }),
  ),
} as const

export type CaseEvents = ReturnType<typeof createCaseEvents>

/**
 * Raises case events. Each is stored first, then run at once by this process, so the request that
 * raised it sees its effect; should the process stop in between, the job loop runs it later.
 */
export function createCaseEvents(jobs: Pick<JobRunner, 'enqueue' | 'runJobs'>) {
  async function raise<P>(event: JobDefinition<P>, payload: P): Promise<void> {
    const job = await enqueueJob(jobs, event, payload)
    if (job) await jobs.runJobs([job.id])
  }
  return {
    raise,
    /** Stores the event in the caller's transaction; run it with runJobs once that commits. */
    store: <P>(event: JobDefinition<P>, payload: P, tx: Db) => enqueueJob(jobs, event, payload, {}, tx),
    runStored: (ids: string[]) => jobs.runJobs(ids),
    caseChanged: (caseId: string) => raise(CASE_EVENTS.changed, { caseId }),
    customerChanged: (userId: string) => raise(CASE_EVENTS.customerChanged, { userId }),
  }
}
