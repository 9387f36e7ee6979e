import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseStaffReviews, cases } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import type { EligibilityResult } from '#shared/domain/eligibility/index.ts'

// docs/decisions/050-staff-review-and-case-entry.md: a staff review replaces the check's verdict
// for the customer, who reads the finding, the note meant for them and the date, never the reason
// or who reviewed.

let t: TestApp
let admin: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.createAdmin()
})
afterAll(() => t.close())

const REASON = 'Internal: the certified judgment shows a misdemeanor, checked against the docket.'
const NOTE = 'We read your court papers: the conviction was a misdemeanor, so you can go ahead.'

async function openCase(cookie: string): Promise<string> {
  const res = await t.injectAs(cookie, { method: 'POST', url: '/api/cases', payload: federalWizardInput() })
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
}

const review = (caseId: string, payload: object) =>
  t.injectAs(admin.cookie, { method: 'POST', url: `/api/admin/cases/${caseId}/staff-review`, payload })
const get = (cookie: string, url: string) => t.injectAs(cookie, { method: 'GET', url })

const needsReview = { verdict: 'MANUAL_REVIEW' as const, recommendedPackage: 'FEDERAL' as const }

describe('POST /api/admin/cases/:id/staff-review, as the customer then reads it', () => {
  it('shows the finding, the note for the customer and the date on the case and the dashboard, never the reason or the reviewer', async () => {
    const customer = await t.signUp()
    const caseId = await openCase(customer.cookie)
    await setVerdict(caseId, needsReview)
    const before = (await get(customer.cookie, `/api/case/${caseId}`)).json()
    expect(before).toMatchObject({
      staffReview: null,
      checkoutRefusal: expect.stringMatching(/needs our review/),
    })

    const recorded = await review(caseId, { finding: 'ELIGIBLE', reason: REASON, noteForCustomer: NOTE })
    expect(recorded.statusCode).toBe(200)
    expect(recorded.json().staffReviews).toMatchObject([
      { finding: 'ELIGIBLE', reason: REASON, noteForCustomer: NOTE },
    ])
    const [stored] = await t.db.db.select().from(caseStaffReviews).where(eq(caseStaffReviews.caseId, caseId))
    expect(stored).toMatchObject({ finding: 'ELIGIBLE', reason: REASON, noteForCustomer: NOTE })

    const detail = await get(customer.cookie, `/api/case/${caseId}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({
      // The automated check stays as it was given; the review is beside it and settles checkout.
      eligibility: { verdict: 'MANUAL_REVIEW' },
      staffReview: {
        finding: 'ELIGIBLE',
        noteForCustomer: NOTE,
        reviewedAt: stored!.createdAt.toISOString(),
      },
      checkoutRefusal: null,
    })
    expect(Object.keys(detail.json().staffReview).sort()).toEqual([
      'finding',
      'noteForCustomer',
      'reviewedAt',
    ])
    expect(detail.json()).not.toHaveProperty('staffReviews')
    expect(detail.body).not.toContain(REASON)
    expect(detail.body).not.toContain(stored!.reviewerUserId)
    expect(detail.body).not.toContain(recorded.json().staffReviews[0].reviewerName)

    const list = await get(customer.cookie, `/api/cases/user/${customer.user.id}`)
    expect(list.json().cases).toMatchObject([
      { id: caseId, verdict: 'MANUAL_REVIEW', staffFinding: 'ELIGIBLE' },
    ])
    expect(list.body).not.toContain(REASON)
  })

  it('hides the review from another customer: the case and the case list are not found (404)', async () => {
    const alice = await t.signUp()
    const mallory = await t.signUp()
    const caseId = await openCase(alice.cookie)
    await setVerdict(caseId, needsReview)
    expect(
      (await review(caseId, { finding: 'ELIGIBLE', reason: REASON, noteForCustomer: NOTE })).statusCode,
    ).toBe(200)

    for (const url of [`/api/case/${caseId}`, `/api/cases/user/${alice.user.id}`]) {
      const res = await get(mallory.cookie, url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain(NOTE)
    }
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/case/${caseId}` })
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.body).not.toContain(NOTE)
  })

  it('keeps a review without a note as no note, and the newest review is the one that counts', async () => {
    const customer = await t.signUp()
    const caseId = await openCase(customer.cookie)
    await setVerdict(caseId, needsReview)
    expect(
      (await review(caseId, { finding: 'ELIGIBLE', reason: REASON, noteForCustomer: '' })).statusCode,
    ).toBe(200)
    expect((await get(customer.cookie, `/api/case/${caseId}`)).json().staffReview).toMatchObject({
      finding: 'ELIGIBLE',
      noteForCustomer: null,
    })

    expect(
      (await review(caseId, { finding: 'NOT_ELIGIBLE', reason: 'A second look at the docket.' })).statusCode,
    ).toBe(200)
    const after = (await get(customer.cookie, `/api/case/${caseId}`)).json()
    expect(after.staffReview).toMatchObject({ finding: 'NOT_ELIGIBLE', noteForCustomer: null })
    const list = (await get(customer.cookie, `/api/cases/user/${customer.user.id}`)).json()
    expect(list.cases).toMatchObject([{ id: caseId, staffFinding: 'NOT_ELIGIBLE' }])
  })

  it('a not-eligible review closes checkout on a case the check found eligible (409, in plain words)', async () => {
    const customer = await t.signUp()
    const caseId = await openCase(customer.cookie)
    await setVerdict(caseId, { verdict: 'ELIGIBLE', recommendedPackage: 'FEDERAL', questions: [] })
    expect((await get(customer.cookie, `/api/case/${caseId}`)).json().checkoutRefusal).toBeNull()

    expect((await review(caseId, { finding: 'NOT_ELIGIBLE', reason: REASON })).statusCode).toBe(200)
    const detail = (await get(customer.cookie, `/api/case/${caseId}`)).json()
    expect(detail.checkoutRefusal).toMatch(
      /^Our team reviewed your case and found that you are not eligible now/,
    )
    const signed = await t.injectAs(customer.cookie, {
      method: 'POST',
      url: '/api/agreements',
      payload: { product: 'FEDERAL', caseId, fullName: 'Casey Customer', agreed: true, idBypass: true },
    })
    expect(signed.statusCode).toBe(201)
    const checkout = await t.injectAs(customer.cookie, {
      method: 'POST',
      url: '/api/checkout/create',
      payload: { product: 'FEDERAL', caseId, signatureId: signed.json().signatureId },
    })
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json().error.message).toBe(detail.checkoutRefusal)
  })

  it('refuses a note longer than 1000 characters (400) and stores nothing', async () => {
    const customer = await t.signUp()
    const caseId = await openCase(customer.cookie)
    const res = await review(caseId, {
      finding: 'ELIGIBLE',
      reason: REASON,
      noteForCustomer: 'x'.repeat(1001),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.noteForCustomer).toBe('At most 1000 characters')
    expect(await t.db.db.select().from(caseStaffReviews).where(eq(caseStaffReviews.caseId, caseId))).toEqual(
      [],
    )
  })
})
