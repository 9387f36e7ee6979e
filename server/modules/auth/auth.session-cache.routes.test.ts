import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema/index.ts'
import { buildTestApp, cookieHeader, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { updateUserRole } from './auth.repository.ts'
import { SESSION_CACHE_SECONDS } from './auth.session-cache.ts'

// The signed session cache of docs/decisions/019-fast-signed-in-api.md: what it spares, and
// everything that must still end or change a session at once, checked against the session's row on
// every request (docs/decisions/059-several-processes-and-production-checks.md).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())

const DATA = 'rr.session_data'

function cookiePart(cookie: string, name: string): string {
  const pair = cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  if (!pair) throw new Error(`no ${name} cookie in ${cookie}`)
  return pair.slice(name.length + 1)
}

function withCookie(cookie: string, name: string, value: string): string {
  return cookie
    .split('; ')
    .map((c) => (c.startsWith(`${name}=`) ? `${name}=${value}` : c))
    .join('; ')
}

type CachePayload = { session: Record<string, unknown>; user: Record<string, unknown> } & Record<
  string,
  unknown
>

function decodeCache(value: string): { session: CachePayload; expiresAt: number; signature: string } {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
}

// A cache cookie as better-auth's "compact" strategy writes it, signed with `secret`.
function encodeCache(payload: CachePayload, expiresAt: number, secret: string): string {
  const signature = createHmac('sha256', secret)
    .update(JSON.stringify({ ...payload, expiresAt }))
    .digest('base64url')
  return Buffer.from(JSON.stringify({ session: payload, expiresAt, signature })).toString('base64url')
}

async function deleteSessionRowsBehindBetterAuth(userId: string) {
  await t.db.db.delete(sessions).where(eq(sessions.userId, userId))
}

describe('the signed session cache', () => {
  it('signs a customer in with a session cache cookie that lives two minutes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: {
        firstName: 'Cache',
        lastName: 'Cookie',
        email: 'cache-cookie@example.com',
        password: 'a-long-pass-phrase-9',
      },
    })
    const cacheCookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${DATA}=`))
    expect(String(cacheCookie)).toMatch(new RegExp(`Max-Age=${SESSION_CACHE_SECONDS}`, 'i'))
    expect(String(cacheCookie)).toMatch(/HttpOnly/i)
  })

  it('answers a signed-in customer from the cache, with no fresh cookie to send', async () => {
    const { cookie: first, user } = await t.signUp()
    // A cache written in the same millisecond as the account counts as older than it: read afresh.
    const warm = await t.injectAs(first, { method: 'GET', url: '/api/auth/user' })
    const renewed = cookieHeader(warm.headers['set-cookie'])
    const cookie = renewed.includes(`${DATA}=`) ? withCookie(first, DATA, cookiePart(renewed, DATA)) : first
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: user.id, email: user.email })
    expect(me.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a session whose row is gone, however fresh its cache (another process ended it)', async () => {
    const { cookie, user } = await t.signUp()
    const cache = decodeCache(cookiePart(cookie, DATA))
    const expired = encodeCache(cache.session, Date.now() - 1000, t.config.sessionSecret)
    const stillValid = encodeCache(cache.session, Date.now() + 60_000, t.config.sessionSecret)
    // Read once first, so this process has verified and remembered the cookie header.
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)
    await deleteSessionRowsBehindBetterAuth(user.id)
    for (const data of [cookiePart(cookie, DATA), stillValid, expired]) {
      const me = await t.injectAs(withCookie(cookie, DATA, data), { method: 'GET', url: '/api/auth/user' })
      expect(me.statusCode).toBe(401)
    }
  })

  it('reads a user changed in the database afresh instead of from a cache written before', async () => {
    const { cookie, user } = await t.signUp()
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })).json().firstName).toBe(
      user.firstName,
    )
    await t.db.db
      .update(users)
      .set({ firstName: 'Renamed', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, user.id))
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.json()).toMatchObject({ id: user.id, firstName: 'Renamed' })
  })

  it('writes a fresh cache cookie when a request comes with the session token alone', async () => {
    const { cookie, user } = await t.signUp()
    const tokenOnly = cookie
      .split('; ')
      .filter((c) => !c.startsWith(`${DATA}=`))
      .join('; ')
    const me = await t.injectAs(tokenOnly, { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json().id).toBe(user.id)
    const renewed = [me.headers['set-cookie']].flat().map(String)
    expect(renewed.some((c) => c.startsWith(`${DATA}=`) && !c.startsWith(`${DATA}=;`))).toBe(true)
  })
})

describe('a session cache cannot be forged', () => {
  it('ignores a cache whose content was changed: the customer stays themselves and gains no admin rights', async () => {
    const victim = await t.signUp()
    const attacker = await t.signUp()
    const cache = decodeCache(cookiePart(attacker.cookie, DATA))
    const tampered = {
      ...cache,
      session: {
        ...cache.session,
        user: { ...cache.session.user, role: 'ADMIN', id: victim.user.id, email: victim.user.email },
      },
    }
    const forged = Buffer.from(JSON.stringify(tampered)).toString('base64url')
    const cookie = withCookie(attacker.cookie, DATA, forged)
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: attacker.user.id, role: 'USER' })
    const admin = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/session' })
    expect(admin.statusCode).toBe(403)
    const victimsCases = await t.injectAs(cookie, { method: 'GET', url: `/api/cases/user/${victim.user.id}` })
    expect(victimsCases.statusCode).toBe(404)
  })

  it('ignores a cache signed with another secret', async () => {
    const { cookie, user } = await t.signUp()
    const cache = decodeCache(cookiePart(cookie, DATA))
    const renamed = { ...cache.session, user: { ...cache.session.user, firstName: 'Forged' } }
    const forged = encodeCache(renamed, Date.now() + 60_000, 'a-guessed-secret-that-is-not-ours-at-all')
    const me = await t.injectAs(withCookie(cookie, DATA, forged), { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: user.id, firstName: user.firstName })
  })

  it("refuses one customer's cache presented with another customer's session token", async () => {
    const first = await t.signUp()
    const second = await t.signUp()
    const mixed = withCookie(second.cookie, DATA, cookiePart(first.cookie, DATA))
    const me = await t.injectAs(mixed, { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json().id).toBe(second.user.id)
  })
})

describe('what still ends or changes a cached session at once', () => {
  it('sign-out refuses the old cookies at once, the cache among them', async () => {
    const { cookie } = await t.signUp()
    expect(cookie).toContain(`${DATA}=`)
    const out = await t.injectAs(cookie, { method: 'POST', url: '/api/auth/sign-out' })
    expect(out.statusCode).toBe(204)
    const cleared = [out.headers['set-cookie']].flat().map(String)
    expect(
      cleared.some((c) => c.startsWith(`${DATA}=;`) || /rr\.session_data=[^;]*;.*Max-Age=0/i.test(c)),
    ).toBe(true)
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(401)
  })

  it('an admin demoted in the database loses admin access at once', async () => {
    const admin = await t.createAdmin()
    const before = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/session' })
    expect(before.statusCode).toBe(200)
    const [row] = await t.db.db.select().from(users).where(eq(users.email, admin.email))
    await updateUserRole(t.db.db, row!.id, 'USER', true)
    const after = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/session' })
    expect(after.statusCode).toBe(403)
  })

  it('a role set through the account service refuses the customer cache written before it', async () => {
    const { cookie, user } = await t.signUp({ password: 'promoted-pass-phrase-77' })
    await t.app.services.auth.upsertAccount({
      email: user.email,
      password: 'promoted-pass-phrase-77',
      firstName: user.firstName,
      lastName: user.lastName,
      role: 'ADMIN',
    })
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.json()).toMatchObject({ id: user.id, role: 'ADMIN', isEmailVerified: true })
  })
})
