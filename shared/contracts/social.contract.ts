import { z } from 'zod'
import { SITE_MEDIA_PATH } from '../domain/news-media.ts'
import { PUBLISH_PLATFORMS, SOCIAL_CHANNELS, SOCIAL_POST_STATUSES } from '../domain/publishing.ts'
import { multiLineText } from '../domain/text-fields.ts'
import { EmptySchema, type ContractTable } from './contract.ts'

/** The social dashboard's texts that the server and the screen share, each written once. */
export const SOCIAL_TEXTS = {
  /** The spec's toast when a post could not be scheduled (002 §8). */
  scheduleFailed: 'Failed to schedule post',
  contentRequired: 'Write the text of the post',
  scheduleRequired: 'Choose when the post is published',
  scheduleInPast: 'Choose a time in the future',
  channelsRequired: 'Choose at least one channel',
  mediaInvalid: 'Enter the path of an image or MP4 this site serves, starting with /',
  bufferNotConfigured: 'Buffer is not set up: set BUFFER_ACCESS_TOKEN and BUFFER_PROFILE_IDS',
  postNotFound: 'Post not found',
  onlyPendingDeleted:
    'Only a post that is still waiting can be deleted; this one was already published or failed',
} as const

export const SOCIAL_POST_MAX_LENGTH = 2000
/** Publishing attempts before a post is FAILED (the job runner waits longer after each). */
export const SOCIAL_PUBLISH_ATTEMPTS = 5
export const SocialChannelSchema = z.enum(SOCIAL_CHANNELS)
export const SocialPostStatusSchema = z.enum(SOCIAL_POST_STATUSES)
export const PublishPlatformSchema = z.enum(PUBLISH_PLATFORMS)

const SiteMediaSchema = z
  .string()
  .trim()
  .max(500, SOCIAL_TEXTS.mediaInvalid)
  // The rule the news pages check before they show media.
  .regex(SITE_MEDIA_PATH, SOCIAL_TEXTS.mediaInvalid)

export const CreateSocialPostInputSchema = z.object({
  content: multiLineText({ error: SOCIAL_TEXTS.contentRequired })
    .trim()
    .min(1, SOCIAL_TEXTS.contentRequired)
    .max(SOCIAL_POST_MAX_LENGTH, `At most ${SOCIAL_POST_MAX_LENGTH} characters`),
  /** An image or MP4 the site serves itself; empty for none. */
  mediaUrl: z
    .union([z.literal(''), SiteMediaSchema])
    .optional()
    .transform((value) => value || undefined),
  /** When to publish it: an ISO time with its offset, in the future. */
  scheduledFor: z.iso.datetime({ offset: true, error: SOCIAL_TEXTS.scheduleRequired }),
  channels: z
    .array(SocialChannelSchema, { error: SOCIAL_TEXTS.channelsRequired })
    .min(1, SOCIAL_TEXTS.channelsRequired)
    .max(SOCIAL_CHANNELS.length),
})
export type CreateSocialPostInput = z.input<typeof CreateSocialPostInputSchema>
export type CreateSocialPost = z.output<typeof CreateSocialPostInputSchema>

export const SocialPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  channels: z.array(SocialChannelSchema),
  scheduledFor: z.string(),
  /** PUBLISHED, FAILED, or PENDING (waiting for its time, or retrying). */
  status: SocialPostStatusSchema,
  /** Where it went: the first channel it reached; null until then. */
  platform: PublishPlatformSchema.nullable(),
  /** Publishing attempts so far. */
  attempts: z.number().int(),
  /** Why the last attempt failed (the reason of a FAILED post); null otherwise. */
  errorMessage: z.string().nullable(),
  newsItemId: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type SocialPost = z.infer<typeof SocialPostSchema>

/** A channel a post can go to, and what it needs when it is not set up. */
export const SocialChannelStatusSchema = z.object({
  channel: SocialChannelSchema,
  isConfigured: z.boolean(),
  /** The settings it lacks (empty when configured). */
  missing: z.array(z.string()),
})
export type SocialChannelStatus = z.infer<typeof SocialChannelStatusSchema>

export const SocialMetricsSchema = z.object({
  /** Published posts. */
  totalPosts: z.number().int(),
  /** Times the published posts were shown: listings on /news and the landing page, plus Buffer's reach. */
  totalReach: z.number().int(),
  /** (Clicks on the site + Buffer's engagements) / totalReach, between 0 and 1; 0 without reach. */
  engagementRate: z.number(),
  site: z.object({ impressions: z.number().int(), clicks: z.number().int() }),
  buffer: z.object({
    isConfigured: z.boolean(),
    reach: z.number().int(),
    engagements: z.number().int(),
  }),
  pendingPosts: z.number().int(),
  failedPosts: z.number().int(),
})
export type SocialMetrics = z.infer<typeof SocialMetricsSchema>

export const SocialPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
})

const PostIdParamsSchema = z.object({ id: z.uuid(SOCIAL_TEXTS.postNotFound) })

export const socialContract = {
  list: {
    method: 'GET',
    path: '/api/admin/social/posts',
    summary:
      'The post queue, latest schedule time first, with where each post went and why one failed; and the channels a post can go to',
    access: 'admin',
    query: SocialPostsQuerySchema,
    response: z.object({ posts: z.array(SocialPostSchema), channels: z.array(SocialChannelStatusSchema) }),
  },
  create: {
    method: 'POST',
    path: '/api/admin/social/posts',
    summary:
      "Schedules a post: a job publishes it at its time to the site's news feed and, when configured, Buffer",
    access: 'admin',
    body: CreateSocialPostInputSchema,
    response: z.object({ post: SocialPostSchema }),
    status: 201,
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/social/posts/:id',
    summary: 'Deletes a post that is still waiting, with its job (409 once published or failed)',
    access: 'admin',
    params: PostIdParamsSchema,
    response: EmptySchema,
    status: 204,
  },
  metrics: {
    method: 'GET',
    path: '/api/admin/social/metrics',
    summary:
      'totalPosts, engagementRate and totalReach of the published posts, from our own counts and Buffer when configured',
    access: 'admin',
    response: SocialMetricsSchema,
  },
} as const satisfies ContractTable
