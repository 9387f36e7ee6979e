export { seoRoutes } from './seo.routes.ts'
export { createPageRenderer, type PageData, type PageRenderer, type VisitorRender } from './page-renderer.ts'
