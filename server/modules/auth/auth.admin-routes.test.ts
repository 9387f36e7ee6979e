import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, cookieHeader, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const adminEndpoints = [
  { method: 'GET', url: '/api/admin/session' },
  { method: 'GET', url: '/api/admin/outbox' },
] as const

describe('admin endpoints', () => {
  it.each(adminEndpoints)('$method $url answers 401 when signed out', async (endpoint) => {
    const res = await t.app.inject(endpoint)
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('unauthorized')
  })

  it.each(adminEndpoints)('$method $url answers 403 to a customer', async (endpoint) => {
    const { cookie } = await t.signUp()
    const res = await t.injectAs(cookie, endpoint)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('You need admin privileges to access this area.')
  })

  it('GET /api/admin/outbox shows an admin the mail the product stored', async () => {
    const { user } = await t.signUp()
    const { cookie } = await t.createAdmin()
    const res = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/outbox?limit=200' })
    expect(res.statusCode).toBe(200)
    const mail = res.json().messages.find((m: { to: string }) => m.to === user.email)
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail for RightsRestore' })
  })

  it('GET /api/admin/outbox rejects a limit out of range with 400', async () => {
    const { cookie } = await t.createAdmin()
    const res = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/outbox?limit=5000' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty('limit')
  })
})

describe('POST /api/admin/login', () => {
  it('signs an admin in and GET /api/admin/session names them', async () => {
    const admin = await t.createAdmin()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: TEST_ORIGIN },
      payload: { username: admin.email, password: admin.password },
      remoteAddress: '203.0.113.10',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ admin: { username: admin.email } })
    const cookie = cookieHeader(res.headers['set-cookie'])
    const session = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/session' })
    expect(session.json()).toEqual({ admin: { username: admin.email } })

    const logout = await t.injectAs(cookie, { method: 'POST', url: '/api/admin/logout' })
    expect(logout.statusCode).toBe(204)
    expect((await t.injectAs(cookie, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401)
  })

  it('refuses a customer with 403 and leaves no session behind', async () => {
    const { user, password } = await t.signUp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: TEST_ORIGIN },
      payload: { username: user.email, password },
      remoteAddress: '203.0.113.11',
    })
    expect(res.statusCode).toBe(403)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('answers 401 with the server error text for a wrong password', async () => {
    const admin = await t.createAdmin()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: TEST_ORIGIN },
      payload: { username: admin.email, password: 'not-the-password' },
      remoteAddress: '203.0.113.12',
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe('Invalid email or password.')
  })
})
