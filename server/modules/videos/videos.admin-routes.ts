import type { FastifyInstance } from 'fastify'
import { videosContract } from '#shared/contracts/videos.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { VideosService } from './videos.service.ts'

export async function videosAdminRoutes(app: FastifyInstance, { videos }: { videos: VideosService }) {
  route(app, videosContract.plans, async () => ({ plans: await videos.listPlans() }))

  route(app, videosContract.today, async () => ({ plan: await videos.getTodayPlan() }))

  route(app, videosContract.generate, async ({ user, body }) => ({ plan: await videos.generate(user, body) }))

  route(app, videosContract.schedule, async ({ user, body }) => ({
    plan: await videos.schedulePlan(user, body.planId),
  }))

  route(app, videosContract.retry, async ({ user, body }) => ({
    plan: await videos.retryPlan(user, body.planId),
  }))

  route(app, videosContract.progress, async ({ params }) => videos.getProgress(params.id))
}
