import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  casePackageChoices,
  caseReminders,
  caseReviewAcknowledgements,
  cases,
  jobs,
  orders,
  outboxMessages,
} from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { GOOD_CARD } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { packageChangeWarning, REVIEW_ACKNOWLEDGEMENT_TEXT } from '#shared/domain/case-verdict.ts'
import type { EligibilityResult } from '#shared/domain/eligibility/index.ts'
import { wizardEligibilityInput } from '#shared/domain/wizard-eligibility.ts'
import { CASE_REMINDER_JOB } from './reminders.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  const errors = t
    .logs()
    .split('\n')
    .filter((line) => line.includes('"level":50'))
  if (errors.length) console.log(errors.slice(0, 3).join('\n').slice(0, 4000))
  await t.close()
})

type Cookie = string

async function openCase(cookie: Cookie, input = federalWizardInput()): Promise<string> {
  const res = await t.injectAs(cookie, { method: 'POST', url: '/api/cases', payload: input })
  expect(res.statusCode).toBe(201)
  return res.json().id as string
}

/** Puts a verdict on the case as if the check had given it, so each path is tested on its own. */
async function setVerdict(caseId: string, change: Partial<EligibilityResult>) {
  const [row] = await t.db.db.select().from(cases).where(eq(cases.id, caseId))
  const result = { ...(row!.eligibility as EligibilityResult), ...change }
  await t.db.db
    .update(cases)
    .set({ eligibility: result, packageCode: result.recommendedPackage ?? row!.packageCode })
    .where(eq(cases.id, caseId))
  return result
}

const get = (cookie: Cookie, caseId: string) =>
  t.injectAs(cookie, { method: 'GET', url: `/api/case/${caseId}` })
const post = (cookie: Cookie, url: string, payload?: object) =>
  t.injectAs(cookie, { method: 'POST', url, ...(payload ? { payload } : {}) })

async function sign(cookie: Cookie, caseId: string, product: string): Promise<string> {
  const res = await post(cookie, '/api/agreements', {
    product,
    caseId,
    fullName: 'Casey Customer',
    agreed: true,
    idBypass: true,
  })
  expect(res.statusCode).toBe(201)
  return res.json().signatureId as string
}

async function checkout(cookie: Cookie, caseId: string, product: string) {
  const signatureId = await sign(cookie, caseId, product)
  return post(cookie, '/api/checkout/create', { product, caseId, signatureId })
}

const eligible = (recommendedPackage: 'FEDERAL' | 'STATE' | 'BUNDLE') => ({
  verdict: 'ELIGIBLE' as const,
  recommendedPackage,
  questions: [],
})

describe("the case's package follows the recommendation", () => {
  it('refuses checkout for another package until the customer confirms the warning, and records who, when, which and the text', async () => {
    const { cookie, user } = await t.signUp()
    const caseId = await openCase(cookie)
    await setVerdict(caseId, eligible('STATE'))
    expect((await get(cookie, caseId)).json()).toMatchObject({ packageCode: 'STATE', packageChoice: null })

    const refused = await checkout(cookie, caseId, 'BUNDLE')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe(
      'This case is for the State Restoration package. To buy the Complete Bundle package instead, choose it on the case page or at checkout and confirm the warning first.',
    )

    const unconfirmed = await post(cookie, `/api/case/${caseId}/package`, { packageCode: 'BUNDLE' })
    expect(unconfirmed.statusCode).toBe(400)
    expect(unconfirmed.json().error.fields.isWarningConfirmed).toBe(
      'Please confirm that you read the warning.',
    )

    const chosen = await post(cookie, `/api/case/${caseId}/package`, {
      packageCode: 'BUNDLE',
      isWarningConfirmed: true,
    })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toMatchObject({ packageCode: 'BUNDLE', packageChoice: { packageCode: 'BUNDLE' } })
    const [choice] = await t.db.db
      .select()
      .from(casePackageChoices)
      .where(eq(casePackageChoices.caseId, caseId))
    expect(choice).toMatchObject({
      userId: user.id,
      packageCode: 'BUNDLE',
      recommendedPackage: 'STATE',
      warningText: packageChangeWarning('STATE', 'BUNDLE'),
    })
    expect(choice?.createdAt).toBeInstanceOf(Date)
    const activity = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'PACKAGE_CHOSEN')))
    expect(activity).toMatchObject([{ actor: 'USER', actorUserId: user.id }])

    expect((await checkout(cookie, caseId, 'BUNDLE')).statusCode).toBe(200)
    expect((await checkout(cookie, caseId, 'STATE')).statusCode).toBe(400)
  })

  it('lets only the owner choose: another customer gets 404, an admin is refused', async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const admin = await t.createAdmin()
    const caseId = await openCase(alice.cookie)
    const body = { packageCode: 'FEDERAL', isWarningConfirmed: true }
    expect((await post(bob.cookie, `/api/case/${caseId}/package`, body)).statusCode).toBe(404)
    expect((await post(admin.cookie, `/api/case/${caseId}/package`, body)).statusCode).toBe(409)
  })
})

