import type { FastifyInstance } from 'fastify'
import { casesContract } from '#shared/contracts/cases.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { CasesService } from './cases.service.ts'

export async function casesRoutes(app: FastifyInstance, { cases }: { cases: CasesService }) {
  route(app, casesContract.create, async ({ user, body }) => cases.createCase(user, body))

  route(app, casesContract.listByUser, async ({ user, params }) => ({
    cases: await cases.listCasesForUser(user, params.userId),
  }))

  route(app, casesContract.get, async ({ user, params }) => cases.getCase(user, params.id))
}
