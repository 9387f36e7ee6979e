export { createAuditService, type AuditService, type AuditEntryInput } from './audit.service.ts'
export { activityLabel, ACTIVITY_LABELS } from './activity-labels.ts'
export { auditAdminRoutes } from './audit.admin-routes.ts'
