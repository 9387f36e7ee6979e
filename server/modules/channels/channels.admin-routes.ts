import type { FastifyInstance } from 'fastify'
import { route } from '#server/plugins/contract-route.ts'
import { channelsContract } from '#shared/contracts/channels.contract.ts'
import type { ChannelsService } from './channels.service.ts'

export async function channelsAdminRoutes(app: FastifyInstance, { channels }: { channels: ChannelsService }) {
  route(app, channelsContract.list, async () => ({ channels: channels.listChannels() }))

  route(app, channelsContract.reply, async ({ user, params, body }) => ({
    message: await channels.replyOnChannel(user, params.id, body.body),
  }))
}
