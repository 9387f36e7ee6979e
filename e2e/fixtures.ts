import { randomBytes } from 'node:crypto'
import axe from 'axe-core'
import {
  chromium,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { ContentFiguresSchema, type ContentFigures } from '#shared/content/figures.ts'
import type { SignUpInput } from '#shared/contracts/auth.contract.ts'
import { OutboxMessageSchema } from '#shared/contracts/outbox.contract.ts'
import { DISPLAY_FORMAT_COOKIE, encodeDisplayFormat } from '#shared/domain/display-format.ts'
import { APP_READY_ATTRIBUTE } from '#shared/domain/site-pages.ts'
import type { Credentials } from './global-setup.ts'
import { watchConsoleErrors } from './console-errors.ts'
import { watchRawCodes } from './raw-codes.ts'

export { allowConsoleErrors } from './console-errors.ts'

export const baseURL = inject('baseURL')
/**
 * The same server at another of its addresses than the public one (PUBLIC_URL is baseURL): a
 * visitor who opened the site there must be able to do everything, uploads included.
 */
export const otherAddressURL = baseURL.replace('//127.0.0.1:', '//localhost:')

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
}
export const DEVICES = { desktop: DESKTOP, phone: PHONE } as const

// The server refuses cookie-carrying mutations from other origins (CSRF), so API calls made from
// the test runner say they come from the site itself.
const ORIGIN = { Origin: baseURL }

/**
 * The run's one Chromium (started by global-setup.ts), connected to for the describe block: each
 * spec file sees only the contexts it opens. Contexts are closed after each test so no cookie leaks from one test into the
 * next. The connection is remote to Playwright: a download is read with `createReadStream()` or
 * `saveAs()`, not `path()`.
 */
export function useBrowser() {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  const rawCodes: (() => string[])[] = []
  const consoleErrors: (() => string[])[] = []

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWSEndpoint'))
  })
  afterEach(async () => {
    // Pages report what they showed as they change; the last change of each may still be on its way.
    await Promise.all(contexts.flatMap((context) => context.pages().map((page) => settle(page))))
    const shown = rawCodes.splice(0).flatMap((found) => found())
    const logged = consoleErrors.splice(0).flatMap((found) => found())
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    expect(shown, 'codes shown to people instead of words (docs/decisions/053-labels-not-codes.md)').toEqual(
      [],
    )
    expect(
      logged,
      'console errors (docs/decisions/057-no-failing-requests-on-normal-visits.md; allowConsoleErrors for one provoked on purpose)',
    ).toEqual([])
  })
  // Closes this connection and any context it left open; the browser itself runs on.
  afterAll(async () => {
    await browser?.close()
  })

  return {
    /** A new context at desktop width (or `device`), at the public address (or `at`). */
    async newContext(device: BrowserContextOptions = DESKTOP, at = baseURL): Promise<BrowserContext> {
      if (!browser) throw new Error('The browser is not running: call newContext inside a test')
      const context = await browser.newContext({ ...device, baseURL: at })
      contexts.push(context)
      await context.addInitScript(withoutPhantomPointer)
      await context.addCookies([displayCookie(device, at)])
      await context.route((url) => url.protocol === 'https:', answerOffline)
      rawCodes.push(await watchRawCodes(context))
      consoleErrors.push(watchConsoleErrors(context))
      return context
    },
    async newPage(device: BrowserContextOptions = DESKTOP): Promise<Page> {
      const context = await this.newContext(device)
      return context.newPage()
    },
  }
}

/**
 * The cookie in which the app tells the server the browser's locale and zone: every browser that has
 * loaded the app once (to sign in, say) has it, and the server draws signed-in pages with it
 * (docs/decisions/061-signed-in-pages-drawn-on-the-server.md). A context signed in through the API
 * gets it here, as if it had.
 */
function displayCookie(device: BrowserContextOptions, at: string) {
  const display = { locale: device.locale ?? 'en-US', timeZone: device.timezoneId ?? 'UTC' }
  return { name: DISPLAY_FORMAT_COOKIE, value: encodeURIComponent(encodeDisplayFormat(display)), url: at }
}

/**
 * Has the browser draw the signed-in pages itself, as for a browser that never ran the app: for a
 * test that answers the page's own API calls in the browser.
 */
export async function drawSignedInPagesInBrowser(context: BrowserContext) {
  await context.clearCookies({ name: DISPLAY_FORMAT_COOKIE })
}

// A 1 × 1 transparent PNG.
const BLANK_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * The journeys run offline (the test server is plain http on loopback): what a page asks of another
 * site, such as a news video's thumbnail, is answered here with a blank picture or nothing, so the
 * console watch counts only what the product itself gets wrong
 * (docs/decisions/057-no-failing-requests-on-normal-visits.md).
 */
