export { createOutboxService, type OutboxService } from './outbox.service.ts'
export { outboxAdminRoutes } from './outbox.admin-routes.ts'
