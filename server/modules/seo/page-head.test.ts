import { describe, expect, it } from 'vitest'
import { pageMeta, PAGES_WITH_META } from '#shared/content/page-meta.ts'
import { indexablePaths } from '#shared/domain/site-pages.ts'
import { seededFigures } from '#server/modules/assistants/test-support.ts'
import { pageHead, scriptJson } from './page-head.ts'
import { structuredData } from './structured-data.ts'

const figures = seededFigures()
const URL_BASE = 'https://rightsrestore.example'

describe('page metadata', () => {
  it('exists for every indexable page, with a title and a description of useful length', () => {
    for (const path of indexablePaths()) {
      expect(PAGES_WITH_META, path).toContain(path)
      const meta = pageMeta(path, figures)!
      expect(meta.title.length, path).toBeGreaterThan(2)
      expect(meta.description.length, path).toBeGreaterThanOrEqual(50)
      expect(meta.description.length, path).toBeLessThanOrEqual(320)
    }
  })

  it('prints catalog prices on the landing page description', () => {
    const description = pageMeta('/', figures)!.description
    expect(description).toContain('$2,999')
    expect(description).toContain('$4,999')
  })
})

describe('pageHead', () => {
  it('writes title, description, canonical, Open Graph and JSON-LD, escaped', () => {
    const head = pageHead({
      meta: { title: 'Q&A <FAQ>', description: 'Say "hi" & <go>' },
      siteName: 'RightsRestore',
      url: `${URL_BASE}/faq`,
      jsonLd: [{ text: '</script><script>alert(1)</script>' }],
    })
    expect(head).toContain('<title>Q&#38;A &#60;FAQ&#62; | RightsRestore</title>')
    expect(head).toContain('<meta name="description" content="Say &#34;hi&#34; &#38; &#60;go&#62;" />')
    expect(head).toContain(`<link rel="canonical" href="${URL_BASE}/faq" />`)
    expect(head).toContain(`<meta property="og:url" content="${URL_BASE}/faq" />`)
    expect(head).toContain('<meta property="og:title" content="Q&#38;A &#60;FAQ&#62; | RightsRestore" />')
    expect(head).not.toContain('</script><script>')
    expect(head).toContain('\\u003c/script>')
  })

  it('tells search engines to skip pages without metadata', () => {
    const head = pageHead({ meta: null, siteName: 'RightsRestore', url: '' })
    expect(head).toContain('<meta name="robots" content="noindex" />')
    expect(head).not.toContain('canonical')
  })

  it('keeps JSON-LD parseable after escaping', () => {
    const value = { a: '<b>\u2028' }
    expect(JSON.parse(scriptJson(value))).toEqual(value)
  })
})

describe('structuredData', () => {
  it('describes the organization on every page', () => {
    const [organization] = structuredData('/privacy-policy', figures, URL_BASE)
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: figures.company.name,
      email: figures.company.supportEmail,
      url: `${URL_BASE}/`,
    })
  })

  it('offers the catalog packages at their catalog prices', () => {
    const service = structuredData('/pricing', figures, URL_BASE).find((b) => b['@type'] === 'Service')
    const offers = service?.offers as { name: string; price: string; priceCurrency: string }[]
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      [figures.packages.federal.name, (figures.packages.federal.priceCents / 100).toFixed(2)],
      [figures.packages.state.name, (figures.packages.state.priceCents / 100).toFixed(2)],
      [figures.packages.bundle.name, (figures.packages.bundle.priceCents / 100).toFixed(2)],
    ])
    expect(offers.every((o) => o.priceCurrency === 'USD')).toBe(true)
    const single = structuredData('/federal-restoration', figures, URL_BASE)[1]
    expect((single?.offers as { price: string }[])[0]?.price).toBe('2999.00')
  })

  it('lists the ten FAQ entries as a FAQPage on /faq and /help only', () => {
    const faq = structuredData('/faq', figures, URL_BASE).find((b) => b['@type'] === 'FAQPage')
    expect((faq?.mainEntity as unknown[]).length).toBe(10)
    expect(structuredData('/help', figures, URL_BASE).some((b) => b['@type'] === 'FAQPage')).toBe(true)
    expect(structuredData('/', figures, URL_BASE).some((b) => b['@type'] === 'FAQPage')).toBe(false)
  })
})
