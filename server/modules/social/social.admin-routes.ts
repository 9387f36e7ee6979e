import type { FastifyInstance } from 'fastify'
import { socialContract } from '#shared/contracts/social.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import { socialImageRoutes } from './social.image-routes.ts'
import type { SocialService } from './social.service.ts'

export async function socialAdminRoutes(app: FastifyInstance, { social }: { social: SocialService }) {
  route(app, socialContract.list, async ({ query }) => ({
    posts: await social.listQueue(query.limit),
    channels: social.listChannels(),
  }))

  route(app, socialContract.create, async ({ user, body }) => ({
    post: await social.schedulePost(user, body),
  }))

  route(app, socialContract.remove, async ({ user, params }) => {
    await social.deletePost(user, params.id)
    return null
  })

  route(app, socialContract.metrics, async () => social.getMetrics())

  // The image upload and the public image address, in a scope of their own (one line in app.ts).
  await app.register(socialImageRoutes, { images: social.images })
}
