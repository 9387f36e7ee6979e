import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataUrl, jpegHeaderOnly, solidPng } from '#server/adapters/identity/test-images.ts'
import { auditEntries, identityProfiles, identityVerifications } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { decryptSsn } from '#server/lib/ssn-crypto.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { VERIFY_FORM_MESSAGES } from '#shared/contracts/identity.contract.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const SSN = '219-09-9999'
const SSN_DIGITS = '219099999'
const validForm = {
  name: 'Casey Customer',
  ssn: SSN,
  phone: '+1 (304) 555-0100',
  address: '12 Elm Street, Charleston WV',
}

function post(cookie: string, url: string, payload: object) {
  return t.injectAs(cookie, { method: 'POST', url, payload })
}

async function openCase(cookie: string): Promise<string> {
  const res = await post(cookie, '/api/cases', federalWizardInput())
  expect(res.statusCode).toBe(201)
  return res.json().id
}

async function startSandbox(cookie: string, caseId?: string) {
  const res = await post(cookie, '/api/identity/start', caseId ? { caseId } : {})
  expect(res.statusCode).toBe(201)
  return res.json() as { sessionId: string; url: string }
}

function goodSubmission(overrides: object = {}) {
  return {
    document: dataUrl(solidPng(300, 300)),
    selfie: dataUrl(jpegHeaderOnly(480, 640), 'image/jpeg'),
    firstName: 'Casey',
    lastName: 'Customer',
    dateOfBirth: '1980-04-02',
    ...overrides,
  }
}

function submit(cookie: string, sessionId: string, payload: object) {
  return post(cookie, `/api/identity/sandbox/${sessionId}/submit`, payload)
}

describe('POST /api/verify', () => {
  it('answers 400 with the spec messages word for word, for wrong and for missing fields', async () => {
    const { cookie } = await t.signUp()
    const wrong = await post(cookie, '/api/verify', {
      name: 'C',
      ssn: '123-456-789',
      phone: '555-0100',
      address: 'Short st',
    })
    expect(wrong.statusCode).toBe(400)
    const messages = {
      name: 'Name must be at least 2 characters',
      ssn: VERIFY_FORM_MESSAGES.ssn,
      phone: 'Invalid phone number',
      address: 'Address must be at least 10 characters',
    }
    expect(wrong.json().error.fields).toEqual(messages)
    const missing = await post(cookie, '/api/verify', {})
    expect(missing.json().error.fields).toEqual(messages)
    expect(await t.db.db.$count(identityProfiles)).toBe(0)
  })

  it('takes the SSN with or without dashes and US phone numbers in their usual shapes', async () => {
    const { cookie } = await t.signUp()
    for (const phone of ['3045550100', '304-555-0100', '(304) 555-0100', '+1 304 555 0100', '+13045550100']) {
      for (const ssn of ['219-09-9999', '219099999']) {
        const res = await post(cookie, '/api/verify', { ...validForm, ssn, phone })
        expect(res.statusCode, `${ssn} ${phone}`).toBe(200)
      }
    }
    for (const phone of [
      '555-0100',
      '+44 20 7946 0958',
      '(304 555-0100',
      '304.555.0100',
      '+2 304 555 0100',
    ]) {
      const res = await post(cookie, '/api/verify', { ...validForm, phone })
      expect(res.json().error?.fields, phone).toEqual({ phone: 'Invalid phone number' })
    }
    for (const ssn of ['21-909-9999', '219-09-999', '219 09 9999', 'abc-de-fghi']) {
      const res = await post(cookie, '/api/verify', { ...validForm, ssn })
      expect(res.json().error?.fields, ssn).toEqual({ ssn: VERIFY_FORM_MESSAGES.ssn })
    }
  })

  it('stores the SSN only encrypted with its last four digits, and never returns or logs it', async () => {
    const { cookie, user } = await t.signUp()
    const logsBefore = t.logs().length
    const res = await post(cookie, '/api/verify', validForm)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      name: 'Casey Customer',
      ssnLast4: '9999',
      phone: '+1 (304) 555-0100',
      address: '12 Elm Street, Charleston WV',
    })

    const [row] = await t.db.db.select().from(identityProfiles).where(eq(identityProfiles.userId, user.id))
    expect(row).toMatchObject({ fullName: 'Casey Customer', ssnLast4: '9999' })
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(SSN)
    expect(stored).not.toContain(SSN_DIGITS)
    expect(row!.ssnCiphertext).toMatch(/^v1:/)
    expect(decryptSsn(row!.ssnCiphertext, t.config.ssnEncryptionKey)).toBe(SSN_DIGITS)

    const read = await t.injectAs(cookie, { method: 'GET', url: '/api/verify' })
    expect(read.json()).toEqual({ profile: res.json() })
    // A near miss is refused; its digits must not reach the log either.
    await post(cookie, '/api/verify', { ...validForm, ssn: '219-09-99999' })

    const written = t.logs().slice(logsBefore)
    expect(written).toContain('/api/verify')
    for (const text of [read.body, res.body, written]) {
      expect(text).not.toContain(SSN)
      expect(text).not.toContain(SSN_DIGITS)
      expect(text).not.toContain('219-09-99999')
    }
  })

  it('replaces the profile on a second submission, one row per customer', async () => {
    const { cookie, user } = await t.signUp()
    await post(cookie, '/api/verify', validForm)
    const again = await post(cookie, '/api/verify', {
      ...validForm,
      ssn: '078-05-1120',
      name: 'Casey Q Customer',
    })
    expect(again.json()).toMatchObject({ name: 'Casey Q Customer', ssnLast4: '1120' })
    const rows = await t.db.db.select().from(identityProfiles).where(eq(identityProfiles.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(decryptSsn(rows[0]!.ssnCiphertext, t.config.ssnEncryptionKey)).toBe('078051120')
  })

  it('GET answers "nothing saved" before the form is sent, and both answer 401 signed out', async () => {
    const { cookie } = await t.signUp()
    const before = await t.injectAs(cookie, { method: 'GET', url: '/api/verify' })
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ profile: null })
    expect((await t.app.inject({ method: 'GET', url: '/api/verify' })).statusCode).toBe(401)
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/verify', payload: validForm })
    expect(signedOut.statusCode).toBe(401)
  })
})

