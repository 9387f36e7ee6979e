import { youtubeVideoId } from '#shared/contracts/news.contract.ts'
import { stripHtml, truncateText } from './html-text.ts'
import { elementsOf, parseXml, textOf, XmlParseError, type XmlElement } from './xml.ts'

export type ParsedFeedItem = {
  title: string
  url: string
  summary: string
  publishedAt: Date | null
  thumbnailUrl: string | null
  videoId: string | null
  durationSec: number | null
  viewCount: number | null
}

export type ParsedFeed = { title: string; items: ParsedFeedItem[] }

export class FeedParseError extends Error {
  override name = 'FeedParseError'
}

export const FEED_MAX_ITEMS = 100
export const TITLE_MAX_LENGTH = 300
export const SUMMARY_MAX_LENGTH = 1000
const URL_MAX_LENGTH = 2000
const INT_MAX = 2_147_483_647

const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  media: 'http://search.yahoo.com/mrss/',
  yt: 'http://www.youtube.com/xml/schemas/2015',
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rss1: 'http://purl.org/rss/1.0/',
} as const

/**
 * Reads an RSS 2.0, RSS 1.0 (RDF) or Atom feed, YouTube channel feeds included, into items with a
 * title and an http(s) link; summaries are plain text. Relative links resolve against `baseUrl`.
 */
export function parseFeed(xml: string, baseUrl?: string): ParsedFeed {
  let root: XmlElement
  try {
    root = parseXml(xml, { fallbackNamespaces: NS })
  } catch (error) {
    if (error instanceof XmlParseError) throw new FeedParseError(`Not a readable feed: ${error.message}`)
    throw error
  }
  if (root.local === 'rss') return parseRss(root, baseUrl)
  if (root.local === 'feed' && (root.ns === NS.atom || root.ns === '')) return parseAtom(root, baseUrl)
  if (root.local === 'RDF' && root.ns === NS.rdf) return parseRdf(root, baseUrl)
  throw new FeedParseError(`Not an RSS or Atom feed (the document is <${root.name}>)`)
}

function parseRss(root: XmlElement, baseUrl: string | undefined): ParsedFeed {
  const channel = child(root, '', 'channel')
  if (!channel) throw new FeedParseError('The RSS feed has no channel')
  const base = safeUrl(textOf(child(channel, '', 'link')), baseUrl) ?? baseUrl
  const items = children(channel, '', 'item').map((item) => {
    const guid = child(item, '', 'guid')
    const link =
      safeUrl(textOf(child(item, '', 'link')), base) ??
      safeUrl(child(item, NS.atom, 'link')?.attrs.href, base) ??
      (guid?.attrs.isPermaLink !== 'false' ? safeUrl(textOf(guid), base) : null)
    const summaryHtml =
      textOf(child(item, '', 'description')) ||
      textOf(child(item, NS.content, 'encoded')) ||
      textOf(mediaDescription(item))
    const enclosure = child(item, '', 'enclosure')
    return buildItem({
      title: textOf(child(item, '', 'title')),
      link,
      summaryHtml,
      published: textOf(child(item, '', 'pubDate')) || textOf(child(item, NS.dc, 'date')),
      thumbnail:
        mediaThumbnail(item, base) ??
        (enclosure?.attrs.type?.startsWith('image/') ? safeUrl(enclosure.attrs.url, base) : null),
      videoId: null,
      media: item,
    })
  })
  return { title: plainTitle(textOf(child(channel, '', 'title'))), items: compact(items) }
}

function parseAtom(feed: XmlElement, baseUrl: string | undefined): ParsedFeed {
  const atom = feed.ns
  const base = safeUrl(feed.attrs['xml:base'], baseUrl) ?? baseUrl
  const items = children(feed, atom, 'entry').map((entry) => {
    const entryBase = safeUrl(entry.attrs['xml:base'], base) ?? base
    const summary = child(entry, atom, 'summary') ?? child(entry, atom, 'content')
    return buildItem({
      title: textOf(child(entry, atom, 'title')),
      link: atomLink(entry, atom, entryBase),
      summaryHtml: textOf(summary) || textOf(mediaDescription(entry)),
      published: textOf(child(entry, atom, 'published')) || textOf(child(entry, atom, 'updated')),
      thumbnail: mediaThumbnail(entry, entryBase),
      videoId: textOf(child(entry, NS.yt, 'videoId')).trim() || null,
      media: entry,
    })
  })
  const title = textOf(child(feed, atom, 'title')) || textOf(child(child(feed, atom, 'author'), atom, 'name'))
  return { title: plainTitle(title), items: compact(items) }
}

