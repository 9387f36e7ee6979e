import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { ContentFiguresSchema } from '#shared/content/figures.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { indexablePaths, isPrerenderedPage } from '#shared/domain/site-pages.ts'
import { conflictingFigures } from '../../../e2e/conflicting-figures.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const PRERENDERED = indexablePaths().filter(isPrerenderedPage)

// The real pages without a production build: the client's own index.html (it carries the markers
// the renderer fills in) and a prerendering bundle that is the client's SSR entry itself, which the
// test runner transforms on import as it does any source file. What a search engine reads is the
// head and the markup these give; the browser bundle plays no part in it.
function sourceBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rr-build-'))
  mkdirSync(path.join(dir, 'client'))
  mkdirSync(path.join(dir, 'ssr'))
  copyFileSync(path.join(ROOT, 'client', 'index.html'), path.join(dir, 'client', 'index.html'))
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export * from ${JSON.stringify(path.join(ROOT, 'client', 'app', 'entry-server.tsx'))}\n`,
  )
  return dir
}

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BUILD_DIR: sourceBuild() })
})
afterAll(() => t.close())

/** The page as a crawler gets it: HTML only, no JavaScript run. */
async function rawHtml(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, url).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  return res.body
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
    const figures = ContentFiguresSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/content/figures' })).json(),
    )
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
      expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${path}" />`)
      expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}${path}" />`)
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
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('Page Not Found')
    expect(missing.body).toContain('<meta name="robots" content="noindex" />')
  })

  it('lists every public page in the sitemap with its last change', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    for (const path of indexablePaths()) {
      expect(sitemap).toMatch(new RegExp(`<loc>${TEST_ORIGIN}${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`))
    }
  })
})

// The test app runs on the sandbox providers, as a staging deployment does: every page says that no
// real money moves (docs/decisions/015-production-guard-and-outbound-fetches.md).
describe('test-mode banner', () => {
  it('is in the prerendered HTML of a public page, before any script runs', async () => {
    expect(await rawHtml('/pricing')).toContain('Test mode: no real payments')
  })
})
