export {
  createVideosService,
  VIDEO_DAILY_EVERY_MS,
  VIDEO_DAILY_JOB,
  VIDEO_RENDER,
  VIDEO_RENDER_JOB,
  type PublishToNews,
  type VideosService,
} from './videos.service.ts'
export { videosAdminRoutes } from './videos.admin-routes.ts'
export { videosRoutes } from './videos.routes.ts'
