import { isSameMac, purposeKey, purposeMac } from '#server/lib/uploads/index.ts'
import { FINGERPRINT_LINK_DAYS } from '#shared/domain/fingerprints.ts'

/**
 * The signed token of a fingerprint upload link (docs/decisions/026-fingerprint-uploads.md):
 * `<expiry in unix seconds>.<HMAC-SHA256 over the purpose, the case id and the expiry>`, base64url.
 * It is bound to one case (the id is signed, not carried) and works until its expiry; the key is
 * derived from the session secret for this purpose only, so no other signature can stand in for it.
 */

export const UPLOAD_TOKEN_LIFETIME_MS = FINGERPRINT_LINK_DAYS * 24 * 60 * 60 * 1000

const PURPOSE = 'rightsrestore/fingerprint-upload-link/v1'
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

/** The key that signs upload links, derived from the session secret with HKDF (RFC 5869). */
export function uploadTokenKey(sessionSecret: string): Buffer {
  return purposeKey(sessionSecret, PURPOSE)
}

function signature(key: Buffer, caseId: string, expiresAtSeconds: number): Buffer {
  return purposeMac(key, PURPOSE, [caseId.toLowerCase(), expiresAtSeconds])
}

/** A token for the case's upload link, valid for seven days from `now`. */
export function createUploadToken(
  key: Buffer,
  caseId: string,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now.getTime() + UPLOAD_TOKEN_LIFETIME_MS) / 1000)
  const mac = signature(key, caseId, expiresAtSeconds).toString('base64url')
  return { token: `${expiresAtSeconds}.${mac}`, expiresAt: new Date(expiresAtSeconds * 1000) }
}

/**
 * When the token expires if it is a genuine, unexpired token for this case; null otherwise
 * (malformed, forged, expired, or made for another case). The signatures are compared in
 * constant time.
 */
export function verifyUploadToken(key: Buffer, token: string, caseId: string, now: Date): Date | null {
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return null
  const expiresAtSeconds = Number(match[1])
  if (expiresAtSeconds * 1000 <= now.getTime()) return null
  // A token can only ever be issued for the lifetime ahead; a later expiry is not one of ours.
  if (expiresAtSeconds * 1000 > now.getTime() + UPLOAD_TOKEN_LIFETIME_MS + 60_000) return null
  if (!isSameMac(match[2]!, signature(key, caseId, expiresAtSeconds))) return null
  return new Date(expiresAtSeconds * 1000)
}

/** The token functions bound to the key of a session secret. */
export function createUploadTokens(sessionSecret: string) {
  const key = uploadTokenKey(sessionSecret)
  return {
    /** A token for the case's upload link, valid for seven days from `now`. */
    createFingerprintUploadToken: (caseId: string, now: Date) => createUploadToken(key, caseId, now),
    /** Whether the token is a genuine, unexpired token for this case (its expiry, or null). */
    verifyFingerprintUploadToken: (token: string, caseId: string, now: Date) =>
      verifyUploadToken(key, token, caseId, now),
  }
}
