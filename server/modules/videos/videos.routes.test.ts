import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, jobs, newsItems, videoPlans } from '#server/db/schema/index.ts'
import { VideoRenderError, VideoToolMissingError } from '#server/adapters/video/index.ts'
import { createFfmpegRenderer } from '#server/adapters/video/ffmpeg-renderer.ts'
import { todayIn } from '#server/lib/clock.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { VIDEO_TEXTS, type VideoPlan } from '#shared/contracts/videos.contract.ts'
import { dailyVideoTopic } from '#shared/domain/video-topics.ts'
import { createVideosService } from './videos.service.ts'

/** What ffprobe says of an MP4: its streams and length. */
async function probe(bytes: Uint8Array) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'video-probe-')), 'video.mp4')
  writeFileSync(file, bytes)
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file])
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`ffprobe exit ${code}`))))
  })
  const json = JSON.parse(out) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[]
    format: { duration: string }
  }
  return {
    video: json.streams.find((s) => s.codec_type === 'video'),
    audio: json.streams.find((s) => s.codec_type === 'audio'),
    durationSec: Number(json.format.duration),
  }
}

let t: TestApp
let admin: string
let customer: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await t.createAdmin()).cookie
  customer = (await t.signUp()).cookie
})
afterAll(() => t.close())

const generate = (cookie: string, payload: Record<string, unknown>) =>
  t.injectAs(cookie, { method: 'POST', url: '/api/video/generate', payload })

async function planRows() {
  return t.db.db.select().from(videoPlans)
}

