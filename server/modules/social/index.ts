export {
  createSocialService,
  SOCIAL_POST_AUDIT,
  SOCIAL_PUBLISH_JOB,
  SOCIAL_STATS_EVERY_MS,
  SOCIAL_STATS_JOB,
  type SocialService,
} from './social.service.ts'
export { socialAdminRoutes } from './social.admin-routes.ts'