async function answerOffline(route: Route) {
  if (route.request().resourceType() === 'image') {
    await route.fulfill({ contentType: 'image/png', body: BLANK_IMAGE })
  } else {
    await route.fulfill({ status: 204 })
  }
}

// Waits out the raw-code scan's debounce on a page that may be gone already.
async function settle(page: Page) {
  await page.waitForTimeout(200).catch(() => undefined)
}

/**
 * The headless shell reports a pointer at the page's top-left corner as each page loads: a trusted
 * mouseover at (0, 0) that nobody made, which a visitor's browser sends only if their pointer rests
 * there. It would start a prerendered page's app before the test's first interaction (decision 046)
 * at a moment that varies from run to run, so each page drops it before any of its own scripts see
 * it, as if the pointer were elsewhere. No test points at (0, 0).
 */
function withoutPhantomPointer() {
  for (const type of ['mouseover', 'mouseenter', 'mousemove', 'pointerover', 'pointerenter', 'pointermove']) {
    window.addEventListener(
      type,
      (event) => {
        const { clientX, clientY, isTrusted } = event as MouseEvent
        if (isTrusted && clientX === 0 && clientY === 0) event.stopImmediatePropagation()
      },
      true,
    )
  }
}

let customerCount = 0

/** Fresh, valid sign-up details; the e-mail is unique per run and per call. */
export function newCustomer(): SignUpInput {
  customerCount += 1
  const id = `${Date.now().toString(36)}-${process.pid}-${customerCount}`
  return {
    firstName: 'Avery',
    lastName: 'Tester',
    email: `customer.${id}@example.com`,
    password: `Pw-${randomBytes(12).toString('base64url')}`,
  }
}

/** Signs a new customer up through the API within `context`, so the context is signed in. */
export async function signUpCustomer(
  context: BrowserContext,
  customer = newCustomer(),
): Promise<SignUpInput> {
  return signUp(context.request, customer)
}

/** Creates a customer account without signing any browser in. */
export async function createCustomer(customer = newCustomer()): Promise<SignUpInput> {
  const api = await request.newContext({ baseURL })
  try {
    return await signUp(api, customer)
  } finally {
    await api.dispose()
  }
}

// A sign-up opens the new customer's session in `api` at once.
async function signUp(api: APIRequestContext, customer: SignUpInput): Promise<SignUpInput> {
  const response = await api.post('/api/auth/sign-up', { data: customer, headers: ORIGIN })
  expect(response.status(), await response.text()).toBe(201)
  return customer
}

/**
 * Signs `context` in through the API: the injected admin, a new customer, or given credentials.
 * Returns the credentials used.
 */
