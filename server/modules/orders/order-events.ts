import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { defineJob, type JobRunner } from '#server/jobs/index.ts'
import type { Logger } from '#server/lib/logger.ts'

/**
 * The subscribers of the two order events, one job each (docs/decisions/014-orders-own-their-life.md).
 * A job is stored in the transaction that changes the order, so the event survives a crash.
 */
export const ORDER_EVENT_JOBS = {
  paid: { case: 'orders.paid.case', mail: 'orders.paid.receipt', affiliates: 'orders.paid.affiliates' },
  refunded: {
    case: 'orders.refunded.case',
    mail: 'orders.refunded.mail',
    affiliates: 'orders.refunded.affiliates',
  },
  disputed: { affiliates: 'orders.disputed.affiliates' },
} as const

/** What every order event carries: the order it is about. */
const OrderEventSchema = z.object({ orderId: z.string() })
const PaidEventSchema = OrderEventSchema.extend({
  paymentId: z.string(),
  amountCents: z.number().int(),
  dueCents: z.number().int(),
})
const RefundedEventSchema = OrderEventSchema.extend({ amountCents: z.number().int() })

export type OrderEvent = z.infer<typeof OrderEventSchema>
export type PaidEvent = z.infer<typeof PaidEventSchema>
export type RefundedEvent = z.infer<typeof RefundedEventSchema>

/** Each subscriber's job with the shape of its event, for `handles` (docs/decisions/063-one-way-modules.md). */
export const ORDER_EVENTS = {
  paid: {
    case: defineJob(ORDER_EVENT_JOBS.paid.case, PaidEventSchema),
    mail: defineJob(ORDER_EVENT_JOBS.paid.mail, PaidEventSchema),
    affiliates: defineJob(ORDER_EVENT_JOBS.paid.affiliates, PaidEventSchema),
  },
  refunded: {
    case: defineJob(ORDER_EVENT_JOBS.refunded.case, RefundedEventSchema),
    mail: defineJob(ORDER_EVENT_JOBS.refunded.mail, RefundedEventSchema),
    affiliates: defineJob(ORDER_EVENT_JOBS.refunded.affiliates, RefundedEventSchema),
  },
  disputed: { affiliates: defineJob(ORDER_EVENT_JOBS.disputed.affiliates, OrderEventSchema) },
} as const

/** Job ids stored by a transaction, run by `publish` once it has committed. */
export type OrderEvents = { jobIds: string[] }

/** Stores an event's jobs in the caller's transaction (the outbox) and runs them after it commits. */
export function createOrderEvents({
  jobs,
  log,
}: {
  jobs: Pick<JobRunner, 'enqueue' | 'runJobs'>
  log: Logger
}) {
  async function emit(
    tx: Db,
    events: OrderEvents,
    subscribers: Record<string, string>,
    payload: PaidEvent | RefundedEvent | OrderEvent,
    key: string,
  ): Promise<void> {
    for (const name of Object.values(subscribers)) {
      const job = await jobs.enqueue(name, payload, { uniqueKey: `${name}:${key}` }, tx)
      if (job) events.jobIds.push(job.id)
    }
  }

  /** A batch to collect the events of one transaction. */
  function newEvents(): OrderEvents {
    return { jobIds: [] }
  }

  /**
   * Delivers a committed transaction's events now, in this process. A failure is logged and the
   * job runner retries it: the change itself is committed either way.
   */
  async function publish(events: OrderEvents): Promise<void> {
    await jobs
      .runJobs(events.jobIds)
      .catch((error: unknown) => log.error({ err: error }, 'order events will be retried'))
  }

  return { emit, newEvents, publish }
}

export type EmitOrderEvent = ReturnType<typeof createOrderEvents>['emit']
