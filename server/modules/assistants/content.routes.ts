import type { FastifyInstance } from 'fastify'
import { contentContract } from '#shared/contracts/content.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { AssistantsService } from './assistants.service.ts'

export async function contentRoutes(app: FastifyInstance, { assistants }: { assistants: AssistantsService }) {
  route(app, contentContract.figures, async ({ reply }) => {
    // Revalidated on every use: an admin's price change shows on the next page load (decision 037).
    reply.header('cache-control', 'no-cache')
    return assistants.getContentFigures()
  })
}
