import type { FastifyInstance } from 'fastify'
import { inboundMailAdminContract } from '#shared/contracts/inbound-mail.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { InboundMailService } from './inbound-mail.service.ts'

/** Back-office endpoints on mail to a case's fingerprint address (access 'admin' in the contract). */
export async function inboundMailAdminRoutes(
  app: FastifyInstance,
  { inboundMail }: { inboundMail: InboundMailService },
) {
  route(app, inboundMailAdminContract.listForCase, async ({ params }) => ({
    messages: await inboundMail.listCaseMail(params.id),
  }))
  route(app, inboundMailAdminContract.release, async ({ user, params }) =>
    inboundMail.releaseHeldMail(user, params.id),
  )
  route(app, inboundMailAdminContract.reject, async ({ user, params }) =>
    inboundMail.rejectHeldMail(user, params.id),
  )
}
