import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import {
  SITE_NEWS_SOURCES,
  youtubeVideoId,
  type AdminNewsItem,
  type CreateNewsItemInput,
  type SiteNewsSource,
} from '#shared/contracts/news.contract.ts'
import { youtubeThumbnail } from './feed-parser.ts'
import { stripHtml } from './html-text.ts'
import {
  countItems,
  deleteItemById,
  findItemById,
  findItemByUrl,
  insertItem,
  listPublishedItems,
  unpublishItem,
  updateItemById,
  type NewsItemRow,
} from './news.repository.ts'
import { toAdminNewsItem } from './news-views.ts'
import type { PublicListCache } from './public-news.ts'

/** What publishSiteItem takes: one post or video of the site's own, under a key unique to it. */
export type SiteItemInput = {
  /** e.g. `social-post:<id>` or `video-plan:<id>`; the same key always gives the same item. */
  key: string
  source: SiteNewsSource
  title: string
  /** The post's text, the video's script summary. */
  summary: string
  /** An image or MP4 the site serves itself. */
  mediaUrl: string | null
  publishedAt: Date
}

// The title column's limit for items entered by hand.
const TITLE_MAX = 300

export type NewsItemsDeps = {
  db: Db
  lists: PublicListCache
  /** The outlet the site's own items are shown under (the company's name from the settings). */
  siteName: () => Promise<string>
}

/** The items themselves: the site's own, and those an admin enters, edits and removes. */
export function createNewsItems({ db, lists, siteName }: NewsItemsDeps) {
  const { changed } = lists

  /**
   * Publishes an item of the site's own on /news, idempotently: the same key returns the same item.
   * The key is kept as the item's link (`/news#<key>`), whose uniqueness makes a rerun find it.
   */
  async function publishSiteItem(input: SiteItemInput): Promise<{ id: string }> {
    const url = `/news#${encodeURIComponent(input.key)}`
    const existing = await findItemByUrl(db, url)
    if (existing) return { id: existing.id }
    const row = await insertItem(db, {
      source: input.source,
      title: input.title.trim().slice(0, TITLE_MAX),
      outlet: (await siteName()).slice(0, 120),
      summary: input.summary,
      url,
      thumbnailUrl: null,
      mediaUrl: input.mediaUrl,
      publishedAt: input.publishedAt,
    })
    // Another run stored it between the read and the insert.
    const stored = row ?? (await findItemByUrl(db, url))
    if (!stored) throw new Error(`news item ${url} was neither stored nor found`)
    return changed({ id: stored.id })
  }

  /** Published items with their click counts, for the back office. */
  async function listForAdmin(limit: number): Promise<AdminNewsItem[]> {
    return (await listPublishedItems(db, limit)).map(toAdminNewsItem)
  }

  /** Publishes an item entered by hand; a video's id comes from its link when not given. */
  async function createItem(input: CreateNewsItemInput): Promise<AdminNewsItem> {
    const row = await insertItem(db, itemValues(input))
    if (!row) {
      throw new AppError('conflict', 'An item with this link is already published', {
        url: 'An item with this link is already published',
      })
    }
    return changed(toAdminNewsItem(row))
  }

  /**
   * Edits an item with the rules of createItem. One read from a feed becomes entered by hand, so
   * later reads of its feed keep the edit (docs/decisions/038-people-and-audit-log.md).
   */
  async function updateItem(id: string, input: CreateNewsItemInput): Promise<AdminNewsItem> {
    // The site's own items keep their key as their link; they are changed where they were published.
    const current = await findItemById(db, id)
    if (current && isSiteSource(current.source)) {
      throw new AppError(
        'conflict',
        'This item was published from the social or video screen; change it there',
      )
    }
    const row = await updateItemById(db, id, itemValues(input))
    if (!row) throw new AppError('not_found', 'News item not found')
    if (row === 'url-taken') {
      throw new AppError('conflict', 'Another item has this link', { url: 'Another item has this link' })
    }
    return changed(toAdminNewsItem(row))
  }

  /**
   * Removes an item. One read from a feed is hidden instead of deleted, so the next read of the
   * feed does not bring it back.
   */
  async function deleteItem(id: string): Promise<void> {
    const row = await findItemById(db, id)
    if (!row) throw new AppError('not_found', 'News item not found')
    if (row.feedId) await unpublishItem(db, id)
    else await deleteItemById(db, id)
    changed(null)
  }

  /** Stores the given items when there are no news items at all (a new installation). */
  async function seedItems(items: CreateNewsItemInput[]): Promise<number> {
    if ((await countItems(db)) > 0) return 0
    for (const item of items) await createItem(item)
    return items.length
  }

  return { publishSiteItem, listForAdmin, createItem, updateItem, deleteItem, seedItems }
}

function isSiteSource(source: NewsItemRow['source']): boolean {
  return (SITE_NEWS_SOURCES as readonly string[]).includes(source)
}

/** The stored fields of an item entered in the back office; a video's id comes from its link when not given. */
function itemValues(input: CreateNewsItemInput) {
  const videoId = input.source === 'YOUTUBE' ? (input.videoId ?? youtubeVideoId(input.url)) : null
  return {
    source: input.source,
    title: input.title,
    outlet: input.outlet,
    summary: stripHtml(input.summary),
    url: input.url,
    thumbnailUrl: input.thumbnailUrl ?? (videoId ? youtubeThumbnail(videoId) : null),
    videoId,
    publishedAt: new Date(input.publishedAt),
  }
}