describe('a NOT_ELIGIBLE case', () => {
  const notEligible = {
    verdict: 'NOT_ELIGIBLE' as const,
    recommendedPackage: undefined,
    questions: [],
    federal: {
      status: 'NOT_ELIGIBLE' as const,
      path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
      earliestEligibleDate: '2031-05-01',
      lifts: 'the federal ban',
      nextStep: 'Wait until the date shown, then apply.',
      citations: ['18 U.S.C. § 925(c)'],
    },
    state: {
      status: 'NOT_ELIGIBLE' as const,
      path: 'Circuit court petition',
      earliestEligibleDate: '2030-01-15',
      lifts: "West Virginia's ban",
      nextStep: 'Wait until the date shown, then petition the circuit court.',
      citations: ['W. Va. Code § 61-7-7'],
    },
  }

  it('cannot be paid for, in plain words', async () => {
    const { cookie } = await t.signUp()
    const caseId = await openCase(cookie)
    await setVerdict(caseId, notEligible)
    const detail = (await get(cookie, caseId)).json()
    expect(detail.checkoutRefusal).toMatch(/not eligible now, so this case cannot be paid for/)
    const refused = await checkout(cookie, caseId, detail.packageCode)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(detail.checkoutRefusal)
  })

  it('schedules one e-mail reminder on the date the last wait runs out, cancellable, sent by a job on that date', async () => {
    const { cookie, user } = await t.signUp()
    const caseId = await openCase(cookie)
    await setVerdict(caseId, notEligible)

    const first = await post(cookie, `/api/case/${caseId}/reminder`)
    expect(first.statusCode).toBe(200)
    expect(first.json().reminder).toEqual({ remindOn: '2031-05-01', status: 'SCHEDULED' })
    expect((await post(cookie, `/api/case/${caseId}/reminder`)).json().reminder).toEqual(
      first.json().reminder,
    )
    const reminderJobs = () => t.db.db.select().from(jobs).where(eq(jobs.name, CASE_REMINDER_JOB))
    const [job] = await reminderJobs()
    expect(await reminderJobs()).toHaveLength(1)
    // 9 in the morning in the business time zone (America/New_York: daylight time in May).
    expect(job?.runAt.toISOString()).toBe('2031-05-01T13:00:00.000Z')

    const cancelled = await t.injectAs(cookie, { method: 'DELETE', url: `/api/case/${caseId}/reminder` })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().reminder).toBeNull()
    expect((await post(cookie, `/api/case/${caseId}/reminder`)).json().reminder.status).toBe('SCHEDULED')
    expect(await reminderJobs()).toHaveLength(2)

    // The date comes: the cancelled reminder's job sends nothing, the live one sends once.
    await t.db.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, CASE_REMINDER_JOB))
    await t.app.services.jobs.runDue(10)
    const mails = await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, user.email))
    const reminders = mails.filter((m) =>
      m.subject.includes('the wait in your eligibility check has run out'),
    )
    expect(reminders).toHaveLength(1)
    const rows = await t.db.db.select().from(caseReminders).where(eq(caseReminders.caseId, caseId))
    expect(rows.map((r) => r.status).sort()).toEqual(['CANCELED', 'SENT'])
    expect((await get(cookie, caseId)).json().reminder).toEqual({ remindOn: '2031-05-01', status: 'SENT' })
  })

  it('offers no reminder when a side is barred with no date', async () => {
    const { cookie } = await t.signUp()
    const caseId = await openCase(cookie)
    await setVerdict(caseId, {
      ...notEligible,
      state: { ...notEligible.state, earliestEligibleDate: undefined },
    })
    const res = await post(cookie, `/api/case/${caseId}/reminder`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toMatch(/no date to remind you of/)
  })
})

