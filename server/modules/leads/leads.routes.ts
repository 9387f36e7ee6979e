import type { FastifyInstance } from 'fastify'
import { leadsContract } from '#shared/contracts/leads.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { LeadsService } from './leads.service.ts'

type Deps = { leads: LeadsService; rateLimits: RateLimitsService; publicFormLimitPerMinute: number }

export async function leadsRoutes(
  app: FastifyInstance,
  { leads, rateLimits, publicFormLimitPerMinute }: Deps,
) {
  const limit = { limit: publicFormLimitPerMinute, windowSeconds: 60 }

  route(app, leadsContract.chatLead, async ({ request, body }) => {
    await rateLimits.consume('chat-lead:ip', request.ip, limit)
    await leads.captureLead(body)
    return { ok: true as const }
  })

  route(app, leadsContract.contact, async ({ request, body }) => {
    await rateLimits.consume('contact:ip', request.ip, limit)
    await leads.submitContactForm(body)
    return { ok: true as const }
  })
}
