import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages, users } from '#server/db/schema/index.ts'
import { buildTestApp, cookieHeader, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { PASSWORD_TOO_GUESSABLE_MESSAGE } from '#shared/domain/person-fields.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  })

/** A sign-in attempt from the client address `from`. */
const signInFrom = (from: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
    remoteAddress: from,
  })

// An address no other test (or earlier run sharing a Redis) has used.
const freshAddress = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::1`

async function latestMailTo(email: string) {
  const [mail] = await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email))
  return mail
}

describe('GET /api/auth/user', () => {
  it('answers 401 with the error envelope when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'You are not signed in.' } })
  })

  it('answers 401 for a forged session cookie', async () => {
    const res = await t.injectAs('rr.session_token=forged.value', { method: 'GET', url: '/api/auth/user' })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/auth/sign-up', () => {
  it('creates a customer, signs them in and e-mails a verification link', async () => {
    const email = 'new.customer@example.com'
    const res = await post('/api/auth/sign-up', {
      firstName: 'Jamie',
      lastName: 'Doe',
      email,
      password: 'a-long-password',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Doe',
      email,
      role: 'USER',
      isEmailVerified: false,
    })
    const cookie = cookieHeader(res.headers['set-cookie'])
    expect(cookie).toMatch(/^rr\.session_token=/)
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i)
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i)

    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email, firstName: 'Jamie' })
    expect(Object.keys(me.json()).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'isEmailVerified',
      'lastName',
      'role',
    ])

    const mail = await latestMailTo(email)
    expect(mail?.subject).toContain('Confirm your e-mail')
    expect(mail?.textBody).toMatch(/\/api\/auth\/verify-email\?token=/)
  })

  it('answers 400 with the spec messages per field and stores nothing', async () => {
    const before = await t.db.db.$count(users)
    const res = await post('/api/auth/sign-up', {
      firstName: ' ',
      lastName: '',
      email: 'nope',
      password: 'short',
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    })
    expect(await t.db.db.$count(users)).toBe(before)
  })

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await post('/api/auth/sign-up', '{"firstName":', { 'content-type': 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'bad_request', message: 'The request body is not valid JSON.' })
  })

  it('answers an e-mail that has an account like any sign-up, without a session, and e-mails its owner', async () => {
    const owner = await t.signUp()
    const usersBefore = await t.db.db.$count(users)
    const fresh = await post('/api/auth/sign-up', {
      firstName: 'New',
      lastName: 'Person',
      email: `fresh-${Date.now()}@example.com`,
      password: 'harbor violet tractor',
    })
    const taken = await post('/api/auth/sign-up', {
      firstName: 'Other',
      lastName: 'Person',
      email: owner.user.email.toUpperCase(),
      password: 'another harbor tractor',
    })
    expect(taken.statusCode).toBe(fresh.statusCode)
    expect(taken.statusCode).toBe(201)
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()))
    expect(taken.json()).toEqual({ user: null })
    // No session, neither the owner's nor a new one.
    expect(taken.headers['set-cookie']).toBeUndefined()
    expect(await t.db.db.$count(users)).toBe(usersBefore + 1)

    const [mail] = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Someone tried to create a RightsRestore account with your e-mail'))
    expect(mail?.toAddress).toBe(owner.user.email)
    expect(mail?.textBody).toContain(`${TEST_ORIGIN}/sign-in`)
    expect(mail?.textBody).toContain(`${TEST_ORIGIN}/forgot-password`)

    // The owner's password is untouched and the visitor's does not open the account.
    expect((await signInFrom(freshAddress(), owner.user.email, owner.password)).statusCode).toBe(200)
    expect((await signInFrom(freshAddress(), owner.user.email, 'another harbor tractor')).statusCode).toBe(
      401,
    )
  })

  it.each(['password', '12345678'])(
    'refuses the common password %s with a message in plain words and stores nothing',
    async (password) => {
      const before = await t.db.db.$count(users)
      const res = await post('/api/auth/sign-up', {
        firstName: 'Weak',
        lastName: 'Password',
        email: `weak-${password}@example.com`,
        password,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({
        code: 'validation_failed',
        message: PASSWORD_TOO_GUESSABLE_MESSAGE,
        fields: { password: PASSWORD_TOO_GUESSABLE_MESSAGE },
      })
      expect(await t.db.db.$count(users)).toBe(before)
    },
  )

  it("refuses a password made of the person's own name", async () => {
    const res = await post('/api/auth/sign-up', {
      firstName: 'Jordan',
      lastName: 'Rivers',
      email: 'jordan.rivers@example.com',
      password: 'JordanRivers1',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ password: PASSWORD_TOO_GUESSABLE_MESSAGE })
  })

  it('keeps the password out of the logs', async () => {
    const password = 'Sup3r-Secret-Passw0rd!'
    const before = t.logs().length
    const res = await post('/api/auth/sign-up', {
      firstName: 'Log',
      lastName: 'Check',
      email: 'logcheck@example.com',
      password,
    })
    expect(res.statusCode).toBe(201)
    const written = t.logs().slice(before)
    expect(written).toContain('/api/auth/sign-up')
    expect(written).not.toContain(password)
    expect(written).not.toContain('logcheck@example.com')
    expect(written).not.toContain('rr.session_token')
  })
})

describe('sign-up limit', () => {
  it('answers 429 after too many sign-ups from one address', async () => {
    const limited = await buildTestApp({ SIGN_UP_LIMIT_PER_HOUR: '2' })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          headers: { origin: TEST_ORIGIN },
          remoteAddress: '192.0.2.77',
          payload: {
            firstName: 'A',
            lastName: 'B',
            email: `limit${i}@example.com`,
            password: 'long-enough-1',
          },
        })
        statuses.push(res.statusCode)
      }
      expect(statuses).toEqual([201, 201, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('POST /api/auth/sign-in', () => {
  it('opens a session with the right password and refuses a wrong one', async () => {
    const { user, password } = await t.signUp()
    const wrong = await post('/api/auth/sign-in', { email: user.email, password: 'wrong-password' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.message).toBe('Invalid email or password.')
    expect(wrong.headers['set-cookie']).toBeUndefined()

    const ok = await post('/api/auth/sign-in', { email: user.email, password })
    expect(ok.statusCode).toBe(200)
    const me = await t.injectAs(cookieHeader(ok.headers['set-cookie']), {
      method: 'GET',
      url: '/api/auth/user',
    })
    expect(me.json().id).toBe(user.id)
  })
})

describe('sign-out', () => {
  it('POST /api/auth/sign-out ends the session for good', async () => {
    const { cookie } = await t.signUp()
    const res = await t.injectAs(cookie, { method: 'POST', url: '/api/auth/sign-out' })
    expect(res.statusCode).toBe(204)
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.statusCode).toBe(401)
  })

  it('GET /api/logout ends the session and goes to /', async () => {
    const { cookie } = await t.signUp()
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
  })
})

describe('CSRF defence', () => {
  it('refuses a cookie-authenticated mutation from a foreign Origin and keeps the session', async () => {
    const { cookie } = await t.signUp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('invalid_origin')
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)
  })

  it('refuses a cookie-carrying mutation with neither Origin nor Referer', async () => {
    const { cookie } = await t.signUp()
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } })
    expect(res.statusCode).toBe(403)
  })

  it('accepts a same-site Referer when the browser sends no Origin', async () => {
    const { cookie } = await t.signUp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, referer: `${TEST_ORIGIN}/dashboard` },
    })
    expect(res.statusCode).toBe(204)
  })
})

describe('GET /api/login', () => {
  it('sends a signed-out visitor to the sign-in page with where they came from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=%2Fdashboard%3Ftab%3D1' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/sign-in?returnTo=%2Fdashboard%3Ftab%3D1')
  })

  it('uses the referring page of this site when no returnTo is given', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { referer: `${TEST_ORIGIN}/pricing` },
    })
    expect(res.headers.location).toBe('/sign-in?returnTo=%2Fpricing')
  })

  it('never returns the visitor to another site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
      })
      expect(res.headers.location).toBe('/sign-in?returnTo=%2Fdashboard')
    }
  })

  it('sends a signed-in visitor straight back', async () => {
    const { cookie } = await t.signUp()
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=/dashboard',
      headers: { cookie },
    })
    expect(res.headers.location).toBe('/dashboard')
  })
})

describe('e-mail verification', () => {
  it('the link from the e-mail verifies the address', async () => {
    const { user, cookie } = await t.signUp()
    const mail = await latestMailTo(user.email)
    const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0])
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/dashboard?emailVerified=1')
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })
    expect(me.json().isEmailVerified).toBe(true)
  })

  it('a tampered link goes to sign-in with a notice, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-real-token' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/sign-in?emailVerified=0')
  })
})

describe('password reset', () => {
  it('e-mails a link that sets a new password and ends old sessions', async () => {
    const { user, cookie } = await t.signUp()
    const res = await post('/api/auth/forgot-password', { email: user.email })
    expect(res.statusCode).toBe(202)
    const [mail] = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Reset your RightsRestore password'))
    expect(mail?.toAddress).toBe(user.email)
    const token = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]).searchParams.get('token')!

    const weak = await post('/api/auth/reset-password', { token, password: 'password' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.fields).toEqual({ password: PASSWORD_TOO_GUESSABLE_MESSAGE })

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-password' })
    expect(reset.statusCode).toBe(200)
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
    await expect(t.signIn(user.email, 'brand-new-password')).resolves.toMatch(/rr\.session_token=/)

    const reused = await post('/api/auth/reset-password', { token, password: 'third-password-here' })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error.message).toBe('This link is not valid or has expired.')
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await t.db.db.$count(outboxMessages)
    const res = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' })
    expect(res.statusCode).toBe(202)
    expect(res.json().message).toBe(
      'If an account exists for that e-mail, we have sent a link to reset the password.',
    )
    expect(await t.db.db.$count(outboxMessages)).toBe(before)
  })
})
