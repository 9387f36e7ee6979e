import type { FastifyInstance } from 'fastify'
import { creditRepairAdminContract as c } from '#shared/contracts/credit-repair.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { CreditRepairService } from './credit-repair.service.ts'

/** Staff's view of a customer's credit repair, and the results they record (audited). */
export async function creditRepairAdminRoutes(
  app: FastifyInstance,
  { creditRepair }: { creditRepair: CreditRepairService },
) {
  route(app, c.caseCreditRepair, async ({ user, params }) => creditRepair.getOverviewForCase(user, params.id))

  route(app, c.recordResult, async ({ user, params, body }) => ({
    item: await creditRepair.recordResultAsStaff(user, params.itemId, body),
  }))
}