describe('a MANUAL_REVIEW case', () => {
  const review = {
    verdict: 'MANUAL_REVIEW' as const,
    recommendedPackage: 'BUNDLE' as const,
    questions: [
      {
        field: 'offense.violent' as const,
        text: 'Did the offense involve force against a person?',
        answer: 'YES_NO' as const,
      },
    ],
  }

  it('takes answers to its open questions, stores them and judges again on the server', async () => {
    const { cookie, user } = await t.signUp()
    const input = federalWizardInput()
    input.convictionInfo.facts.violent = 'UNKNOWN'
    const caseId = await openCase(cookie, input)
    await setVerdict(caseId, review)
    expect((await get(cookie, caseId)).json().checkoutRefusal).toMatch(/needs our review/)

    const notAsked = await post(cookie, `/api/case/${caseId}/eligibility`, {
      answers: [{ field: 'offense.weapon', value: 'NO' }],
    })
    expect(notAsked.statusCode).toBe(400)
    expect(notAsked.json().error.fields['answers.0.field']).toBe('This question is not open on this case.')
    const malformed = await post(cookie, `/api/case/${caseId}/eligibility`, {
      answers: [{ field: 'offense.violent', value: 'MAYBE' }],
    })
    expect(malformed.json().error.fields['answers.0.value']).toBe('Choose yes or no')

    const res = await post(cookie, `/api/case/${caseId}/eligibility`, {
      answers: [{ field: 'offense.violent', value: 'NO' }],
    })
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.db.select().from(cases).where(eq(cases.id, caseId))
    const stored = row!.answers as typeof input
    expect(stored.convictionInfo.facts.violent).toBe('NO')
    const expected = await t.app.services.eligibility.checkEligibility(
      wizardEligibilityInput({ ...stored, wizard: 'FEDERAL' }),
    )
    expect(res.json().eligibility).toEqual(expected)
    expect(res.json().packageCode).toBe(expected.recommendedPackage ?? 'BUNDLE')
    const activity = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'ELIGIBILITY_RECHECKED')))
    expect(activity).toMatchObject([
      { actor: 'USER', actorUserId: user.id, detail: { from: 'MANUAL_REVIEW', to: expected.verdict } },
    ])
  })

  it('is paid after the acknowledgement, and refunded in full when our review finds the customer not eligible before preparation', async () => {
    const { cookie, user } = await t.signUp()
    const admin = await t.createAdmin()
    const caseId = await openCase(cookie)
    await setVerdict(caseId, review)
    expect((await checkout(cookie, caseId, 'BUNDLE')).statusCode).toBe(409)

    const acknowledged = await post(cookie, `/api/case/${caseId}/review-acknowledgement`, {
      isAccepted: true,
    })
    expect(acknowledged.statusCode).toBe(200)
    expect(acknowledged.json()).toMatchObject({
      checkoutRefusal: null,
      reviewAcknowledgement: { outcome: null },
    })
    const [record] = await t.db.db
      .select()
      .from(caseReviewAcknowledgements)
      .where(eq(caseReviewAcknowledgements.caseId, caseId))
    expect(record).toMatchObject({ userId: user.id, text: REVIEW_ACKNOWLEDGEMENT_TEXT })

    const session = await checkout(cookie, caseId, 'BUNDLE')
    expect(session.statusCode).toBe(200)
    const paid = await post(cookie, '/api/payments/sandbox/confirm', {
      clientSecret: session.json().clientSecret,
      card: GOOD_CARD,
    })
    expect(paid.json().status).toBe('succeeded')
    expect((await get(cookie, caseId)).json().status).toBe('DOCS_PENDING')

    expect(
      (await post(cookie, `/api/admin/case/${caseId}/review-not-eligible`, { reason: 'x y z' })).statusCode,
    ).toBe(403)
    const outcome = await post(admin.cookie, `/api/admin/case/${caseId}/review-not-eligible`, {
      reason: 'The conviction was for a violent felony',
    })
    expect(outcome.statusCode).toBe(200)
    const [order] = await t.db.db.select().from(orders).where(eq(orders.caseId, caseId))
    // Everything paid comes back, the manual ID fee included.
    expect(order).toMatchObject({ status: 'REFUNDED', refundedCents: order!.amountCents })
    expect(order!.idFeeCents).toBeGreaterThan(0)
    const after = (await get(cookie, caseId)).json()
    expect(after).toMatchObject({ status: 'INTAKE', reviewAcknowledgement: { outcome: 'NOT_ELIGIBLE' } })
    expect(after.checkoutRefusal).toMatch(/Our review found that you are not eligible/)
    const again = await post(admin.cookie, `/api/admin/case/${caseId}/review-not-eligible`, {
      reason: 'again',
    })
    expect(again.statusCode).toBe(200)
  })

  it('keeps the guarantee to the time before preparation starts', async () => {
    const { cookie } = await t.signUp()
    const admin = await t.createAdmin()
    const caseId = await openCase(cookie)
    await setVerdict(caseId, review)
    await post(cookie, `/api/case/${caseId}/review-acknowledgement`, { isAccepted: true })
    await t.db.db.update(cases).set({ status: 'FINGERPRINTS_PENDING' }).where(eq(cases.id, caseId))
    const res = await post(admin.cookie, `/api/admin/case/${caseId}/review-not-eligible`, {
      reason: 'Too late now',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toMatch(/preparation has started/)
  })
})

it("hides every new route's case from another customer (404)", async () => {
  const alice = await t.signUp()
  const bob = await t.signUp()
  const caseId = await openCase(alice.cookie)
  const calls = [
    {
      method: 'POST' as const,
      url: `/api/case/${caseId}/package`,
      payload: { packageCode: 'STATE', isWarningConfirmed: true },
    },
    { method: 'POST' as const, url: `/api/case/${caseId}/eligibility`, payload: { answers: [] } },
    {
      method: 'POST' as const,
      url: `/api/case/${caseId}/review-acknowledgement`,
      payload: { isAccepted: true },
    },
    { method: 'POST' as const, url: `/api/case/${caseId}/reminder` },
    { method: 'DELETE' as const, url: `/api/case/${caseId}/reminder` },
  ]
  for (const call of calls) {
    const res = await t.injectAs(bob.cookie, call)
    expect(res.statusCode, call.url).toBe(404)
  }
})
