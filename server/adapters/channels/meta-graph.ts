import { ChannelError, type MetaChannel } from './index.ts'
import { providerJson } from './provider-fetch.ts'

export type MetaGraphOptions = {
  pageAccessToken: string
  /** The Page's id; `me` (the Page of the token) when unset. */
  pageId: string | undefined
  /** https://graph.facebook.com/v21.0, or a local server in tests. */
  graphUrl: string
}

/**
 * Messenger and Instagram messages through the Graph API's Send API: POST /{page}/messages with
 * the Page access token answers the person on the channel they wrote from (a PSID or an IGSID).
 */
export function createMetaGraphChannel({ pageAccessToken, pageId, graphUrl }: MetaGraphOptions): MetaChannel {
  const headers = { authorization: `Bearer ${pageAccessToken}` }
  return {
    async sendMessage(recipientId, text) {
      const json = (await providerJson('Meta', `${graphUrl}/${encodeURIComponent(pageId ?? 'me')}/messages`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          recipient: { id: recipientId },
          messaging_type: 'RESPONSE',
          message: { text },
        }),
      })) as { message_id?: unknown }
      if (typeof json.message_id !== 'string' || !json.message_id) {
        throw new ChannelError('Meta did not confirm the message.')
      }
      return { messageId: json.message_id }
    },

    async findProfileName(source, personId) {
      const fields = source === 'IG' ? 'name,username' : 'name'
      const json = (await providerJson(
        'Meta',
        `${graphUrl}/${encodeURIComponent(personId)}?fields=${fields}`,
        { headers },
      )) as { name?: unknown; username?: unknown }
      const name = typeof json.name === 'string' ? json.name.trim() : ''
      const username = typeof json.username === 'string' ? json.username.trim() : ''
      if (name && username) return `${name} (@${username})`
      return name || (username ? `@${username}` : null)
    },
  }
}
