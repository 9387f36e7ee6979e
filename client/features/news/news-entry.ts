import type { NewsItem, NewsList } from '#shared/contracts/news.contract.ts'
import { isAllowedNewsImage, youtubeThumbnailUrl } from '#shared/domain/news-media.ts'

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

/** One news item as the cards and the modal show it: a video to embed or an article to summarise. */
export type NewsEntry =
  (EntryBase & { kind: 'video'; videoId: string }) | (EntryBase & { kind: 'article'; summary: string })

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

/** A widget item as an entry; a YouTube item without a video id is shown as an article. */
export function entryFromItem(item: NewsItem): NewsEntry {
  const base = {
    id: item.id,
    title: item.title,
    url: item.url,
    outlet: item.outlet,
    publishedAt: item.publishedAt,
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

/** The news page's videos and articles as entries. */
export function entriesFromList(list: NewsList): { videos: NewsEntry[]; articles: NewsEntry[] } {
  return {
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
