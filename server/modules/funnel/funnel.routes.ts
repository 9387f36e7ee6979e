import type { FastifyInstance } from 'fastify'
import { funnelContract } from '#shared/contracts/funnel.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import { trackFunnelStep } from './funnel.http.ts'
import type { FunnelService } from './funnel.service.ts'

/** The wizard's "I was opened" call (docs/decisions/034-live-admin-dashboard.md). */
export async function funnelRoutes(app: FastifyInstance, { funnel }: { funnel: FunnelService }) {
  route(app, funnelContract.wizardStarted, async ({ request, reply }) => {
    trackFunnelStep(funnel, request, reply, 'WIZARD_STARTED')
    return null
  })
}
