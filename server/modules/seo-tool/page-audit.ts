import { DomUtils, parseDocument } from 'htmlparser2'
import {
  SEO_DESCRIPTION_LENGTH,
  SEO_TITLE_LENGTH,
  type SeoCheck,
  type SeoFinding,
} from '#shared/contracts/seo-tool.contract.ts'
import { isIndexablePage, isSitePage } from '#shared/domain/site-pages.ts'

type Document = ReturnType<typeof parseDocument>
type Element = ReturnType<typeof DomUtils.findAll>[number]

/** What the audit and the rules read from a served page. */
export type PageFacts = {
  title: string | null
  description: string | null
  canonical: string | null
  openGraph: Record<string, string>
  /** Heading levels in document order, with the h1 texts. */
  headingLevels: number[]
  h1Texts: string[]
  /** The texts of the page's paragraphs in order (inside <main> when there is one). */
  paragraphs: string[]
  jsonLdBlocks: string[]
  imagesWithoutAlt: string[]
  links: string[]
}

/** The site's robots.txt and sitemap.xml as served, read once per audit. */
export type SiteFiles = { robots: string; sitemap: string }

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

function elements(root: Document | Element, name: string): Element[] {
  return DomUtils.findAll((el) => el.name === name, [root])
}

function attr(el: Element, name: string): string | null {
  return DomUtils.getAttributeValue(el, name) ?? null
}

/** Reads a page's head and body with a real HTML parser (htmlparser2), never with patterns. */
export function readPage(html: string): PageFacts {
  const doc = parseDocument(html)
  const head = DomUtils.findOne((el) => el.name === 'head', doc.children) ?? doc
  const metas = elements(head, 'meta')
  const metaContent = (match: (el: Element) => boolean) => {
    const el = metas.find(match)
    return el ? collapse(attr(el, 'content') ?? '') : null
  }
  const openGraph: Record<string, string> = {}
  for (const el of metas) {
    const property = attr(el, 'property')
    if (property?.startsWith('og:')) openGraph[property.slice(3)] = collapse(attr(el, 'content') ?? '')
  }
  const titleEl = elements(head, 'title')[0]
  const canonicalEl = elements(head, 'link').find((el) => attr(el, 'rel')?.toLowerCase() === 'canonical')
  const body = DomUtils.findOne((el) => el.name === 'body', doc.children) ?? doc
  const main = DomUtils.findOne((el) => el.name === 'main', [body]) ?? body
  const headings = DomUtils.findAll((el) => /^h[1-6]$/.test(el.name), [body])
  return {
    title: titleEl ? collapse(DomUtils.textContent(titleEl)) : null,
    description: metaContent((el) => attr(el, 'name')?.toLowerCase() === 'description'),
    canonical: canonicalEl ? (attr(canonicalEl, 'href') ?? '') : null,
    openGraph,
    headingLevels: headings.map((el) => Number(el.name.slice(1))),
    h1Texts: headings.filter((el) => el.name === 'h1').map((el) => collapse(DomUtils.textContent(el))),
    paragraphs: elements(main, 'p')
      .map((el) => collapse(DomUtils.textContent(el)))
      .filter((text) => text !== ''),
    jsonLdBlocks: elements(doc, 'script')
      .filter((el) => attr(el, 'type') === 'application/ld+json')
      .map((el) => DomUtils.textContent(el)),
    imagesWithoutAlt: elements(body, 'img')
      .filter((el) => attr(el, 'alt') === null)
      .map((el) => attr(el, 'src') ?? '(no src)'),
    links: elements(body, 'a')
      .map((el) => attr(el, 'href'))
      .filter((href): href is string => href !== null),
  }
}

const pass = (check: SeoCheck, message: string): SeoFinding => ({ check, isPassed: true, message })
const fail = (check: SeoCheck, message: string): SeoFinding => ({ check, isPassed: false, message })

