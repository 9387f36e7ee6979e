import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  cases,
  creditItems,
  identityProfiles,
  orders,
  outboxMessages,
  sessions,
  userPreferences,
  users,
} from '#server/db/schema/index.ts'
import { federalWizardInput, insertTestOrder } from '#server/db/seed/factories.ts'
import { buildTestApp, cookieHeader, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import {
  DELETE_REFUSED_PAID_CASE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type AccountExport,
} from '#shared/contracts/accounts.contract.ts'
import { deletedEmailFor } from './accounts.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

let address = 0
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`

function call(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36',
    },
    ...(payload ? { payload } : {}),
  })
}

async function signInRaw(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: nextAddress(),
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  })
}

async function openCase(cookie: string): Promise<string> {
  const res = await call(cookie, 'POST', '/api/cases', federalWizardInput())
  expect(res.statusCode).toBe(201)
  return res.json().id
}

describe('account routes when signed out', () => {
  it.each([
    ['GET', '/api/account'],
    ['GET', '/api/account/sessions'],
    ['GET', '/api/account/export'],
    ['GET', '/api/account/export.pdf'],
    ['POST', '/api/account/delete'],
    ['PUT', '/api/account/preferences'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } })
    expect(res.statusCode).toBe(401)
  })
})

describe('name and preferences', () => {
  it('changes the first and last name, and users.name follows', async () => {
    const { cookie, user } = await t.signUp()
    const res = await call(cookie, 'PUT', '/api/account/name', { firstName: 'Robin', lastName: 'Reyes' })
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ firstName: 'Robin', lastName: 'Reyes', name: 'Robin Reyes' })
    const account = await call(cookie, 'GET', '/api/account')
    expect(account.json()).toMatchObject({ firstName: 'Robin', lastName: 'Reyes' })
  })

  it('answers defaults without a row, saves a choice, and leaves other customers alone', async () => {
    const mine = await t.signUp()
    const other = await t.signUp()
    const before = await call(mine.cookie, 'GET', '/api/account')
    expect(before.json().preferences).toEqual({
      emailCaseUpdates: true,
      emailCreditReminders: true,
      emailProductNews: false,
    })
    const choice = { emailCaseUpdates: false, emailCreditReminders: true, emailProductNews: true }
    const saved = await call(mine.cookie, 'PUT', '/api/account/preferences', choice)
    expect(saved.statusCode).toBe(200)
    expect((await call(mine.cookie, 'GET', '/api/account')).json().preferences).toEqual(choice)
    expect((await call(other.cookie, 'GET', '/api/account')).json().preferences.emailCaseUpdates).toBe(true)
    const rows = await t.db.db.select().from(userPreferences).where(eq(userPreferences.userId, other.user.id))
    expect(rows).toHaveLength(0)
  })
})

describe('case update e-mails', () => {
  it('are not sent to a customer who turned them off, and are sent otherwise', async () => {
    const admin = await t.createAdmin()
    const quiet = await t.signUp()
    const keen = await t.signUp()
    await call(quiet.cookie, 'PUT', '/api/account/preferences', {
      emailCaseUpdates: false,
      emailCreditReminders: true,
      emailProductNews: false,
    })
    const mailsTo = async (email: string) =>
      (await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email))).length
    for (const customer of [quiet, keen]) {
      const caseId = await openCase(customer.cookie)
      const before = await mailsTo(customer.user.email)
      const moved = await call(admin.cookie, 'POST', `/api/admin/cases/${caseId}/status`, {
        to: 'DOCS_PENDING',
        reason: 'Checking the e-mail preference',
      })
      expect(moved.statusCode).toBe(200)
      expect(await mailsTo(customer.user.email)).toBe(before + (customer === quiet ? 0 : 1))
    }
  })
})

describe('password and sessions', () => {
  it('refuses a wrong current password on its field, and a guessable new one', async () => {
    const { cookie } = await t.signUp()
    const wrong = await call(cookie, 'POST', '/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-long-new-phrase-of-words',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ currentPassword: WRONG_PASSWORD_MESSAGE })
    const guessable = await call(cookie, 'POST', '/api/account/password', {
      currentPassword: 'whatever-it-is',
      newPassword: 'password123',
    })
    expect(guessable.statusCode).toBe(400)
  })

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { cookie, user, password } = await t.signUp()
    const otherDevice = await t.signIn(user.email, password)
    const listed = await call(cookie, 'GET', '/api/account/sessions')
    expect(listed.statusCode).toBe(200)
    const list = listed.json().sessions as Array<{ isCurrent: boolean; approximateIp: string | null }>
    expect(list).toHaveLength(2)
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1)

    const res = await call(cookie, 'POST', '/api/account/password', {
      currentPassword: password,
      newPassword: 'violet-harbor-lantern-9',
    })
    expect(res.statusCode).toBe(200)
    const fresh = cookieHeader(res.headers['set-cookie'])
    expect((await call(fresh || cookie, 'GET', '/api/account')).statusCode).toBe(200)
    expect((await call(otherDevice, 'GET', '/api/account')).statusCode).toBe(401)
    expect((await signInRaw(user.email, password)).statusCode).toBe(401)
    expect((await signInRaw(user.email, 'violet-harbor-lantern-9')).statusCode).toBe(200)
  })

  it('signs out everywhere else', async () => {
    const { cookie, user, password } = await t.signUp()
    const otherDevice = await t.signIn(user.email, password)
    const res = await call(cookie, 'POST', '/api/account/sessions/revoke-others')
    expect(res.statusCode).toBe(200)
    expect((await call(otherDevice, 'GET', '/api/account')).statusCode).toBe(401)
    expect((await call(cookie, 'GET', '/api/account')).statusCode).toBe(200)
    const left = await t.db.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(left).toHaveLength(1)
  })
})

describe('e-mail change', () => {
  it('mails a link to the new address, changes it only once followed, and tells the old one', async () => {
    const { cookie, user } = await t.signUp()
    const newEmail = `moved-${Date.now()}@example.com`
    const res = await call(cookie, 'POST', '/api/account/email', { newEmail })
    expect(res.statusCode).toBe(202)
    const [stillOld] = await t.db.db.select().from(users).where(eq(users.id, user.id))
    expect(stillOld?.email).toBe(user.email)

    const [mail] = await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, newEmail))
    const link = /\/api\/auth\/verify-email\?token=([^\s]+)/.exec(mail?.textBody ?? '')
    expect(link).not.toBeNull()
    const follow = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${link![1]}` })
    expect(follow.statusCode).toBe(302)
    const [changed] = await t.db.db.select().from(users).where(eq(users.id, user.id))
    expect(changed?.email).toBe(newEmail)
    const notices = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, user.email))
    expect(notices.some((m) => m.textBody.includes(newEmail))).toBe(true)
  })

  it('refuses the address the account already has', async () => {
    const { cookie, user } = await t.signUp()
    const res = await call(cookie, 'POST', '/api/account/email', { newEmail: user.email })
    expect(res.statusCode).toBe(400)
  })
})

