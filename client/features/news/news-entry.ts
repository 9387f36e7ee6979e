import type { NewsItem, NewsList, SiteNewsSource } from '#shared/contracts/news.contract.ts'
import {
  isAllowedNewsImage,
  isSiteMediaUrl,
  isVideoFileUrl,
  youtubeThumbnailUrl,
} from '#shared/domain/news-media.ts'

type EntryBase = {
  id: string
  title: string
  /** The original source. */
  url: string
  outlet: string | null
  publishedAt: string | null
  /** An image the pages may load (see isAllowedNewsImage), or null to show none. */
  thumbnailUrl: string | null
}

/** An image or a video file the site serves itself. */
export type SiteMedia = { type: 'image' | 'video'; url: string }

/**
 * One news item as the cards and the modal show it: a YouTube video to embed, an article to
 * summarise, or one of the site's own posts and videos (its text, and its image or MP4).
 */
export type NewsEntry =
  | (EntryBase & { kind: 'video'; videoId: string })
  | (EntryBase & { kind: 'article'; summary: string })
  | (EntryBase & { kind: 'site'; source: SiteNewsSource; summary: string; media: SiteMedia | null })

// Fixed locale and time zone: the server's rendering and the browser's first render must agree.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A publication date such as "Jul 22, 2025", the same on the server and in every browser. */
export function formatNewsDate(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date)
}

function allowedImage(url: string | null): string | null {
  return url && isAllowedNewsImage(url) ? url : null
}

/** A site item's media, when it is served by the site itself (a VIDEO's is always a video). */
export function siteMedia(source: SiteNewsSource, url: string | null): SiteMedia | null {
  if (!url || !isSiteMediaUrl(url)) return null
  return { type: source === 'VIDEO' || isVideoFileUrl(url) ? 'video' : 'image', url }
}

function siteEntry(
  base: Omit<EntryBase, 'thumbnailUrl'>,
  source: SiteNewsSource,
  summary: string,
  mediaUrl: string | null,
): NewsEntry {
  const media = siteMedia(source, mediaUrl)
  return {
    ...base,
    kind: 'site',
    source,
    summary: withoutTitleLine(summary, base.title),
    media,
    thumbnailUrl: media?.type === 'image' ? media.url : null,
  }
}

/** A post's text without its first line when that line is the title (a post's title is its first line). */
function withoutTitleLine(summary: string, title: string): string {
  const [first = '', ...rest] = summary.split('\n')
  return first.trim() === title.trim() ? rest.join('\n').trim() : summary
}

/** A widget item as an entry; a YouTube item without a video id is shown as an article. */
export function entryFromItem(item: NewsItem): NewsEntry {
  const base = {
    id: item.id,
    title: item.title,
    url: item.url,
    outlet: item.outlet,
    publishedAt: item.publishedAt,
  }
  if (item.source === 'POST' || item.source === 'VIDEO') {
    return siteEntry(base, item.source, item.summary, item.mediaUrl)
  }
  const videoId = item.source === 'YOUTUBE' ? item.meta.videoId : null
  if (videoId) {
    return {
      ...base,
      kind: 'video',
      videoId,
      thumbnailUrl: allowedImage(item.thumbnailUrl) ?? youtubeThumbnailUrl(videoId),
    }
  }
  return { ...base, kind: 'article', summary: item.summary, thumbnailUrl: allowedImage(item.thumbnailUrl) }
}

/** The news page's site updates, videos and articles as entries. */
export function entriesFromList(list: NewsList): {
  updates: NewsEntry[]
  videos: NewsEntry[]
  articles: NewsEntry[]
} {
  return {
    updates: list.updates.map((item) =>
      siteEntry(
        { id: item.id, title: item.title, url: '', outlet: item.outlet, publishedAt: item.publishedAt },
        item.source,
        item.summary,
        item.mediaUrl,
      ),
    ),
    videos: list.videos.map((video) => ({
      kind: 'video',
      id: video.id,
      title: video.title,
      url: video.url,
      outlet: null,
      publishedAt: null,
      videoId: video.videoId,
      thumbnailUrl: allowedImage(video.thumbnail) ?? youtubeThumbnailUrl(video.videoId),
    })),
    articles: list.articles.map((article) => ({
      kind: 'article',
      id: article.id,
      title: article.title,
      url: article.url,
      outlet: article.outlet,
      publishedAt: article.publishedAt,
      summary: article.summary,
      thumbnailUrl: null,
    })),
  }
}
