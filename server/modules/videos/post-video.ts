import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { VideoPlan } from '#shared/contracts/videos.contract.ts'
import type { PublishPlatform } from '#shared/domain/publishing.ts'
import { videoTopicLabel } from '#shared/domain/video-topics.ts'
import { messageOf, toVideoPlan, type VideosContext } from './videos.context.ts'
import { updateVideoPlan, type VideoPlanRow } from './videos.repository.ts'

/** Post Now and Retry: publishing a rendered plan, or rendering a failed one again. */
export function createVideoPosting({ deps, db, log, now, requirePlan, enqueueRender }: VideosContext) {
  // Post Now twice at once in this process would upload to YouTube twice: one post per plan at a time.
  const posting = new Set<string>()

  /** Publishes a rendered plan: the site's news, then YouTube when configured; POSTED or FAILED. */
  async function publish(plan: VideoPlanRow): Promise<VideoPlanRow> {
    const platforms = new Set<PublishPlatform>(plan.platforms)
    let { newsItemId, youtubeId } = plan
    try {
      const title = plan.title ?? videoTopicLabel(plan.topic)
      const summary = plan.script ?? title
      const item = await deps.publishToNews({
        key: `video-plan:${plan.id}`,
        source: 'VIDEO',
        title,
        summary,
        mediaUrl: plan.videoUrl,
        publishedAt: now(),
      })
      newsItemId = item.id
      platforms.add('site')
      if (deps.youtube && !youtubeId) {
        const bytes = plan.storageKey ? await deps.storage.get(plan.storageKey) : null
        if (!bytes) throw new Error('The rendered video is no longer in storage; retry to render it again.')
        const uploaded = await deps.youtube.upload({ bytes, title, description: summary })
        youtubeId = uploaded.videoId
        platforms.add('youtube')
      }
    } catch (error) {
      const message = messageOf(error)
      await updateVideoPlan(db, plan.id, {
        status: 'FAILED',
        errorMessage: message,
        newsItemId,
        youtubeId,
        platforms: [...platforms],
      })
      log.warn({ planId: plan.id, reason: message }, 'video post failed')
      throw new AppError('unavailable', message)
    }
    const posted = await updateVideoPlan(db, plan.id, {
      status: 'POSTED',
      errorMessage: null,
      newsItemId,
      youtubeId,
      platforms: [...platforms],
      postedAt: now(),
    })
    return posted!
  }

  async function withPostLock<T>(planId: string, run: () => Promise<T>): Promise<T> {
    if (posting.has(planId)) throw new AppError('conflict', 'This video is being posted already.')
    posting.add(planId)
    try {
      return await run()
    } finally {
      posting.delete(planId)
    }
  }

  /** Post Now on a GENERATED plan. */
  async function schedulePlan(actor: User, planId: string): Promise<VideoPlan> {
    return withPostLock(planId, async () => {
      const plan = await requirePlan(planId)
      if (plan.status !== 'GENERATED') {
        throw new AppError('conflict', 'Only a generated video can be posted.')
      }
      await deps.audit.record({
        caseId: null,
        actor: 'ADMIN',
        actorUserId: actor.id,
        action: 'VIDEO_POSTED',
        detail: { planId, topic: plan.topic },
      })
      return toVideoPlan(await publish(plan))
    })
  }

  /** Retry on a FAILED plan: render again when it was never rendered, else post again. */
  async function retryPlan(actor: User, planId: string): Promise<VideoPlan> {
    return withPostLock(planId, async () => {
      const plan = await requirePlan(planId)
      if (plan.status !== 'FAILED') throw new AppError('conflict', 'Only a failed video can be retried.')
      await deps.audit.record({
        caseId: null,
        actor: 'ADMIN',
        actorUserId: actor.id,
        action: 'VIDEO_RETRIED',
        detail: { planId, topic: plan.topic },
      })
      if (!plan.storageKey) {
        const planned = await updateVideoPlan(db, plan.id, { status: 'PLANNED', errorMessage: null }, [
          'FAILED',
        ])
        if (!planned) throw new AppError('conflict', 'Only a failed video can be retried.')
        await enqueueRender(plan.id, `retry-${now().getTime()}`)
        return toVideoPlan(planned)
      }
      return toVideoPlan(await publish(plan))
    })
  }

  return { schedulePlan, retryPlan }
}
