import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsItems, products } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { copyUpdatedOn } from '#shared/content/page-meta.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function lastModified(path: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
  const loc = `<loc>${TEST_ORIGIN}${path}</loc><lastmod>`
  const start = res.body.indexOf(loc)
  expect(start, `${path} in the sitemap`).toBeGreaterThan(-1)
  return res.body.slice(start + loc.length, res.body.indexOf('</lastmod>', start))
}

describe('GET /sitemap.xml', () => {
  it('dates each page by the latest change of its wording or of the figures it prints', async () => {
    const [seeded] = await t.db.db.select({ at: products.updatedAt }).from(products).limit(1)
    const copyDay = Date.parse(`${copyUpdatedOn('/pricing')}T00:00:00Z`)
    expect(Date.parse(await lastModified('/pricing'))).toBe(Math.max(copyDay, seeded!.at.getTime()))

    const priceChange = new Date(Date.now() + 60_000)
    await t.db.db
      .update(products)
      .set({ priceCents: 310_000, updatedAt: priceChange })
      .where(eq(products.code, 'FEDERAL'))
    expect(await lastModified('/pricing')).toBe(priceChange.toISOString())
    expect(await lastModified('/privacy-policy')).toBe(priceChange.toISOString())
  })

  it('dates /news by its newest item', async () => {
    const published = new Date(Date.now() + 3_600_000)
    await t.db.db.insert(newsItems).values({
      source: 'ARTICLE',
      title: 'A court ruling on relief from disabilities',
      outlet: 'Example News',
      summary: 'Summary.',
      url: 'https://news.example.com/ruling',
      publishedAt: published,
    })
    expect(await lastModified('/news')).toBe(published.toISOString())
  })

  it('lists only indexable pages, each with a date', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    const urls = res.body.match(/<url>.*?<\/url>/g) ?? []
    expect(urls.length).toBeGreaterThan(10)
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/)
    expect(res.body).not.toContain('/checkout')
  })
})
