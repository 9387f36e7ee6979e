import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { request, type Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VideoPlanSchema } from '#shared/contracts/videos.contract.ts'
import { openAsAdmin } from '../admin-session.ts'
import { baseURL, DESKTOP, expectNoAxeViolations, notifications, openPage, useBrowser } from '../fixtures.ts'

const TOPIC = 'Expungements, set-asides and pardons'

/** Streams, size and length of an MP4, as ffprobe reads them. */
async function probe(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-video-')), 'video.mp4')
  writeFileSync(file, bytes)
  const text = await new Promise<string>((resolve, reject) => {
    const child = spawn('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file])
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`ffprobe exited ${code}`))))
  })
  const json = JSON.parse(text) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[]
    format: { duration: string }
  }
  return {
    video: json.streams.find((s) => s.codec_type === 'video'),
    audio: json.streams.find((s) => s.codec_type === 'audio'),
    durationSec: Number(json.format.duration),
  }
}

/** Saved where E2E_SCREENSHOTS_DIR names, for a person to look at; nothing otherwise. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR
  if (dir) await page.screenshot({ path: path.join(dir, name), fullPage: true })
}

describe('the video dashboard', () => {
  const browser = useBrowser()

  it(
    'a video generated from a topic renders (progress bar, then GENERATED and a player), and Post Now puts it on /news',
    { timeout: 120_000 },
    async () => {
      const { page, context } = await openAsAdmin(browser, DESKTOP, '/video-dashboard', 'Videos')
      await expect
        .poll(() => page.getByRole('tab', { name: 'Generate Video' }).getAttribute('aria-selected'))
        .toBe('true')

      // Validation: the topic is required.
      const generate = page.getByRole('button', { name: 'Generate Video' })
      await generate.click()
      await page.getByText('Topic is required').waitFor()

      await page.getByLabel('Topic').selectOption({ label: TOPIC })
      await page.getByLabel('Angle (optional)').fill('for veterans')
      await page.getByLabel('Affiliate code').selectOption('VIDEO001')
      const planned = page.waitForResponse((r) => r.url().endsWith('/api/video/generate'))
      await generate.click()
      const plan = VideoPlanSchema.parse(((await (await planned).json()) as { plan: unknown }).plan)
      expect(plan).toMatchObject({ status: 'PLANNED', affiliateCode: 'VIDEO001', angle: 'for veterans' })

      const card = page.getByRole('region', { name: 'Your video' })
      await card.getByRole('progressbar', { name: 'Rendering progress' }).waitFor()
      await card.getByText('Generated', { exact: true }).first().waitFor({ timeout: 90_000 })
      const player = card.locator('video')
      await expect.poll(() => player.getAttribute('src')).toBe(`/api/video/plans/${plan.id}/video.mp4#t=0.5`)
      // The player really loads it: the browser reads the video's length from the file.
      await expect
        .poll(() => player.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(20)
      expect(await player.getAttribute('controls')).not.toBeNull()
      await expectNoAxeViolations(page)
      await keepScreenshot(page, 'video-dashboard-1280.png')

      // The MP4 itself: 1080×1920 H.264 with AAC audio, 20-30 s.
      const file = await context.request.get(`/api/video/plans/${plan.id}/video.mp4`)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('video/mp4')
      const info = await probe(await file.body())
      expect(info.video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920 })
      expect(info.audio).toMatchObject({ codec_name: 'aac' })
      expect(info.durationSec).toBeGreaterThanOrEqual(20)
      expect(info.durationSec).toBeLessThanOrEqual(30)

      // A visitor cannot fetch it before it is posted.
      const visitorApi = await request.newContext({ baseURL })
      try {
        expect((await visitorApi.get(`/api/video/plans/${plan.id}/video.mp4`)).status()).toBe(404)

        await card.getByRole('button', { name: 'Post Now' }).click()
        await card.getByText('Posted', { exact: true }).first().waitFor()
        await card.getByText('Site news').waitFor()
        await notifications(page).getByText('Video posted').waitFor()

        // Manage Videos lists it with its fields, today's plan view above.
        await page.getByRole('tab', { name: 'Manage Videos' }).click()
        await page.getByRole('heading', { name: "Today's plan" }).waitFor()
        const listed = page.getByRole('article', { name: `${TOPIC}, ${plan.date}` })
        await listed.getByText('VIDEO001').waitFor()
        await listed.getByText('Posted', { exact: true }).first().waitFor()
        await expectNoAxeViolations(page)

        // Once posted, anyone may fetch it, and seek in it.
        const ranged = await visitorApi.get(`/api/video/plans/${plan.id}/video.mp4`, {
          headers: { range: 'bytes=0-99' },
        })
        expect(ranged.status()).toBe(206)
        expect((await ranged.body()).byteLength).toBe(100)
      } finally {
        await visitorApi.dispose()
      }

      // A visitor sees it on /news and plays it there.
      const visitor = await browser.newPage(DESKTOP)
      await openPage(visitor, '/news')
      const opener = visitor.getByRole('button', { name: TOPIC }).first()
      await opener.waitFor()
      await opener.click()
      await expect
        .poll(() => visitor.locator('video').first().getAttribute('src'))
        .toBe(`/api/video/plans/${plan.id}/video.mp4`)
    },
  )
})
