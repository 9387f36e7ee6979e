import { createVideoPosting } from './post-video.ts'
import { createVideoRender } from './render-video.ts'
import { createVideoPlans } from './video-plans.ts'
import { createVideosContext, type VideosServiceDeps } from './videos.context.ts'

export {
  VIDEO_DAILY_EVERY_MS,
  VIDEO_DAILY_JOB,
  VIDEO_RENDER,
  VIDEO_RENDER_JOB,
  type PublishToNews,
  type VideosServiceDeps,
} from './videos.context.ts'

/**
 * Short vertical videos (docs/decisions/043-short-videos.md): a plan is made PLANNED, a job renders
 * it on this machine (GENERATED, or FAILED with the reason after the last attempt), Post Now
 * publishes it to the site's news and YouTube when configured (POSTED, or FAILED), and Retry
 * renders or posts again. A daily job makes one plan per business day, its topic rotating.
 */
export function createVideosService(deps: VideosServiceDeps) {
  const context = createVideosContext(deps)
  const plans = createVideoPlans(context)
  const render = createVideoRender(context)
  const posting = createVideoPosting(context)

  return {
    listPlans: plans.listPlans,
    getTodayPlan: plans.getTodayPlan,
    generate: plans.generate,
    schedulePlan: posting.schedulePlan,
    retryPlan: posting.retryPlan,
    getProgress: plans.getProgress,
    readVideoFile: plans.readVideoFile,
    runRenderJob: render.runRenderJob,
    runDailyJob: plans.runDailyJob,
  }
}

export type VideosService = ReturnType<typeof createVideosService>
