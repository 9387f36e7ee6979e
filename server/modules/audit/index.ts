export { createAuditService, type AuditService, type AuditEntryInput } from './audit.service.ts'
