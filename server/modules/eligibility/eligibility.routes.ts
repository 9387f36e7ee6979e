import type { FastifyInstance } from 'fastify'
import { eligibilityContract } from '#shared/contracts/eligibility.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { EligibilityService } from './eligibility.service.ts'

type Deps = {
  eligibility: EligibilityService
  rateLimits: RateLimitsService
  publicFormLimitPerMinute: number
}

export async function eligibilityRoutes(app: FastifyInstance, deps: Deps) {
  const limit = { limit: deps.publicFormLimitPerMinute, windowSeconds: 60 }
  route(app, eligibilityContract.check, async ({ request, body }) => {
    await deps.rateLimits.consume('eligibility:ip', request.ip, limit)
    return deps.eligibility.checkEligibility(body)
  })
}