/** Whether a title or description length falls in its range. */
export function isTitleGood(title: string | null): boolean {
  return title !== null && title.length >= SEO_TITLE_LENGTH.min && title.length <= SEO_TITLE_LENGTH.max
}
export function isDescriptionGood(description: string | null): boolean {
  return (
    description !== null &&
    description.length >= SEO_DESCRIPTION_LENGTH.min &&
    description.length <= SEO_DESCRIPTION_LENGTH.max
  )
}

function lengthFinding(
  check: SeoCheck,
  what: string,
  value: string | null,
  range: { min: number; max: number },
): SeoFinding {
  if (value === null || value === '') return fail(check, `The ${what} is missing.`)
  const n = value.length
  const advice = `aim for ${range.min} to ${range.max}`
  if (n < range.min) return fail(check, `The ${what} is ${n} characters, too short: ${advice}.`)
  if (n > range.max) return fail(check, `The ${what} is ${n} characters, too long: ${advice}.`)
  return pass(check, `The ${what} is ${n} characters.`)
}

function headingsFinding(facts: PageFacts): SeoFinding {
  const h1s = facts.headingLevels.filter((level) => level === 1).length
  if (h1s !== 1) return fail('headings', `The page has ${h1s} h1 headings; it should have exactly one.`)
  let previous = 0
  for (const level of facts.headingLevels) {
    if (level > previous + 1) {
      return fail(
        'headings',
        `An h${level} follows ${previous ? `an h${previous}` : 'no heading'}: a level is skipped.`,
      )
    }
    previous = level
  }
  return pass('headings', 'One h1, and no heading level is skipped.')
}

function canonicalFinding(facts: PageFacts, pageUrl: string, publicUrl: string): SeoFinding {
  if (!facts.canonical) return fail('canonical', 'The canonical link is missing.')
  let url: URL
  try {
    url = new URL(facts.canonical)
  } catch {
    return fail('canonical', `The canonical link “${facts.canonical}” is not an absolute address.`)
  }
  if (url.origin !== new URL(publicUrl).origin) {
    return fail('canonical', `The canonical link points to ${url.origin}, not to the site (${publicUrl}).`)
  }
  if (url.href !== new URL(pageUrl).href) {
    return fail('canonical', `The canonical link names ${url.pathname}, not this page.`)
  }
  return pass('canonical', 'The canonical link is this page’s absolute address.')
}

function openGraphFinding(facts: PageFacts): SeoFinding {
  const missing = ['title', 'description', 'url', 'type'].filter((key) => !facts.openGraph[key])
  if (missing.length)
    return fail('openGraph', `Missing Open Graph tags: ${missing.map((k) => `og:${k}`).join(', ')}.`)
  const image = facts.openGraph.image
  if (image !== undefined && !/^https?:\/\//.test(image)) {
    return fail('openGraph', 'og:image is not an absolute address.')
  }
  return pass('openGraph', 'og:title, og:description, og:url and og:type are present.')
}

function jsonLdFinding(facts: PageFacts): SeoFinding {
  if (facts.jsonLdBlocks.length === 0) return fail('jsonLd', 'The page has no JSON-LD block.')
  for (const [index, block] of facts.jsonLdBlocks.entries()) {
    let value: unknown
    try {
      value = JSON.parse(block)
    } catch {
      return fail('jsonLd', `JSON-LD block ${index + 1} is not valid JSON.`)
    }
    const items = Array.isArray(value) ? value : [value]
    const isComplete = items.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        '@context' in item &&
        ('@type' in item || '@graph' in item),
    )
    if (!isComplete) return fail('jsonLd', `JSON-LD block ${index + 1} lacks @context or @type.`)
  }
  return pass('jsonLd', `${facts.jsonLdBlocks.length} JSON-LD blocks, each valid with @context and @type.`)
}

function imageAltFinding(facts: PageFacts): SeoFinding {
  const n = facts.imagesWithoutAlt.length
  if (n)
    return fail('imageAlt', `${n} images have no alt text: ${facts.imagesWithoutAlt.slice(0, 3).join(', ')}.`)
  return pass('imageAlt', 'Every image has alt text.')
}

