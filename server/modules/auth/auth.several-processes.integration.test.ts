import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { TEST_ORIGIN } from '#server/test/build-test-app.ts'
import { useTwoProcesses } from '#server/test/second-process.ts'

// Two server processes on one database (finding B of issue 29): a session ended or an account
// closed through one is refused by the other at once, though the other has just answered from
// that session's cache (docs/decisions/059-several-processes-and-production-checks.md).

const two = useTwoProcesses()

function me(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
}

describe('a revocation on one process counts at once on the other', () => {
  it('a session signed out through one process is refused by the other', async () => {
    const { cookie } = await two.a.signUp()
    expect((await me(two.b, cookie)).statusCode).toBe(200)
    const out = await two.a.injectAs(cookie, { method: 'POST', url: '/api/auth/sign-out' })
    expect(out.statusCode).toBe(204)
    expect((await me(two.b, cookie)).statusCode).toBe(401)
  })

  it('an account disabled through one process is signed out on the other', async () => {
    const customer = await two.a.signUp()
    const admin = await two.a.createAdmin()
    expect((await me(two.b, customer.cookie)).statusCode).toBe(200)
    const disabled = await two.a.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/people/${customer.user.id}/disable`,
      payload: { reason: 'Disabled in the several-processes test' },
    })
    expect(disabled.statusCode).toBe(200)
    expect((await me(two.b, customer.cookie)).statusCode).toBe(401)
  })

  it("a password changed through one process ends the account's other sessions on the other", async () => {
    const customer = await two.a.signUp()
    const otherDevice = await two.a.signIn(customer.user.email, customer.password)
    expect((await me(two.b, otherDevice)).statusCode).toBe(200)
    const changed = await two.a.injectAs(customer.cookie, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: customer.password, newPassword: 'a-brand-new-pass-phrase-31' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await me(two.b, otherDevice)).statusCode).toBe(401)
    expect((await me(two.b, customer.cookie)).statusCode).toBe(401)
  })

  it('a session signed in through one process is answered by the other', async () => {
    const { cookie, user } = await two.a.signUp()
    const res = await two.b.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, origin: TEST_ORIGIN },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().id).toBe(user.id)
  })
})
