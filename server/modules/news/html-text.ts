import { compile } from 'html-to-text'

// What keeps words apart in a summary: blocks, headings, list items and table cells. Anything else,
// links included, is inline text; images and rules leave nothing.
const BLOCKS =
  'p div li ul ol h1 h2 h3 h4 h5 h6 tr td th blockquote section article figure figcaption pre table'
const DROPPED = 'script style iframe noscript template img hr'

const toText = compile({
  wordwrap: false,
  selectors: [
    ...BLOCKS.split(' ').map((selector) => ({ selector, format: 'block' })),
    ...DROPPED.split(' ').map((selector) => ({ selector, format: 'skip' })),
    { selector: 'a', format: 'inline' },
  ],
})

/**
 * Plain text from an HTML fragment, read by html-to-text (htmlparser2): scripts, styles and
 * comments dropped with their content (an unterminated one to the end), tags removed with blocks
 * kept apart so words do not run together, entities decoded once, and whitespace collapsed. The
 * result is text to show as text, never to insert as HTML.
 */
export function stripHtml(html: string): string {
  return toText(html).replace(/\s+/g, ' ').trim()
}

/** Shortens text to at most `max` characters, at a word boundary where there is one, with "…". */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`
}