export async function signInAs(
  context: BrowserContext | APIRequestContext,
  who: 'customer' | 'admin' | Credentials,
): Promise<Credentials> {
  const api = 'request' in context ? context.request : context
  // A new customer is signed up in the context itself: the same session, without a second
  // request context and password check.
  if (who === 'customer') return signUp(api, newCustomer())
  const credentials = who === 'admin' ? inject('admin') : who
  const response = await api.post('/api/auth/sign-in', {
    data: { email: credentials.email, password: credentials.password },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
  return credentials
}

/**
 * The first link matching `link` in the newest e-mail to `to` whose subject matches `subject`, read
 * from the outbox as the admin (mail is stored there when no SMTP server is configured).
 */
export async function linkFromLatestMail(to: string, subject: RegExp, link: RegExp): Promise<string> {
  const admin = await request.newContext({ baseURL })
  try {
    await signInAs(admin, 'admin')
    const response = await admin.get('/api/admin/outbox')
    expect(response.status()).toBe(200)
    const { messages } = (await response.json()) as { messages: unknown[] }
    const mail = messages
      .map((message) => OutboxMessageSchema.parse(message))
      .find((message) => message.to === to && subject.test(message.subject))
    expect(mail, `no e-mail to ${to} with a subject like ${subject} in the outbox`).toBeDefined()
    const found = mail?.text.match(link)?.[0]
    expect(found, `the e-mail "${mail?.subject}" has no link like ${link}`).toBeDefined()
    return found ?? ''
  } finally {
    await admin.dispose()
  }
}

/**
 * Puts axe-core into each frame of the page that does not have it yet, so a second check of the same
 * document (another width, another state) skips the half-second of compiling it again. Playwright's
 * evaluate is not bound by the page's Content-Security-Policy; a frame that cannot take the script
 * (detached, or gone meanwhile) is reported by axe itself as not tested.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const hasAxe = await frame.evaluate(() => 'axe' in window).catch(() => true)
    if (!hasAxe) await frame.evaluate(axe.source).catch(() => undefined)
  }
}

/** Runs axe on the page as it is and fails with each rule id and the elements it flagged. */
export async function expectNoAxeViolations(page: Page) {
  // A button that just changed variant fades between its colours; axe would judge the contrast of
  // a frame halfway through, so wait for the running transitions (not endless spinners) to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await injectAxe(page)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  )
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(violations, `axe violations on ${page.url()}:\n${JSON.stringify(violations, null, 2)}`).toEqual([])
}

/** The toasts' region: `notifications(page).getByText(…)` waits for a toast. */
export const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

/** Opens a path and waits until the page is drawn: its h1 and the footer's contacts are in. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('contentinfo').getByRole('link', { name: /@/ }).waitFor()
  await startApp(page)
  return response
}

/**
 * Has the app take over the page and waits until it has: a prerendered public page loads it on the
 * visitor's first interaction (docs/decisions/046-hydration-on-first-interaction.md), here a press
 * of Shift, which no page reacts to; other pages load it at once.
 */
export async function startApp(page: Page) {
  await page.keyboard.press('Shift')
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
}

/**
 * Opens `path` with every script held back, so the test acts on the prerendered page before React
 * hydrates it. Returns the function that lets the scripts load.
 */
export async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  const releaseScripts = await holdRequests(page, '**/*.js')
  await page.goto(path, { waitUntil: 'commit' })
  return releaseScripts
}

/**
 * Collects, from now on, the hydration mismatches of `page` (React reports them on the console as
 * recoverable errors; minified #418, #419, #423, #425) and its uncaught exceptions.
 */
export function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (/hydrat|#41[89]|#42[35]/i.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The catalog figures the pages are rendered from, as the API serves them. */
export async function contentFigures(): Promise<ContentFigures> {
  const api = await request.newContext({ baseURL })
  try {
    const response = await api.get('/api/content/figures')
    expect(response.status()).toBe(200)
    return ContentFiguresSchema.parse(await response.json())
  } finally {
    await api.dispose()
  }
}

// The event openAssistantChat() dispatches and the chat widget listens for
// (client/features/assistants/chat-events.ts); e2e cannot import client modules.
export const OPEN_CHAT_EVENT = 'rightsrestore:open-chat'

/** True when the page is wider than the window, i.e. it would scroll sideways. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** Holds the requests of `page` to `url` back until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  const held = deferred()
  await page.route(url, async (route) => {
    await held.promise
    await route.continue()
  })
  return held.resolve
}

/** A promise with its resolve function, to hold a route until the test has looked at the page. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

type ShownToast = { text: string; at: number }

/**
 * Records every toast the page shows, with the time it appeared by the page's own clock (compare it
 * with recordNavigations' times, not the runner's: a busy machine delays each report on its way to
 * the runner by a different amount). For pages that toast and then navigate: a locator (or an
 * evaluate) would wait for that navigation; this report does not.
 */
export async function recordToasts(page: Page) {
  const shown: ShownToast[] = []
  await page.exposeFunction('__reportToast', (text: string, at: number) => shown.push({ text, at }))
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportToast: (text: string, at: number) => void }).__reportToast
    const seen = new WeakSet<Element>()
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[aria-label^="Notifications"] li'))) {
        if (seen.has(toast) || !toast.textContent) continue
        seen.add(toast)
        report(toast.textContent, Date.now())
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  return { shown: () => [...shown] }
}

type StartedNavigation = { url: string; at: number }

/**
 * Records every navigation the page starts itself (`location.assign`, a link; not `page.goto`), with
 * the time it started by the page's own clock, as recordToasts does: `startedTo(pattern)` waits for
 * the first one whose URL matches.
 */
export async function recordNavigations(page: Page) {
  const started: StartedNavigation[] = []
  await page.exposeFunction('__reportNavigation', (url: string, at: number) => started.push({ url, at }))
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportNavigation: (url: string, at: number) => void })
      .__reportNavigation
    const { navigation } = window as unknown as { navigation: EventTarget }
    navigation.addEventListener('navigate', (event) =>
      report((event as Event & { destination: { url: string } }).destination.url, Date.now()),
    )
  })
  return {
    started: () => [...started],
    async startedTo(pattern: RegExp): Promise<StartedNavigation> {
      await expect.poll(() => started.some((navigation) => pattern.test(navigation.url))).toBe(true)
      return started.find((navigation) => pattern.test(navigation.url))!
    },
  }
}
