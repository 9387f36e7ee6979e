import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, jobs, newsItems, socialPosts } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { SOCIAL_TEXTS } from '#shared/contracts/social.contract.ts'

// A fake Buffer API on loopback; `mode` says how it answers the next creates.
let mode: 'ok' | 'fail' = 'ok'
const creates: URLSearchParams[] = []
let server: Server
let bufferUrl = ''

let t: TestApp
let plain: TestApp
let admin: string
let customer: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
      if (req.headers.authorization !== 'Bearer buffer-test-token') return json(401, { success: false })
      if (req.method === 'POST' && req.url === '/1/updates/create.json') {
        creates.push(new URLSearchParams(body))
        if (mode === 'fail') return json(500, { success: false, message: 'An error occurred' })
        return json(200, {
          success: true,
          updates: [{ id: `upd${creates.length}a` }, { id: `upd${creates.length}b` }],
        })
      }
      const stats = /^\/1\/updates\/(upd\w+)\.json$/.exec(req.url ?? '')
      if (req.method === 'GET' && stats) {
        return json(200, { id: stats[1], statistics: { reach: 40, clicks: 3, likes: 2, shares: 0 } })
      }
      json(404, { success: false })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  bufferUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1`
  t = await buildTestApp({
    BUFFER_ACCESS_TOKEN: 'buffer-test-token',
    BUFFER_PROFILE_IDS: 'prof1, prof2',
    BUFFER_API_URL: bufferUrl,
  })
  plain = await buildTestApp()
  admin = (await t.createAdmin()).cookie
  customer = (await t.signUp()).cookie
})
afterAll(async () => {
  await t?.close()
  await plain?.close()
  await new Promise((resolve) => server.close(resolve))
})

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

const schedule = (app: TestApp, cookie: string, body: Record<string, unknown>) =>
  app.injectAs(cookie, { method: 'POST', url: '/api/admin/social/posts', payload: body })

async function jobOf(app: TestApp, postId: string) {
  const [job] = await app.db.db
    .select()
    .from(jobs)
    .where(eq(jobs.uniqueKey, `social-post:${postId}`))
  return job
}

/** Makes the post's job due now (as the clock reaching its time, or its backoff ending) and runs it. */
async function runDueNow(app: TestApp, postId: string) {
  await app.db.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.uniqueKey, `social-post:${postId}`))
  const job = await jobOf(app, postId)
  return app.app.services.jobs.runJobs([job!.id])
}

async function postRow(app: TestApp, id: string) {
  const [row] = await app.db.db.select().from(socialPosts).where(eq(socialPosts.id, id))
  return row
}

async function listed(app: TestApp, cookie: string) {
  const res = await app.injectAs(cookie, { method: 'GET', url: '/api/admin/social/posts' })
  expect(res.statusCode).toBe(200)
  return res.json() as {
    posts: {
      id: string
      status: string
      platform: string | null
      errorMessage: string | null
      attempts: number
    }[]
    channels: unknown[]
  }
}

describe('access', () => {
  it('refuses every social route to a customer (403) and to a signed-out caller (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const routes = [
      { method: 'GET' as const, url: '/api/admin/social/posts' },
      {
        method: 'POST' as const,
        url: '/api/admin/social/posts',
        payload: { content: 'x', scheduledFor: inMinutes(5), channels: ['site'] },
      },
      { method: 'DELETE' as const, url: `/api/admin/social/posts/${id}` },
      { method: 'GET' as const, url: '/api/admin/social/metrics' },
    ]
    for (const route of routes) {
      expect((await t.injectAs(customer, route)).statusCode, `${route.method} ${route.url}`).toBe(403)
      expect((await t.injectAs('', route)).statusCode, `${route.method} ${route.url}`).toBe(401)
    }
    expect(await t.db.db.$count(socialPosts)).toBe(0)
  })
})

describe('POST /api/admin/social/posts', () => {
  it('requires the content and the schedule time, in plain words, and stores nothing', async () => {
    const noContent = await schedule(t, admin, {
      content: '   ',
      scheduledFor: inMinutes(5),
      channels: ['site'],
    })
    expect(noContent.statusCode).toBe(400)
    expect(noContent.json().error.fields.content).toBe(SOCIAL_TEXTS.contentRequired)
    const noTime = await schedule(t, admin, { content: 'Hello', channels: ['site'] })
    expect(noTime.statusCode).toBe(400)
    expect(noTime.json().error.fields.scheduledFor).toBe(SOCIAL_TEXTS.scheduleRequired)
    const garbage = await schedule(t, admin, {
      content: 'Hello',
      scheduledFor: 'tomorrow',
      channels: ['site'],
    })
    expect(garbage.json().error.fields.scheduledFor).toBe(SOCIAL_TEXTS.scheduleRequired)
    const past = await schedule(t, admin, {
      content: 'Hello',
      scheduledFor: inMinutes(-1),
      channels: ['site'],
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().error.fields.scheduledFor).toBe(SOCIAL_TEXTS.scheduleInPast)
    const media = await schedule(t, admin, {
      content: 'Hello',
      scheduledFor: inMinutes(5),
      channels: ['site'],
      mediaUrl: 'https://elsewhere.example/a.png',
    })
    expect(media.json().error.fields.mediaUrl).toBe(SOCIAL_TEXTS.mediaInvalid)
    const noChannel = await schedule(t, admin, { content: 'Hello', scheduledFor: inMinutes(5), channels: [] })
    expect(noChannel.json().error.fields.channels).toBe(SOCIAL_TEXTS.channelsRequired)
    expect(await t.db.db.$count(socialPosts)).toBe(0)
    expect(await t.db.db.$count(jobs, eq(jobs.name, 'social.publish'))).toBe(0)
  })

  it('refuses Buffer while it is not set up, and says what is missing', async () => {
    const admin2 = (await plain.createAdmin()).cookie
    const res = await schedule(plain, admin2, {
      content: 'Hello',
      scheduledFor: inMinutes(5),
      channels: ['site', 'buffer'],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.channels).toBe(SOCIAL_TEXTS.bufferNotConfigured)
    expect((await listed(plain, admin2)).channels).toEqual([
      { channel: 'site', isConfigured: true, missing: [] },
      { channel: 'buffer', isConfigured: false, missing: ['BUFFER_ACCESS_TOKEN', 'BUFFER_PROFILE_IDS'] },
    ])
  })

  it('stores a PENDING post with its job due at its time, publishes it to /news then, once', async () => {
    const at = inMinutes(1)
    const res = await schedule(plain, (await plain.createAdmin()).cookie, {
      content: 'Rights restored in West Virginia.\nRead how it works.',
      scheduledFor: at,
      channels: ['site'],
      mediaUrl: '/media/posts/wv.png',
    })
    expect(res.statusCode).toBe(201)
    const { post } = res.json()
    expect(post).toMatchObject({
      status: 'PENDING',
      platform: null,
      attempts: 0,
      scheduledFor: new Date(at).toISOString(),
    })
    const job = await jobOf(plain, post.id)
    expect(job).toMatchObject({ name: 'social.publish', status: 'QUEUED', maxAttempts: 5 })
    expect(job!.runAt.toISOString()).toBe(new Date(at).toISOString())
    // Not due yet: running it now does nothing.
    expect(await plain.app.services.jobs.runJobs([job!.id])).toBe(0)
    expect((await postRow(plain, post.id))?.status).toBe('PENDING')

    expect(await runDueNow(plain, post.id)).toBe(1)
    const row = await postRow(plain, post.id)
    expect(row).toMatchObject({ status: 'PUBLISHED', platform: 'site', attempts: 1, errorMessage: null })
    const list = (await plain.app.inject({ method: 'GET', url: '/api/news/list' })).json()
    expect(list.updates[0]).toMatchObject({
      id: row!.newsItemId,
      source: 'POST',
      title: 'Rights restored in West Virginia.',
      summary: 'Rights restored in West Virginia.\nRead how it works.',
      mediaUrl: '/media/posts/wv.png',
    })

    // A second run (a runner that died before recording) publishes nothing more.
    await plain.app.services.social.runPublishJob({ postId: post.id }, { ...job!, attempts: 2 })
    expect(await plain.db.db.$count(newsItems, eq(newsItems.source, 'POST'))).toBe(1)

    // Analytics: one published post; its reach is what /news showed of it, clicks are engagement.
    await plain.app.services.news.flushImpressions()
    const metrics = (
      await plain.injectAs((await plain.createAdmin()).cookie, {
        method: 'GET',
        url: '/api/admin/social/metrics',
      })
    ).json()
    expect(metrics).toMatchObject({
      totalPosts: 1,
      totalReach: 1,
      engagementRate: 0,
      site: { impressions: 1, clicks: 0 },
    })
    await plain.app.inject({
      method: 'POST',
      url: '/api/news/click',
      headers: { origin: TEST_ORIGIN },
      payload: { id: row!.newsItemId },
    })
    const after = (
      await plain.injectAs((await plain.createAdmin()).cookie, {
        method: 'GET',
        url: '/api/admin/social/metrics',
      })
    ).json()
    expect(after).toMatchObject({ totalPosts: 1, totalReach: 1, engagementRate: 1 })
  })
})

describe('DELETE /api/admin/social/posts/:id', () => {
  it('deletes a waiting post with its job, and keeps a published one (409)', async () => {
    const { post } = (
      await schedule(t, admin, { content: 'To delete', scheduledFor: inMinutes(30), channels: ['site'] })
    ).json()
    const del = await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/social/posts/${post.id}` })
    expect(del.statusCode).toBe(204)
    expect(await postRow(t, post.id)).toBeUndefined()
    expect(await jobOf(t, post.id)).toBeUndefined()
    const audit = await t.db.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'SOCIAL_POST_DELETED'))
    expect(audit).toHaveLength(1)

    const again = await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/social/posts/${post.id}` })
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe(SOCIAL_TEXTS.postNotFound)
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: '/api/admin/social/posts/nope' })).statusCode,
    ).toBe(400)

    const { post: kept } = (
      await schedule(t, admin, { content: 'Kept', scheduledFor: inMinutes(30), channels: ['site'] })
    ).json()
    await runDueNow(t, kept.id)
    const refused = await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/social/posts/${kept.id}` })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(SOCIAL_TEXTS.onlyPendingDeleted)
    expect((await postRow(t, kept.id))?.status).toBe('PUBLISHED')
  })
})