describe('the video routes guard and validate', () => {
  it('tells a signed-out caller to sign in and a customer that only admins may', async () => {
    for (const url of ['/api/video/plans', '/api/video/today']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
      expect((await t.injectAs(customer, { method: 'GET', url })).statusCode).toBe(403)
    }
    const res = await generate(customer, { topic: 'documents', angle: '', affiliateCode: 'HOUSE001' })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('You need admin privileges to access this area.')
    for (const url of ['/api/video/schedule', '/api/video/retry']) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN },
        payload: { planId: crypto.randomUUID() },
      })
      expect(answer.statusCode).toBe(401)
    }
  })

  it('refuses a missing or unknown topic, an unknown code and a link in the angle, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ angle: '', affiliateCode: 'HOUSE001' }, 'topic', 'Topic is required'],
      [{ topic: 'crypto-tips', affiliateCode: 'HOUSE001' }, 'topic', 'Topic is required'],
      [
        { topic: 'documents', affiliateCode: 'NOPE001' },
        'affiliateCode',
        'Choose one of the affiliate codes',
      ],
      [
        { topic: 'documents', angle: 'see https://example.com', affiliateCode: 'HOUSE001' },
        'angle',
        VIDEO_TEXTS.angleSymbols,
      ],
    ]
    for (const [payload, field, message] of cases) {
      const res = await generate(admin, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields[field]).toBe(message)
    }
    expect(await planRows()).toHaveLength(0)
  })

  it('answers 404 for a plan that does not exist', async () => {
    const id = crypto.randomUUID()
    const post = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/video/schedule',
      payload: { planId: id },
    })
    expect(post.statusCode).toBe(404)
    expect(
      (await t.injectAs(admin, { method: 'GET', url: `/api/video/plans/${id}/progress` })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/video/plans/${id}/video.mp4` })).statusCode).toBe(
      404,
    )
  })
})

describe('generate, render, Post Now', () => {
  let plan: VideoPlan

  it('plans a video (PLANNED) and enqueues its render', async () => {
    const res = await generate(admin, {
      topic: 'federal-restoration',
      angle: 'for veterans',
      affiliateCode: 'VIDEO001',
    })
    expect(res.statusCode).toBe(201)
    plan = res.json().plan as VideoPlan
    expect(plan).toMatchObject({
      topic: 'federal-restoration',
      angle: 'for veterans',
      affiliateCode: 'VIDEO001',
      status: 'PLANNED',
      platforms: [],
      videoUrl: null,
      youtubeId: null,
      errorMessage: null,
    })
    const queued = await t.db.db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `video-render:${plan.id}:%`))
    expect(queued).toHaveLength(1)
    const [audited] = await t.db.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'VIDEO_GENERATED'))
    expect(audited).toMatchObject({
      actor: 'ADMIN',
      detail: { planId: plan.id, topic: 'federal-restoration' },
    })
    const progress = await t.injectAs(admin, { method: 'GET', url: `/api/video/plans/${plan.id}/progress` })
    expect(progress.json()).toEqual({ status: 'PLANNED', percent: null, note: null })
  })

  it(
    'renders a real 1080×1920 H.264 MP4 with AAC audio of 20-30 s (GENERATED)',
    { timeout: 120_000 },
    async () => {
      expect(await t.app.services.jobs.runDue(5)).toBe(1)
      const list = (await t.injectAs(admin, { method: 'GET', url: '/api/video/plans' })).json()
        .plans as VideoPlan[]
      const rendered = list.find((p) => p.id === plan.id)!
      expect(rendered.status).toBe('GENERATED')
      expect(rendered.videoUrl).toBe(`/api/video/plans/${plan.id}/video.mp4`)
      expect(rendered.script).toMatch(/Today's angle: for veterans\./)
      expect(rendered.script).toMatch(/not a law firm/)
      expect(rendered.durationSec).toBeGreaterThanOrEqual(20)
      expect(rendered.durationSec).toBeLessThanOrEqual(30)
      const progress = await t.injectAs(admin, { method: 'GET', url: `/api/video/plans/${plan.id}/progress` })
      expect(progress.json()).toMatchObject({ status: 'GENERATED', percent: 100 })

      const file = await t.injectAs(admin, { method: 'GET', url: rendered.videoUrl! })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('video/mp4')
      expect(file.headers['accept-ranges']).toBe('bytes')
      const info = await probe(file.rawPayload)
      expect(info.video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920, pix_fmt: 'yuv420p' })
      expect(info.audio).toMatchObject({ codec_name: 'aac' })
      expect(info.durationSec).toBeGreaterThanOrEqual(20)
      expect(info.durationSec).toBeLessThanOrEqual(30)
      plan = rendered
    },
  )

  it('serves byte ranges so the player can seek', async () => {
    const res = await t.injectAs(admin, {
      method: 'GET',
      url: plan.videoUrl!,
      headers: { range: 'bytes=100-199' },
    })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/)
    expect(res.rawPayload.byteLength).toBe(100)
    const tail = await t.injectAs(admin, {
      method: 'GET',
      url: plan.videoUrl!,
      headers: { range: 'bytes=-10' },
    })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.byteLength).toBe(10)
  })

  it('keeps the MP4 from anyone but admins until it is posted', async () => {
    expect((await t.app.inject({ method: 'GET', url: plan.videoUrl! })).statusCode).toBe(404)
    expect((await t.injectAs(customer, { method: 'GET', url: plan.videoUrl! })).statusCode).toBe(404)
  })

  it('refuses Retry on a plan that has not failed', async () => {
    const res = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/video/retry',
      payload: { planId: plan.id },
    })
    expect(res.statusCode).toBe(409)
  })

  it("Post Now publishes it to the site's news (POSTED) and opens the MP4 to everyone", async () => {
    const res = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/video/schedule',
      payload: { planId: plan.id },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().plan).toMatchObject({ status: 'POSTED', platforms: ['site'], youtubeId: null })
    const [row] = await t.db.db.select().from(videoPlans).where(eq(videoPlans.id, plan.id))
    const [item] = await t.db.db.select().from(newsItems).where(eq(newsItems.id, row!.newsItemId!))
    expect(item).toMatchObject({ source: 'VIDEO', title: plan.title, mediaUrl: plan.videoUrl })
    expect((await t.app.inject({ method: 'GET', url: plan.videoUrl! })).statusCode).toBe(200)
    // A second Post Now is refused: it is posted already.
    const again = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/video/schedule',
      payload: { planId: plan.id },
    })
    expect(again.statusCode).toBe(409)
  })
})

describe('the daily plan', () => {
  it("makes today's plan once, topic by day number and the house code, and enqueues its render", async () => {
    const services = t.app.services
    await services.videos.runDailyJob()
    await services.videos.runDailyJob()
    const { payoutTimeZone } = await services.settings.getSettings()
    const today = todayIn(payoutTimeZone)
    const daily = (await planRows()).filter((row) => row.isDaily === 1)
    expect(daily).toHaveLength(1)
    expect(daily[0]).toMatchObject({ date: today, topic: dailyVideoTopic(today), affiliateCode: 'HOUSE001' })
    const renders = await t.db.db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `video-render:${daily[0]!.id}:%`))
    expect(renders).toHaveLength(1)
    const res = await t.injectAs(admin, { method: 'GET', url: '/api/video/today' })
    expect(res.json().plan).toMatchObject({ id: daily[0]!.id, isDaily: true, status: 'PLANNED' })
  })
})

describe('failures', () => {
  it('says clearly when a tool is missing', async () => {
    const renderer = createFfmpegRenderer({ espeakPath: '/nonexistent/espeak-ng' })
    await expect(
      renderer.render({ title: 'T', captions: ['Hello.'], affiliateCode: 'HOUSE001' }),
    ).rejects.toThrow(VideoToolMissingError)
    await expect(
      createFfmpegRenderer({ espeakPath: '/nonexistent/espeak-ng' }).render({
        title: 'T',
        captions: ['Hello.'],
        affiliateCode: 'HOUSE001',
      }),
    ).rejects.toThrow('/nonexistent/espeak-ng is not installed on this server')
  })

  it('marks the plan FAILED after the last attempt, and Retry renders it again', async () => {
    const services = t.app.services
    const failing = createVideosService({
      db: t.db.db,
      log: { warn() {}, error() {} },
      audit: services.audit,
      storage: services.storage,
      renderer: {
        render: () => Promise.reject(new VideoRenderError('ffmpeg failed (exit code 1): broken filter')),
      },
      youtube: null,
      llm: null,
      settings: services.settings,
      publishToNews: (input) => services.news.publishSiteItem(input),
      jobs: services.jobs,
    })
    // The admin who planned the first video plans this one too.
    const creator = (await planRows()).find((row) => row.createdByUserId)!.createdByUserId!
    const planned = await failing.generate({ id: creator, role: 'ADMIN' } as never, {
      topic: 'timelines',
      angle: '',
      affiliateCode: 'FB001',
    })
    const job = { id: crypto.randomUUID(), name: 'videos.render', attempts: 1, maxAttempts: 2 }
    await expect(failing.runRenderJob({ planId: planned.id }, job)).rejects.toThrow('broken filter')
    expect((await planRows()).find((row) => row.id === planned.id)?.status).toBe('PLANNED')
    await expect(failing.runRenderJob({ planId: planned.id }, { ...job, attempts: 2 })).rejects.toThrow()
    const failed = (await planRows()).find((row) => row.id === planned.id)!
    expect(failed).toMatchObject({
      status: 'FAILED',
      errorMessage: 'ffmpeg failed (exit code 1): broken filter',
    })

    const retry = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/video/retry',
      payload: { planId: planned.id },
    })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().plan).toMatchObject({ status: 'PLANNED', errorMessage: null })
    const renders = await t.db.db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `video-render:${planned.id}:%`))
    expect(renders).toHaveLength(2)
  })
})

describe('posting to YouTube', () => {
  let yt: TestApp
  let ytAdmin: string
  let server: Server
  let uploadsFail = true

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.setHeader('content-type', 'application/json')
        if (req.url === '/token')
          return void res.end(JSON.stringify({ access_token: 'tok', expires_in: 3600 }))
        if (req.method === 'POST' && req.url?.startsWith('/upload/youtube/v3/videos')) {
          if (uploadsFail) {
            res.statusCode = 403
            return void res.end(
              JSON.stringify({
                error: { message: 'The user has exceeded the number of videos they may upload.' },
              }),
            )
          }
          const { port } = server.address() as AddressInfo
          res.setHeader('location', `http://127.0.0.1:${port}/upload/youtube/v3/videos?upload_id=s1`)
          return void res.end('{}')
        }
        if (req.method === 'PUT') return void res.end(JSON.stringify({ id: 'abcdefghijk' }))
        res.statusCode = 404
        res.end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    yt = await buildTestApp({
      YOUTUBE_CLIENT_ID: 'client',
      YOUTUBE_CLIENT_SECRET: 'secret',
      YOUTUBE_REFRESH_TOKEN: 'refresh',
      YOUTUBE_API_URL: `http://127.0.0.1:${port}/youtube/v3`,
      YOUTUBE_TOKEN_URL: `http://127.0.0.1:${port}/token`,
    })
    ytAdmin = (await yt.createAdmin()).cookie
  })
  afterAll(async () => {
    await yt.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('fails with the reason (FAILED, Scheduling Failed), and Retry posts it again (POSTED)', async () => {
    // A rendered plan, its file in storage (the render itself is tested above).
    const [row] = await yt.db.db
      .insert(videoPlans)
      .values({
        topic: 'documents',
        affiliateCode: 'YT001',
        status: 'GENERATED',
        date: '2026-11-27',
        title: 'The documents a case needs',
        script: 'A script.',
        storageKey: 'videos/test.mp4',
        videoUrl: '/api/video/plans/x/video.mp4',
        durationSec: 21,
      })
      .returning()
    await yt.app.services.storage.put('videos/test.mp4', new Uint8Array([1, 2, 3]), 'video/mp4')
    const post = await yt.injectAs(ytAdmin, {
      method: 'POST',
      url: '/api/video/schedule',
      payload: { planId: row!.id },
    })
    expect(post.statusCode).toBe(503)
    expect(post.json().error.message).toBe(
      'YouTube answered 403: The user has exceeded the number of videos they may upload.',
    )
    const list = (await yt.injectAs(ytAdmin, { method: 'GET', url: '/api/video/plans' })).json()
      .plans as VideoPlan[]
    expect(list[0]).toMatchObject({
      status: 'FAILED',
      platforms: ['site'],
      errorMessage: 'YouTube answered 403: The user has exceeded the number of videos they may upload.',
    })

    uploadsFail = false
    const retry = await yt.injectAs(ytAdmin, {
      method: 'POST',
      url: '/api/video/retry',
      payload: { planId: row!.id },
    })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().plan).toMatchObject({
      status: 'POSTED',
      platforms: ['site', 'youtube'],
      youtubeId: 'abcdefghijk',
      errorMessage: null,
    })
    // The news item was published once, whatever the retries.
    const items = await yt.db.db.select().from(newsItems).where(eq(newsItems.source, 'VIDEO'))
    expect(items).toHaveLength(1)
  })
})
