import type { Db } from '#server/db/client.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Llm } from '#server/adapters/llm/index.ts'
import {
  VideoToolMissingError,
  type VideoRenderer,
  type VideoUploader,
} from '#server/adapters/video/index.ts'
import { splitIntoCaptions } from '#server/adapters/video/captions.ts'
import { createProgressReporter, readJobProgress } from '#server/jobs/job-progress.ts'
import type { ClaimedJob, EnqueueOptions } from '#server/jobs/job-runner.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  videoFilePath,
  type GenerateVideoInput,
  type VideoPlan,
  type VideoRenderProgress,
} from '#shared/contracts/videos.contract.ts'
import type { PublishPlatform, VideoAffiliateCode } from '#shared/domain/publishing.ts'
import type { Settings } from '#shared/domain/settings.ts'
import { dailyVideoTopic, videoTopicLabel, type VideoTopic } from '#shared/domain/video-topics.ts'
import {
  findDailyVideoPlan,
  findLatestRenderJobKey,
  findVideoPlanById,
  insertDailyVideoPlan,
  insertVideoPlan,
  listVideoPlans,
  updateVideoPlan,
  type VideoPlanRow,
} from './videos.repository.ts'
import { isUsableScript, scriptPrompt, templateScript } from './video-scripts.ts'

export const VIDEO_RENDER_JOB = 'videos.render'
export const VIDEO_DAILY_JOB = 'videos.daily-plan'
/** The daily job looks every hour whether today's plan exists (it makes it once per day). */
export const VIDEO_DAILY_EVERY_MS = 60 * 60_000
/** A render that fails is tried once more before the plan is FAILED. */
const RENDER_ATTEMPTS = 2
/** The affiliate code of the daily plan (the house's own). */
const DAILY_AFFILIATE_CODE: VideoAffiliateCode = 'HOUSE001'
const PLANS_LISTED = 100

/** What the site's news feed offers the videos module (news.publishSiteItem). */
export type PublishToNews = (input: {
  key: string
  source: 'VIDEO'
  title: string
  summary: string
  mediaUrl: string | null
  publishedAt: Date
}) => Promise<{ id: string }>

export type VideosServiceDeps = {
  db: Db
  log: Logger
  audit: AuditService
  storage: FileStorage
  renderer: VideoRenderer
  /** YouTube when its OAuth keys are set; null otherwise (the site's news alone). */
  youtube: VideoUploader | null
  llm: Llm | null
  settings: { getSettings(): Promise<Pick<Settings, 'companyName' | 'payoutTimeZone'>> }
  publishToNews: PublishToNews
  jobs: { enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<{ id: string } | null> }
  /** Runs a just-enqueued render at once rather than at the next poll (off in tests). */
  runSoon?: (jobIds: string[]) => void
  now?: () => Date
}

type RenderPayload = { planId: string }

const renderKeyPrefix = (planId: string) => `video-render:${planId}:`

