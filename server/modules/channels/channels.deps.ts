import type { MetaChannel, XChannel, YoutubeChannel } from '#server/adapters/channels/index.ts'
import type { ChannelsConfig } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { SocialChannel } from '#shared/contracts/channels.contract.ts'

export type ChannelAdapters = {
  meta: MetaChannel | null
  x: XChannel | null
  youtube: YoutubeChannel | null
}

/** A person's message from a channel, keyed by the provider's ids. */
export type InboundChannelMessage = {
  source: SocialChannel
  /** The provider's id of the thread it belongs to. */
  threadId: string
  /** The provider's id of the message itself. */
  messageId: string
  body: string
  customerName: string | null
  /** When the person wrote it; now when the provider does not say. */
  sentAt: Date | null
}

export type ChannelsServiceDeps = {
  db: Db
  log: Logger
  config: ChannelsConfig
  adapters: ChannelAdapters
  now?: () => Date
}

/** The deps as the use cases get them: the clock filled in. */
export type ChannelsContext = Omit<ChannelsServiceDeps, 'now'> & { now: () => Date }

/** A provider's message id as stored: its channel first, so ids of two channels never meet. */
export function externalMessageId(source: SocialChannel, providerId: string): string {
  return `${source}:${providerId}`
}
