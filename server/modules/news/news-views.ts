import type { AdminNewsItem, NewsFeed, NewsItem, NewsSiteItem } from '#shared/contracts/news.contract.ts'
import type { NewsFeedRow, NewsItemRow } from './news.repository.ts'

export function toNewsItem(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    outlet: row.outlet,
    publishedAt: row.publishedAt.toISOString(),
    summary: row.summary,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    mediaUrl: row.mediaUrl,
    meta: { videoId: row.videoId, durationSec: row.durationSec, viewCount: row.viewCount },
  }
}

export function toSiteItem(row: NewsItemRow): NewsSiteItem {
  return {
    id: row.id,
    source: row.source === 'VIDEO' ? 'VIDEO' : 'POST',
    title: row.title,
    // Plain text written by an admin, shown as text: nothing to strip.
    summary: row.summary,
    mediaUrl: row.mediaUrl,
    outlet: row.outlet,
    publishedAt: row.publishedAt.toISOString(),
  }
}

export function toAdminNewsItem(row: NewsItemRow): AdminNewsItem {
  return {
    ...toNewsItem(row),
    feedId: row.feedId,
    clickCount: row.clickCount,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toNewsFeed(row: NewsFeedRow): NewsFeed {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    isActive: row.isActive,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }
}
