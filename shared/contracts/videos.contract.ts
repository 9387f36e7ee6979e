import { z } from 'zod'
import { PUBLISH_PLATFORMS, VIDEO_AFFILIATE_CODES, VIDEO_PLAN_STATUSES } from '../domain/publishing.ts'
import { VIDEO_TOPIC_IDS } from '../domain/video-topics.ts'
import { singleLineText } from '../domain/text-fields.ts'
import { buildPath, type ContractTable } from './contract.ts'

/** The screen's error toasts (002 §8): the title, with the server's message under it. */
export const VIDEO_TEXTS = {
  generationFailed: 'Generation Failed',
  schedulingFailed: 'Scheduling Failed',
  topicRequired: 'Topic is required',
  codeRequired: 'Choose one of the affiliate codes',
  angleSymbols: 'Write the angle as a short phrase, without links or the signs : / @ { } < > \\',
} as const

export const VIDEO_ANGLE_MAX = 80

export const VideoPlanSchema = z.object({
  id: z.string(),
  topic: z.string(),
  angle: z.string(),
  affiliateCode: z.string(),
  status: z.enum(VIDEO_PLAN_STATUSES),
  /** The day the plan is for (YYYY-MM-DD, business time zone). */
  date: z.string(),
  isDaily: z.boolean(),
  platforms: z.array(z.enum(PUBLISH_PLATFORMS)),
  title: z.string().nullable(),
  script: z.string().nullable(),
  youtubeId: z.string().nullable(),
  /** Where the site serves the MP4 (admins only until it is posted, then everyone). */
  videoUrl: z.string().nullable(),
  durationSec: z.number().nullable(),
  errorMessage: z.string().nullable(),
  generatedAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type VideoPlan = z.infer<typeof VideoPlanSchema>

export const GenerateVideoInputSchema = z.object({
  topic: z.enum(VIDEO_TOPIC_IDS, { error: VIDEO_TEXTS.topicRequired }),
  // Spoken in the script: a short phrase on one line, with no link in it.
  angle: singleLineText()
    .trim()
    .max(VIDEO_ANGLE_MAX, `At most ${VIDEO_ANGLE_MAX} characters`)
    // A character class only: no link (it needs : and /), address (@) or subtitle markup ({ } \\ < >).
    .regex(/^[^{}\\<>:/@]*$/, VIDEO_TEXTS.angleSymbols)
    .default(''),
  affiliateCode: z.enum(VIDEO_AFFILIATE_CODES, { error: VIDEO_TEXTS.codeRequired }),
})
export type GenerateVideoInput = z.input<typeof GenerateVideoInputSchema>

export const VideoPlanIdInputSchema = z.object({ planId: z.uuid('Video plan not found') })
const PlanIdParamsSchema = z.object({ id: z.uuid('Video plan not found') })

export const VideoRenderProgressSchema = z.object({
  status: z.enum(VIDEO_PLAN_STATUSES),
  /** 0-100 while the render job runs; null before it starts. */
  percent: z.number().int().nullable(),
  note: z.string().nullable(),
})
export type VideoRenderProgress = z.infer<typeof VideoRenderProgressSchema>

const PlanResponseSchema = z.object({ plan: VideoPlanSchema })

export const videosContract = {
  plans: {
    method: 'GET',
    path: '/api/video/plans',
    summary: 'Video plans, newest first (the latest 100)',
    access: 'admin',
    response: z.object({ plans: z.array(VideoPlanSchema) }),
  },
  today: {
    method: 'GET',
    path: '/api/video/today',
    summary: "Today's plan made by the daily job (business time zone), or null before it runs",
    access: 'admin',
    response: z.object({ plan: VideoPlanSchema.nullable() }),
  },
  generate: {
    method: 'POST',
    path: '/api/video/generate',
    summary: 'Plans a video (PLANNED) and starts rendering it: script, voice, captions, MP4',
    access: 'admin',
    body: GenerateVideoInputSchema,
    response: PlanResponseSchema,
    status: 201,
  },
  schedule: {
    method: 'POST',
    path: '/api/video/schedule',
    summary: "Post Now: publishes a GENERATED video to the site's news (and YouTube when configured)",
    access: 'admin',
    body: VideoPlanIdInputSchema,
    response: PlanResponseSchema,
  },
  retry: {
    method: 'POST',
    path: '/api/video/retry',
    summary: 'Retry on a FAILED plan: renders it again, or posts it again when it had been rendered',
    access: 'admin',
    body: VideoPlanIdInputSchema,
    response: PlanResponseSchema,
  },
  progress: {
    method: 'GET',
    path: '/api/video/plans/:id/progress',
    summary: "How far the plan's render has got (polled by the screen while it renders)",
    access: 'admin',
    params: PlanIdParamsSchema,
    response: VideoRenderProgressSchema,
  },
  file: {
    method: 'GET',
    path: '/api/video/plans/:id/video.mp4',
    summary:
      'The rendered MP4 itself (video/mp4, byte ranges for seeking): admins only until it is posted, then anyone',
    access: 'public',
    params: PlanIdParamsSchema,
    // The bytes of the file, not JSON: a Buffer bypasses the serializer.
    response: z.unknown(),
  },
} as const satisfies ContractTable

/** The address the site serves a plan's MP4 at. */
export function videoFilePath(planId: string): string {
  return buildPath(videosContract.file.path, { id: planId })
}
