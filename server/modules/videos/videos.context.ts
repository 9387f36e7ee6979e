import { z } from 'zod'
import { defineJob, enqueueJob } from '#server/jobs/index.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Llm } from '#server/adapters/llm/index.ts'
import type { VideoRenderer, VideoUploader } from '#server/adapters/video/index.ts'
import type { Db } from '#server/db/client.ts'
import type { EnqueueOptions } from '#server/jobs/job-runner.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { VideoPlan } from '#shared/contracts/videos.contract.ts'
import type { Settings } from '#shared/domain/settings.ts'
import { findVideoPlanById, type VideoPlanRow } from './videos.repository.ts'

export const VIDEO_RENDER_JOB = 'videos.render'
export const VIDEO_DAILY_JOB = 'videos.daily-plan'
/** The daily job looks every hour whether today's plan exists (it makes it once per day). */
export const VIDEO_DAILY_EVERY_MS = 60 * 60_000
/** A render that fails is tried once more before the plan is FAILED. */
const RENDER_ATTEMPTS = 2

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

/** The render job with the shape of its payload (docs/decisions/063-one-way-modules.md). */
export const VIDEO_RENDER = defineJob(VIDEO_RENDER_JOB, z.object({ planId: z.string() }))
export type RenderPayload = z.infer<typeof VIDEO_RENDER.payload>

export const renderKeyPrefix = (planId: string) => `video-render:${planId}:`

/** What every use case of the videos works with: the deps, the clock and the plan helpers. */
export type VideosContext = ReturnType<typeof createVideosContext>

export function createVideosContext(deps: VideosServiceDeps) {
  const { db } = deps
  const now = () => deps.now?.() ?? new Date()

  async function requirePlan(planId: string): Promise<VideoPlanRow> {
    const row = await findVideoPlanById(db, planId)
    if (!row) throw new AppError('not_found', 'Video plan not found')
    return row
  }

  async function enqueueRender(planId: string, attemptKey: string): Promise<void> {
    const job = await enqueueJob(
      deps.jobs,
      VIDEO_RENDER,
      { planId },
      {
        uniqueKey: `${renderKeyPrefix(planId)}${attemptKey}`,
        maxAttempts: RENDER_ATTEMPTS,
      },
    )
    if (job) deps.runSoon?.([job.id])
  }

  return { deps, db, log: deps.log, now, requirePlan, enqueueRender }
}

export function toVideoPlan(row: VideoPlanRow): VideoPlan {
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

export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error'
}
