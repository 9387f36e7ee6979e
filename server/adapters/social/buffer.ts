import { providerJson } from '../channels/provider-fetch.ts'
import {
  SocialPublishError,
  type SocialPublisher,
  type SocialUpdate,
  type SocialUpdateStats,
} from './index.ts'

export type BufferConfig = { accessToken: string; profileIds: string[]; apiUrl: string }

type BufferUpdate = {
  id?: unknown
  statistics?: Record<string, unknown>
}

// Buffer's statistics: `reach` is how many saw it; these are the ways people engaged with it.
const ENGAGEMENT_FIELDS = [
  'clicks',
  'retweets',
  'favorites',
  'mentions',
  'likes',
  'comments',
  'shares',
  'reshares',
]

/**
 * Buffer's HTTP API (v1): `updates/create` posts to the configured profiles at once (`now`), and
 * `updates/<id>` reads an update's statistics. The token is sent as a bearer header and in the form
 * body, never in a logged address.
 */
export function createBufferPublisher(config: BufferConfig): SocialPublisher {
  const headers = { authorization: `Bearer ${config.accessToken}` }

  async function publish(update: SocialUpdate): Promise<{ externalIds: string[] }> {
    const form = new URLSearchParams()
    form.set('access_token', config.accessToken)
    for (const id of config.profileIds) form.append('profile_ids[]', id)
    form.set('text', update.text)
    form.set('now', 'true')
    form.set('shorten', 'false')
    if (update.mediaUrl) {
      const isVideo = /\.(?:mp4|webm)(?:[?#]|$)/i.test(update.mediaUrl)
      form.set(isVideo ? 'media[video]' : 'media[photo]', update.mediaUrl)
      if (!isVideo) form.set('media[thumbnail]', update.mediaUrl)
    }
    const body = (await providerJson('Buffer', `${config.apiUrl}/updates/create.json`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })) as { success?: unknown; message?: unknown; updates?: BufferUpdate[] }
    if (body.success === false) {
      const reason = typeof body.message === 'string' ? body.message.slice(0, 200) : 'no reason given'
      throw new SocialPublishError(`Buffer refused the post: ${reason}`)
    }
    const externalIds = (body.updates ?? [])
      .map((u) => u.id)
      .filter((id): id is string => typeof id === 'string' && id !== '')
    if (externalIds.length === 0) throw new SocialPublishError('Buffer did not return the created post.')
    return { externalIds }
  }

  async function readStats(externalIds: string[]): Promise<SocialUpdateStats> {
    let reach = 0
    let engagements = 0
    for (const id of externalIds) {
      const update = (await providerJson(
        'Buffer',
        `${config.apiUrl}/updates/${encodeURIComponent(id)}.json`,
        { headers },
      )) as BufferUpdate
      const stats = update.statistics ?? {}
      reach += count(stats.reach)
      for (const field of ENGAGEMENT_FIELDS) engagements += count(stats[field])
    }
    return { reach, engagements }
  }

  return { publish, readStats }
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}