/** Same-site links that lead to no page of the site (API navigations such as /api/login are not pages). */
function internalLinksFinding(facts: PageFacts, pageUrl: string, publicUrl: string): SeoFinding {
  const origin = new URL(publicUrl).origin
  const broken = new Set<string>()
  let internal = 0
  for (const href of facts.links) {
    let url: URL
    try {
      url = new URL(href, pageUrl)
    } catch {
      broken.add(href)
      continue
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue
    internal += 1
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
    if (!isSitePage(path) && !path.startsWith('/api/') && !SITE_FILES.has(path)) broken.add(url.pathname)
  }
  if (broken.size)
    return fail('internalLinks', `Links to pages that do not exist: ${[...broken].join(', ')}.`)
  return pass('internalLinks', `${internal} internal links, each to a page of the site.`)
}

const SITE_FILES = new Set(['/robots.txt', '/sitemap.xml'])

/** The <loc> addresses of a sitemap, read with the parser in XML mode. */
export function sitemapUrls(xml: string): string[] {
  const doc = parseDocument(xml, { xmlMode: true })
  return DomUtils.findAll((el) => el.name === 'loc', doc.children).map((el) =>
    DomUtils.textContent(el).trim(),
  )
}

function sitemapFinding(path: string, pageUrl: string, publicUrl: string, sitemap: string): SeoFinding {
  const urls = sitemapUrls(sitemap)
  if (!urls.includes(pageUrl)) return fail('sitemap', 'The sitemap does not list this page.')
  const strays = urls.filter((url) => !url.startsWith(publicUrl) || !isIndexablePage(new URL(url).pathname))
  if (strays.length)
    return fail('sitemap', `The sitemap also lists pages that should not be indexed: ${strays.join(', ')}.`)
  return pass('sitemap', `The sitemap lists ${path}, and only indexable pages.`)
}

type RobotsRule = { allow: boolean; prefix: string }

// The rules of the group for every crawler (User-agent: *), as robots.txt (RFC 9309) groups them.
function robotsRules(robots: string): { rules: RobotsRule[]; sitemaps: string[] } {
  const rules: RobotsRule[] = []
  const sitemaps: string[] = []
  let agents: string[] = []
  let isInGroupBody = false
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim()
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const key = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (key === 'sitemap') sitemaps.push(value)
    else if (key === 'user-agent') {
      if (isInGroupBody) agents = []
      isInGroupBody = false
      agents.push(value)
    } else if ((key === 'allow' || key === 'disallow') && agents.includes('*')) {
      isInGroupBody = true
      if (value) rules.push({ allow: key === 'allow', prefix: value })
    } else if (key === 'allow' || key === 'disallow') isInGroupBody = true
  }
  return { rules, sitemaps }
}

function robotsFinding(path: string, publicUrl: string, robots: string): SeoFinding {
  const { rules, sitemaps } = robotsRules(robots)
  // The longest matching rule wins; Allow wins a tie.
  const match = rules
    .filter((rule) => path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow))[0]
  if (match && !match.allow)
    return fail('robots', `robots.txt disallows this page (Disallow: ${match.prefix}).`)
  if (!sitemaps.includes(`${publicUrl}/sitemap.xml`))
    return fail('robots', 'robots.txt does not name the sitemap.')
  return pass('robots', 'robots.txt allows this page and names the sitemap.')
}

/** Every check of one served page, in the order of SEO_CHECKS. */
export function auditPage(
  path: string,
  facts: PageFacts,
  { publicUrl, site }: { publicUrl: string; site: SiteFiles },
): SeoFinding[] {
  const pageUrl = `${publicUrl}${path}`
  return [
    lengthFinding('title', 'title', facts.title, SEO_TITLE_LENGTH),
    lengthFinding('description', 'description', facts.description, SEO_DESCRIPTION_LENGTH),
    headingsFinding(facts),
    canonicalFinding(facts, pageUrl, publicUrl),
    openGraphFinding(facts),
    jsonLdFinding(facts),
    imageAltFinding(facts),
    internalLinksFinding(facts, pageUrl, publicUrl),
    sitemapFinding(path, pageUrl, publicUrl, site.sitemap),
    robotsFinding(path, publicUrl, site.robots),
  ]
}
