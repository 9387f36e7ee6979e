import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { CreateCaseInput } from '#shared/contracts/cases.contract.ts'
import type { NewsList } from '#shared/contracts/news.contract.ts'
import { YOUTUBE_EMBED_ORIGIN, YOUTUBE_THUMBNAIL_ORIGIN } from '#shared/domain/news-media.ts'
import { getJson, solidPng } from '../checkout.ts'
import { baseURL, hasHorizontalScroll, openPage, startApp } from '../fixtures.ts'
import type { FilePayload } from '../fulfilment-files.ts'
import { federalCaseInput } from '../wizard.ts'

// What the page-by-page specs (e2e/public/accessibility.spec.ts, e2e/layout/) share: the data they
// make through the API once, and the checks they make on every page.

/** A signed-in session as a new context takes it (`storageState`), so one sign-in serves every case. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export async function postJson<T = Record<string, unknown>>(
  context: BrowserContext,
  path: string,
  data?: unknown,
  status = 200,
): Promise<T> {
  const response = await context.request.post(path, { data, headers: { Origin: baseURL } })
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status)
  return (await response.json()) as T
}

/** The path and query of a link the API gave, for `page.goto` against the test server. */
export function pathOf(url: string): string {
  const parsed = new URL(url, baseURL)
  return `${parsed.pathname}${parsed.search}`
}

// docs/decisions/021-case-follows-verdict.md: for a Washington resident the state's reading of the
// offense turns on its maximum sentence (a question: MANUAL_REVIEW); a sentence that ended in 2024
// leaves an Ohio resident a five-year wait under § 925(c) (NOT_ELIGIBLE).
export const reviewCase = (): CreateCaseInput => federalCaseInput({ state: 'WA' })
export function waitingCase(): CreateCaseInput {
  const input = federalCaseInput({ state: 'OH' })
  input.convictionInfo.convictionDate = '2022-06-01'
  if (input.convictionInfo.completedSupervision) input.convictionInfo.supervisionEndDate = '2024-06-01'
  return input
}

/** Uploads a file for a case to an upload slot, as the pages do first; returns the slot's id. */
export async function uploadObject(
  context: BrowserContext,
  caseId: string,
  file: FilePayload,
): Promise<string> {
  const slot = await postJson<{ uploadURL: string; objectId: string; uploadHeaders: Record<string, string> }>(
    context,
    '/api/objects/upload',
    { caseId },
  )
  const put = await context.request.put(slot.uploadURL, {
    data: file.buffer,
    headers: { Origin: baseURL, ...slot.uploadHeaders, 'Content-Type': file.mimeType },
  })
  expect(put.status(), await put.text()).toBe(200)
  return slot.objectId
}

/** Uploads a document to a case as its customer does on the case page, naming what it is. */
export async function uploadDocumentViaApi(
  context: BrowserContext,
  caseId: string,
  kind: string,
  file: FilePayload,
) {
  const objectId = await uploadObject(context, caseId, file)
  await postJson(context, `/api/case/${caseId}/documents`, { objectId, kind, filename: file.name }, 201)
}

/** Joins the affiliate program as the signed-in customer of `context`; returns the code. */
export async function joinAffiliateProgram(
  context: BrowserContext,
  person: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const joined = await postJson<{ affiliate: { code: string } }>(context, '/api/affiliate/signup', {
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
  })
  return joined.affiliate.code
}

let messageCount = 0

/**
 * Sends a Contact Us message nobody else sends and finds its conversation as the admin of
 * `adminContext`: the inbox then has a thread to open.
 */
export async function contactConversation(adminContext: BrowserContext) {
  messageCount += 1
  const id = `${Date.now().toString(36)}${process.pid}p${messageCount}`
  const subject = `A question about the paperwork (${id})`
  await postJson(adminContext, '/api/contact', {
    name: 'Robin Reader',
    email: `robin.${id}@example.com`,
    subject,
    message: 'Which documents do I need for the federal petition?',
  })
  const { conversations } = await getJson<{ conversations: { id: string }[] }>(
    adminContext,
    `/api/admin/conversations?status=OPEN&q=${id}`,
  )
  expect(conversations).toHaveLength(1)
  return { search: id, subject, conversationId: conversations[0]!.id }
}

