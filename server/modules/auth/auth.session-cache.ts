import { createHmac, timingSafeEqual } from 'node:crypto'
import { readCookiesAsBetterAuth } from '#server/lib/cookies.ts'

/**
 * How long a session cache cookie stands for its session and user before better-auth reads them
 * again; each use is still checked against the session's row
 * (docs/decisions/019-fast-signed-in-api.md, 059-several-processes-and-production-checks.md).
 */
export const SESSION_CACHE_SECONDS = 2 * 60

/** The names better-auth gives its session cookies (with the __Secure- prefix on https). */
export type SessionCookieNames = { sessionToken: string; sessionData: string }

/** A session read from the cache cookie: signed by us, not expired, and for this session token. */
export type CachedSession = { sessionId: string; user: Record<string, unknown>; writtenAt: number }

// How many verified cookie headers a process remembers (the oldest goes first): a few megabytes
// at most, and more than the browsers one process serves within a cache's two minutes.
const VERIFIED_HEADERS_KEPT = 10_000

type VerifiedCache = { session: CachedSession; cacheExpiresAt: number; sessionExpiresAt: number }

/**
 * Reads better-auth's cookie cache ("compact" strategy) without a database query, synchronously.
 *
 * better-auth verifies the same two signatures with WebCrypto inside its getSession endpoint; under
 * load that asynchronous machinery cost more than the rest of the request (decision 019), so the
 * hot path checks them here with node:crypto (better-auth exports these checks only as
 * asynchronous WebCrypto helpers, getCookieCache and better-call's signCookieValue, which cannot
 * serve this synchronous read). Anything this reader does not accept (no cache, a bad
 * signature, an expired cache, a token mismatch, another format after an upgrade) is simply not a
 * cache hit: the caller asks better-auth, which consults the database and writes a fresh cache.
 *
 * The formats, as better-auth 1.7 writes them:
 * - session token: `<token>.<base64 HMAC-SHA256(secret, token)>`, URI-encoded;
 * - session data: base64url(JSON { session: payload, expiresAt, signature }) where signature is
 *   base64url (no padding) HMAC-SHA256(secret, JSON.stringify({ ...payload, expiresAt })).
 */
export function createSessionCacheReader(secret: string, names: SessionCookieNames) {
  function sign(value: string, encoding: 'base64' | 'base64url'): Buffer {
    return Buffer.from(createHmac('sha256', secret).update(value).digest(encoding), 'utf8')
  }

  function signedToken(raw: string | undefined): string | null {
    if (!raw) return null
    const dot = raw.lastIndexOf('.')
    if (dot < 1) return null
    const token = raw.slice(0, dot)
    const signature = raw.slice(dot + 1)
    if (signature.length !== 44 || !signature.endsWith('=')) return null
    return safeEqual(Buffer.from(signature, 'utf8'), sign(token, 'base64')) ? token : null
  }

  // Cookie headers already verified, with what they say: a browser sends the same header on every
  // request, and checking two HMACs and parsing the JSON again each time was most of a signed-in
  // request's own CPU (docs/decisions/022-compiled-serializers-and-batched-reads.md). Only
  // verified headers are kept, so made-up cookies cannot fill it; the expiry checks run on every
  // read.
  const verified = new Map<string, VerifiedCache>()

  function read(cookieHeader: string | undefined, now = Date.now()): CachedSession | null {
    if (!cookieHeader) return null
    let entry = verified.get(cookieHeader)
    if (!entry) {
      const fresh = verify(cookieHeader)
      if (!fresh) return null
      if (verified.size >= VERIFIED_HEADERS_KEPT) verified.delete(verified.keys().next().value as string)
      verified.set(cookieHeader, fresh)
      entry = fresh
    }
    if (entry.cacheExpiresAt < now || entry.sessionExpiresAt < now) {
      verified.delete(cookieHeader)
      return null
    }
    return entry.session
  }

  // Everything about the cookies that does not depend on the time: both signatures, the format, the
  // cache belonging to this session token.
  function verify(cookieHeader: string): VerifiedCache | null {
    const cookies = readCookiesAsBetterAuth(cookieHeader)
    const token = signedToken(cookies[names.sessionToken])
    const data = cookies[names.sessionData]
    if (!token || !data) return null
    const outer = parseJson(Buffer.from(data, 'base64url').toString('utf8'))
    if (!isRecord(outer) || !isRecord(outer.session) || typeof outer.signature !== 'string') return null
    if (typeof outer.expiresAt !== 'number') return null
    const expected = sign(JSON.stringify({ ...outer.session, expiresAt: outer.expiresAt }), 'base64url')
    if (!safeEqual(Buffer.from(outer.signature, 'utf8'), expected)) return null
    const { session, user, version, updatedAt } = outer.session
    if (!isRecord(session) || !isRecord(user)) return null
    // A cache written for another session token, or under another cache version, is not ours.
    if (session.token !== token || (version ?? '1') !== '1') return null
    const sessionExpiresAt = new Date(String(session.expiresAt)).getTime()
    if (!Number.isFinite(sessionExpiresAt)) return null
    if (typeof session.id !== 'string' || typeof user.id !== 'string' || typeof updatedAt !== 'number') {
      return null
    }
    return {
      session: { sessionId: session.id, user, writtenAt: updatedAt },
      cacheExpiresAt: outer.expiresAt,
      sessionExpiresAt,
    }
  }

  return { read }
}

export type SessionCacheReader = ReturnType<typeof createSessionCacheReader>

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}
