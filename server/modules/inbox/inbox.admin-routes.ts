import type { FastifyInstance } from 'fastify'
import { inboxContract } from '#shared/contracts/inbox.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { InboxService } from './inbox.service.ts'

export async function inboxAdminRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  route(app, inboxContract.list, async ({ user, query }) => inbox.listConversations(user, query))

  route(app, inboxContract.summary, async () => inbox.summarize())

  route(app, inboxContract.assignees, async () => ({ assignees: await inbox.listAssignees() }))

  route(app, inboxContract.messages, async ({ params }) => inbox.getConversation(params.id))

  route(app, inboxContract.read, async ({ params }) => ({ conversation: await inbox.markRead(params.id) }))

  route(app, inboxContract.contact, async ({ user, params }) => inbox.getContact(user, params.id))

  route(app, inboxContract.assign, async ({ user, params, body }) => ({
    conversation: await inbox.assignConversation(user, params.id, body.userId),
  }))

  route(app, inboxContract.sendEmail, async ({ user, body }) => ({
    message: await inbox.sendEmailReply(user, body),
  }))

  route(app, inboxContract.close, async ({ user, params }) => ({
    conversation: await inbox.closeConversation(params.id, user),
  }))

  route(app, inboxContract.reopen, async ({ user, params }) => ({
    conversation: await inbox.reopenConversation(params.id, user),
  }))
}
