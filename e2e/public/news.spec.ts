import { request, type APIRequestContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdminNewsItemSchema,
  type AdminNewsItem,
  type CreateNewsItemInput,
} from '#shared/contracts/news.contract.ts'
import {
  allowConsoleErrors,
  baseURL,
  deferred,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openPage,
  signInAs,
  useBrowser,
  watchHydrationErrors,
} from '../fixtures.ts'

const TITLE = 'Gun Rights News & Updates'
const ORIGIN = { Origin: baseURL }
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation'
const PLAYER = 'https://www.youtube-nocookie.com/embed/'
// The test machine may have no internet: the player answers with a small page of our own.
const FAKE_PLAYER =
  '<!doctype html><html lang="en"><title>Player</title><body><p>Video player</p></body></html>'

// Unique per run, so the items' links (unique in the database) never collide with another run's.
const run = Date.now().toString(36).slice(-6)
const videoInputs: CreateNewsItemInput[] = [0, 1, 2, 3].map((i) => ({
  source: 'YOUTUBE',
  title: `Video ${i + 1} on restoring rights ${run}`,
  outlet: 'Rights Channel',
  summary: '',
  url: `https://www.youtube.com/watch?v=${`v${run}${i}`.padEnd(11, '_')}`,
  publishedAt: new Date(Date.now() - i * 60_000).toISOString(),
}))
const articleInputs: CreateNewsItemInput[] = [0, 1].map((i) => ({
  source: 'ARTICLE',
  title: `Court ruling ${i + 1} on petitions ${run}`,
  outlet: 'The Example Times',
  summary: `<p>A <b>state court</b> ruled on petition ${i + 1}.</p><p>Advocates welcomed it.</p>`,
  url: `https://news.example.org/${run}/ruling-${i + 1}`,
  publishedAt: new Date(Date.now() - i * 60_000).toISOString(),
}))

let admin: APIRequestContext
let videos: AdminNewsItem[] = []
let articles: AdminNewsItem[] = []

async function createItem(input: CreateNewsItemInput): Promise<AdminNewsItem> {
  const response = await admin.post('/api/admin/news', { data: input, headers: ORIGIN })
  expect(response.status(), await response.text()).toBe(201)
  return AdminNewsItemSchema.parse((await response.json()).item)
}

async function clickCount(id: string): Promise<number | undefined> {
  const response = await admin.get('/api/admin/news?limit=500')
  const { items } = (await response.json()) as { items: unknown[] }
  return items.map((item) => AdminNewsItemSchema.parse(item)).find((item) => item.id === id)?.clickCount
}

beforeAll(async () => {
  admin = await request.newContext({ baseURL })
  await signInAs(admin, 'admin')
  videos = []
  for (const input of videoInputs) videos.push(await createItem(input))
  articles = []
  for (const input of articleInputs) articles.push(await createItem(input))
})

afterAll(async () => {
  // Other specs share the server: leave its news as it was.
  for (const item of [...videos, ...articles]) {
    await admin.delete(`/api/admin/news/${item.id}`, { headers: ORIGIN })
  }
  await admin.dispose()
})

const entryButton = (page: Page, title: string) => page.getByRole('main').getByRole('button', { name: title })
const isFocused = (page: Page, title: string) =>
  entryButton(page, title).evaluate((element) => element === document.activeElement)
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/**
 * Turns the mouse wheel over the page and waits until the page has handled it: the wheel event
 * has reached it and two frames have been drawn since, by when a scroll it caused shows in scrollY.
 */
async function wheelAndSettle(page: Page, deltaY: number) {
  await page.evaluate(() => {
    const settled = new Promise<void>((resolve) =>
      window.addEventListener(
        'wheel',
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        { once: true, passive: true },
      ),
    )
    ;(window as unknown as { wheelSettled: Promise<void> }).wheelSettled = settled
  })
  await page.mouse.wheel(0, deltaY)
  await page.evaluate(() => (window as unknown as { wheelSettled: Promise<void> }).wheelSettled)
}

