import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitBuckets } from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('rate-limit counters', () => {
  it('the cleanup job drops ended windows and keeps running ones', async () => {
    await t.db.db.insert(rateLimitBuckets).values([
      { key: 'test:ended', hits: 3, resetAt: sql`now() - interval '1 minute'` },
      { key: 'test:running', hits: 1, resetAt: sql`now() + interval '10 minutes'` },
    ])
    await t.app.services.jobs.enqueue('rate-limits.cleanup', null)
    await t.app.services.jobs.runDue(10)
    const keys = (await t.db.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map(
      (r) => r.key,
    )
    expect(keys).toContain('test:running')
    expect(keys).not.toContain('test:ended')
  })
})
