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
 * Downloads a feed with the global fetch: a 10 s timeout for the whole exchange, at most 2 MB
 * read, and the validators from the last read so an unchanged feed answers 304 with no body.
 */
export function createFeedFetcher({
  timeoutMs = FEED_TIMEOUT_MS,
  maxBytes = FEED_MAX_BYTES,
  userAgent = 'RightsRestore news reader',
}: { timeoutMs?: number; maxBytes?: number; userAgent?: string } = {}): FetchFeed {
  return async (url, { etag, lastModified }) => {
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      'user-agent': userAgent,
    }
    if (etag) headers['if-none-match'] = etag
    if (lastModified) headers['if-modified-since'] = lastModified

    let response: Response
    try {
      response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new FeedFetchError(describeNetworkError(error, timeoutMs))
    }
    if (response.status === 304) {
      await response.body?.cancel()
      return { status: 'not-modified' }
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new FeedFetchError(`The feed answered HTTP ${response.status}`)
    }
    const bytes = await readAtMost(response, maxBytes, timeoutMs)
    return {
      status: 'ok',
      body: decode(bytes, response.headers.get('content-type')),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
      url: response.url || url,
    }
  }
}

async function readAtMost(response: Response, maxBytes: number, timeoutMs: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    throw new FeedFetchError(tooLarge(maxBytes))
  }
  if (!response.body) return new Uint8Array()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel()
        throw new FeedFetchError(tooLarge(maxBytes))
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error
    throw new FeedFetchError(describeNetworkError(error, timeoutMs))
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
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

function tooLarge(maxBytes: number): string {
  return `The feed is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `The feed did not answer within ${timeoutMs / 1000} s`
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null
  return `The feed could not be reached${cause ? ` (${cause})` : ''}`
}