function parseRdf(root: XmlElement, baseUrl: string | undefined): ParsedFeed {
  const channel = child(root, NS.rss1, 'channel')
  const items = children(root, NS.rss1, 'item').map((item) =>
    buildItem({
      title: textOf(child(item, NS.rss1, 'title')),
      link: safeUrl(textOf(child(item, NS.rss1, 'link')), baseUrl),
      summaryHtml: textOf(child(item, NS.rss1, 'description')) || textOf(child(item, NS.content, 'encoded')),
      published: textOf(child(item, NS.dc, 'date')),
      thumbnail: mediaThumbnail(item, baseUrl),
      videoId: null,
      media: item,
    }),
  )
  return { title: plainTitle(textOf(child(channel, NS.rss1, 'title'))), items: compact(items) }
}

function buildItem(raw: {
  title: string
  link: string | null
  summaryHtml: string
  published: string
  thumbnail: string | null
  videoId: string | null
  media: XmlElement
}): ParsedFeedItem | null {
  const title = plainTitle(raw.title)
  if (!title || !raw.link) return null
  const videoId =
    (raw.videoId && /^[A-Za-z0-9_-]{11}$/.test(raw.videoId) ? raw.videoId : null) ?? youtubeVideoId(raw.link)
  const group = child(raw.media, NS.media, 'group') ?? raw.media
  const statistics = child(child(group, NS.media, 'community'), NS.media, 'statistics')
  const content = child(group, NS.media, 'content')
  return {
    title,
    url: raw.link,
    summary: truncateText(stripHtml(raw.summaryHtml), SUMMARY_MAX_LENGTH),
    publishedAt: parseDate(raw.published),
    thumbnailUrl: raw.thumbnail ?? (videoId ? youtubeThumbnail(videoId) : null),
    videoId,
    durationSec: nonNegativeInt(content?.attrs.duration),
    viewCount: nonNegativeInt(statistics?.attrs.views),
  }
}

/** The standard thumbnail YouTube serves for every video. */
export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`
}

function atomLink(entry: XmlElement, atom: string, base: string | undefined): string | null {
  const links = children(entry, atom, 'link')
  const alternate =
    links.find(
      (l) => (l.attrs.rel ?? 'alternate') === 'alternate' && (l.attrs.type ?? 'text/html') === 'text/html',
    ) ?? links.find((l) => (l.attrs.rel ?? 'alternate') === 'alternate')
  return safeUrl(alternate?.attrs.href, base)
}

// media:thumbnail directly on the item, inside media:group or media:content; or an image media:content.
function mediaThumbnail(item: XmlElement, base: string | undefined): string | null {
  const group = child(item, NS.media, 'group')
  const contents = [
    ...children(item, NS.media, 'content'),
    ...(group ? children(group, NS.media, 'content') : []),
  ]
  const thumbnail =
    child(item, NS.media, 'thumbnail') ??
    (group && child(group, NS.media, 'thumbnail')) ??
    contents.map((c) => child(c, NS.media, 'thumbnail')).find(Boolean)
  if (thumbnail) return safeUrl(thumbnail.attrs.url, base)
  const image = contents.find((c) => c.attrs.medium === 'image' || c.attrs.type?.startsWith('image/'))
  return image ? safeUrl(image.attrs.url, base) : null
}

function mediaDescription(item: XmlElement): XmlElement | undefined {
  return (
    child(item, NS.media, 'description') ?? child(child(item, NS.media, 'group'), NS.media, 'description')
  )
}

/** An absolute http(s) URL, or null: other schemes (javascript:, data:, file:) are never kept. */
export function safeUrl(raw: string | undefined, base?: string): string | null {
  const value = raw?.trim()
  if (!value || value.length > URL_MAX_LENGTH) return null
  try {
    const url = new URL(value, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function plainTitle(text: string): string {
  return truncateText(stripHtml(text), TITLE_MAX_LENGTH)
}

function parseDate(text: string): Date | null {
  const value = text.trim()
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? new Date(ms) : null
}

function nonNegativeInt(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null
  return Math.min(Number(value), INT_MAX)
}

function child(parent: XmlElement | undefined, ns: string, local: string): XmlElement | undefined {
  return parent ? elementsOf(parent).find((e) => e.local === local && e.ns === ns) : undefined
}

function children(parent: XmlElement, ns: string, local: string): XmlElement[] {
  return elementsOf(parent).filter((e) => e.local === local && e.ns === ns)
}

function compact(items: (ParsedFeedItem | null)[]): ParsedFeedItem[] {
  return items.filter((item): item is ParsedFeedItem => item !== null).slice(0, FEED_MAX_ITEMS)
}