describe('download my data', () => {
  it('holds the cases, orders and credit items, the SSN last four and never the full SSN', async () => {
    const { cookie, user } = await t.signUp()
    const other = await t.signUp()
    const caseId = await openCase(cookie)
    await openCase(other.cookie)
    await insertTestOrder(t.db.db, { userId: user.id, caseId, status: 'PENDING' })
    await t.db.db.insert(creditItems).values({
      userId: user.id,
      caseId,
      bureau: 'EQUIFAX',
      creditor: 'Acme Bank',
      accountLastDigits: '1234',
      type: 'LATE_PAYMENT',
      reason: 'NOT_MINE',
    } as typeof creditItems.$inferInsert)
    const verify = await call(cookie, 'POST', '/api/verify', {
      name: 'Casey Customer',
      ssn: '219-09-9999',
      phone: '+1 (304) 555-0100',
      address: '12 Elm Street, Charleston WV',
    })
    expect(verify.statusCode).toBeLessThan(300)

    const res = await call(cookie, 'GET', '/api/account/export')
    expect(res.statusCode).toBe(200)
    const data = res.json() as AccountExport
    expect(data.cases.map((c) => c.id)).toEqual([caseId])
    expect(data.orders).toHaveLength(1)
    expect(data.creditItems.map((i) => i.creditor)).toEqual(['Acme Bank'])
    expect(data.identity.profile?.ssnLast4).toBe('9999')
    expect(res.body).not.toMatch(/219-?09-?9999/)
    expect(res.body).not.toContain('ssnCiphertext')

    const pdf = await call(cookie, 'GET', '/api/account/export.pdf')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.rawPayload.toString('latin1')).not.toMatch(/219-?09-?9999/)
  })
})

