import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header Meta signs each webhook delivery with. */
export const META_SIGNATURE_HEADER = 'x-hub-signature-256'

/**
 * Whether `header` is Meta's signature of exactly these bytes: 'sha256=' and the hex HMAC-SHA256
 * of the raw body under the app secret, compared in constant time. A missing or malformed header
 * is simply not a match.
 */
export function isValidMetaSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
) {
  if (typeof header !== 'string') return false
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())
  if (!match) return false
  const given = Buffer.from(match[1]!.toLowerCase(), 'hex')
  const expected = createHmac('sha256', appSecret).update(rawBody).digest()
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The header value Meta would send for these bytes (tests sign their deliveries with it). */
export function metaSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
}
