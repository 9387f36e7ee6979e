import { z } from 'zod'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import { EmptySchema, type ContractTable } from './contract.ts'

/** The sources of items an admin enters or a feed gives. */
export const NEWS_SOURCES = ['YOUTUBE', 'ARTICLE'] as const
export const NewsSourceSchema = z.enum(NEWS_SOURCES)
export type NewsSource = z.infer<typeof NewsSourceSchema>
/**
 * What the site publishes itself: social posts (text, an image) and rendered videos (an MP4 it
 * serves), shown on /news (docs/decisions/042-social-posts.md).
 */
export const SITE_NEWS_SOURCES = ['POST', 'VIDEO'] as const
export const SiteNewsSourceSchema = z.enum(SITE_NEWS_SOURCES)
export type SiteNewsSource = z.infer<typeof SiteNewsSourceSchema>
/** Every source a stored item can have. */
export const NEWS_ITEM_SOURCES = [...NEWS_SOURCES, ...SITE_NEWS_SOURCES] as const
export const NewsItemSourceSchema = z.enum(NEWS_ITEM_SOURCES)
export type NewsItemSource = z.infer<typeof NewsItemSourceSchema>

export const NEWS_WIDGET_DEFAULT_LIMIT = 4
export const NEWS_WIDGET_MAX_LIMIT = 12
/** The news page shows this many videos and this many articles. */
export const NEWS_PAGE_ITEMS_PER_KIND = 4

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

const YOUTUBE_LINK =
  /^https?:\/\/(?:(?:www|m)\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/|v\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?=$|[?&#/])/i

/** The video id of a YouTube watch, short, embed or youtu.be link; null for anything else. */
export function youtubeVideoId(link: string): string | null {
  return YOUTUBE_LINK.exec(link.trim())?.[1] ?? null
}

export const NewsItemSchema = z.object({
  id: z.string(),
  source: NewsItemSourceSchema,
  title: z.string(),
  outlet: z.string(),
  publishedAt: z.string(),
  summary: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** A site item's image or MP4, served by the site itself; null for everything else. */
  mediaUrl: z.string().nullable(),
  meta: z.object({
    videoId: z.string().nullable(),
    durationSec: z.number().int().nullable(),
    viewCount: z.number().int().nullable(),
  }),
})
export type NewsItem = z.infer<typeof NewsItemSchema>

// Beyond the fields the page lists, each entry carries its original link (the article modal links
// to it and admins open it), and an article its outlet and date.
export const NewsVideoSchema = z.object({
  id: z.string(),
  thumbnail: z.string().nullable(),
  title: z.string(),
  videoId: z.string(),
  url: z.string(),
})
export const NewsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  outlet: z.string(),
  publishedAt: z.string(),
})
/** A post or video the site published itself. */
export const NewsSiteItemSchema = z.object({
  id: z.string(),
  source: SiteNewsSourceSchema,
  title: z.string(),
  summary: z.string(),
  mediaUrl: z.string().nullable(),
  outlet: z.string(),
  publishedAt: z.string(),
})
export type NewsSiteItem = z.infer<typeof NewsSiteItemSchema>
export const NewsListSchema = z.object({
  videos: z.array(NewsVideoSchema),
  articles: z.array(NewsArticleSchema),
  /** The site's own posts and videos, newest first. */
  updates: z.array(NewsSiteItemSchema),
})
export type NewsList = z.infer<typeof NewsListSchema>

export const NewsWidgetQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(NEWS_WIDGET_DEFAULT_LIMIT)
    .transform((n) => Math.min(n, NEWS_WIDGET_MAX_LIMIT)),
})

export const NewsClickInputSchema = z.object({ id: z.uuid('News item not found') })

const HttpUrlSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, 'The address is too long')
    .pipe(z.url({ protocol: /^https?$/, error: message }))

