import { ChannelError } from './index.ts'

/** How long one provider call may take before it counts as failed. */
const PROVIDER_TIMEOUT_MS = 15_000

/**
 * One JSON call to a provider. Any failure (unreachable, timeout, an error status, a body that is
 * not JSON) becomes a ChannelError naming the provider and, when it gave one, its own short reason.
 */
export async function providerJson(
  provider: string,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: 'error',
    })
  } catch {
    throw new ChannelError(`${provider} could not be reached.`)
  }
  const text = await res.text().catch(() => '')
  const json = parseJson(text)
  if (!res.ok) {
    const reason = providerReason(json)
    throw new ChannelError(`${provider} answered ${res.status}${reason ? `: ${reason}` : ''}.`)
  }
  if (json === null || typeof json !== 'object') {
    throw new ChannelError(`${provider} sent an answer that could not be read.`)
  }
  return json
}

// The reason providers put in their error bodies: Graph's error.message, Google's error.message,
// X's detail or title. One line, bounded, so it can be shown and logged.
function providerReason(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null
  const body = json as { error?: { message?: unknown }; detail?: unknown; title?: unknown }
  const reason = [body.error?.message, body.detail, body.title].find((r) => typeof r === 'string')
  if (typeof reason !== 'string') return null
  const line = reason.replace(/\s+/g, ' ').trim()
  return line ? line.slice(0, 200).replace(/[.\s]+$/, '') : null
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}
