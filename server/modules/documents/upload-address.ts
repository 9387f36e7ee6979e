import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * The token of our own one-time upload address (docs/decisions/023-uploads-and-files-at-rest.md):
 * an HMAC-SHA256 of the slot id under a key derived from the session secret for this purpose only.
 * The expiry and the single use live in the slot's row, so the token only proves we made the URL.
 */
const PURPOSE = 'rightsrestore/document-upload-address/v1'

export function createUploadAddressSigner(sessionSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, '', PURPOSE, 32))
  const mac = (slotId: string) =>
    createHmac('sha256', key).update(`${PURPOSE}\n${slotId.toLowerCase()}`).digest()

  return {
    /** The token for a slot's upload URL. */
    sign: (slotId: string): string => mac(slotId).toString('base64url'),
    /** Whether the token was made for this slot (compared in constant time). */
    verify(slotId: string, token: string): boolean {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false
      const given = Buffer.from(token, 'base64url')
      const expected = mac(slotId)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export type UploadAddressSigner = ReturnType<typeof createUploadAddressSigner>