const requiredText = (message: string, max: number) =>
  singleLineText({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`)

export const CreateNewsItemInputSchema = z
  .object({
    source: NewsSourceSchema,
    title: requiredText('Title is required', 300),
    outlet: requiredText('Outlet is required', 120),
    summary: multiLineText().trim().max(5000, 'At most 5000 characters').default(''),
    url: HttpUrlSchema('Enter a link starting with http:// or https://'),
    thumbnailUrl: HttpUrlSchema('Enter an image link starting with http:// or https://').optional(),
    videoId: z.string().trim().regex(YOUTUBE_ID, 'Enter the 11-character YouTube video id').optional(),
    publishedAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: 'Enter the publication date',
    }),
  })
  .superRefine((item, ctx) => {
    if (item.source === 'YOUTUBE' && !item.videoId && !youtubeVideoId(item.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['videoId'],
        message: 'A video needs its YouTube video id or a YouTube link',
      })
    }
  })
export type CreateNewsItemInput = z.infer<typeof CreateNewsItemInputSchema>

export const AdminNewsItemSchema = NewsItemSchema.extend({
  feedId: z.string().nullable(),
  clickCount: z.number().int(),
  createdAt: z.string(),
})
export type AdminNewsItem = z.infer<typeof AdminNewsItemSchema>

export const NewsFeedSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  lastFetchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
})
export type NewsFeed = z.infer<typeof NewsFeedSchema>

export const CreateNewsFeedInputSchema = z.object({
  url: HttpUrlSchema('Enter a feed link starting with http:// or https://'),
  title: singleLineText().trim().max(200, 'At most 200 characters').optional(),
})
export type CreateNewsFeedInput = z.infer<typeof CreateNewsFeedInputSchema>

export const AdminNewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
const IdParamsSchema = (message: string) => z.object({ id: z.uuid(message) })

export const newsContract = {
  widget: {
    method: 'GET',
    path: '/api/news/widget',
    summary: 'The latest published news items for the landing-page widget (default 4, at most 12)',
    access: 'public',
    query: NewsWidgetQuerySchema,
    response: z.object({ items: z.array(NewsItemSchema) }),
  },
  list: {
    method: 'GET',
    path: '/api/news/list',
    summary:
      "The news page: the latest 4 videos, the latest 4 articles (summaries without HTML) and the site's own latest 4 posts and videos",
    access: 'public',
    response: NewsListSchema,
  },
  click: {
    method: 'POST',
    path: '/api/news/click',
    summary: 'Counts one opening of a news item',
    access: 'public',
    body: NewsClickInputSchema,
    response: z.object({ ok: z.literal(true) }),
    rateLimit: { scope: 'news-click:ip', per: 'ip', limit: 'publicForm' },
  },
  adminList: {
    method: 'GET',
    path: '/api/admin/news',
    summary: 'Published news items, newest first, with their click counts',
    access: 'admin',
    query: AdminNewsQuerySchema,
    response: z.object({ items: z.array(AdminNewsItemSchema) }),
  },
  adminCreate: {
    method: 'POST',
    path: '/api/admin/news',
    summary: 'Publishes a news item entered by hand',
    access: 'admin',
    body: CreateNewsItemInputSchema,
    response: z.object({ item: AdminNewsItemSchema }),
    status: 201,
  },
  adminUpdate: {
    method: 'PUT',
    path: '/api/admin/news/:id',
    summary:
      'Edits a news item (same rules as publishing); one read from a feed becomes entered by hand, so feed reads keep the edit',
    access: 'admin',
    params: IdParamsSchema('News item not found'),
    body: CreateNewsItemInputSchema,
    response: z.object({ item: AdminNewsItemSchema }),
  },
  adminDelete: {
    method: 'DELETE',
    path: '/api/admin/news/:id',
    summary: 'Removes a news item (one read from a feed stays hidden when the feed lists it again)',
    access: 'admin',
    params: IdParamsSchema('News item not found'),
    response: EmptySchema,
    status: 204,
  },
  feedsList: {
    method: 'GET',
    path: '/api/admin/news/feeds',
    summary: 'The RSS, Atom and YouTube feeds the news job reads, with their last result',
    access: 'admin',
    response: z.object({ feeds: z.array(NewsFeedSchema) }),
  },
  feedsCreate: {
    method: 'POST',
    path: '/api/admin/news/feeds',
    summary: 'Adds a feed; it is read at once by the news job, then every 30 minutes',
    access: 'admin',
    body: CreateNewsFeedInputSchema,
    response: z.object({ feed: NewsFeedSchema }),
    status: 201,
  },
  feedsDelete: {
    method: 'DELETE',
    path: '/api/admin/news/feeds/:id',
    summary: 'Stops reading a feed (the items already read stay)',
    access: 'admin',
    params: IdParamsSchema('Feed not found'),
    response: EmptySchema,
    status: 204,
  },
} as const satisfies ContractTable
