import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  auditEntries,
  cases,
  conversationMessages,
  conversations,
  jobs,
  orders,
  payments,
  refunds,
} from '#server/db/schema/index.ts'

// Read-only aggregates over tables other modules own and write (docs/decisions/034): the dashboard
// only counts. Business days are compared as wall-clock times in the business time zone
// (`at time zone`), so a week or a day starts at the zone's midnight, daylight saving included.
// Sums of cents come back as bigint (a string or a bigint depending on the driver): read with Number.

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value)
}

export type MoneyRow = { receivedCents: number; refundedCents: number }

/**
 * Money that arrived (payment attempts that took money: SUCCEEDED, or REFUNDED afterwards, which
 * keep their `succeeded_at`) and money returned (every refund, partial ones at their amount), per
 * business week (Monday) from `fromDay` on.
 */
export async function sumMoneyByWeek(
  db: Db,
  timeZone: string,
  fromDay: string,
): Promise<Map<string, MoneyRow>> {
  const received = await db.execute(sql`
    select to_char(date_trunc('week', p.succeeded_at at time zone ${timeZone}), 'YYYY-MM-DD') as week,
      sum(p.amount_cents)::bigint as cents
    from ${payments} p
    where p.succeeded_at is not null and (p.succeeded_at at time zone ${timeZone}) >= ${fromDay}::timestamp
    group by 1`)
  const returned = await db.execute(sql`
    select to_char(date_trunc('week', r.created_at at time zone ${timeZone}), 'YYYY-MM-DD') as week,
      sum(r.amount_cents)::bigint as cents
    from ${refunds} r
    where (r.created_at at time zone ${timeZone}) >= ${fromDay}::timestamp
    group by 1`)
  const weeks = new Map<string, MoneyRow>()
  const at = (week: string) => {
    let row = weeks.get(week)
    if (!row) weeks.set(week, (row = { receivedCents: 0, refundedCents: 0 }))
    return row
  }
  for (const row of rowsOf<{ week: string; cents: unknown }>(received))
    at(row.week).receivedCents = num(row.cents)
  for (const row of rowsOf<{ week: string; cents: unknown }>(returned))
    at(row.week).refundedCents = num(row.cents)
  return weeks
}

/** Every payment that took money and every refund, ever. */
export async function sumMoneyAllTime(db: Db): Promise<MoneyRow> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(amount_cents), 0)::bigint from ${payments} where succeeded_at is not null) as received,
      (select coalesce(sum(amount_cents), 0)::bigint from ${refunds}) as refunded`)
  const [row] = rowsOf<{ received: unknown; refunded: unknown }>(result)
  return { receivedCents: num(row?.received), refundedCents: num(row?.refunded) }
}

/**
 * Orders whose first payment arrived (`paid_at`, kept when refunded later) from business day
 * `fromDay` on, or ever when null: how many, and the sum of their amounts.
 */
export async function sumPaidOrders(
  db: Db,
  timeZone: string,
  fromDay: string | null,
): Promise<{ count: number; amountCents: number }> {
  const since = fromDay ? sql`and (o.paid_at at time zone ${timeZone}) >= ${fromDay}::timestamp` : sql``
  const result = await db.execute(sql`
    select count(*)::int as n, coalesce(sum(o.amount_cents), 0)::bigint as cents
    from ${orders} o
    where o.paid_at is not null ${since}`)
  const [row] = rowsOf<{ n: unknown; cents: unknown }>(result)
  return { count: num(row?.n), amountCents: num(row?.cents) }
}

/** Cases opened from business day `fromDay` on, and cases with an order first paid from then on. */
export async function countCaseSteps(
  db: Db,
  timeZone: string,
  fromDay: string,
): Promise<{ created: number; paid: number }> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${cases} c
        where (c.created_at at time zone ${timeZone}) >= ${fromDay}::timestamp) as created,
      (select count(distinct o.case_id)::int from ${orders} o
        where o.case_id is not null and o.paid_at is not null
          and (o.paid_at at time zone ${timeZone}) >= ${fromDay}::timestamp) as paid`)
  const [row] = rowsOf<{ created: unknown; paid: unknown }>(result)
  return { created: num(row?.created), paid: num(row?.paid) }
}

export type StatusWaitRow = {
  status: string
  count: number
  medianWaitSeconds: number | null
  oldestCaseId: string
  oldestSince: Date
}

