import path from 'node:path'
import { request, type Locator, type Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SOCIAL_IMAGE_LIMITS, SOCIAL_TEXTS, SocialMetricsSchema } from '#shared/contracts/social.contract.ts'
import {
  allowConsoleErrors,
  baseURL,
  DESKTOP,
  expectNoAxeViolations,
  openPage,
  signInAs,
  useBrowser,
} from '../fixtures.ts'

// The page's clock runs this far behind the server's: a post scheduled "one minute ahead" on the
// page is due on the server 10 s later, so the job publishes it while the test watches.
const PAGE_CLOCK_BEHIND_MS = 50_000

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

let postCount = 0
function uniqueText(what: string) {
  postCount += 1
  return `${what} ${Date.now().toString(36)}${process.pid}n${postCount}`
}

/** A datetime-local value (the page's own clock and time zone) `ms` from the page's now. */
function pageTimeIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
  }, ms)
}

async function openDashboard(page: Page) {
  await page.goto('/social-dashboard')
  await page.getByRole('heading', { level: 1, name: 'Social posts' }).waitFor()
  await page.getByRole('tab', { name: 'Post Queue' }).waitFor()
}

/** A plain PNG picture of the given size. */
function photo(width = 320, height = 180): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer()
}

/** Picks an image in Create Post and waits for its uploaded preview to load. */
async function uploadImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Upload an image', { exact: true }).setInputFiles(file)
  const preview = page.getByRole('img', { name: 'Preview of the uploaded image' })
  await preview.waitFor()
  await expect.poll(() => naturalWidth(preview)).toBeGreaterThan(0)
}

/** The width the browser decoded an image at: 0 until (unless) it loaded. */
function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((el) =>
    (el as HTMLImageElement).complete ? (el as HTMLImageElement).naturalWidth : 0,
  )
}

async function schedulePost(
  page: Page,
  content: string,
  inMs: number,
  image?: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('tab', { name: 'Create Post' }).click()
  await page.getByLabel('Content', { exact: true }).fill(content)
  await page.getByLabel('Schedule time', { exact: true }).fill(await pageTimeIn(page, inMs))
  if (image) await uploadImage(page, image)
  await page.getByRole('button', { name: 'Schedule post' }).click()
  await notifications(page).getByText('Post scheduled', { exact: true }).waitFor()
}

async function metrics() {
  const api = await request.newContext({ baseURL })
  try {
    await signInAs(api, 'admin')
    const response = await api.get('/api/admin/social/metrics')
    expect(response.status()).toBe(200)
    return SocialMetricsSchema.parse(await response.json())
  } finally {
    await api.dispose()
  }
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR
  if (dir) await page.screenshot({ path: path.join(dir, name), fullPage: true })
}

