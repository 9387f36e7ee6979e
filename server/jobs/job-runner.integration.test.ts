import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DbHandle } from '#server/db/client.ts'
import { jobs } from '#server/db/schema/index.ts'
import { createTestDb } from '#server/test/test-db.ts'
import { createJobRunner, type JobHandler } from './job-runner.ts'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())
beforeEach(async () => {
  await handle.db.delete(jobs)
})

const silent = { warn() {}, error() {} }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function runner(instanceId: string, handlers: Record<string, JobHandler>, extra = {}) {
  return createJobRunner({ db: handle.db, log: silent, handlers, instanceId, ...extra })
}

async function jobRow(id: string) {
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id))
  if (!row) throw new Error('job not found')
  return row
}

// Seconds from the database's now() to the job's run_at.
async function secondsUntilRun(id: string): Promise<number> {
  const [row] = await handle.db
    .select({ s: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` })
    .from(jobs)
    .where(eq(jobs.id, id))
  return Number(row?.s)
}

describe('job runner', () => {
  it('runs a due job with its payload and marks it DONE', async () => {
    const seen: unknown[] = []
    const r = runner('a', { 'test.echo': async (payload) => void seen.push(payload) })
    const job = await r.enqueue('test.echo', { n: 1 })
    expect(await r.runDue(10)).toBe(1)
    expect(seen).toEqual([{ n: 1 }])
    expect(await jobRow(job!.id)).toMatchObject({ status: 'DONE', attempts: 1, lockedBy: null })
    expect(await r.runDue(10)).toBe(0)
  })

  it('leaves a job with a future runAt alone until then', async () => {
    const r = runner('a', { 'test.later': async () => {} })
    await r.enqueue('test.later', null, { runAt: new Date(Date.now() + 60_000) })
    expect(await r.runDue(10)).toBe(0)
  })

  it('stores one job per uniqueKey', async () => {
    const r = runner('a', { 'test.once': async () => {} })
    expect(await r.enqueue('test.once', null, { uniqueKey: 'test.once:42' })).not.toBeNull()
    expect(await r.enqueue('test.once', null, { uniqueKey: 'test.once:42' })).toBeNull()
    expect(await handle.db.$count(jobs, eq(jobs.uniqueKey, 'test.once:42'))).toBe(1)
  })

  it('never runs one job twice when two runners share the database', async () => {
    const runs = new Map<string, string[]>()
    const inFlight = new Set<string>()
    let overlaps = 0
    const handler =
      (who: string): JobHandler =>
      async (_payload, job) => {
        if (inFlight.has(job.id)) overlaps += 1
        inFlight.add(job.id)
        runs.set(job.id, [...(runs.get(job.id) ?? []), who])
        await sleep(Math.random() * 5)
        inFlight.delete(job.id)
      }
    const a = runner('a', { 'test.work': handler('a') })
    const b = runner('b', { 'test.work': handler('b') })
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push((await a.enqueue('test.work', { i }))!.id)

    const drain = async (r: typeof a) => {
      while ((await r.runDue(3)) > 0) {
        // keep claiming until nothing is due
      }
    }
    await Promise.all([drain(a), drain(b), drain(a), drain(b)])

    expect(overlaps).toBe(0)
    expect([...runs.keys()].sort()).toEqual([...ids].sort())
    for (const who of runs.values()) expect(who).toHaveLength(1)
    const runners = new Set([...runs.values()].flat())
    expect(runners).toEqual(new Set(['a', 'b']))
    expect(await handle.db.$count(jobs, eq(jobs.status, 'DONE'))).toBe(30)
  })

  it('runs again a job whose runner crashed (its claim expired), and not one still claimed', async () => {
    const ran: string[] = []
    const r = runner('survivor', { 'test.crash': async (_p, job) => void ran.push(job.id) })
    const crashed = (await r.enqueue('test.crash'))!.id
    const busy = (await r.enqueue('test.crash'))!.id
    await handle.db
      .update(jobs)
      .set({
        status: 'RUNNING',
        lockedBy: 'dead',
        attempts: 1,
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, crashed))
    await handle.db
      .update(jobs)
      .set({
        status: 'RUNNING',
        lockedBy: 'alive',
        attempts: 1,
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .where(eq(jobs.id, busy))

    expect(await r.runDue(10)).toBe(1)
    expect(ran).toEqual([crashed])
    expect(await jobRow(crashed)).toMatchObject({ status: 'DONE', attempts: 2 })
    expect(await jobRow(busy)).toMatchObject({ status: 'RUNNING', lockedBy: 'alive' })
  })

  it('ignores the late outcome of a runner whose claim was taken over', async () => {
    let release = () => {}
    const slow = runner(
      'slow',
      {
        'test.slow': () =>
          new Promise<void>((resolve) => {
            release = resolve
          }),
      },
      { leaseMs: 1000 },
    )
    const id = (await slow.enqueue('test.slow'))!.id
    const running = slow.runDue(1)
    await sleep(50)
    // The lease runs out and another runner takes the job over.
    await handle.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id))
    const other = runner('other', { 'test.slow': () => new Promise<void>(() => {}) })
    void other.runDue(1)
    await sleep(50)
    release()
    await running
    expect(await jobRow(id)).toMatchObject({ status: 'RUNNING', lockedBy: 'other', attempts: 2 })
  })

  it('retries a failing job with doubling delays, then marks it FAILED with the last error', async () => {
    let calls = 0
    const r = runner(
      'a',
      {
        'test.fail': async () => {
          calls += 1
          throw new Error(`broken ${calls}`)
        },
      },
      { backoffBaseMs: 60_000 },
    )
    const id = (await r.enqueue('test.fail', null, { maxAttempts: 3 }))!.id
    const makeDue = () =>
      handle.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.id, id))

    expect(await r.runDue(10)).toBe(1)
    expect(await jobRow(id)).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'broken 1' })
    expect(await secondsUntilRun(id)).toBeGreaterThan(55)
    expect(await secondsUntilRun(id)).toBeLessThanOrEqual(60)
    expect(await r.runDue(10)).toBe(0)

    await makeDue()
    expect(await r.runDue(10)).toBe(1)
    expect(await jobRow(id)).toMatchObject({ status: 'QUEUED', attempts: 2, lastError: 'broken 2' })
    expect(await secondsUntilRun(id)).toBeGreaterThan(115)

    await makeDue()
    expect(await r.runDue(10)).toBe(1)
    const failed = await jobRow(id)
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, lastError: 'broken 3', lockedBy: null })
    expect(failed.finishedAt).toBeInstanceOf(Date)
    await makeDue()
    expect(await r.runDue(10)).toBe(0)
    expect(calls).toBe(3)
  })

  it('fails without running a job whose last attempt crashed', async () => {
    const r = runner('a', { 'test.last': async () => expect.unreachable() })
    const id = (await r.enqueue('test.last', null, { maxAttempts: 2 }))!.id
    await handle.db
      .update(jobs)
      .set({
        status: 'RUNNING',
        lockedBy: 'dead',
        attempts: 2,
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, id))
    expect(await r.runDue(10)).toBe(1)
    expect(await jobRow(id)).toMatchObject({ status: 'FAILED', attempts: 3 })
  })

  it('schedules one run per period, whichever runner enqueues it', async () => {
    let clock = Date.UTC(2026, 0, 1, 10, 0, 0)
    const ran: string[] = []
    const handlers = { 'test.every': async () => void ran.push('run') }
    const a = runner('a', handlers, { now: () => clock })
    const b = runner('b', handlers, { now: () => clock })
    a.schedule('test.every', 30 * 60_000)
    b.schedule('test.every', 30 * 60_000)

    await a.tick()
    await b.tick()
    clock += 10 * 60_000
    await a.tick()
    expect(ran).toHaveLength(1)

    clock += 30 * 60_000
    await b.tick()
    await a.tick()
    expect(ran).toHaveLength(2)
    expect(await handle.db.$count(jobs, eq(jobs.name, 'test.every'))).toBe(2)
  })

  it('refuses to schedule a job nobody handles', () => {
    expect(() => runner('a', {}).schedule('test.none', 1000)).toThrow(/No handler/)
  })

  it('start() polls and stop() waits for the round in progress', async () => {
    const ran: number[] = []
    const r = runner(
      'poller',
      { 'test.poll': async (p) => void ran.push((p as { n: number }).n) },
      { pollMs: 20 },
    )
    await r.enqueue('test.poll', { n: 1 })
    r.start()
    for (let i = 0; i < 100 && ran.length === 0; i++) await sleep(10)
    await r.enqueue('test.poll', { n: 2 })
    for (let i = 0; i < 100 && ran.length < 2; i++) await sleep(10)
    await r.stop()
    expect(ran).toEqual([1, 2])
  })
})
