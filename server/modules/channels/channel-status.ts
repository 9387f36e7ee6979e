import type { ChannelsConfig } from '#server/config.ts'
import type { ChannelStatus, SocialChannel } from '#shared/contracts/channels.contract.ts'

/** Each channel's name as staff know it. */
export const CHANNEL_NAMES = {
  FB: 'Facebook',
  IG: 'Instagram',
  X: 'X',
  YT: 'YouTube',
} as const satisfies Record<SocialChannel, string>

type Requirement = { variable: string; value: string | undefined }

const missing = (requirements: Requirement[]) => requirements.filter((r) => !r.value).map((r) => r.variable)

/** 'A', 'A and B', 'A, B and C'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function sentence(variables: string[], purpose: string): string | null {
  return variables.length ? `Set ${listInWords(variables)} ${purpose}.` : null
}

/**
 * Whether each social channel is set up, can reply, and in plain words which environment variables
 * it still needs (docs/decisions/036-inbox-channels.md). Facebook and Instagram share Meta's keys.
 */
export function channelStatuses({ meta, x, youtube }: ChannelsConfig): ChannelStatus[] {
  const metaMissing = missing([
    { variable: 'META_APP_SECRET', value: meta.appSecret },
    { variable: 'META_PAGE_ACCESS_TOKEN', value: meta.pageAccessToken },
    { variable: 'META_VERIFY_TOKEN', value: meta.verifyToken },
  ])
  const metaNeeds = sentence(metaMissing, 'to receive Facebook and Instagram messages')
  const xReceive = missing([
    { variable: 'X_BEARER_TOKEN', value: x.bearerToken },
    { variable: 'X_USER_ID', value: x.userId },
  ])
  const xReply = missing([
    { variable: 'X_API_KEY', value: x.apiKey },
    { variable: 'X_API_SECRET', value: x.apiSecret },
    { variable: 'X_ACCESS_TOKEN', value: x.accessToken },
    { variable: 'X_ACCESS_TOKEN_SECRET', value: x.accessTokenSecret },
  ])
  const youtubeReceive = missing([
    { variable: 'YOUTUBE_API_KEY', value: youtube.apiKey },
    { variable: 'YOUTUBE_CHANNEL_ID', value: youtube.channelId },
  ])
  const youtubeReply = missing([
    { variable: 'YOUTUBE_CLIENT_ID', value: youtube.clientId },
    { variable: 'YOUTUBE_CLIENT_SECRET', value: youtube.clientSecret },
    { variable: 'YOUTUBE_REFRESH_TOKEN', value: youtube.refreshToken },
  ])
  const needs = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ') || null
  return [
    {
      source: 'FB',
      name: CHANNEL_NAMES.FB,
      isConfigured: !metaNeeds,
      canReply: !metaNeeds,
      needs: metaNeeds,
    },
    {
      source: 'IG',
      name: CHANNEL_NAMES.IG,
      isConfigured: !metaNeeds,
      canReply: !metaNeeds,
      needs: metaNeeds,
    },
    {
      source: 'X',
      name: CHANNEL_NAMES.X,
      isConfigured: xReceive.length === 0,
      canReply: xReceive.length === 0 && xReply.length === 0,
      needs: needs(sentence(xReceive, 'to receive X mentions'), sentence(xReply, 'to reply on X')),
    },
    {
      source: 'YT',
      name: CHANNEL_NAMES.YT,
      isConfigured: youtubeReceive.length === 0,
      canReply: youtubeReceive.length === 0 && youtubeReply.length === 0,
      needs: needs(
        sentence(youtubeReceive, 'to receive YouTube comments'),
        sentence(youtubeReply, 'to reply on YouTube'),
      ),
    },
  ]
}
