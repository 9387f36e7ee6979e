import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['createAdmin']>>
beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.createAdmin()
})
afterAll(() => t.close())

let addressCounter = 0
const address = () => `192.0.2.${(addressCounter++ % 250) + 1}`
const as = (cookie: string, options: Parameters<TestApp['injectAs']>[1]) =>
  t.injectAs(cookie, { remoteAddress: address(), ...options })
const userIdOf = async (email: string) =>
  (await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

const endpoints = (id: string) =>
  [
    { method: 'GET', url: '/api/admin/people' },
    { method: 'GET', url: `/api/admin/people/${id}` },
    { method: 'POST', url: `/api/admin/people/${id}/disable`, payload: { reason: 'Testing' } },
    { method: 'POST', url: `/api/admin/people/${id}/enable`, payload: { reason: 'Testing' } },
    { method: 'POST', url: `/api/admin/people/${id}/role`, payload: { role: 'ADMIN', confirm: 'x' } },
    { method: 'GET', url: '/api/admin/audit' },
  ] as const

describe('the people and audit endpoints', () => {
  it('answer 401 signed out and 403 to a customer', async () => {
    const customer = await t.signUp()
    for (const endpoint of endpoints(customer.user.id)) {
      const out = await t.app.inject({ ...endpoint, headers: { origin: TEST_ORIGIN } })
      expect(out.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401)
      const refused = await as(customer.cookie, endpoint)
      expect(refused.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403)
    }
  })
})

describe('GET /api/admin/people', () => {
  it('finds people by e-mail, name or affiliate code in any case, and pages newest first', async () => {
    const token = randomUUID().slice(0, 8)
    const customer = await t.signUp({
      email: `find-${token}@example.com`,
      firstName: 'Quentin',
      lastName: 'Quill',
    })
    const affiliate = await t.signUp({ email: `aff-${token}@example.com` })
    const signup = await as(affiliate.cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'Alex Affiliate', email: affiliate.user.email },
    })
    const code = signup.json().affiliate.code as string

    const byEmail = await as(admin.cookie, {
      method: 'GET',
      url: `/api/admin/people?search=FIND-${token.toUpperCase()}`,
    })
    expect(byEmail.statusCode).toBe(200)
    expect(byEmail.json().people.map((p: { email: string }) => p.email)).toEqual([customer.user.email])

    const byCode = await as(admin.cookie, {
      method: 'GET',
      url: `/api/admin/people?search=${code.toLowerCase()}&kind=affiliate`,
    })
    expect(byCode.json().people).toEqual([
      expect.objectContaining({ email: affiliate.user.email, affiliate: expect.objectContaining({ code }) }),
    ])

    const byName = await as(admin.cookie, { method: 'GET', url: '/api/admin/people?search=quentin%20QUILL' })
    expect(byName.json().people.some((p: { id: string }) => p.id === customer.user.id)).toBe(true)

    // LIKE's wildcards are taken literally: '_' matches only an underscore, '%' only a percent sign.
    // (A lone '%' cannot be told from a broken escape in the query string: it is refused in words.)
    const lone = await as(admin.cookie, { method: 'GET', url: '/api/admin/people?search=find%25' })
    expect(lone.statusCode).toBe(400)
    expect(lone.json().error.fields.search).toBe('This text could not be read. Type it again.')
    for (const wildcard of ['n_-', 'find%2525']) {
      const literal = await as(admin.cookie, { method: 'GET', url: `/api/admin/people?search=${wildcard}` })
      expect(literal.statusCode).toBe(200)
      expect(literal.json().people).toEqual([])
    }

    const admins = await as(admin.cookie, { method: 'GET', url: '/api/admin/people?role=ADMIN' })
    expect(admins.json().people.every((p: { role: string }) => p.role === 'ADMIN')).toBe(true)

    const first = await as(admin.cookie, { method: 'GET', url: '/api/admin/people?limit=1' })
    expect(first.json().people).toHaveLength(1)
    const cursor = first.json().nextCursor as string
    expect(cursor).toBeTruthy()
    const second = await as(admin.cookie, {
      method: 'GET',
      url: `/api/admin/people?limit=1&cursor=${cursor}`,
    })
    expect(second.json().people[0].id).not.toBe(first.json().people[0].id)
    expect(second.json().people[0].createdAt <= first.json().people[0].createdAt).toBe(true)
  })

  it('refuses a bad filter with 400 in words', async () => {
    const res = await as(admin.cookie, { method: 'GET', url: '/api/admin/people?kind=robot' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty('kind')
  })
})

describe('GET /api/admin/people/:id', () => {
  it("shows one person's cases, orders with cents and activity", async () => {
    const customer = await t.signUp()
    const created = await as(customer.cookie, {
      method: 'POST',
      url: '/api/cases',
      payload: federalWizardInput(),
    })
    expect(created.statusCode).toBe(201)
    const res = await as(admin.cookie, { method: 'GET', url: `/api/admin/people/${customer.user.id}` })
    expect(res.statusCode).toBe(200)
    const detail = res.json()
    expect(detail.person).toMatchObject({ email: customer.user.email, role: 'USER', disabledAt: null })
    expect(detail.cases).toEqual([expect.objectContaining({ id: created.json().id, status: 'INTAKE' })])
    expect(detail.orders).toEqual([])
    expect(detail.activity.map((a: { action: string }) => a.action)).toContain('CASE_CREATED')
  })

  it('answers 404 for an unknown person', async () => {
    const res = await as(admin.cookie, { method: 'GET', url: `/api/admin/people/${randomUUID()}` })
    expect(res.statusCode).toBe(404)
  })
})

describe('disabling an account', () => {
  it('ends its sessions at once, blocks sign-in with a clear message, and enabling lets it back in', async () => {
    const customer = await t.signUp()
    // The session cookie carries a signed cache: the first read is answered from it.
    expect((await as(customer.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)
    expect((await as(customer.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)

    const disabled = await as(admin.cookie, {
      method: 'POST',
      url: `/api/admin/people/${customer.user.id}/disable`,
      payload: { reason: 'Chargeback fraud' },
    })
    expect(disabled.statusCode).toBe(200)
    expect(disabled.json().person.disabledAt).not.toBeNull()

    expect((await as(customer.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
    expect(
      (await as(customer.cookie, { method: 'GET', url: `/api/cases/user/${customer.user.id}` })).statusCode,
    ).toBe(401)

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: address(),
      payload: { email: customer.user.email, password: customer.password },
    })
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json().error.message).toBe('This account has been disabled. Please contact support.')
    expect(signIn.headers['set-cookie']).toBeUndefined()

    const again = await as(admin.cookie, {
      method: 'POST',
      url: `/api/admin/people/${customer.user.id}/disable`,
      payload: { reason: 'Twice' },
    })
    expect(again.statusCode).toBe(409)

    const enabled = await as(admin.cookie, {
      method: 'POST',
      url: `/api/admin/people/${customer.user.id}/enable`,
      payload: { reason: 'Resolved with the bank' },
    })
    expect(enabled.statusCode).toBe(200)
    expect(enabled.json().person.disabledAt).toBeNull()
    const cookie = await t.signIn(customer.user.email, customer.password)
    expect((await as(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200)

    const log = await as(admin.cookie, {
      method: 'GET',
      url: `/api/admin/audit?action=PERSON_DISABLED`,
    })
    expect(log.json().entries[0]).toMatchObject({
      actor: 'ADMIN',
      actorEmail: admin.email,
      label: `Account disabled: ${customer.user.email} (reason: Chargeback fraud)`,
    })
  })

  it('keeps a disabled admin out of the admin sign-in form too', async () => {
    const other = await t.createAdmin()
    const otherId = await userIdOf(other.email)
    const res = await as(admin.cookie, {
      method: 'POST',
      url: `/api/admin/people/${otherId}/disable`,
      payload: { reason: 'Left the company' },
    })
    expect(res.statusCode).toBe(200)
    expect((await as(other.cookie, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: address(),
      payload: { username: other.email, password: other.password },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().error.message).toBe('This account has been disabled. Please contact support.')
  })

  it('refuses an admin disabling their own account, and a missing reason', async () => {
    const selfId = await userIdOf(admin.email)
    const self = await as(admin.cookie, {
      method: 'POST',
      url: `/api/admin/people/${selfId}/disable`,
      payload: { reason: 'Oops' },
    })
    expect(self.statusCode).toBe(409)
    expect(self.json().error.message).toBe('You cannot disable your own account.')
    const customer = await t.signUp()
    const noReason = await as(admin.cookie, {
      method: 'POST',
      url: `/api/admin/people/${customer.user.id}/disable`,
      payload: { reason: '' },
    })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.fields).toHaveProperty('reason')
  })
})

describe('POST /api/admin/people/:id/role', () => {
  it('grants ADMIN only with the e-mail typed exactly, and the audit log keeps before and after', async () => {
    const customer = await t.signUp()
    const url = `/api/admin/people/${customer.user.id}/role`
    const wrong = await as(admin.cookie, {
      method: 'POST',
      url,
      payload: { role: 'ADMIN', confirm: customer.user.email.toUpperCase() },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields.confirm).toBe('Type the e-mail address exactly to confirm.')

    const granted = await as(admin.cookie, {
      method: 'POST',
      url,
      payload: { role: 'ADMIN', confirm: customer.user.email },
    })
    expect(granted.statusCode).toBe(200)
    expect(granted.json().person.role).toBe('ADMIN')
    // The promoted customer's own session has admin rights at once (the cached role is not used).
    expect((await as(customer.cookie, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200)

    const log = await as(admin.cookie, {
      method: 'GET',
      url: `/api/admin/audit?action=ROLE_CHANGED&actorUserId=${await userIdOf(admin.email)}`,
    })
    const entry = log.json().entries[0]
    expect(entry).toMatchObject({
      actor: 'ADMIN',
      actorEmail: admin.email,
      label: `Role changed: ${customer.user.email} is now Admin`,
    })
    expect(entry.detail).toEqual(
      expect.arrayContaining([
        { key: 'before', value: JSON.stringify({ role: 'USER', disabledAt: null }) },
        { key: 'after', value: JSON.stringify({ role: 'ADMIN', disabledAt: null }) },
      ]),
    )

    const removed = await as(admin.cookie, {
      method: 'POST',
      url,
      payload: { role: 'USER', confirm: customer.user.email },
    })
    expect(removed.statusCode).toBe(200)
    expect((await as(customer.cookie, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(403)
  })
})

describe('the last admin', () => {
  let solo: TestApp
  beforeAll(async () => {
    solo = await buildTestApp()
  })
  afterAll(() => solo.close())

  const activeAdmins = async () =>
    (
      await solo.db.db.select({ id: users.id, role: users.role, disabledAt: users.disabledAt }).from(users)
    ).filter((u) => u.role === 'ADMIN' && u.disabledAt === null).length

  it('cannot be demoted, and two admins demoting each other at once leave one', async () => {
    const first = await solo.createAdmin()
    const [firstRow] = await solo.db.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, first.email))
    const lone = await solo.injectAs(first.cookie, {
      method: 'POST',
      url: `/api/admin/people/${firstRow!.id}/role`,
      payload: { role: 'USER', confirm: first.email },
    })
    expect(lone.statusCode).toBe(409)
    expect(lone.json().error.message).toBe(
      'This is the last active admin. Make someone else an admin before removing this one.',
    )

    const second = await solo.createAdmin()
    const [secondRow] = await solo.db.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, second.email))
    expect(await activeAdmins()).toBe(2)
    const [a, b] = await Promise.all([
      solo.injectAs(first.cookie, {
        method: 'POST',
        url: `/api/admin/people/${secondRow!.id}/role`,
        payload: { role: 'USER', confirm: second.email },
      }),
      solo.injectAs(second.cookie, {
        method: 'POST',
        url: `/api/admin/people/${firstRow!.id}/role`,
        payload: { role: 'USER', confirm: first.email },
      }),
    ])
    const statuses = [a.statusCode, b.statusCode].sort()
    expect(statuses[0]).toBe(200)
    // The other is refused: the last admin (409), or no longer an admin when its turn came (403).
    expect([403, 409]).toContain(statuses[1])
    expect(await activeAdmins()).toBe(1)
  })
})
