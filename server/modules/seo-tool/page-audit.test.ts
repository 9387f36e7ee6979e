import { describe, expect, it } from 'vitest'
import type { SeoCheck } from '#shared/contracts/seo-tool.contract.ts'
import { auditPage, readPage, sitemapUrls } from './page-audit.ts'

const SITE = 'https://rights.example'

const page = ({ head = '', body = '' }: { head?: string; body?: string }) =>
  `<!doctype html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`

const GOOD_HEAD = [
  '<title>Frequently Asked Questions | RightsRestore</title>',
  '<meta name="description" content="Answers about restoring federal and state firearm rights: timing, documents, refunds and payment." />',
  `<link rel="canonical" href="${SITE}/faq" />`,
  '<meta property="og:type" content="website" />',
  '<meta property="og:site_name" content="RightsRestore" />',
  '<meta property="og:title" content="Frequently Asked Questions | RightsRestore" />',
  '<meta property="og:description" content="Answers." />',
  `<meta property="og:url" content="${SITE}/faq" />`,
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage"}</script>',
].join('')
const GOOD_BODY =
  '<main><h1>FAQ</h1><h2>Timing</h2><p>How long it takes.</p><img src="/a.png" alt="" /><a href="/pricing">Prices</a><a href="https://elsewhere.example/x">Out</a><a href="/api/login">Sign in</a></main>'

const SITE_FILES = {
  robots: `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`,
  sitemap: `<?xml version="1.0"?><urlset><url><loc>${SITE}/faq</loc></url><url><loc>${SITE}/pricing</loc></url></urlset>`,
}

const failures = (html: string, files = SITE_FILES, path = '/faq') =>
  Object.fromEntries(
    auditPage(path, readPage(html), { publicUrl: SITE, site: files })
      .filter((f) => !f.isPassed)
      .map((f) => [f.check, f.message]),
  ) as Partial<Record<SeoCheck, string>>

describe('auditPage', () => {
  it('passes a page that keeps every rule', () => {
    expect(failures(page({ head: GOOD_HEAD, body: GOOD_BODY }))).toEqual({})
  })

  it('says in words what is wrong with the title, description and canonical link', () => {
    const head = GOOD_HEAD.replace(/<title>.*?<\/title>/, '<title>FAQ</title>')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(`href="${SITE}/faq"`, 'href="/faq"')
    expect(failures(page({ head, body: GOOD_BODY }))).toMatchObject({
      title: 'The title is 3 characters, too short: aim for 30 to 60.',
      description: 'The description is missing.',
      canonical: 'The canonical link “/faq” is not an absolute address.',
    })
  })

  it('finds two h1s, a skipped level, an image without alt and a link to no page', () => {
    const body = '<main><h1>A</h1><h1>B</h1><img src="/x.png"><a href="/no-such-page">x</a></main>'
    expect(failures(page({ head: GOOD_HEAD, body }))).toMatchObject({
      headings: 'The page has 2 h1 headings; it should have exactly one.',
      imageAlt: '1 images have no alt text: /x.png.',
      internalLinks: 'Links to pages that do not exist: /no-such-page.',
    })
    expect(failures(page({ head: GOOD_HEAD, body: '<h1>A</h1><h3>C</h3>' })).headings).toBe(
      'An h3 follows an h1: a level is skipped.',
    )
  })

  it('checks Open Graph tags and each JSON-LD block', () => {
    const head = GOOD_HEAD.replace(/<meta property="og:description"[^>]*>/, '').replace(
      '{"@context":"https://schema.org","@type":"FAQPage"}',
      '{"@type":',
    )
    expect(failures(page({ head, body: GOOD_BODY }))).toMatchObject({
      openGraph: 'Missing Open Graph tags: og:description.',
      jsonLd: 'JSON-LD block 1 is not valid JSON.',
    })
  })

  it('reads the sitemap and robots.txt as a crawler would', () => {
    expect(sitemapUrls(SITE_FILES.sitemap)).toEqual([`${SITE}/faq`, `${SITE}/pricing`])
    const files = {
      robots: `User-agent: *\nDisallow: /f\nAllow: /fa\n`,
      sitemap: SITE_FILES.sitemap.replace('/pricing', '/admin'),
    }
    expect(failures(page({ head: GOOD_HEAD, body: GOOD_BODY }), files)).toMatchObject({
      sitemap: `The sitemap also lists pages that should not be indexed: ${SITE}/admin.`,
      robots: 'robots.txt does not name the sitemap.',
    })
    const closed = { ...SITE_FILES, robots: `User-agent: other\nAllow: /\n\nUser-agent: *\nDisallow: /faq\n` }
    expect(failures(page({ head: GOOD_HEAD, body: GOOD_BODY }), closed).robots).toBe(
      'robots.txt disallows this page (Disallow: /faq).',
    )
    expect(failures(page({ head: GOOD_HEAD, body: GOOD_BODY }), SITE_FILES, '/contact').sitemap).toBe(
      'The sitemap does not list this page.',
    )
  })
})