describe('Buffer', () => {
  it('retries a failed publish with backoff, then shows FAILED with the reason', async () => {
    mode = 'fail'
    const before = creates.length
    const { post } = (
      await schedule(t, admin, { content: 'Buffer only', scheduledFor: inMinutes(2), channels: ['buffer'] })
    ).json()
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await runDueNow(t, post.id)).toBe(1)
      const row = await postRow(t, post.id)
      expect(row).toMatchObject({
        status: 'PENDING',
        attempts: attempt,
        errorMessage: 'Buffer answered 500.',
      })
      const job = await jobOf(t, post.id)
      // Requeued for later: the runner's backoff.
      expect(job?.status).toBe('QUEUED')
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now())
    }
    expect(await runDueNow(t, post.id)).toBe(1)
    expect(creates.length - before).toBe(5)
    expect((await jobOf(t, post.id))?.status).toBe('FAILED')
    const shown = (await listed(t, admin)).posts.find((p) => p.id === post.id)
    expect(shown).toMatchObject({
      status: 'FAILED',
      attempts: 5,
      errorMessage: 'Buffer answered 500.',
      platform: null,
    })
    // The token never reaches the logs.
    expect(t.logs()).not.toContain('buffer-test-token')
  })

  it('posts to the site and Buffer once, and counts Buffer reach and engagements', async () => {
    mode = 'ok'
    const before = creates.length
    const { post } = (
      await schedule(t, admin, {
        content: 'Both channels',
        scheduledFor: inMinutes(3),
        channels: ['buffer', 'site'],
        mediaUrl: '/media/posts/b.png',
      })
    ).json()
    await runDueNow(t, post.id)
    const row = await postRow(t, post.id)
    expect(row).toMatchObject({ status: 'PUBLISHED', platform: 'site', channels: ['site', 'buffer'] })
    expect(row?.externalId).toBe(`upd${creates.length}a,upd${creates.length}b`)
    expect(creates.length - before).toBe(1)
    const sent = creates.at(-1)!
    expect(sent.getAll('profile_ids[]')).toEqual(['prof1', 'prof2'])
    expect(sent.get('text')).toBe('Both channels')
    expect(sent.get('media[photo]')).toBe(`${TEST_ORIGIN}/media/posts/b.png`)

    await t.app.services.social.runPublishJob(
      { postId: post.id },
      { id: 'x', name: 'social.publish', attempts: 2, maxAttempts: 5 },
    )
    expect(creates.length - before).toBe(1)

    await t.app.services.social.refreshExternalStats()
    expect(await postRow(t, post.id)).toMatchObject({ externalReach: 80, externalEngagements: 10 })
    const metrics = (await t.injectAs(admin, { method: 'GET', url: '/api/admin/social/metrics' })).json()
    expect(metrics.buffer).toEqual({ isConfigured: true, reach: 80, engagements: 10 })
    expect(metrics.totalPosts).toBe(2)
    expect(metrics.failedPosts).toBe(1)
    expect(metrics.totalReach).toBe(80 + metrics.site.impressions)
  })
})
