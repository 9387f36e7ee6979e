import { isSameMac, purposeKey, purposeMac } from '#server/lib/uploads/index.ts'

/**
 * The token of our own one-time upload address (docs/decisions/023-uploads-and-files-at-rest.md):
 * an HMAC-SHA256 of the slot id under a key derived from the session secret for this purpose only.
 * The expiry and the single use live in the slot's row, so the token only proves we made the URL.
 */
const PURPOSE = 'rightsrestore/document-upload-address/v1'

export function createUploadAddressSigner(sessionSecret: string) {
  const key = purposeKey(sessionSecret, PURPOSE)
  const mac = (slotId: string) => purposeMac(key, PURPOSE, [slotId.toLowerCase()])

  return {
    /** The token for a slot's upload URL. */
    sign: (slotId: string): string => mac(slotId).toString('base64url'),
    /** Whether the token was made for this slot (compared in constant time). */
    verify: (slotId: string, token: string): boolean => isSameMac(token, mac(slotId)),
  }
}

export type UploadAddressSigner = ReturnType<typeof createUploadAddressSigner>
