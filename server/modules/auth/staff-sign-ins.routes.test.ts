import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditLog } from '#shared/contracts/audit.contract.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
let viewer: Awaited<ReturnType<TestApp['createAdmin']>>
beforeAll(async () => {
  t = await buildTestApp()
  viewer = await t.createAdmin()
})
afterAll(() => t.close())

const signIn = (url: string, payload: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress })

// The audit log as the back office reads it, entries of `action` about `email`.
async function entriesAbout(email: string, action: string) {
  const res = await t.injectAs(viewer.cookie, { method: 'GET', url: `/api/admin/audit?action=${action}` })
  expect(res.statusCode).toBe(200)
  const log = res.json() as AuditLog
  return { entries: log.entries.filter((e) => e.detail.some((d) => d.value === email)), body: res.body }
}

describe('staff sign-ins in the audit log', () => {
  it("POST /api/admin/login records the admin's sign-in with the time, e-mail and address block, never the password", async () => {
    const admin = await t.createAdmin()
    const before = Date.now()
    const res = await signIn(
      '/api/admin/login',
      { username: admin.email, password: admin.password },
      '2001:db8:aa:bb::7',
    )
    expect(res.statusCode).toBe(200)

    const { entries, body } = await entriesAbout(admin.email, 'STAFF_SIGNED_IN')
    const entry = entries.find((e) => e.detail.some((d) => d.value === '2001:db8:aa:bb::/64'))
    expect(entry).toMatchObject({
      actor: 'ADMIN',
      actorLabel: 'Staff: Ada Admin',
      actionLabel: 'Staff signed in',
      actorEmail: admin.email,
      label: `Staff signed in: ${admin.email} from 2001:db8:aa:bb::/64`,
      caseId: null,
    })
    expect(entry!.detailWords).toEqual(
      expect.arrayContaining([
        { key: 'email', name: 'E-mail', text: admin.email },
        { key: 'addressBlock', name: 'Address block', text: '2001:db8:aa:bb::/64' },
      ]),
    )
    expect(new Date(entry!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(body).not.toContain(admin.password)
  })

  it('POST /api/auth/sign-in records an admin too, and a wrong password against a staff account as a failed attempt', async () => {
    const admin = await t.createAdmin()
    expect((await entriesAbout(admin.email, 'STAFF_SIGNED_IN')).entries).toHaveLength(1)

    const wrong = await signIn(
      '/api/auth/sign-in',
      { email: admin.email, password: 'not-the-password' },
      '203.0.113.40',
    )
    expect(wrong.statusCode).toBe(401)
    const { entries, body } = await entriesAbout(admin.email, 'STAFF_SIGN_IN_FAILED')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actor: 'SYSTEM',
      actorLabel: 'System',
      actionLabel: 'Failed staff sign-in',
      label: `Failed staff sign-in: ${admin.email} from 203.0.113.40 (reason: Wrong password)`,
    })
    expect(body).not.toContain('not-the-password')
  })

  it("a customer's sign-in, right or wrong, writes no entry", async () => {
    const customer = await t.signUp()
    const right = await signIn(
      '/api/auth/sign-in',
      { email: customer.user.email, password: customer.password },
      '203.0.113.41',
    )
    expect(right.statusCode).toBe(200)
    const wrong = await signIn(
      '/api/auth/sign-in',
      { email: customer.user.email, password: 'not-the-password' },
      '203.0.113.41',
    )
    expect(wrong.statusCode).toBe(401)
    // Through the back office's form too: refused, and still nothing recorded.
    const asAdmin = await signIn(
      '/api/admin/login',
      { username: customer.user.email, password: customer.password },
      '203.0.113.41',
    )
    expect(asAdmin.statusCode).toBe(403)

    expect((await entriesAbout(customer.user.email, 'STAFF_SIGNED_IN')).entries).toEqual([])
    expect((await entriesAbout(customer.user.email, 'STAFF_SIGN_IN_FAILED')).entries).toEqual([])
    const own = await t.injectAs(viewer.cookie, {
      method: 'GET',
      url: `/api/admin/audit?actorUserId=${customer.user.id}`,
    })
    expect((own.json() as AuditLog).entries).toEqual([])
  })
})
