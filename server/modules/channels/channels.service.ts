import type { ChannelStatus } from '#shared/contracts/channels.contract.ts'
import { CHANNEL_POLL_JOBS, createChannelPolls } from './channel-polls.ts'
import { channelStatuses } from './channel-status.ts'
import type { ChannelsServiceDeps } from './channels.deps.ts'
import { createMetaWebhook } from './meta-webhook.ts'
import { createReceiveMessage } from './receive-message.ts'
import { createReplyOnChannel } from './reply-on-channel.ts'

export { externalMessageId, type ChannelAdapters, type InboundChannelMessage } from './channels.deps.ts'

/**
 * The social channels of the inbox (docs/decisions/036-inbox-channels.md): messages filed once
 * from Meta's webhook and the X and YouTube polls, and replies sent on the message's own channel.
 */
export function createChannelsService({ now = () => new Date(), ...deps }: ChannelsServiceDeps) {
  const context = { ...deps, now }
  const receiveMessage = createReceiveMessage(context)
  const meta = createMetaWebhook({ ...context, receiveMessage })
  const replyOnChannel = createReplyOnChannel(context)
  const polls = createChannelPolls({ db: deps.db, adapters: deps.adapters, receiveMessage })

  /** Every social channel: set up or not, able to reply or not, and what it still needs. */
  function listChannels(): ChannelStatus[] {
    return channelStatuses(deps.config)
  }

  return {
    listChannels,
    receiveMessage,
    verifyMetaSubscription: meta.verifyMetaSubscription,
    receiveMetaDelivery: meta.receiveMetaDelivery,
    replyOnChannel,
    pollXMentions: polls.pollXMentions,
    pollYoutubeComments: polls.pollYoutubeComments,
    settle: meta.settle,
    jobHandlers: {
      [CHANNEL_POLL_JOBS.x]: async () => {
        await polls.pollXMentions()
      },
      [CHANNEL_POLL_JOBS.youtube]: async () => {
        await polls.pollYoutubeComments()
      },
    },
  }
}

export type ChannelsService = ReturnType<typeof createChannelsService>
