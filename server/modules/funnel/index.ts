export { createFunnelService, type FunnelService } from './funnel.service.ts'
export { trackFunnelStep } from './funnel.http.ts'
export { funnelRoutes } from './funnel.routes.ts'
