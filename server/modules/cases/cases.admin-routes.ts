import type { FastifyInstance } from 'fastify'
import { casesContract } from '#shared/contracts/cases.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { CasesService } from './cases.service.ts'

/** Back-office endpoints on cases (access 'admin' in the contract). */
export async function casesAdminRoutes(app: FastifyInstance, { cases }: { cases: CasesService }) {
  route(app, casesContract.reviewNotEligible, async ({ user, params, body }) =>
    cases.recordReviewNotEligible(user, params.id, body.reason),
  )
}
