import sanitizeHtml from 'sanitize-html'

/**
 * What a campaign's HTML may contain (docs/decisions/040-email-marketing.md): text formatting,
 * headings, lists, tables, images and links; no scripts, styles, forms, frames or event handlers,
 * and links only to http, https and mailto addresses.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    table: ['width', 'align'],
    p: ['align'],
    div: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links in campaign mail open outside the mail client's own window, without telling the site who sent them.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
}

/** A campaign's HTML as stored and sent: only the allow-list above survives. */
export function sanitizeCampaignHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim()
}

const BLOCK_END = /<\/(?:p|div|h[1-6]|li|tr|blockquote|pre|table|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/gi

/**
 * The text part of a (sanitized) campaign: paragraphs on their own lines, list items with a dash,
 * each link followed by its address so it can be followed from a text-only mail client.
 */
export function campaignText(sanitizedHtml: string): string {
  const text = sanitizedHtml
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const words = label.replace(/<[^>]*>/g, '').trim()
      const address = decode(href)
      return words && decode(words) !== address ? `${words} (${address})` : address
    })
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
  return decode(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export type CampaignFooter = {
  companyName: string
  companyAddress: string
  unsubscribeUrl: string
  listName: string
}

/**
 * One recipient's message: the campaign with a footer that says why they get it, where the sender
 * is, and how to unsubscribe (the page's link; the List-Unsubscribe header does it in one click).
 */
export function renderCampaignMessage(
  campaign: { html: string; text: string },
  footer: CampaignFooter,
): { html: string; text: string } {
  const why = `You receive this because you subscribed to ${footer.listName} from ${footer.companyName}.`
  const html =
    `${campaign.html}\n<hr>\n<p style="font-size:12px;color:#555">${escapeHtml(why)} ` +
    `${escapeHtml(footer.companyName)}, ${escapeHtml(footer.companyAddress)}.<br>` +
    `<a href="${escapeHtml(footer.unsubscribeUrl)}">Unsubscribe</a></p>`
  const text =
    `${campaign.text}\n\n--\n${why}\n${footer.companyName}, ${footer.companyAddress}\n` +
    `Unsubscribe: ${footer.unsubscribeUrl}`
  return { html, text }
}
