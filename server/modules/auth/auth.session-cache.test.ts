import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSessionCacheReader } from './auth.session-cache.ts'

const SECRET = 'unit-test-secret-that-is-long-enough'
const NAMES = { sessionToken: 'rr.session_token', sessionData: 'rr.session_data' }
const NOW = Date.parse('2026-11-25T08:00:00Z')

// The two cookies as better-auth 1.7 writes them (the formats are described in the reader).
function cookieHeader({ cacheExpiresAt = NOW + 120_000, sessionExpiresAt = NOW + 86_400_000 } = {}) {
  const token = 'session-token-1'
  const tokenSignature = createHmac('sha256', SECRET).update(token).digest('base64')
  const payload = {
    session: { id: 'session-1', token, expiresAt: new Date(sessionExpiresAt).toISOString() },
    user: { id: 'user-1', email: 'ann@example.com', role: 'USER' },
    updatedAt: NOW,
    version: '1',
  }
  const signature = createHmac('sha256', SECRET)
    .update(JSON.stringify({ ...payload, expiresAt: cacheExpiresAt }))
    .digest('base64url')
  const data = Buffer.from(
    JSON.stringify({ session: payload, expiresAt: cacheExpiresAt, signature }),
  ).toString('base64url')
  return `${NAMES.sessionToken}=${encodeURIComponent(`${token}.${tokenSignature}`)}; ${NAMES.sessionData}=${data}`
}

describe('createSessionCacheReader', () => {
  it('accepts the same verified header on every request until its cache expires', () => {
    const reader = createSessionCacheReader(SECRET, NAMES)
    const header = cookieHeader()
    expect(reader.read(header, NOW)?.sessionId).toBe('session-1')
    expect(reader.read(header, NOW + 60_000)?.user.id).toBe('user-1')
    expect(reader.read(header, NOW + 120_001)).toBeNull()
  })

  it('refuses a remembered header once the session itself has expired', () => {
    const reader = createSessionCacheReader(SECRET, NAMES)
    const header = cookieHeader({ sessionExpiresAt: NOW + 30_000 })
    expect(reader.read(header, NOW)).not.toBeNull()
    expect(reader.read(header, NOW + 30_001)).toBeNull()
  })

  it('refuses a header signed with another secret, however often it is sent', () => {
    const reader = createSessionCacheReader('another-secret-that-is-long-enough', NAMES)
    const header = cookieHeader()
    expect(reader.read(header, NOW)).toBeNull()
    expect(reader.read(header, NOW)).toBeNull()
  })
})