function toVideoPlan(row: VideoPlanRow): VideoPlan {
  return {
    id: row.id,
    topic: row.topic,
    angle: row.angle,
    affiliateCode: row.affiliateCode,
    status: row.status,
    date: row.date,
    isDaily: row.isDaily === 1,
    platforms: row.platforms,
    title: row.title,
    script: row.script,
    youtubeId: row.youtubeId,
    videoUrl: row.videoUrl,
    durationSec: row.durationSec,
    errorMessage: row.errorMessage,
    generatedAt: row.generatedAt?.toISOString() ?? null,
    postedAt: row.postedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error'
}

/**
 * Short vertical videos (docs/decisions/043-short-videos.md): a plan is made PLANNED, a job renders
 * it on this machine (GENERATED, or FAILED with the reason after the last attempt), Post Now
 * publishes it to the site's news and YouTube when configured (POSTED, or FAILED), and Retry
 * renders or posts again. A daily job makes one plan per business day, its topic rotating.
 */
export function createVideosService(deps: VideosServiceDeps) {
  const { db, log } = deps
  const now = () => deps.now?.() ?? new Date()
  // Post Now twice at once in this process would upload to YouTube twice: one post per plan at a time.
  const posting = new Set<string>()

  async function requirePlan(planId: string): Promise<VideoPlanRow> {
    const row = await findVideoPlanById(db, planId)
    if (!row) throw new AppError('not_found', 'Video plan not found')
    return row
  }

  async function enqueueRender(planId: string, attemptKey: string): Promise<void> {
    const job = await deps.jobs.enqueue(VIDEO_RENDER_JOB, { planId } satisfies RenderPayload, {
      uniqueKey: `${renderKeyPrefix(planId)}${attemptKey}`,
      maxAttempts: RENDER_ATTEMPTS,
    })
    if (job) deps.runSoon?.([job.id])
  }

  /** The latest plans, newest first. */
  async function listPlans(): Promise<VideoPlan[]> {
    return (await listVideoPlans(db, PLANS_LISTED)).map(toVideoPlan)
  }

  /** Today's daily plan (business time zone), or null until the daily job has made it. */
  async function getTodayPlan(): Promise<VideoPlan | null> {
    const { payoutTimeZone } = await deps.settings.getSettings()
    const row = await findDailyVideoPlan(db, todayIn(payoutTimeZone, now()))
    return row ? toVideoPlan(row) : null
  }

  /** Plans a video (PLANNED) for today and enqueues its render. */
  async function generate(actor: User, input: Required<GenerateVideoInput>): Promise<VideoPlan> {
    const { payoutTimeZone } = await deps.settings.getSettings()
    const row = await insertVideoPlan(db, {
      topic: input.topic,
      angle: input.angle,
      affiliateCode: input.affiliateCode,
      status: 'PLANNED',
      date: todayIn(payoutTimeZone, now()),
      title: videoTopicLabel(input.topic),
      createdByUserId: actor.id,
    })
    await deps.audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: actor.id,
      action: 'VIDEO_GENERATED',
      detail: { planId: row.id, topic: row.topic, affiliateCode: row.affiliateCode },
    })
    await enqueueRender(row.id, 'first')
    return toVideoPlan(row)
  }

  /** The script of a plan: the LLM's when configured and usable, the topic's template otherwise. */
  async function writeScript(topic: VideoTopic, angle: string, companyName: string): Promise<string> {
    const template = templateScript(topic, angle, companyName)
    if (!deps.llm) return template
    try {
      const prompt = scriptPrompt({ topic, title: videoTopicLabel(topic), angle, companyName })
      const written = (await deps.llm.complete(prompt.system, prompt.user)).replace(/\s+/g, ' ').trim()
      if (isUsableScript(written)) return written
      log.warn({ topic }, 'LLM video script not usable; the template is used')
    } catch (error) {
      log.warn({ topic, reason: messageOf(error) }, 'LLM video script failed; the template is used')
    }
    return template
  }

  /** The render job: script, voice, captions, MP4 into storage, GENERATED. Idempotent. */
  async function runRenderJob(payload: unknown, job: ClaimedJob): Promise<void> {
    const { planId } = payload as RenderPayload
    const plan = await findVideoPlanById(db, planId)
    if (!plan || plan.status !== 'PLANNED') return
    const report = createProgressReporter(db, job.id)
    try {
      await report(1, 'Writing the script')
      const { companyName } = await deps.settings.getSettings()
      const topic = plan.topic as VideoTopic
      const script = await writeScript(topic, plan.angle, companyName)
      const title = videoTopicLabel(topic)
      const video = await deps.renderer.render(
        { title, captions: splitIntoCaptions(script), affiliateCode: plan.affiliateCode },
        (percent, note) => report(Math.max(1, percent), note),
      )
      const storageKey = `videos/${plan.id}.mp4`
      await deps.storage.put(storageKey, video.bytes, 'video/mp4')
      await updateVideoPlan(
        db,
        plan.id,
        {
          status: 'GENERATED',
          title,
          script,
          storageKey,
          videoUrl: videoFilePath(plan.id),
          durationSec: video.durationSec,
          errorMessage: null,
          generatedAt: now(),
        },
        ['PLANNED'],
      )
    } catch (error) {
      const message = messageOf(error)
      // A missing tool will still be missing on the next attempt: the plan fails at once.
      const isLast = error instanceof VideoToolMissingError || job.attempts >= job.maxAttempts
      if (!isLast) throw error
      await updateVideoPlan(db, plan.id, { status: 'FAILED', errorMessage: message }, ['PLANNED'])
      log.error({ planId: plan.id, reason: message }, 'video render failed')
      if (!(error instanceof VideoToolMissingError)) throw error
    }
  }

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

  /** How far a plan's render has got. */
  async function getProgress(planId: string): Promise<VideoRenderProgress> {
    const plan = await requirePlan(planId)
    if (plan.status !== 'PLANNED') {
      return { status: plan.status, percent: plan.storageKey ? 100 : null, note: null }
    }
    const key = await findLatestRenderJobKey(db, renderKeyPrefix(plan.id))
    const progress = key ? await readJobProgress(db, { uniqueKey: key }) : null
    return { status: plan.status, percent: progress?.percent ?? null, note: progress?.note ?? null }
  }

  /**
   * The MP4 of a plan. Admins may watch it once rendered; everyone once it is on the site's news.
   * Anyone else is told it does not exist.
   */
  async function readVideoFile(planId: string, viewer: User | null): Promise<Uint8Array> {
    const plan = await findVideoPlanById(db, planId)
    const isPublic = plan?.status === 'POSTED' || Boolean(plan?.newsItemId)
    if (!plan?.storageKey || (!isPublic && viewer?.role !== 'ADMIN')) {
      throw new AppError('not_found', 'Video not found')
    }
    const bytes = await deps.storage.get(plan.storageKey)
    if (!bytes) throw new AppError('not_found', 'Video not found')
    return bytes
  }

  /** The daily job: today's plan (topic by day number, the house code) and its render, once per day. */
  async function runDailyJob(): Promise<void> {
    const { payoutTimeZone } = await deps.settings.getSettings()
    const date = todayIn(payoutTimeZone, now())
    const topic = dailyVideoTopic(date)
    const inserted = await insertDailyVideoPlan(db, {
      topic,
      angle: '',
      affiliateCode: DAILY_AFFILIATE_CODE,
      status: 'PLANNED',
      date,
      title: videoTopicLabel(topic),
    })
    const plan = inserted ?? (await findDailyVideoPlan(db, date))
    // The render's key is fixed per plan, so a second run of this job enqueues nothing new.
    if (plan?.status === 'PLANNED') await enqueueRender(plan.id, 'first')
  }

  return {
    listPlans,
    getTodayPlan,
    generate,
    schedulePlan,
    retryPlan,
    getProgress,
    readVideoFile,
    runRenderJob,
    runDailyJob,
  }
}

export type VideosService = ReturnType<typeof createVideosService>
