import type { FastifyInstance } from 'fastify'
import { creditRepairContract as c } from '#shared/contracts/credit-repair.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { CreditRepairService } from './credit-repair.service.ts'

/** The customer's own credit repair (docs/decisions/044-credit-repair.md). */
export async function creditRepairRoutes(
  app: FastifyInstance,
  { creditRepair }: { creditRepair: CreditRepairService },
) {
  route(app, c.overview, async ({ user }) => creditRepair.getOverview(user))

  route(app, c.registerReport, async ({ user, body }) => creditRepair.registerReport(user, body))

  route(app, c.addItems, async ({ user, body }) => ({ items: await creditRepair.addItems(user, body) }))

  route(app, c.updateItem, async ({ user, params, body }) => ({
    item: await creditRepair.updateItem(user, params.itemId, body),
  }))

  route(app, c.deleteItem, async ({ user, params }) => {
    await creditRepair.deleteItem(user, params.itemId)
    return null
  })

  route(app, c.generateLetters, async ({ user }) => ({ letters: await creditRepair.generateLetters(user) }))

  route(app, c.markLetterSent, async ({ user, params, body }) => ({
    letter: await creditRepair.markLetterSent(user, params.letterId, body),
  }))

  route(app, c.recordResult, async ({ user, params, body }) => ({
    item: await creditRepair.recordResult(user, params.itemId, body),
  }))

  route(app, c.generateFollowUp, async ({ user, params }) => ({
    letter: await creditRepair.generateFollowUp(user, params.letterId),
  }))
}
