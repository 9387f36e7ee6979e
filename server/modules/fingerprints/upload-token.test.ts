import { describe, expect, it } from 'vitest'
import {
  createUploadToken,
  createUploadTokens,
  UPLOAD_TOKEN_LIFETIME_MS,
  uploadTokenKey,
  verifyUploadToken,
} from './upload-token.ts'

const key = uploadTokenKey('a session secret that is long enough for tests')
const caseId = '5b0f7f4e-8a53-4b43-9a4e-6f2f3c1d2e10'
const otherCase = '0d6f7f4e-8a53-4b43-9a4e-6f2f3c1d2e11'
const now = new Date('2026-03-01T12:00:00Z')

describe('fingerprint upload tokens', () => {
  it('verify for their case until seven days have passed', () => {
    const { token, expiresAt } = createUploadToken(key, caseId, now)
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/)
    expect(expiresAt.getTime() - now.getTime()).toBe(UPLOAD_TOKEN_LIFETIME_MS)
    expect(verifyUploadToken(key, token, caseId, now)).toEqual(expiresAt)
    expect(verifyUploadToken(key, token, caseId, new Date(expiresAt.getTime() - 1000))).toEqual(expiresAt)
  })

  it('fail once expired', () => {
    const { token, expiresAt } = createUploadToken(key, caseId, now)
    expect(verifyUploadToken(key, token, caseId, expiresAt)).toBeNull()
    expect(verifyUploadToken(key, token, caseId, new Date(expiresAt.getTime() + 1))).toBeNull()
  })

  it('fail for another case, under another key, and when any part is changed', () => {
    const { token } = createUploadToken(key, caseId, now)
    expect(verifyUploadToken(key, token, otherCase, now)).toBeNull()
    expect(verifyUploadToken(uploadTokenKey('another secret'), token, caseId, now)).toBeNull()
    const [expiry, mac] = token.split('.') as [string, string]
    // A later expiry with the old signature (someone stretching their link).
    expect(verifyUploadToken(key, `${Number(expiry) + 3600}.${mac}`, caseId, now)).toBeNull()
    const flipped = mac.slice(0, 10) + (mac[10] === 'A' ? 'B' : 'A') + mac.slice(11)
    expect(verifyUploadToken(key, `${expiry}.${flipped}`, caseId, now)).toBeNull()
  })

  it('refuse forged and malformed tokens without throwing', () => {
    const far = Math.floor(now.getTime() / 1000) + 3 * 24 * 3600
    for (const forged of [
      '',
      'x',
      `${far}`,
      `${far}.`,
      `${far}.${'A'.repeat(43)}`,
      `${far}.${'A'.repeat(44)}`,
      `-1.${'A'.repeat(43)}`,
      `${far}.${'A'.repeat(42)}=`,
      `${'9'.repeat(40)}.${'A'.repeat(43)}`,
    ]) {
      expect(verifyUploadToken(key, forged, caseId, now), forged).toBeNull()
    }
  })

  it('refuse a genuine signature over an expiry further ahead than any link is given', () => {
    const later = new Date(now.getTime() + 30 * 24 * 3600 * 1000)
    const { token } = createUploadToken(key, caseId, later)
    expect(verifyUploadToken(key, token, caseId, now)).toBeNull()
  })

  it('are bound to the session secret through the service functions', () => {
    const a = createUploadTokens('first secret')
    const b = createUploadTokens('second secret')
    const { token } = a.createFingerprintUploadToken(caseId, now)
    expect(a.verifyFingerprintUploadToken(token, caseId, now)).not.toBeNull()
    expect(b.verifyFingerprintUploadToken(token, caseId, now)).toBeNull()
  })

  it('treat the case id without regard to letter case', () => {
    const { token } = createUploadToken(key, caseId.toUpperCase(), now)
    expect(verifyUploadToken(key, token, caseId, now)).not.toBeNull()
  })
})
