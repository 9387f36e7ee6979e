import type { FastifyInstance } from 'fastify'
import { META_SIGNATURE_HEADER } from '#server/adapters/channels/meta-signature.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import { channelWebhooksContract } from '#shared/contracts/channels.contract.ts'
import type { ChannelsService } from './channels.service.ts'

/** Meta's webhook: the subscription handshake and the signed deliveries of Page and Instagram messages. */
export async function channelsRoutes(app: FastifyInstance, { channels }: { channels: ChannelsService }) {
  route(app, channelWebhooksContract.metaVerify, async ({ query, reply }) => {
    const challenge = channels.verifyMetaSubscription(query['hub.verify_token'], query['hub.challenge'])
    // Meta compares the body with its challenge: plain text, not a JSON string.
    return reply.type('text/plain; charset=utf-8').send(challenge)
  })

  // The signature covers the exact bytes Meta sent, so JSON is not parsed in this scope.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    route(raw, channelWebhooksContract.metaEvents, async ({ request }) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('bad_request', 'Expected a JSON body.')
      await channels.receiveMetaDelivery(request.body, request.headers[META_SIGNATURE_HEADER])
      return { received: true as const }
    })
  })
}
