export { createAdminDashboardService, type AdminDashboardService } from './admin-dashboard.service.ts'
export { adminDashboardAdminRoutes } from './admin-dashboard.admin-routes.ts'
