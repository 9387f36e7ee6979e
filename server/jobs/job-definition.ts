import type { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import type { ClaimedJob, EnqueueOptions, JobHandler, JobRunner } from './job-runner.ts'

/**
 * A job's name with the shape of its payload, so that what is enqueued and what is handled agree
 * at compile time, and a stored payload of another shape (written by an older release) fails its
 * job in words instead of reaching the handler as something it is not.
 */
export type JobDefinition<P> = { readonly name: string; readonly payload: z.ZodType<P> }

export function defineJob<P>(name: string, payload: z.ZodType<P>): JobDefinition<P> {
  return { name, payload }
}

/** The runner's handler for a defined job: the payload is checked, then given to `handle` typed. */
export function handles<P>(
  definition: JobDefinition<P>,
  handle: (payload: P, job: ClaimedJob) => Promise<void>,
): Record<string, JobHandler> {
  return {
    [definition.name]: async (raw, job) => {
      const parsed = definition.payload.safeParse(raw)
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`,
        )
        throw new Error(`The payload of job ${definition.name} is not of its shape (${problems.join('; ')})`)
      }
      await handle(parsed.data, job)
    },
  }
}

/** Enqueues a defined job with a payload of its shape; executor as in JobRunner.enqueue. */
export function enqueueJob<P>(
  jobs: Pick<JobRunner, 'enqueue'>,
  definition: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
  executor?: Db,
) {
  return jobs.enqueue(definition.name, payload, options, executor)
}