describe('social dashboard', () => {
  const browser = useBrowser()

  it(
    'publishes a post with an uploaded image, scheduled a minute ahead, to /news, and Analytics counts it',
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext(DESKTOP)
      await signInAs(context, 'admin')
      const page = await context.newPage()
      await page.clock.install({ time: new Date(Date.now() - PAGE_CLOCK_BEHIND_MS) })
      await openDashboard(page)

      const title = uniqueText('Rights restored this week')
      const content = `${title}\nHow a pardon brings your rights back.`
      await schedulePost(page, content, 60_000, {
        name: 'team photo.png',
        mimeType: 'image/png',
        buffer: await photo(),
      })

      await page.getByRole('tab', { name: 'Post Queue' }).click()
      const item = page.getByRole('listitem').filter({ hasText: title })
      await expect.poll(() => item.getByText('Pending', { exact: true }).count()).toBe(1)
      await expect.poll(() => item.getByText('Site news').count()).toBe(1)
      // The server's clock reaches the time ~10 s later; the job loop polls every 10 s.
      await item.getByText('Published', { exact: true }).waitFor({ timeout: 60_000 })
      expect(await item.getByRole('button', { name: /Delete/ }).count()).toBe(0)
      await screenshot(page, 'social-queue-1280.png')

      const news = await context.newPage()
      await openPage(news, '/news')
      const updates = news.getByRole('region', { name: 'From us' })
      const card = updates.getByRole('button', { name: new RegExp(title) })
      await card.waitFor()
      // The uploaded image is served by the site and shown on the card.
      const image = updates.getByRole('img', { name: `Image: ${title}` })
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => naturalWidth(image), { timeout: 15_000 }).toBe(320)
      await card.scrollIntoViewIfNeeded()
      await expectNoAxeViolations(news)
      await screenshot(news, 'news-1280.png')
      await card.click()
      const dialog = news.getByRole('dialog', { name: title })
      await dialog.getByText('How a pardon brings your rights back.').waitFor()
      await expectNoAxeViolations(news)

      // The listing on /news is stored in a batch (about a second); then the reach counts it.
      await expect
        .poll(async () => (await metrics()).totalReach, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(1)
      await page.reload()
      await page.getByRole('tab', { name: 'Analytics' }).click()
      const totalPosts = page.getByRole('term').filter({ hasText: 'Total posts' })
      await totalPosts.waitFor()
      expect(await page.locator('dt:has-text("Total posts") + dd').innerText()).toBe('1')
      expect(
        Number(await page.locator('dt:has-text("Total reach") + dd').innerText()),
      ).toBeGreaterThanOrEqual(1)
      await page.getByText('How these are counted').waitFor()
      await expectNoAxeViolations(page)
      await screenshot(page, 'social-analytics-1280.png')
    },
  )

  it('asks for the content and a future time, says when scheduling failed, and deletes a waiting post', async () => {
    const context = await browser.newContext(DESKTOP)
    allowConsoleErrors(
      context,
      /(400 .*at \/api\/admin\/social\/images|503 .*at \/api\/admin\/social\/posts)\)/,
    )
    await signInAs(context, 'admin')
    const page = await context.newPage()
    await openDashboard(page)

    await page.getByRole('tab', { name: 'Create Post' }).click()
    await page.getByRole('button', { name: 'Schedule post' }).click()
    await page.getByText(SOCIAL_TEXTS.contentRequired).waitFor()
    await page.getByText(SOCIAL_TEXTS.scheduleRequired).waitFor()
    await expectNoAxeViolations(page)

    await page.getByLabel('Content', { exact: true }).fill('Too late')
    await page.getByLabel('Schedule time', { exact: true }).fill(await pageTimeIn(page, -60_000))
    await page.getByRole('button', { name: 'Schedule post' }).click()
    await page.getByText(SOCIAL_TEXTS.scheduleInPast).waitFor()

    // The image picker says in plain words what it takes: checked in the browser first…
    const picker = page.getByLabel('Upload an image', { exact: true })
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await page.getByText(SOCIAL_TEXTS.mediaWrongType).waitFor()
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(SOCIAL_IMAGE_LIMITS.maxBytes + 1),
    })
    await page.getByText(SOCIAL_TEXTS.mediaTooLarge).waitFor()
    // …and by the server, which reads the bytes: a program renamed to .png is refused.
    await picker.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]),
    })
    await page.getByText(SOCIAL_TEXTS.mediaWrongType).waitFor()
    expect(await page.getByRole('img', { name: 'Preview of the uploaded image' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    // A good image shows its preview; Remove takes it off the post.
    await uploadImage(page, { name: 'ok.png', mimeType: 'image/png', buffer: await photo(200, 200) })
    await page.getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the uploaded image' }).count()).toBe(0)

    // Buffer is not set up here: its box is off and says what is missing.
    expect(await page.getByRole('checkbox', { name: 'Buffer' }).isDisabled()).toBe(true)
    await page.getByText(SOCIAL_TEXTS.bufferNotConfigured).waitFor()

    await page.route('**/api/admin/social/posts', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    )
    await page.getByLabel('Schedule time', { exact: true }).fill(await pageTimeIn(page, 3_600_000))
    await page.getByRole('button', { name: 'Schedule post' }).click()
    await notifications(page).getByText(SOCIAL_TEXTS.scheduleFailed, { exact: true }).waitFor()
    await page.unroute('**/api/admin/social/posts')

    const doomed = uniqueText('Not this one')
    await schedulePost(page, doomed, 3_600_000)
    await page.getByRole('tab', { name: 'Post Queue' }).click()
    const item = page.getByRole('listitem').filter({ hasText: doomed })
    await item.getByRole('button', { name: /Delete/ }).click()
    await page
      .getByRole('dialog', { name: 'Delete this post' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await notifications(page).getByText('Post deleted', { exact: true }).waitFor()
    await expect.poll(() => item.count()).toBe(0)
  })
})
