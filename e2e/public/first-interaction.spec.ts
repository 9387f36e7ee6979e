import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatUsd } from '#shared/domain/money.ts'
import { APP_READY_ATTRIBUTE } from '#shared/domain/site-pages.ts'
import {
  baseURL,
  contentFigures,
  DEVICES,
  expectNoAxeViolations,
  openBeforeScripts,
  PHONE,
  useBrowser,
  watchHydrationErrors,
} from '../fixtures.ts'

// Public pages paint from their HTML and load the app on the visitor's first interaction (issue 16,
// docs/decisions/046-hydration-on-first-interaction.md).

const PUBLIC_PAGES = ['/', '/pricing', '/faq', '/federal-restoration', '/news']
const SCRIPT_BUDGET_BYTES = 60 * 1024

/** The scripts `page` downloads from now on, with their compressed sizes. */
function watchScripts(page: Page): { url: string; bytes: Promise<number> }[] {
  const scripts: { url: string; bytes: Promise<number> }[] = []
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({
      url: new URL(response.url()).pathname,
      bytes: response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
    })
  })
  return scripts
}

/**
 * Every element's computed style, as the page is painted now: each CSS property's value, not the
 * custom properties (the page's stylesheet leaves out those it never reads). The styles are read in
 * a script run from the test, which is not an interaction: the app stays unloaded. Sizes are part of
 * the computed style, so the reading waits for what still changes them: images and fonts in flight.
 */
const computedStyles = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'), (element, index) => {
      const style = getComputedStyle(element)
      const properties = Array.from(style).filter((name) => !name.startsWith('--'))
      return `${index} ${element.tagName} ${properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`
    }),
  )
}

/** Adds the whole stylesheet the page names for its app, as the boot script does, and waits for it. */
const addWholeStylesheet = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const href = document.getElementById('root')?.dataset.appCss
        if (!href) return reject(new Error('The page names no stylesheet for its app'))
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
        link.onload = () => resolve(href)
        link.onerror = () => reject(new Error(`${href} did not load`))
        document.head.append(link)
      }),
  )

const isAppReady = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), APP_READY_ATTRIBUTE)

describe('before the visitor interacts', () => {
  const browser = useBrowser()

  it('reads whole with JavaScript off: the hero, the four packages at the catalog prices and the footer links', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const f = await contentFigures()
    await page.getByRole('heading', { level: 1, name: 'Restore Your Federal Gun Rights' }).waitFor()
    const pricing = page.getByRole('region', { name: 'Simple, Upfront Pricing' })
    for (const [name, figure] of [
      ['State Restoration', f.packages.state],
      ['Federal Restoration', f.packages.federal],
      ['Complete Bundle', f.packages.bundle],
    ] as const) {
      expect(await pricing.getByRole('group', { name, exact: true }).innerText()).toContain(
        formatUsd(figure.priceCents),
      )
    }
    expect(await pricing.getByRole('group', { name: 'VIP Credit Repair', exact: true }).count()).toBe(1)
    const footer = page.getByRole('contentinfo')
    for (const link of [
      'Privacy Policy',
      'Terms of Service',
      'Legal Disclaimer',
      'Affiliate Program Terms',
    ]) {
      await footer.getByRole('link', { name: link }).waitFor()
    }
    // The news page's list is in its HTML too.
    await page.goto('/news')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByText('Loading').count()).toBe(0)
  })

  for (const path of PUBLIC_PAGES) {
    it(`${path} loads only its small first script, and is accessible as painted`, async () => {
      const page = await browser.newPage(PHONE)
      const scripts = watchScripts(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const bytes = (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, b) => sum + b, 0)
      expect(scripts.map((script) => script.url)).toEqual([
        expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/),
      ])
      expect(bytes).toBeLessThan(SCRIPT_BUDGET_BYTES)
      expect(await isAppReady(page)).toBe(false)
      await expectNoAxeViolations(page)
    })

    it(`${path} is painted with its own styles exactly as with the whole stylesheet`, async () => {
      for (const device of [PHONE, DEVICES.desktop]) {
        const page = await browser.newPage(device)
        await page.goto(path)
        const asPainted = await computedStyles(page)
        expect(await addWholeStylesheet(page)).toMatch(/^\/assets\/index-[\w-]+\.css$/)
        expect(await computedStyles(page)).toEqual(asPainted)
        expect(await isAppReady(page)).toBe(false)
      }
    })
  }
})

describe('the first interaction', () => {
  const browser = useBrowser()

  it('a tap on the menu before the app is there opens it once the app has loaded, with no hydration warning', async () => {
    const page = await browser.newPage(PHONE)
    const errors = watchHydrationErrors(page)
    const consoleMessages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(message.text())
    })
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Main menu' })
    await button.tap()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.waitFor()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    expect(await isAppReady(page)).toBe(true)
    // The page came with only its own markup's styles; the app brought the whole stylesheet, so
    // the menu it rendered is styled (its top border and white background).
    expect(
      await page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) =>
          /\/assets\/index-[\w-]+\.css$/.test(sheet.href ?? ''),
        ),
      ),
    ).toBe(true)
    expect(
      await menu.evaluate((nav) => [
        getComputedStyle(nav).borderTopWidth,
        getComputedStyle(nav).backgroundColor,
      ]),
    ).toEqual(['1px', 'rgb(255, 255, 255)'])
    // Keyboard focus stays where the visitor put it: on the button they pressed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Main menu')
    expect(errors).toEqual([])
    expect(consoleMessages.filter((text) => /hydrat|did not match/i.test(text))).toEqual([])
  })

  it('a question typed before the app is there is the one asked once it has loaded', async () => {
    const page = await browser.newPage(DEVICES.desktop)
    const asks: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/help/ask')) asks.push(request.postData() ?? '')
    })
    const releaseScripts = await openBeforeScripts(page, '/')
    const question = page.getByRole('region', { name: 'Help assistant' }).getByLabel('Your question')
    await question.fill('How long does restoration take?')
    releaseScripts()
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
    await question.press('Enter')
    await expect.poll(() => asks.length, { timeout: 10_000 }).toBe(1)
    expect(asks[0]).toContain('How long does restoration take?')
  })

  it('keeps the address of the page it started from', async () => {
    const page = await browser.newPage(DEVICES.desktop)
    await page.goto('/pricing')
    await page.keyboard.press('Shift')
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
    expect(page.url()).toBe(`${baseURL}/pricing`)
  })
})
