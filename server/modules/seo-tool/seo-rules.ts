import {
  SEO_DESCRIPTION_LENGTH,
  SEO_HEAD_FIELDS,
  SEO_TITLE_LENGTH,
  type SeoHead,
} from '#shared/contracts/seo-tool.contract.ts'
import { isDescriptionGood, isTitleGood, type PageFacts } from './page-audit.ts'

/** A page as the rules see it: what it serves now, its stored override, and its own wording. */
export type RulePage = {
  path: string
  facts: PageFacts
  override: SeoHead | null
  /** The page's own title and description (before any override), from the site's page metadata. */
  own: { title: string; description: string } | null
}

const SEPARATOR = ' | '

/** Cuts text at a word boundary to at most `max` characters, without trailing punctuation. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–—-]+$/, '')
}

/**
 * A title of 30-60 characters from the page's own words: its title's first part or its h1, with
 * the site's name after a bar; a long one is cut at a word. Null when nothing fits.
 */
export function fitTitle(page: RulePage): string | null {
  const site = page.facts.openGraph.site_name ?? ''
  const suffix = site ? `${SEPARATOR}${site}` : ''
  const parts = [
    page.own?.title.split(SEPARATOR)[0],
    page.facts.title?.split(SEPARATOR)[0],
    ...page.facts.h1Texts,
  ]
    .map((part) => part?.trim() ?? '')
    .filter((part, i, all) => part !== '' && all.indexOf(part) === i)
  const candidates = [
    ...(page.own ? [page.own.title] : []),
    ...parts.map((part) => `${part}${suffix}`),
    ...parts.flatMap((part, i) => parts.slice(i + 1).map((other) => `${part}: ${other}${suffix}`)),
    ...parts.map((part) => `${cutAtWord(part, SEO_TITLE_LENGTH.max - suffix.length)}${suffix}`),
  ]
  return candidates.find((title) => isTitleGood(title)) ?? null
}

/**
 * A description of 70-160 characters from the page's first paragraphs: whole sentences where they
 * fit, else cut at a word with an ellipsis. Falls back to the page's own description.
 */
export function fitDescription(page: RulePage): string | null {
  const { min, max } = SEO_DESCRIPTION_LENGTH
  let text = ''
  for (const paragraph of page.facts.paragraphs) {
    text = text ? `${text} ${paragraph}` : paragraph
    if (text.length >= min) break
  }
  const candidates: string[] = []
  if (text.length >= min) {
    if (text.length <= max) candidates.push(text)
    const window = text.slice(0, max + 1)
    const sentenceEnd = Math.max(...['. ', '! ', '? '].map((mark) => window.lastIndexOf(mark)))
    if (sentenceEnd + 1 >= min) candidates.push(window.slice(0, sentenceEnd + 1))
    candidates.push(`${cutAtWord(text, max - 1)}…`)
  }
  if (page.own) candidates.push(page.own.description)
  return candidates.find((description) => isDescriptionGood(description)) ?? null
}

const sameUrl = (a: string | null, b: string) => {
  try {
    return a !== null && new URL(a).href === new URL(b).href
  } catch {
    return false
  }
}

/**
 * The override the rules would store for a page (docs/decisions/041-seo-tool.md): a title and a
 * description in range, the page's own canonical address, and Open Graph tags that follow them.
 * Headings, images and links live in the page's content, which an override cannot change.
 */
export function ruleOverride(page: RulePage, publicUrl: string): SeoHead {
  const next: SeoHead = { ...page.override }
  if (!isTitleGood(page.facts.title)) {
    const title = fitTitle(page)
    if (title) next.title = title
  }
  if (!isDescriptionGood(page.facts.description)) {
    const description = fitDescription(page)
    if (description) next.description = description
  }
  const pageUrl = `${publicUrl}${page.path}`
  if (!sameUrl(page.facts.canonical, pageUrl)) next.canonical = pageUrl
  // Open Graph follows the title, description and canonical unless an override says otherwise;
  // an empty or broken one is dropped so that it follows them again.
  const og = page.facts.openGraph
  if (!og.title) delete next.ogTitle
  if (!og.description) delete next.ogDescription
  if (og.image !== undefined && !/^https?:\/\//.test(og.image)) delete next.ogImage
  return next
}

/** Whether two overrides hold the same fields with the same values. */
export function isSameHead(a: SeoHead | null, b: SeoHead | null): boolean {
  return SEO_HEAD_FIELDS.every((field) => (a?.[field] ?? null) === (b?.[field] ?? null))
}

/** An override without the fields that equal the page's own (so the page keeps following its copy). */
export function withoutOwnValues(head: SeoHead, own: RulePage['own'], pageUrl: string): SeoHead {
  const next: SeoHead = { ...head }
  if (own && next.title === own.title) delete next.title
  if (own && next.description === own.description) delete next.description
  if (next.canonical === pageUrl) delete next.canonical
  return next
}
