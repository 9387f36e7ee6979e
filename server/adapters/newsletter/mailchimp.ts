import { createHash } from 'node:crypto'
import {
  NewsletterProviderError,
  PROVIDER_MEMBER_BATCH,
  type NewsletterProvider,
  type ProviderMember,
} from './index.ts'

/** How long one Mailchimp call may take before it counts as failed. */
const TIMEOUT_MS = 15_000

export type MailchimpConfig = { apiKey: string; apiUrl: string }

/**
 * Mailchimp's Marketing API (v3): HTTP Basic with the API key, JSON both ways. `apiUrl` is
 * https://<server prefix>.api.mailchimp.com/3.0, or a fake server's address in tests.
 */
export function createMailchimpProvider({ apiKey, apiUrl }: MailchimpConfig): NewsletterProvider {
  const authorization = `Basic ${Buffer.from(`rightsrestore:${apiKey}`).toString('base64')}`

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    let res: Response
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      })
    } catch {
      throw new NewsletterProviderError('Mailchimp could not be reached.')
    }
    const text = await res.text().catch(() => '')
    const json = parseJson(text)
    if (!res.ok) {
      const reason = reasonOf(json)
      throw new NewsletterProviderError(`Mailchimp answered ${res.status}${reason ? `: ${reason}` : ''}.`)
    }
    if (!json || typeof json !== 'object') {
      throw new NewsletterProviderError('Mailchimp sent an answer that could not be read.')
    }
    return json as Record<string, unknown>
  }

  return {
    name: 'mailchimp',

    async listAudiences() {
      const json = await call('GET', '/lists?count=1000&fields=lists.id,lists.name,lists.stats.member_count')
      const lists = Array.isArray(json.lists) ? (json.lists as Array<Record<string, unknown>>) : []
      return lists.flatMap((list) => {
        const stats = list.stats as { member_count?: unknown } | undefined
        return typeof list.id === 'string' && typeof list.name === 'string'
          ? [
              {
                id: list.id,
                name: list.name,
                memberCount: typeof stats?.member_count === 'number' ? stats.member_count : 0,
              },
            ]
          : []
      })
    },

    async createAudience(name, contact) {
      const json = await call('POST', '/lists', {
        name,
        contact: {
          company: contact.company,
          address1: contact.address,
          city: contact.address,
          state: '',
          zip: '',
          country: 'US',
        },
        permission_reminder: `You subscribed on the ${contact.company} website and confirmed by e-mail.`,
        campaign_defaults: {
          from_name: contact.fromName,
          from_email: contact.fromEmail,
          subject: '',
          language: 'en',
        },
        email_type_option: false,
      })
      return idOf(json)
    },

    async upsertMembers(audienceId, members) {
      if (members.length > PROVIDER_MEMBER_BATCH) {
        throw new NewsletterProviderError(`At most ${PROVIDER_MEMBER_BATCH} members per call.`)
      }
      const json = await call('POST', `/lists/${encodeURIComponent(audienceId)}`, {
        members: members.map(toMember),
        update_existing: true,
      })
      const errors = Array.isArray(json.errors) ? (json.errors as Array<Record<string, unknown>>) : []
      return {
        refused: errors.flatMap((e) => (typeof e.email_address === 'string' ? [e.email_address] : [])),
      }
    },

    async createCampaign(audienceId, campaign) {
      const json = await call('POST', '/campaigns', {
        type: 'regular',
        recipients: { list_id: audienceId },
        settings: {
          subject_line: campaign.subject,
          title: campaign.subject,
          from_name: campaign.fromName,
          reply_to: campaign.replyTo,
        },
      })
      const id = idOf(json)
      await call('PUT', `/campaigns/${encodeURIComponent(id)}/content`, { html: campaign.html })
      return id
    },
  }
}

/** Mailchimp's id of a member: the MD5 of the lower-cased address. */
export function mailchimpSubscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex')
}

function toMember(member: ProviderMember) {
  return {
    email_address: member.email,
    status: member.status,
    merge_fields: { FNAME: member.firstName, LNAME: member.lastName },
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}

function idOf(json: Record<string, unknown>): string {
  if (typeof json.id !== 'string' || !json.id) {
    throw new NewsletterProviderError('Mailchimp sent an answer without an id.')
  }
  return json.id
}

// Mailchimp's problem documents carry `title` and `detail`; one bounded line of them.
function reasonOf(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null
  const body = json as { detail?: unknown; title?: unknown }
  const reason = [body.detail, body.title].find((r) => typeof r === 'string')
  if (typeof reason !== 'string') return null
  const line = reason.replace(/\s+/g, ' ').trim()
  // An address Mailchimp quotes back stays out of logs and stored errors.
  return line
    ? line
        .replace(/[^\s<>]+@[^\s<>]+/g, '[address]')
        .slice(0, 200)
        .replace(/[.\s]+$/, '')
    : null
}
