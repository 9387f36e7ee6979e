import type { FastifyInstance } from 'fastify'
import { newsContract } from '#shared/contracts/news.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { NewsService } from './news.service.ts'

type Deps = { news: NewsService; rateLimits: RateLimitsService; publicFormLimitPerMinute: number }

export async function newsRoutes(app: FastifyInstance, { news, rateLimits, publicFormLimitPerMinute }: Deps) {
  const limit = { limit: publicFormLimitPerMinute, windowSeconds: 60 }

  route(app, newsContract.widget, async ({ query }) => ({ items: await news.listLatest(query.limit) }))

  route(app, newsContract.list, async () => news.listPage())

  route(app, newsContract.click, async ({ request, body }) => {
    await rateLimits.consume('news-click:ip', request.ip, limit)
    await news.recordClick(body.id)
    return { ok: true as const }
  })
}
