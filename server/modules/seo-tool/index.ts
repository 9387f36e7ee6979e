export {
  createSeoToolService,
  OVERRIDES_VERSION_CHECK_MS,
  type SeoToolService,
  type SiteSource,
} from './seo-tool.service.ts'
export { seoToolAdminRoutes } from './seo-tool.admin-routes.ts'
