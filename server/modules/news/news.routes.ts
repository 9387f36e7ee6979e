import type { FastifyInstance } from 'fastify'
import { newsContract } from '#shared/contracts/news.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { NewsService } from './news.service.ts'

export async function newsRoutes(app: FastifyInstance, { news }: { news: NewsService }) {
  route(app, newsContract.widget, async ({ query }) => ({ items: await news.listLatest(query.limit) }))

  route(app, newsContract.list, async () => news.listPage())

  route(app, newsContract.click, async ({ body }) => {
    await news.recordClick(body.id)
    return { ok: true as const }
  })
}
