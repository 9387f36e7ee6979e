import { safeFetch, type AddressPolicy } from '#server/lib/safe-fetch.ts'

export const FEED_TIMEOUT_MS = 10_000
export const FEED_MAX_BYTES = 2 * 1024 * 1024

export type FeedFetchResult =
  | { status: 'not-modified' }
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null; url: string }

export class FeedFetchError extends Error {
  override name = 'FeedFetchError'
}

export type FetchFeed = (
  url: string,
  validators: { etag: string | null; lastModified: string | null },
) => Promise<FeedFetchResult>

/**
 * Downloads a feed an admin entered: never from this server or a private network (checked after DNS
 * and on every redirect, docs/decisions/015-production-guard-and-outbound-fetches.md), a 10 s limit
 * for the whole exchange, at most 2 MB read, and the validators from the last read so an unchanged
 * feed answers 304 with no body.
 */
export function createFeedFetcher({
  timeoutMs = FEED_TIMEOUT_MS,
  maxBytes = FEED_MAX_BYTES,
  userAgent = 'RightsRestore news reader',
  policy,
}: { timeoutMs?: number; maxBytes?: number; userAgent?: string; policy?: AddressPolicy } = {}): FetchFeed {
  return async (url, { etag, lastModified }) => {
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      'user-agent': userAgent,
    }
    if (etag) headers['if-none-match'] = etag
    if (lastModified) headers['if-modified-since'] = lastModified

    let response
    try {
      response = await safeFetch(url, { headers, timeoutMs, maxBytes, ...(policy ? { policy } : {}) })
    } catch (error) {
      // The fetcher speaks of "the address"; the back office shows the message beside a feed.
      const message = error instanceof Error ? error.message : 'The address could not be reached'
      throw new FeedFetchError(message.replace(/^The (address|answer)\b/, 'The feed'))
    }
    if (response.status === 304) return { status: 'not-modified' }
    if (response.status < 200 || response.status >= 300) {
      throw new FeedFetchError(`The feed answered HTTP ${response.status}`)
    }
    return {
      status: 'ok',
      body: decode(response.body, header(response.headers['content-type'])),
      etag: header(response.headers.etag),
      lastModified: header(response.headers['last-modified']),
      url: response.url,
    }
  }
}

function header(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null
}

// The charset named by the Content-Type header, else by the XML declaration, else UTF-8.
function decode(bytes: Uint8Array, contentType: string | null): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200))
  const label =
    /charset="?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /<\?xml[^>]*encoding=["']([\w.:-]+)/i.exec(head)?.[1]
  try {
    return new TextDecoder(label ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}
