import type { BrowserContextOptions } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatUsd } from '#shared/domain/money.ts'
import { indexablePaths, isPrerenderedPage } from '#shared/domain/site-pages.ts'
import {
  baseURL,
  contentFigures,
  DEVICES,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openPage,
  useBrowser,
} from '../fixtures.ts'
import { conflictingFigures } from '../conflicting-figures.ts'

// Every page a visitor can reach without an account, as the sitemap lists them, plus the bundle
// variant of the wizard.
const PUBLIC_PAGES = [...indexablePaths(), '/start/federal?bundle=true']
const PRERENDERED = indexablePaths().filter(isPrerenderedPage)

/** The page as a crawler gets it: HTML only, no JavaScript run. */
async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${baseURL}${path}`)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  return response.text()
}

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
}

describe('public pages without JavaScript (as search engines read them)', () => {
  it('the landing page carries the hero heading and the catalog prices', async () => {
    const figures = await contentFigures()
    const text = textOf(await rawHtml('/'))
    expect(text).toContain('Restore Your Federal Gun Rights')
    for (const pkg of [figures.packages.federal, figures.packages.state, figures.packages.bundle]) {
      expect(text).toContain(formatUsd(pkg.priceCents))
    }
  })

  it.each(PRERENDERED)(
    '%s is prerendered with its title, description, canonical URL, Open Graph and JSON-LD',
    async (path) => {
      const html = await rawHtml(path)
      expect(html).toMatch(/<div id="root"[^>]*><div/)
      expect(html).toMatch(/<h1[\s>]/)
      expect(html).toMatch(/<title>[^<]+ \| [^<]+<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}" \/>/)
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`)
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}" />`)
      expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/)
      expect(jsonLd(html).map((block) => block['@type'])).toContain('Organization')
      expect(html).not.toContain('noindex')
      expect(conflictingFigures(textOf(html))).toEqual([])
    },
  )

  it('offers the catalog on /pricing and the FAQ on /faq as structured data', async () => {
    const pricing = jsonLd(await rawHtml('/pricing'))
    const offers = pricing.flatMap((block) =>
      block['@type'] === 'Service' ? (block.offers as unknown[]) : [],
    )
    expect(offers.length).toBeGreaterThanOrEqual(3)
    const faq = jsonLd(await rawHtml('/faq')).find((block) => block['@type'] === 'FAQPage')
    expect((faq?.mainEntity as unknown[]).length).toBe(10)
  })

  it('tells search engines to skip private pages and unknown paths', async () => {
    expect(await rawHtml('/dashboard')).toContain('<meta name="robots" content="noindex" />')
    const missing = await fetch(`${baseURL}/no-such-page`)
    expect(missing.status).toBe(404)
    const html = await missing.text()
    expect(html).toContain('Page Not Found')
    expect(html).toContain('<meta name="robots" content="noindex" />')
  })

  it('lists every public page in the sitemap with its last change', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    for (const path of indexablePaths()) {
      expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`))
    }
  })
})

describe.each(Object.entries(DEVICES))(
  'every public page at %s width',
  (_name, device: BrowserContextOptions) => {
    const browser = useBrowser()

    it.each(PUBLIC_PAGES)(
      '%s hydrates without console errors, prints no conflicting figure, and passes axe',
      async (path) => {
        const page = await browser.newPage(device)
        const errors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text())
        })
        page.on('pageerror', (error) => errors.push(error.message))
        await openPage(page, path)
        await page.waitForLoadState('networkidle')

        expect(conflictingFigures(await page.locator('body').innerText())).toEqual([])
        expect(await hasHorizontalScroll(page)).toBe(false)
        await expectNoAxeViolations(page)
        // Links to other sites open in a new tab without handing them this page.
        const external = await page.$$eval('a[href^="http"]', (elements) =>
          (elements as HTMLAnchorElement[])
            .filter((link) => new URL(link.href).origin !== window.location.origin)
            .map((link) => ({ href: link.href, target: link.target, rel: link.rel })),
        )
        for (const link of external) {
          expect(link.target, link.href).toBe('_blank')
          expect(link.rel.split(' ').sort(), link.href).toEqual(
            expect.arrayContaining(['noopener', 'noreferrer']),
          )
        }
        expect(errors).toEqual([])
      },
    )
  },
)
