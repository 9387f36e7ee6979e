import type { FastifyInstance } from 'fastify'
import { newsContract } from '#shared/contracts/news.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { NewsService } from './news.service.ts'

export async function newsRoutes(app: FastifyInstance, { news }: { news: NewsService }) {
  route(app, newsContract.widget, async ({ query }) => {
    const items = await news.listLatest(query.limit)
    news.recordImpressions(items.map((item) => item.id))
    return { items }
  })

  route(app, newsContract.list, async () => {
    const page = await news.listPage()
    news.recordImpressions([...page.updates, ...page.videos, ...page.articles].map((item) => item.id))
    return page
  })

  route(app, newsContract.click, async ({ body }) => {
    await news.recordClick(body.id)
    return { ok: true as const }
  })
}