/** Moves a case to `to` as the admin of `adminContext`, as staff do with Move status. */
export async function moveCaseStatus(adminContext: BrowserContext, caseId: string, to: string) {
  await postJson(adminContext, `/api/admin/cases/${caseId}/status`, {
    to,
    reason: 'Moved for the page checks.',
  })
}

// The news page's list, answered by the test: the app fetches it when the visitor comes from another
// page, so the page shows these without a news item in the database, which other specs read.
export const NEWS: NewsList = {
  videos: [0, 1].map((i) => ({
    id: `00000000-0000-4000-8000-00000000010${i}`,
    thumbnail: `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/abcdefghij${i}/hqdefault.jpg`,
    title: `Restoring your rights, part ${i + 1}`,
    videoId: `abcdefghij${i}`,
    url: `https://www.youtube.com/watch?v=abcdefghij${i}`,
  })),
  articles: [0, 1].map((i) => ({
    id: `00000000-0000-4000-8000-00000000020${i}`,
    title: `A court rules on petition ${i + 1}`,
    summary: 'A state court ruled on a petition. Advocates welcomed it.',
    url: `https://news.example.org/ruling-${i + 1}`,
    outlet: 'The Example Times',
    publishedAt: '2025-01-02T12:00:00.000Z',
  })),
  updates: [],
}
// YouTube's thumbnails and player as the test machine, offline, can load them.
const THUMBNAIL = solidPng(480, 360, [60, 60, 60])
const PLAYER = '<!doctype html><html lang="en"><title>Player</title><body><p>Video player</p></body></html>'

/** Answers the news list with NEWS (`list`), and YouTube's thumbnails and player, for `page`. */
export async function serveNews(page: Page, list: NewsList = NEWS) {
  await page.route('**/api/news/list', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(list) }),
  )
  // These items are not in the database, so the server could not count their openings.
  await page.route('**/api/news/click', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true }) }),
  )
  await page.route(`${YOUTUBE_THUMBNAIL_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: THUMBNAIL }),
  )
  await page.route(`${YOUTUBE_EMBED_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER }),
  )
}

/** Opens the news page as a visitor coming from the landing page, without a page load. */
export async function openNewsFromHome(page: Page) {
  await openPage(page, '/')
  await page.getByRole('link', { name: 'View all news and updates' }).click()
  await page.waitForURL((url) => url.pathname === '/news')
  // The address changes before the news route renders: until its heading is in, the landing page's
  // widget (which may say "No news found" too) is still on screen.
  await page.getByRole('heading', { level: 1, name: 'Gun Rights News & Updates' }).waitFor()
}

/** Opens a back-office page: its frame has no public footer to wait for. */
export async function openBackOffice(page: Page, path: string) {
  await page.goto(path)
  await startApp(page)
  await page.getByRole('heading', { level: 1 }).waitFor()
}

/** Waits until `locator` is shown and expects it visible. */
export async function expectShown(locator: Locator) {
  // The first one shown: a layout may keep another copy hidden at this width (a table and cards).
  const shown = locator.filter({ visible: true }).first()
  await shown.waitFor()
  expect(await shown.isVisible()).toBe(true)
}

/** Waits until the page has its content: no loading spinner or skeleton is left. */
export async function waitForContent(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('[role="status"] .animate-spin, .animate-pulse') === null,
  )
}

/** No sideways scrolling, and nothing wider than the window. */
export async function expectFitsWidth(page: Page) {
  expect(await hasHorizontalScroll(page)).toBe(false)
  // A phone context zooms out to fit wider content, which hides it from the check above.
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}
