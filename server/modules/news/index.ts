export {
  createNewsService,
  NEWS_REFRESH_EVERY_MS,
  NEWS_REFRESH_JOB,
  type FeedReadResult,
  type NewsService,
  type SiteItemInput,
} from './news.service.ts'
export { createFeedFetcher, type FetchFeed } from './feed-reader.ts'
export { decodeEntities } from './xml.ts'
export { newsRoutes } from './news.routes.ts'
export { newsAdminRoutes } from './news.admin-routes.ts'
