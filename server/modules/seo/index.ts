export { seoRoutes } from './seo.routes.ts'