async function openNewsPage(page: Page) {
  await page.route(`${PLAYER}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_PLAYER }),
  )
  await openPage(page, '/news')
  await page.getByRole('heading', { level: 2, name: 'Videos' }).waitFor()
}

async function openEntry(page: Page, title: string) {
  await entryButton(page, title).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  return dialog
}

// axe on the page as it opens, and the phone width, are in e2e/public/accessibility.spec.ts and
// e2e/layout/; the states only a visitor's clicks reach are checked here.
describe('news page', () => {
  const browser = useBrowser()

  it('shows the title, the videos and the articles, hydrating cleanly', async () => {
    const page = await browser.newPage(DESKTOP)
    const hydrationErrors = watchHydrationErrors(page)
    await openNewsPage(page)

    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${TITLE}`))
    const videoSection = page.getByRole('region', { name: 'Videos' })
    const articleSection = page.getByRole('region', { name: 'Articles' })
    expect(await videoSection.getByRole('listitem').count()).toBe(4)
    for (const video of videos) {
      await videoSection.getByRole('button', { name: video.title }).waitFor()
      const thumbnail = videoSection.getByRole('img', { name: video.title })
      expect(await thumbnail.getAttribute('src')).toBe(video.thumbnailUrl)
      expect(await thumbnail.getAttribute('width')).toBe('480')
      expect(await thumbnail.getAttribute('height')).toBe('360')
      expect(await thumbnail.getAttribute('loading')).toBe('lazy')
    }
    for (const article of articles) {
      await articleSection.getByRole('button', { name: article.title }).waitFor()
    }
    expect(await articleSection.innerText()).toContain(
      'A state court ruled on petition 1. Advocates welcomed it.',
    )
    // Once the header knows the visitor is signed out, no source buttons are shown.
    await page.getByRole('banner').locator(`a[href^="/api/login"]`).first().waitFor({ state: 'attached' })
    expect(await page.getByRole('link', { name: /Open source/ }).count()).toBe(0)

    expect(await hasHorizontalScroll(page)).toBe(false)
    expect(hydrationErrors).toEqual([])
  })

  it('a video opens in the modal with the sandboxed embed, locks scrolling, is counted, and Escape closes it', async () => {
    const page = await browser.newPage(DESKTOP)
    await openNewsPage(page)
    const video = videos[0]!
    const countBefore = await clickCount(video.id)
    expect(await rootOverflow(page)).not.toBe('hidden')

    const dialog = await openEntry(page, video.title)
    const frame = dialog.locator('iframe')
    expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${PLAYER}${video.meta.videoId}(\\?|$)`))
    expect(await frame.getAttribute('sandbox')).toBe(SANDBOX)
    expect(await frame.getAttribute('title')).toContain(video.title)
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(800)

    // Only the bottom 80 px of the player, its control strip, takes clicks.
    const box = await frame.boundingBox()
    if (!box) throw new Error('the player has no box')
    const hit = (y: number) =>
      page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [box.x + box.width / 2, y])
    expect(await hit(box.y + 10)).toBe('DIV')
    expect(await hit(box.y + box.height - 85)).toBe('DIV')
    expect(await hit(box.y + box.height - 75)).toBe('IFRAME')
    expect(await hit(box.y + box.height - 5)).toBe('IFRAME')

    await expect.poll(() => clickCount(video.id)).toBe((countBefore ?? 0) + 1)
    await expectNoAxeViolations(page)

    // The page behind does not scroll while the modal is open.
    expect(await rootOverflow(page)).toBe('hidden')
    const lockedAt = await scrollY(page)
    await page.mouse.move(5, 5)
    await wheelAndSettle(page, 600)
    expect(await scrollY(page)).toBe(lockedAt)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await isFocused(page, video.title)).toBe(true)
    expect(await rootOverflow(page)).not.toBe('hidden')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(lockedAt)
  })

  it('an article opens with its plain-text summary and original link; the close button and the backdrop close it', async () => {
    const page = await browser.newPage(DESKTOP)
    await openNewsPage(page)
    const article = articles[1]!

    let dialog = await openEntry(page, article.title)
    expect(await dialog.innerText()).toContain('A state court ruled on petition 2. Advocates welcomed it.')
    expect(await dialog.innerHTML()).not.toContain('<b>')
    expect(await dialog.locator('iframe').count()).toBe(0)
    const original = dialog.getByRole('link', { name: /Read the original article/ })
    expect(await original.getAttribute('href')).toBe(article.url)
    expect(await original.getAttribute('target')).toBe('_blank')
    expect(await original.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await rootOverflow(page)).toBe('hidden')
    await expectNoAxeViolations(page)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await isFocused(page, article.title)).toBe(true)
    expect(await rootOverflow(page)).not.toBe('hidden')

    dialog = await openEntry(page, article.title)
    // A click on the content does not close it; one on the backdrop does.
    await dialog.getByText('Advocates welcomed it.').click()
    expect(await dialog.isVisible()).toBe(true)
    await page.mouse.click(3, 3)
    await dialog.waitFor({ state: 'hidden' })
    expect(await isFocused(page, article.title)).toBe(true)
  })

  it('opens the item even when counting the click fails', async () => {
    const page = await browser.newPage(DESKTOP)
    allowConsoleErrors(page.context(), /500 .*at \/api\/news\/click\)/)
    await page.route('**/api/news/click', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await openNewsPage(page)
    const clickFailed = page.waitForResponse('**/api/news/click')

    const dialog = await openEntry(page, articles[0]!.title)
    expect((await clickFailed).status()).toBe(500)
    expect(await dialog.innerText()).toContain('A state court ruled on petition 1.')
  })

  // The page arrives with its list in the HTML; the app fetches it when the visitor comes to it from
  // another page without a page load.
  async function openNewsInApp(page: Page) {
    await openPage(page, '/')
    await page.getByRole('link', { name: 'View all news and updates' }).click()
    await page.waitForURL((url) => url.pathname === '/news')
  }

  it('says when updates are being fetched, when there is no news, and when loading fails', async () => {
    const page = await browser.newPage(DESKTOP)
    const held = deferred()
    await page.route('**/api/news/list', async (route) => {
      await held.promise
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"videos":[],"articles":[],"updates":[]}',
      })
    })
    await openNewsInApp(page)
    await page.getByRole('status').filter({ hasText: 'Fetching updates…' }).waitFor()
    held.resolve()
    await page.getByText('No news found. Please check back later.').waitFor()
    expect(await page.getByRole('heading', { name: 'Videos' }).count()).toBe(0)
    await expectNoAxeViolations(page)

    const failing = await browser.newPage(DESKTOP)
    allowConsoleErrors(failing.context(), /500 .*at \/api\/news\/list\)/)
    await failing.route('**/api/news/list', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await openNewsInApp(failing)
    // Three attempts, 1 s and 2 s apart, before the page gives up.
    const failed = failing.getByRole('alert').filter({ hasText: 'Error: Failed to load news' })
    await failed.waitFor({ timeout: 15_000 })
    expect(await failed.isVisible()).toBe(true)
  })
})

describe('news source buttons', () => {
  const browser = useBrowser()

  it('admins see a button to each original source, on the cards and in the video modal', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'admin')
    const page = await context.newPage()
    await openNewsPage(page)
    for (const item of [...videos, ...articles]) {
      const source = page.getByRole('link', { name: new RegExp(`^Open source\\s+for\\s+${item.title}`) })
      await source.waitFor()
      expect(await source.getAttribute('href')).toBe(item.url)
      expect(await source.getAttribute('target')).toBe('_blank')
      expect(await source.getAttribute('rel')).toBe('noopener noreferrer')
    }

    const dialog = await openEntry(page, videos[1]!.title)
    expect(await dialog.getByRole('link', { name: /Open source/ }).getAttribute('href')).toBe(videos[1]!.url)
  })

  it('customers see no source buttons, on the cards or in the modal', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()
    await openNewsPage(page)
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor()

    expect(await page.getByRole('link', { name: /Open source/ }).count()).toBe(0)
    const dialog = await openEntry(page, videos[1]!.title)
    expect(await dialog.getByRole('link', { name: /Open source/ }).count()).toBe(0)
  })
})
