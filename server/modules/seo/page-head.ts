import type { PageMeta } from '#shared/content/page-meta.ts'
import type { SeoHead } from '#shared/contracts/seo-tool.contract.ts'

export type PageHeadInput = {
  /** Title and description of an indexable page; null for pages search engines should skip. */
  meta: PageMeta | null
  /** Shown alone as the title of pages without their own, and after the others': 'FAQ | Name'. */
  siteName: string
  /** The absolute address of the page without its query (the canonical URL). */
  url: string
  jsonLd?: unknown[]
  /** Built chunks (paths under the client root) to fetch in parallel with the entry script. */
  preload?: string[]
  /**
   * The SEO tool's override of an indexable page's head (docs/decisions/041-seo-tool.md): each
   * field it holds replaces the page's own; an empty text leaves that tag out.
   */
  override?: SeoHead | null
}

/**
 * The page-specific part of <head>: title, description, canonical link, Open Graph and Twitter
 * card tags and JSON-LD for indexable pages; a noindex directive for the others.
 */
export function pageHead({
  meta,
  siteName,
  url,
  jsonLd = [],
  preload = [],
  override = null,
}: PageHeadInput): string {
  const preloads = preload.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
  )
  if (!meta) {
    return [
      `<title>${escapeHtml(siteName)}</title>`,
      '<meta name="robots" content="noindex" />',
      ...preloads,
    ].join('\n    ')
  }
  const title = override?.title ?? `${meta.title} | ${siteName}`
  const description = override?.description ?? meta.description
  const canonical = override?.canonical ?? url
  const tag = (value: string, html: string) => (value === '' ? [] : [html])
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tag(description, `<meta name="description" content="${escapeHtml(description)}" />`),
    ...tag(canonical, `<link rel="canonical" href="${escapeHtml(canonical)}" />`),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    ...openGraph('title', override?.ogTitle ?? title),
    ...openGraph('description', override?.ogDescription ?? description),
    ...openGraph('url', canonical),
    ...openGraph('image', override?.ogImage ?? ''),
    '<meta property="og:locale" content="en_US" />',
    '<meta name="twitter:card" content="summary" />',
    ...jsonLd.map((block) => `<script type="application/ld+json">${scriptJson(block)}</script>`),
    ...preloads,
  ].join('\n    ')
}

// An Open Graph tag, left out when its value is empty.
function openGraph(property: string, value: string): string[] {
  return value === '' ? [] : [`<meta property="og:${property}" content="${escapeHtml(value)}" />`]
}

/** Text safe inside HTML or XML, in content and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** JSON safe inside a <script> element: no '<' can close it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
