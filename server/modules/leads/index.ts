export { createLeadsService, type LeadsService } from './leads.service.ts'
export { leadsRoutes } from './leads.routes.ts'
