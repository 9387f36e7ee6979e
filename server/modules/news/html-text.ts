import { decodeEntities } from './xml.ts'

const BLOCK_TAGS =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|section|article|figure|figcaption)\b[^>]*>/gi

/**
 * Plain text from an HTML fragment: scripts, styles and comments dropped with their content, tags
 * removed (block tags become spaces so words do not run together), entities decoded once, and
 * whitespace collapsed. The result is text to show as text, never to insert as HTML.
 */
export function stripHtml(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|iframe|noscript|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim()
}

/** Shortens text to at most `max` characters, at a word boundary where there is one, with "…". */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`
}
