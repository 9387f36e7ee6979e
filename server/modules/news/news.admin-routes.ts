import type { FastifyInstance } from 'fastify'
import { newsContract } from '#shared/contracts/news.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { NewsService } from './news.service.ts'

export async function newsAdminRoutes(app: FastifyInstance, { news }: { news: NewsService }) {
  route(app, newsContract.adminList, async ({ query }) => ({ items: await news.listForAdmin(query.limit) }))

  route(app, newsContract.adminCreate, async ({ body }) => ({ item: await news.createItem(body) }))

  route(app, newsContract.adminUpdate, async ({ params, body }) => ({
    item: await news.updateItem(params.id, body),
  }))

  route(app, newsContract.adminDelete, async ({ params }) => {
    await news.deleteItem(params.id)
    return null
  })

  route(app, newsContract.feedsList, async () => ({ feeds: await news.listAllFeeds() }))

  route(app, newsContract.feedsCreate, async ({ body }) => ({ feed: await news.addFeed(body) }))

  route(app, newsContract.feedsDelete, async ({ params }) => {
    await news.removeFeed(params.id)
    return null
  })
}
