import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, outboxMessages } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { GOOD_CARD } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import type { FederalWizard } from '#shared/contracts/cases.contract.ts'
import { FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING, federalReliefWords } from '#shared/domain/federal-relief.ts'

// One promise about § 925(c) relief while no applications are accepted (decision 049): the case,
// the checkout, the e-mails and the setting that changes them all.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A finished federal mail-fraud felony of 2012, living in Wisconsin, which honours § 925(c) relief. */
const FEDERAL_FRAUD: FederalWizard = (() => {
  const base = federalWizardInput()
  return {
    ...base,
    personalInfo: { ...base.personalInfo, city: 'Madison', state: 'WI', zipCode: '53703' },
    convictionInfo: {
      ...base.convictionInfo,
      convictionType: 'FEDERAL',
      convictionState: undefined,
      convictionDate: '2012-03-01',
      charges: 'Mail fraud, 18 U.S.C. § 1341',
      courtName: 'U.S. District Court for the Western District of Wisconsin',
      sentence: '24 months in federal prison and 3 years of supervised release',
      supervisionEndDate: '2016-05-01',
      releaseDate: '2014-05-01',
      facts: { ...base.convictionInfo.facts, drugPossession: 'NO' },
    },
  }
})()

const PENDING = federalReliefWords(false)

async function openCase(cookie: string) {
  const res = await t.injectAs(cookie, { method: 'POST', url: '/api/cases', payload: FEDERAL_FRAUD })
  expect(res.statusCode).toBe(201)
  return res.json().id as string
}

async function checkout(cookie: string, caseId: string, acknowledgesFederalRelief?: boolean) {
  const signed = await t.injectAs(cookie, {
    method: 'POST',
    url: '/api/agreements',
    payload: { product: 'FEDERAL', caseId, fullName: 'Casey Customer', agreed: true, idBypass: true },
  })
  expect(signed.statusCode).toBe(201)
  const payload = { product: 'FEDERAL', caseId, signatureId: signed.json().signatureId as string }
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/checkout/create',
    payload: acknowledgesFederalRelief === undefined ? payload : { ...payload, acknowledgesFederalRelief },
  })
}

const mailsTo = (email: string) =>
  t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email))

describe('§ 925(c) relief while no applications are accepted', () => {
  it('the case says so, checkout needs the acknowledgement, and the e-mails repeat the promise', async () => {
    const { cookie, user } = await t.signUp()
    const caseId = await openCase(cookie)

    const detail = (await t.injectAs(cookie, { method: 'GET', url: `/api/case/${caseId}` })).json()
    expect(detail.packageCode).toBe('FEDERAL')
    expect(detail.eligibility.federal).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
      federalRelief: { acceptsApplications: false },
      nextStep: PENDING.nextStep,
    })
    expect(JSON.stringify(detail.eligibility)).not.toMatch(/proposed rule, pending|Open now/)
    const opened = await mailsTo(user.email)
    expect(opened.map((m) => m.textBody).join('\n')).toContain(PENDING.promise)

    for (const acknowledges of [undefined, false]) {
      const refused = await checkout(cookie, caseId, acknowledges)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.message).toBe(FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING)
    }
    const session = await checkout(cookie, caseId, true)
    expect(session.statusCode).toBe(200)
    const acknowledged = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'FEDERAL_RELIEF_ACKNOWLEDGED')))
    expect(acknowledged).toMatchObject([{ actor: 'USER', actorUserId: user.id }])

    const paid = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { clientSecret: session.json().clientSecret, card: GOOD_CARD },
    })
    expect(paid.json().status).toBe('succeeded')
    await expect
      .poll(async () => (await mailsTo(user.email)).find((m) => m.subject.startsWith('Receipt'))?.textBody)
      .toContain(PENDING.promise)
  })

  it('one setting turns the wording to an open intake on the stored case, and checkout asks nothing more', async () => {
    const { cookie } = await t.signUp()
    const admin = await t.createAdmin()
    const caseId = await openCase(cookie)
    const patched = await t.injectAs(admin.cookie, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { federalReliefAcceptsApplications: true },
    })
    expect(patched.statusCode).toBe(200)

    const detail = (await t.injectAs(cookie, { method: 'GET', url: `/api/case/${caseId}` })).json()
    expect(detail.eligibility.federal).toMatchObject({
      federalRelief: { acceptsApplications: true },
      nextStep: federalReliefWords(true).nextStep,
    })
    expect((await checkout(cookie, caseId)).statusCode).toBe(200)
  })
})
