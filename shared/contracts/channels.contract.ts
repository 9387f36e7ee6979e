import { z } from 'zod'
import { multiLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'
import { ConversationMessageSchema, type ConversationSource } from './inbox.contract.ts'

/**
 * The social channels whose messages reach the inbox through an adapter, each switched on by its
 * keys (docs/decisions/036-inbox-channels.md): Facebook Page and Instagram messages by Meta's signed
 * webhook, X mentions and YouTube comments by polling.
 */
export const SOCIAL_CHANNELS = ['FB', 'IG', 'X', 'YT'] as const satisfies readonly ConversationSource[]
export const SocialChannelSchema = z.enum(SOCIAL_CHANNELS)
export type SocialChannel = z.infer<typeof SocialChannelSchema>

/** The longest reply the inbox sends on any channel (Messenger's limit). */
export const CHANNEL_REPLY_MAX_LENGTH = 2000

/** Each channel's own limit on one reply, in characters (X counts 280). */
export const CHANNEL_REPLY_LIMITS = {
  FB: 2000,
  IG: 1000,
  X: 280,
  YT: 2000,
} as const satisfies Record<SocialChannel, number>

export const ChannelStatusSchema = z.object({
  source: SocialChannelSchema,
  /** The channel's name as the screen shows it ('Facebook', 'Instagram', 'X', 'YouTube'). */
  name: z.string(),
  /** Its messages reach the inbox. */
  isConfigured: z.boolean(),
  /** Staff can answer from the inbox. */
  canReply: z.boolean(),
  /** In plain words, which environment variables are missing; null when nothing is. */
  needs: z.string().nullable(),
})
export type ChannelStatus = z.infer<typeof ChannelStatusSchema>

export const ChannelReplyInputSchema = z.object({
  body: multiLineText({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHANNEL_REPLY_MAX_LENGTH, `At most ${CHANNEL_REPLY_MAX_LENGTH} characters`),
})
export type ChannelReplyInput = z.infer<typeof ChannelReplyInputSchema>

const ConversationIdParamsSchema = z.object({ id: z.uuid('Conversation not found') })

export const channelsContract = {
  list: {
    method: 'GET',
    path: '/api/admin/channels',
    summary: 'The social channels, whether each is set up and can reply, and what is missing',
    access: 'admin',
    response: z.object({ channels: z.array(ChannelStatusSchema) }),
  },
  reply: {
    method: 'POST',
    path: '/api/admin/conversations/:id/channel-reply',
    summary:
      "Sends a reply on the conversation's own channel (Messenger, Instagram, X, YouTube) and stores it as an OUT message",
    access: 'admin',
    params: ConversationIdParamsSchema,
    body: ChannelReplyInputSchema,
    response: z.object({ message: ConversationMessageSchema }),
    status: 201,
  },
} as const satisfies ContractTable

/** Meta's verification handshake: the parameters it sends when a webhook is subscribed. */
export const MetaWebhookVerifyQuerySchema = z.object({
  'hub.mode': z.literal('subscribe', { error: 'Only subscribe requests are answered' }),
  'hub.verify_token': z.string().min(1).max(500),
  'hub.challenge': z.string().min(1).max(500),
})

/** Provider calls into the inbox; not called by our client. */
export const channelWebhooksContract = {
  metaVerify: {
    method: 'GET',
    path: '/api/webhooks/meta',
    summary:
      "Meta's webhook verification: answers hub.challenge as plain text when hub.verify_token matches (403 otherwise)",
    access: 'public',
    query: MetaWebhookVerifyQuerySchema,
    response: z.string(),
  },
  metaEvents: {
    method: 'POST',
    path: '/api/webhooks/meta',
    summary:
      'Facebook Page and Instagram messages from Meta; X-Hub-Signature-256 is checked on the raw body (401 when it fails)',
    access: 'public',
    authenticatedBy: 'signature',
    response: z.object({ received: z.literal(true) }),
  },
} as const satisfies ContractTable
