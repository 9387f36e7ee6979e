import { VideoToolMissingError } from '#server/adapters/video/index.ts'
import { splitIntoCaptions } from '#server/adapters/video/captions.ts'
import { createProgressReporter } from '#server/jobs/job-progress.ts'
import type { ClaimedJob } from '#server/jobs/job-runner.ts'
import { videoFilePath } from '#shared/contracts/videos.contract.ts'
import { videoTopicLabel, type VideoTopic } from '#shared/domain/video-topics.ts'
import { isUsableScript, scriptPrompt, templateScript } from './video-scripts.ts'
import { messageOf, type RenderPayload, type VideosContext } from './videos.context.ts'
import { findVideoPlanById, updateVideoPlan } from './videos.repository.ts'

/** The render job, which turns a PLANNED plan into an MP4 on this machine. */
export function createVideoRender({ deps, db, log, now }: VideosContext) {
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
  async function runRenderJob({ planId }: RenderPayload, job: ClaimedJob): Promise<void> {
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

  return { runRenderJob }
}