/**
 * Cases per status with how long they have been in it: since their latest status change in the
 * activity log (every move writes one, docs/decisions/028), or since they were opened.
 */
export async function caseStatusWaits(db: Db, now: Date): Promise<StatusWaitRow[]> {
  const result = await db.execute(sql`
    with current_status as (
      select c.id, c.status,
        coalesce(
          (select max(a.created_at) from ${auditEntries} a
            where a.case_id = c.id and a.action = 'STATUS_CHANGED'),
          c.created_at) as since
      from ${cases} c
    )
    select status, count(*)::int as n,
      percentile_cont(0.5) within group (
        order by extract(epoch from (${now.toISOString()}::timestamptz - since))::float8) as median_seconds,
      (array_agg(id order by since, id))[1]::text as oldest_id,
      (extract(epoch from min(since)) * 1000)::float8 as oldest_ms
    from current_status
    group by status`)
  return rowsOf<{
    status: string
    n: unknown
    median_seconds: unknown
    oldest_id: string
    oldest_ms: unknown
  }>(result).map((row) => ({
    status: row.status,
    count: num(row.n),
    medianWaitSeconds: row.median_seconds === null ? null : Math.max(0, Math.round(num(row.median_seconds))),
    oldestCaseId: row.oldest_id,
    oldestSince: new Date(num(row.oldest_ms)),
  }))
}

/**
 * Open conversations, those whose last message is the customer's (unanswered), and the one
 * waiting longest: measured from the customer's first message after our last reply.
 */
export async function inboxWaits(db: Db): Promise<{
  openCount: number
  unansweredCount: number
  oldest: { conversationId: string; waitingSince: Date } | null
}> {
  const result = await db.execute(sql`
    with open_conversations as (
      select c.id,
        (select m.direction from ${conversationMessages} m where m.conversation_id = c.id
          order by m.created_at desc, (m.direction = 'OUT') desc limit 1) as last_direction,
        (select max(m.created_at) from ${conversationMessages} m
          where m.conversation_id = c.id and m.direction = 'OUT') as last_reply_at
      from ${conversations} c
      where c.status = 'OPEN'
    ), unanswered as (
      select o.id,
        (select min(m.created_at) from ${conversationMessages} m
          where m.conversation_id = o.id and m.direction = 'IN'
            and (o.last_reply_at is null or m.created_at > o.last_reply_at)) as waiting_since
      from open_conversations o
      where o.last_direction = 'IN'
    ), oldest as (
      select id, waiting_since from unanswered order by waiting_since, id limit 1
    )
    select
      (select count(*)::int from open_conversations) as open_count,
      (select count(*)::int from unanswered) as unanswered_count,
      (select id::text from oldest) as oldest_id,
      (select (extract(epoch from waiting_since) * 1000)::float8 from oldest) as oldest_ms`)
  const [row] = rowsOf<{
    open_count: unknown
    unanswered_count: unknown
    oldest_id: string | null
    oldest_ms: unknown
  }>(result)
  return {
    openCount: num(row?.open_count),
    unansweredCount: num(row?.unanswered_count),
    oldest:
      row?.oldest_id && row.oldest_ms !== null
        ? { conversationId: row.oldest_id, waitingSince: new Date(num(row.oldest_ms)) }
        : null,
  }
}

/**
 * Jobs that failed for good (kept a week, docs/decisions/010) or failed and wait to run again, per
 * kind, with the error of the newest such job as stored.
 */
export async function failingJobs(
  db: Db,
): Promise<{ kind: string; failedCount: number; retryingCount: number; lastError: string | null }[]> {
  const result = await db.execute(sql`
    select j.name as kind,
      count(*) filter (where j.status = 'FAILED')::int as failed,
      count(*) filter (where j.status <> 'FAILED')::int as retrying,
      (array_agg(j.last_error order by j.created_at desc, j.id))[1] as last_error
    from ${jobs} j
    where j.status = 'FAILED' or (j.status in ('QUEUED', 'RUNNING') and j.last_error is not null)
    group by j.name
    order by j.name`)
  return rowsOf<{ kind: string; failed: unknown; retrying: unknown; last_error: string | null }>(result).map(
    (row) => ({
      kind: row.kind,
      failedCount: num(row.failed),
      retryingCount: num(row.retrying),
      lastError: row.last_error,
    }),
  )
}
