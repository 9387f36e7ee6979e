import type { FastifyInstance } from 'fastify'
import { leadsContract } from '#shared/contracts/leads.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { LeadsService } from './leads.service.ts'

export async function leadsRoutes(app: FastifyInstance, { leads }: { leads: LeadsService }) {
  route(app, leadsContract.chatLead, async ({ body }) => {
    await leads.captureLead(body)
    return { ok: true as const }
  })

  route(app, leadsContract.contact, async ({ body }) => {
    await leads.submitContactForm(body)
    return { ok: true as const }
  })
}
