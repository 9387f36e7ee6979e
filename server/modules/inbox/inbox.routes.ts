import type { FastifyInstance } from 'fastify'
import { inboxContract } from '#shared/contracts/inbox.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { InboxService } from './inbox.service.ts'

export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  route(app, inboxContract.contactSupport, async ({ user, body }) => inbox.contactSupport(user, body))
}
