import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * The signatures behind our upload links (docs/decisions/023-uploads-and-files-at-rest.md and
 * docs/decisions/026-fingerprint-uploads.md): each kind of link has a purpose of its own, its key
 * is derived from the session secret for that purpose only (HKDF, RFC 5869), and the purpose is
 * signed too, so no other signature can stand in for it.
 */

/** The key that signs the links of one purpose. */
export function purposeKey(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', purpose, 32))
}

/** HMAC-SHA256 over the purpose and the fields, one a line. */
export function purposeMac(key: Buffer, purpose: string, fields: readonly (string | number)[]): Buffer {
  return createHmac('sha256', key)
    .update([purpose, ...fields].join('\n'))
    .digest()
}

/** Whether a base64url signature is the expected one (compared in constant time). */
export function isSameMac(given: string, expected: Buffer): boolean {
  if (!/^[A-Za-z0-9_-]{43}$/.test(given)) return false
  const bytes = Buffer.from(given, 'base64url')
  return bytes.length === expected.length && timingSafeEqual(bytes, expected)
}
