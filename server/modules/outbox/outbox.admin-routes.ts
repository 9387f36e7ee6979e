import type { FastifyInstance } from 'fastify'
import { outboxContract } from '#shared/contracts/outbox.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { OutboxService } from './outbox.service.ts'

export async function outboxAdminRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxService }) {
  route(app, outboxContract.list, async ({ query }) => ({ messages: await outbox.listMessages(query.limit) }))
}
