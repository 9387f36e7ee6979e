import type { FastifyInstance } from 'fastify'
import { inboxContract } from '#shared/contracts/inbox.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { InboxService } from './inbox.service.ts'

export async function inboxAdminRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  route(app, inboxContract.list, async ({ query }) => ({
    conversations: await inbox.listConversations(query),
  }))

  route(app, inboxContract.messages, async ({ params }) => inbox.getConversation(params.id))

  route(app, inboxContract.sendEmail, async ({ user, body }) => ({
    message: await inbox.sendEmailReply(user, body),
  }))

  route(app, inboxContract.close, async ({ params }) => ({
    conversation: await inbox.closeConversation(params.id),
  }))
}
