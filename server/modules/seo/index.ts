export { seoRoutes } from './seo.routes.ts'
export { createPageRenderer, type PageData, type PageRenderer } from './page-renderer.ts'
