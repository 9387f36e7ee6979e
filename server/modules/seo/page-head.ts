import type { PageMeta } from '#shared/content/page-meta.ts'

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
}

/**
 * The page-specific part of <head>: title, description, canonical link, Open Graph and Twitter
 * card tags and JSON-LD for indexable pages; a noindex directive for the others.
 */
export function pageHead({ meta, siteName, url, jsonLd = [], preload = [] }: PageHeadInput): string {
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
  const title = `${meta.title} | ${siteName}`
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    '<meta property="og:locale" content="en_US" />',
    '<meta name="twitter:card" content="summary" />',
    ...jsonLd.map((block) => `<script type="application/ld+json">${scriptJson(block)}</script>`),
    ...preloads,
  ].join('\n    ')
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
