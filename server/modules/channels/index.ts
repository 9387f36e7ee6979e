export {
  createChannelsService,
  type ChannelAdapters,
  type ChannelsService,
  type InboundChannelMessage,
} from './channels.service.ts'
export { createChannelAdapters } from './channel-adapters.ts'
export { CHANNEL_POLL_EVERY_MS, CHANNEL_POLL_JOBS } from './channel-polls.ts'
export { channelsAdminRoutes } from './channels.admin-routes.ts'
export { channelsRoutes } from './channels.routes.ts'
