import { createHmac, randomBytes } from 'node:crypto'

export type OAuth1Credentials = {
  consumerKey: string
  consumerSecret: string
  token: string
  tokenSecret: string
}

/** RFC 3986 percent-encoding, as OAuth 1.0a signs with (encodeURIComponent leaves !'()* alone). */
export function oauthEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/**
 * The Authorization header of an OAuth 1.0a (HMAC-SHA1) request in user context, as X requires for
 * posting. `params` are the query (or form) parameters that are signed with it; a JSON body is not.
 */
export function oauth1Header(
  request: { method: string; url: string; params?: Record<string, string> },
  credentials: OAuth1Credentials,
  fixed: { nonce?: string; timestamp?: number } = {},
): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: fixed.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(fixed.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_token: credentials.token,
    oauth_version: '1.0',
  }
  const signed = Object.entries({ ...request.params, ...oauth })
    .map(([k, v]) => [oauthEncode(k), oauthEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? compare(av, bv) : compare(ak, bk)))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const base = [request.method.toUpperCase(), oauthEncode(request.url), oauthEncode(signed)].join('&')
  const key = `${oauthEncode(credentials.consumerSecret)}&${oauthEncode(credentials.tokenSecret)}`
  const signature = createHmac('sha1', key).update(base).digest('base64')
  return `OAuth ${Object.entries({ ...oauth, oauth_signature: signature })
    .map(([k, v]) => `${oauthEncode(k)}="${oauthEncode(v)}"`)
    .join(', ')}`
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
