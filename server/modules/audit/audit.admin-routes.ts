import type { FastifyInstance } from 'fastify'
import { auditContract } from '#shared/contracts/audit.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { AuditService } from './audit.service.ts'

/** The back office's audit log (docs/decisions/038-people-and-audit-log.md). */
export async function auditAdminRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  route(app, auditContract.list, async ({ query }) => audit.listLog(query))
}
