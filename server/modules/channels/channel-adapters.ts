import type { ChannelsConfig } from '#server/config.ts'
import { createMetaGraphChannel } from '#server/adapters/channels/meta-graph.ts'
import { createXApiChannel } from '#server/adapters/channels/x-api.ts'
import { createYoutubeApiChannel } from '#server/adapters/channels/youtube-api.ts'
import type { ChannelAdapters } from './channels.deps.ts'

/** The adapter of each channel whose keys are set; a channel without them has none. */
export function createChannelAdapters({ meta, x, youtube }: ChannelsConfig): ChannelAdapters {
  return {
    meta:
      meta.appSecret && meta.verifyToken && meta.pageAccessToken
        ? createMetaGraphChannel({
            pageAccessToken: meta.pageAccessToken,
            pageId: meta.pageId,
            graphUrl: meta.graphUrl,
          })
        : null,
    x:
      x.bearerToken && x.userId
        ? createXApiChannel({
            bearerToken: x.bearerToken,
            userId: x.userId,
            user:
              x.apiKey && x.apiSecret && x.accessToken && x.accessTokenSecret
                ? {
                    consumerKey: x.apiKey,
                    consumerSecret: x.apiSecret,
                    token: x.accessToken,
                    tokenSecret: x.accessTokenSecret,
                  }
                : null,
            apiUrl: x.apiUrl,
          })
        : null,
    youtube:
      youtube.apiKey && youtube.channelId
        ? createYoutubeApiChannel({
            apiKey: youtube.apiKey,
            channelId: youtube.channelId,
            oauth:
              youtube.clientId && youtube.clientSecret && youtube.refreshToken
                ? {
                    clientId: youtube.clientId,
                    clientSecret: youtube.clientSecret,
                    refreshToken: youtube.refreshToken,
                  }
                : null,
            apiUrl: youtube.apiUrl,
            tokenUrl: youtube.tokenUrl,
          })
        : null,
  }
}
