export { createPaymentsService, type PaymentsService } from './payments.service.ts'
export { paymentsRoutes } from './payments.routes.ts'
export { paymentsAdminRoutes } from './payments.admin-routes.ts'