describe('delete my account', () => {
  it('is refused with the reason while a paid case is in progress, and nothing changes', async () => {
    const { cookie, user, password } = await t.signUp()
    const caseId = await openCase(cookie)
    await insertTestOrder(t.db.db, { userId: user.id, caseId, status: 'PAID' })
    const res = await call(cookie, 'POST', '/api/account/delete', { password, confirmation: 'DELETE' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(DELETE_REFUSED_PAID_CASE_MESSAGE)
    const [row] = await t.db.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.deletedAt).toBeNull()
    expect(await t.db.db.select().from(cases).where(eq(cases.userId, user.id))).toHaveLength(1)
  })

  it('needs the password and the typed confirmation', async () => {
    const { cookie, password } = await t.signUp()
    const wrong = await call(cookie, 'POST', '/api/account/delete', {
      password: 'nope-nope',
      confirmation: 'DELETE',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ password: WRONG_PASSWORD_MESSAGE })
    const unconfirmed = await call(cookie, 'POST', '/api/account/delete', { password, confirmation: 'yes' })
    expect(unconfirmed.statusCode).toBe(400)
  })

  it('erases the personal data, keeps the financial records, and the account never signs in again', async () => {
    const { cookie, user, password } = await t.signUp()
    const bystander = await t.signUp()
    const caseId = await openCase(cookie)
    const otherCase = await openCase(bystander.cookie)
    // A finished case: paid, with its decision.
    const order = await insertTestOrder(t.db.db, { userId: user.id, caseId, status: 'PAID' })
    await t.db.db.update(cases).set({ status: 'DECISION' }).where(eq(cases.id, caseId))
    await t.db.db.insert(identityProfiles).values({
      userId: user.id,
      fullName: 'Casey Customer',
      ssnCiphertext: 'x',
      ssnLast4: '9999',
      phone: '+1 304 555 0100',
      address: '12 Elm Street',
    })
    await call(cookie, 'PUT', '/api/account/preferences', {
      emailCaseUpdates: false,
      emailCreditReminders: false,
      emailProductNews: false,
    })

    const res = await call(cookie, 'POST', '/api/account/delete', { password, confirmation: 'DELETE' })
    expect(res.statusCode).toBe(200)

    const [row] = await t.db.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ name: 'Deleted user', email: deletedEmailFor(user.id) })
    expect(row?.deletedAt).toBeInstanceOf(Date)
    expect(await t.db.db.select().from(cases).where(eq(cases.userId, user.id))).toHaveLength(0)
    expect(
      await t.db.db.select().from(identityProfiles).where(eq(identityProfiles.userId, user.id)),
    ).toHaveLength(0)
    expect(
      await t.db.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id)),
    ).toHaveLength(0)
    expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0)
    const [kept] = await t.db.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept).toMatchObject({ status: 'PAID', amountCents: order.amountCents, caseId: null })
    const audit = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'ACCOUNT_DELETED'), eq(auditEntries.actorUserId, user.id)))
    expect(audit).toHaveLength(1)
    // Someone else's case is untouched.
    expect(await t.db.db.select().from(cases).where(eq(cases.id, otherCase))).toHaveLength(1)

    expect((await call(cookie, 'GET', '/api/account')).statusCode).toBe(401)
    expect((await signInRaw(user.email, password)).statusCode).toBe(401)
    expect((await signInRaw(deletedEmailFor(user.id), password)).statusCode).toBe(401)
  })
})
