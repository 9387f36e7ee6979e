import type { FastifyInstance } from 'fastify'
import { adminDashboardContract } from '#shared/contracts/admin-dashboard.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { AdminDashboardService } from './admin-dashboard.service.ts'

/** The back office's live figures (spec 002 §2.2, docs/decisions/034-live-admin-dashboard.md). */
export async function adminDashboardAdminRoutes(
  app: FastifyInstance,
  { dashboard }: { dashboard: AdminDashboardService },
) {
  route(app, adminDashboardContract.get, async () => dashboard.getDashboard())
}