describe('identity check on the built-in sandbox', () => {
  it('reports no check before the first one starts', async () => {
    const { cookie } = await t.signUp()
    const res = await t.injectAs(cookie, { method: 'GET', url: '/api/identity/status' })
    expect(res.json()).toEqual({
      verified: false,
      status: null,
      verifiedData: null,
      lastError: null,
      reasons: [],
    })
  })

  it('start → submit real photos with the account name → VERIFIED with the names, once, with an activity entry', async () => {
    const { cookie, user } = await t.signUp()
    const caseId = await openCase(cookie)
    const { sessionId, url } = await startSandbox(cookie, caseId)
    expect(url).toBe(`/verify-id/sandbox/${sessionId}`)

    const pending = await t.injectAs(cookie, { method: 'GET', url: '/api/identity/status' })
    expect(pending.json()).toMatchObject({ verified: false, status: 'REQUIRES_INPUT' })
    const page = await t.injectAs(cookie, { method: 'GET', url: `/api/identity/sandbox/${sessionId}` })
    expect(page.json()).toEqual({
      sessionId,
      status: 'REQUIRES_INPUT',
      returnTo: `/verify-id?caseId=${caseId}`,
    })

    const res = await submit(
      cookie,
      sessionId,
      goodSubmission({ firstName: 'casey', lastName: ' CUSTOMER ' }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      sessionId,
      status: 'VERIFIED',
      returnTo: `/verify-id?caseId=${caseId}`,
      reasons: [],
    })

    const status = await t.injectAs(cookie, { method: 'GET', url: '/api/identity/status' })
    expect(status.json()).toEqual({
      verified: true,
      status: 'VERIFIED',
      verifiedData: { firstName: 'casey', lastName: 'CUSTOMER', dateOfBirth: '1980-04-02' },
      lastError: null,
      reasons: [],
    })
    expect(await t.app.services.identity.isIdentityVerified(user.id)).toBe(true)

    const again = await submit(cookie, sessionId, goodSubmission())
    expect(again.statusCode).toBe(409)
    const activity = await t.db.db.select().from(auditEntries).where(eq(auditEntries.caseId, caseId))
    expect(activity.filter((a) => a.action.startsWith('IDENTITY_'))).toMatchObject([
      { actor: 'SYSTEM', action: 'IDENTITY_VERIFIED' },
    ])
    const [row] = await t.db.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.providerSessionId, sessionId))
    // The photos are kept in file storage for review, typed by their content.
    expect(row).toMatchObject({
      provider: 'SANDBOX',
      caseId,
      documentKey: `identity/${row!.id}/document.png`,
      selfieKey: `identity/${row!.id}/selfie.jpg`,
    })
    const kept = await t.app.services.storage.get(row!.documentKey!)
    expect(Buffer.from(kept!).equals(solidPng(300, 300))).toBe(true)
  })

  it('fails with reasons for an unreadable photo, another name or someone under 18', async () => {
    const { cookie, user } = await t.signUp()
    const caseId = await openCase(cookie)
    const underAge = `${new Date().getUTCFullYear() - 10}-01-01`
    const cases = [
      {
        payload: goodSubmission({ document: dataUrl(Buffer.from('%PDF-1.7 a scan'), 'image/png') }),
        reasons: ['The ID photo is not a readable image'],
      },
      {
        payload: goodSubmission({ lastName: 'Someone' }),
        reasons: ['The name on the ID does not match your account'],
      },
      { payload: goodSubmission({ dateOfBirth: underAge }), reasons: ['You must be 18 or older'] },
      {
        payload: goodSubmission({ selfie: dataUrl(solidPng(120, 120)) }),
        reasons: ['The selfie must be at least 200×200 pixels'],
      },
    ]
    for (const { payload, reasons } of cases) {
      const { sessionId } = await startSandbox(cookie, caseId)
      const res = await submit(cookie, sessionId, payload)
      expect(res.json()).toMatchObject({ status: 'FAILED', reasons })
      const status = await t.injectAs(cookie, { method: 'GET', url: '/api/identity/status' })
      expect(status.json()).toEqual({
        verified: false,
        status: 'FAILED',
        verifiedData: null,
        lastError: reasons[0],
        reasons,
      })
    }
    expect(await t.app.services.identity.isIdentityVerified(user.id)).toBe(false)
    // An unreadable file is not kept; the readable selfie beside it is.
    const [unreadable] = await t.db.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, user.id))
      .orderBy(identityVerifications.createdAt)
      .limit(1)
    expect(unreadable).toMatchObject({
      documentKey: null,
      selfieKey: `identity/${unreadable!.id}/selfie.jpg`,
    })
    const failures = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'IDENTITY_FAILED')))
    expect(failures).toHaveLength(cases.length)
    expect(failures.every((f) => f.actor === 'SYSTEM')).toBe(true)
  })

  it('takes photos of several megabytes (over the 1 MB app limit) and refuses one over 10 MB', async () => {
    const { cookie } = await t.signUp()
    const { sessionId } = await startSandbox(cookie)
    const oversize = dataUrl(Buffer.concat([solidPng(300, 300), randomBytes(10 * 1024 * 1024)]))
    const tooLarge = await submit(cookie, sessionId, goodSubmission({ document: oversize }))
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json().error.fields).toEqual({ document: 'Each photo must be 10 MB or smaller' })

    // A PNG with a 3 MB text chunk before IEND is still a readable PNG.
    const big = solidPng(300, 300)
    const padded = Buffer.concat([
      big.subarray(0, big.length - 12),
      pngTextChunk(3 * 1024 * 1024),
      big.subarray(-12),
    ])
    const res = await submit(cookie, sessionId, goodSubmission({ document: dataUrl(padded) }))
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('VERIFIED')
  })

  it("hides another customer's session and case (404), and refuses signed-out calls", async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const aliceCase = await openCase(alice.cookie)
    const { sessionId } = await startSandbox(alice.cookie, aliceCase)

    const peek = await t.injectAs(bob.cookie, { method: 'GET', url: `/api/identity/sandbox/${sessionId}` })
    expect(peek.statusCode).toBe(404)
    const take = await submit(bob.cookie, sessionId, goodSubmission())
    expect(take.statusCode).toBe(404)
    const borrow = await post(bob.cookie, '/api/identity/start', { caseId: aliceCase })
    expect(borrow.statusCode).toBe(404)
    const unknown = await post(bob.cookie, '/api/identity/start', {
      caseId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
    const bobStatus = await t.injectAs(bob.cookie, { method: 'GET', url: '/api/identity/status' })
    expect(bobStatus.json().status).toBeNull()

    const aliceStatus = await t.injectAs(alice.cookie, { method: 'GET', url: '/api/identity/status' })
    expect(aliceStatus.json().status).toBe('REQUIRES_INPUT')
    for (const [method, url, payload] of [
      ['POST', '/api/identity/start', {}],
      ['GET', '/api/identity/status', undefined],
      ['POST', `/api/identity/sandbox/${sessionId}/submit`, goodSubmission()],
    ] as const) {
      const res = await t.app.inject({ method, url, payload })
      expect(res.statusCode, url).toBe(401)
    }
  })

  it('answers 404 for the Stripe webhook while the sandbox is the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    })
    expect(res.statusCode).toBe(404)
  })
})

function pngTextChunk(size: number): Buffer {
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(size, 0x61)])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from('tEXt'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
