import type { FastifyInstance } from 'fastify'
import { eligibilityContract } from '#shared/contracts/eligibility.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import { trackFunnelStep, type FunnelService } from '#server/modules/funnel/index.ts'
import type { EligibilityService } from './eligibility.service.ts'

export async function eligibilityRoutes(
  app: FastifyInstance,
  deps: { eligibility: EligibilityService; funnel: Pick<FunnelService, 'recordStep'> },
) {
  route(app, eligibilityContract.check, async ({ body, request, reply }) => {
    const result = await deps.eligibility.checkEligibility(body)
    // The funnel's verdict step: counted in memory, stored with the next batch (decision 034).
    trackFunnelStep(deps.funnel, request, reply, 'VERDICT')
    return result
  })
}
