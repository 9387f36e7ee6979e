import type { FastifyInstance } from 'fastify'
import { contentContract } from '#shared/contracts/content.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { AssistantsService } from './assistants.service.ts'

export async function contentRoutes(app: FastifyInstance, { assistants }: { assistants: AssistantsService }) {
  route(app, contentContract.figures, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60')
    return assistants.getContentFigures()
  })
}
