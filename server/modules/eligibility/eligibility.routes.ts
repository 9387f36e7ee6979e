import type { FastifyInstance } from 'fastify'
import { eligibilityContract } from '#shared/contracts/eligibility.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { EligibilityService } from './eligibility.service.ts'

export async function eligibilityRoutes(app: FastifyInstance, deps: { eligibility: EligibilityService }) {
  route(app, eligibilityContract.check, async ({ body }) => deps.eligibility.checkEligibility(body))
}
