import { readJobProgress } from '#server/jobs/job-progress.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { GenerateVideoInput, VideoPlan, VideoRenderProgress } from '#shared/contracts/videos.contract.ts'
import type { VideoAffiliateCode } from '#shared/domain/publishing.ts'
import { dailyVideoTopic, videoTopicLabel } from '#shared/domain/video-topics.ts'
import { renderKeyPrefix, toVideoPlan, type VideosContext } from './videos.context.ts'
import {
  findDailyVideoPlan,
  findLatestRenderJobKey,
  findVideoPlanById,
  insertDailyVideoPlan,
  insertVideoPlan,
  listVideoPlans,
} from './videos.repository.ts'

/** The affiliate code of the daily plan (the house's own). */
const DAILY_AFFILIATE_CODE: VideoAffiliateCode = 'HOUSE001'
const PLANS_LISTED = 100

/** The plans: listing them, making one (by hand or daily), its render's progress and its file. */
export function createVideoPlans({ deps, db, now, requirePlan, enqueueRender }: VideosContext) {
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

  return { listPlans, getTodayPlan, generate, getProgress, readVideoFile, runDailyJob }
}
