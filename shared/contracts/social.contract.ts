import { z } from 'zod'
import { SITE_MEDIA_PATH } from '../domain/news-media.ts'
import { PUBLISH_PLATFORMS, SOCIAL_CHANNELS, SOCIAL_POST_STATUSES } from '../domain/publishing.ts'
import { multiLineText } from '../domain/text-fields.ts'
import { buildPath, EmptySchema, type ContractTable } from './contract.ts'

/** The social dashboard's texts that the server and the screen share, each written once. */
export const SOCIAL_TEXTS = {
  /** The spec's toast when a post could not be scheduled (002 §8). */
  scheduleFailed: 'Failed to schedule post',
  contentRequired: 'Write the text of the post',
  scheduleRequired: 'Choose when the post is published',
  scheduleInPast: 'Choose a time in the future',
  channelsRequired: 'Choose at least one channel',
  mediaInvalid: "Upload an image or choose one of the site's rendered videos",
  mediaMissing: 'Choose an image to upload.',
  mediaWrongType:
    'This file is not a PNG, JPEG or WebP image (its content was checked, not its name). Choose a picture in one of those formats.',
  mediaTooLarge: 'This image is larger than 5 MB. Choose a smaller one, or save it at a lower size.',
  mediaBroken: 'This image could not be read: it is damaged or incomplete. Save it again and retry.',
  mediaTooManyPixels: 'This image has too many pixels to process. Choose a smaller one.',
  mediaOneFile: 'Upload one image at a time.',
  mediaNotMultipart: 'Send the image as multipart/form-data, in the field "file".',
  mediaMalformed: 'The upload could not be read: it is incomplete or malformed. Please try again.',
  mediaNotFound: 'Image not found',
  bufferNotConfigured: 'Buffer is not set up: set BUFFER_ACCESS_TOKEN and BUFFER_PROFILE_IDS',
  postNotFound: 'Post not found',
  onlyPendingDeleted:
    'Only a post that is still waiting can be deleted; this one was already published or failed',
} as const

export const SOCIAL_POST_MAX_LENGTH = 2000

/**
 * The images a post may carry: PNG, JPEG or WebP of at most 5 MB, checked by their bytes on the
 * server, re-encoded without metadata, and served under a random name (docs/decisions/042-social-posts.md).
 */
export const SOCIAL_IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** The content types and the extension each is stored and served with. */
  extensions: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  /** The multipart field of the upload. */
  field: 'file',
} as const
export type SocialImageContentType = keyof typeof SOCIAL_IMAGE_LIMITS.extensions
/** The file picker's `accept`: the content types and their usual extensions. */
export const SOCIAL_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp'
/** A stored image's name: a random id and the extension its content calls for. */
export const SOCIAL_IMAGE_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp)$/
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

/** An uploaded image, as stored: the site path that serves it, and what it is. */
export const SocialImageSchema = z.object({
  mediaUrl: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
})
export type SocialImage = z.infer<typeof SocialImageSchema>

// Any name: one that is not a stored image's is answered 404 like an unknown one.
const ImageFileParamsSchema = z.object({ file: z.string().min(1).max(100) })

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
  uploadImage: {
    method: 'POST',
    path: '/api/admin/social/images',
    summary:
      "Uploads a post's image (multipart: file; PNG, JPEG or WebP up to 5 MB, judged by its bytes), stored re-encoded without metadata; answers the site path that serves it",
    access: 'admin',
    upload: 'multipart',
    response: SocialImageSchema,
    status: 201,
  },
  image: {
    method: 'GET',
    path: '/api/social/images/:file',
    summary: 'An uploaded post image (shown on /news), cached for a year: its name is a random id',
    access: 'public',
    params: ImageFileParamsSchema,
    // The bytes of the image, not JSON: a Buffer bypasses the serializer.
    response: z.unknown(),
  },
} as const satisfies ContractTable

/** The address the site serves an uploaded image at, from its stored name. */
export function socialImagePath(file: string): string {
  return buildPath(socialContract.image.path, { file })
}
