import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, casePackageChoices, cases, outboxMessages } from '#server/db/schema/index.ts'
import { federalWizardInput, insertTestOrder, stateWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function createCase(cookie: string, payload: object) {
  return t.injectAs(cookie, { method: 'POST', url: '/api/cases', payload })
}

describe('POST /api/cases', () => {
  it('opens a case at INTAKE with the server-judged eligibility, an activity entry and an e-mail', async () => {
    const { cookie, user } = await t.signUp()
    const res = await createCase(cookie, federalWizardInput())
    expect(res.statusCode).toBe(201)
    const { id } = res.json()

    const [row] = await t.db.db.select().from(cases).where(eq(cases.id, id))
    expect(row).toMatchObject({ userId: user.id, status: 'INTAKE', jurisdiction: 'FEDERAL' })
    expect(row?.rulesVersion).toMatch(/\S/)
    const result = row?.eligibility as { verdict: string; recommendedPackage?: string }
    expect(result.verdict).toMatch(/^(ELIGIBLE|NOT_ELIGIBLE|MANUAL_REVIEW)$/)
    // The case's package is the one the check recommends (docs/decisions/021-case-follows-verdict.md).
    expect(row?.packageCode).toBe(result.recommendedPackage ?? 'FEDERAL')

    const activity = await t.db.db.select().from(auditEntries).where(eq(auditEntries.caseId, id))
    expect(activity).toMatchObject([{ actor: 'USER', action: 'CASE_CREATED', actorUserId: user.id }])

    const mails = await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, user.email))
    expect(mails.map((m) => m.subject)).toContain(`Your case #${id.slice(0, 8).toUpperCase()} is open`)
  })

  it('ignores an eligibility result sent by the browser and judges again', async () => {
    const { cookie } = await t.signUp()
    const res = await createCase(cookie, { ...federalWizardInput(), eligibility: { verdict: 'ELIGIBLE' } })
    expect(res.statusCode).toBe(201)
    const detail = await t.injectAs(cookie, { method: 'GET', url: `/api/case/${res.json().id}` })
    expect(detail.json().eligibility.rulesVersion).toMatch(/\S/)
    expect(detail.json().eligibility.reasoning.length).toBeGreaterThan(20)
  })

  it("opens a bundle start as a BUNDLE case for BOTH jurisdictions, whatever the check recommends, as the customer's choice", async () => {
    const { cookie, user } = await t.signUp()
    const res = await createCase(cookie, federalWizardInput({ isBundle: true }))
    expect(res.statusCode).toBe(201)
    const { id } = res.json()
    const detail = (await t.injectAs(cookie, { method: 'GET', url: `/api/case/${id}` })).json()
    expect(detail).toMatchObject({ jurisdiction: 'BOTH', stateCode: 'WV', packageCode: 'BUNDLE' })
    // The chooser says the customer chose it when the check recommends less
    // (docs/decisions/050-staff-review-and-case-entry.md).
    const recommended = detail.eligibility.recommendedPackage ?? null
    expect(detail.packageChoice).toEqual(
      recommended === 'BUNDLE' ? null : { packageCode: 'BUNDLE', chosenAt: expect.any(String) },
    )
    const choices = await t.db.db.select().from(casePackageChoices).where(eq(casePackageChoices.caseId, id))
    expect(choices).toMatchObject([
      { userId: user.id, packageCode: 'BUNDLE', recommendedPackage: recommended, warningText: '' },
    ])
    const list = await t.injectAs(cookie, { method: 'GET', url: `/api/cases/user/${user.id}` })
    expect(list.json().cases).toMatchObject([{ id, jurisdiction: 'BOTH', packageCode: 'BUNDLE' }])
  })

  it('a bundle start whose check recommends the federal package alone is still a BUNDLE case', async () => {
    const { cookie } = await t.signUp()
    // A federal wire fraud finished in 2017, for a West Virginia resident: federal law alone bars.
    const base = federalWizardInput()
    const { convictionState: _state, ...conviction } = base.convictionInfo
    const federalOnly = federalWizardInput({
      convictionInfo: {
        ...conviction,
        convictionType: 'FEDERAL',
        convictionDate: '2012-06-01',
        charges: 'Wire fraud, 18 U.S.C. § 1343',
        courtName: 'U.S. District Court for the Southern District of West Virginia',
        supervisionEndDate: '2017-06-01',
        facts: { ...conviction.facts, drugPossession: 'NO' },
      },
    })
    const plain = (await createCase(cookie, federalOnly)).json().id as string
    const plainDetail = (await t.injectAs(cookie, { method: 'GET', url: `/api/case/${plain}` })).json()
    expect(plainDetail.eligibility.recommendedPackage, 'the check recommends the federal package').toBe(
      'FEDERAL',
    )
    expect(plainDetail).toMatchObject({ jurisdiction: 'FEDERAL', packageCode: 'FEDERAL' })

    const bundle = (await createCase(cookie, { ...federalOnly, isBundle: true })).json().id as string
    const bundleDetail = (await t.injectAs(cookie, { method: 'GET', url: `/api/case/${bundle}` })).json()
    expect(bundleDetail).toMatchObject({
      jurisdiction: 'BOTH',
      packageCode: 'BUNDLE',
      eligibility: { recommendedPackage: 'FEDERAL' },
      packageChoice: { packageCode: 'BUNDLE' },
    })
  })

  it('keeps a bundle start a bundle when a re-check brings a different recommendation', async () => {
    const { cookie } = await t.signUp()
    const { id } = (await createCase(cookie, federalWizardInput({ isBundle: true }))).json()
    const [row] = await t.db.db.select().from(cases).where(eq(cases.id, id))
    const recommended = (row!.eligibility as { recommendedPackage?: string }).recommendedPackage ?? null
    // As if the check had recommended another package when the bundle was chosen.
    await t.db.db
      .update(casePackageChoices)
      .set({ recommendedPackage: recommended === 'STATE' ? 'FEDERAL' : 'STATE' })
      .where(eq(casePackageChoices.caseId, id))
    const rechecked = await t.injectAs(cookie, {
      method: 'POST',
      url: `/api/case/${id}/eligibility`,
      payload: { answers: [] },
    })
    expect(rechecked.statusCode).toBe(200)
    expect(rechecked.json()).toMatchObject({ jurisdiction: 'BOTH', packageCode: 'BUNDLE' })
  })

  it('opens a state case', async () => {
    const { cookie } = await t.signUp()
    const res = await createCase(cookie, stateWizardInput())
    expect(res.statusCode).toBe(201)
    const detail = (await t.injectAs(cookie, { method: 'GET', url: `/api/case/${res.json().id}` })).json()
    expect(detail).toMatchObject({ jurisdiction: 'STATE', convictionType: 'STATE' })
    expect(detail.packageCode).toBe(detail.eligibility.recommendedPackage ?? 'STATE')
  })

  it("accepts the specification's payload with no wizard field, telling the two wizards apart by their fields", async () => {
    const { cookie } = await t.signUp()
    const { wizard: _state, ...statePayload } = stateWizardInput()
    const state = await createCase(cookie, statePayload)
    expect(state.statusCode).toBe(201)
    const [stateRow] = await t.db.db.select().from(cases).where(eq(cases.id, state.json().id))
    expect(stateRow).toMatchObject({ wizard: 'STATE', convictionType: 'STATE' })

    const { wizard: _federal, isBundle: _bundle, ...federalPayload } = federalWizardInput()
    const federal = await createCase(cookie, federalPayload)
    expect(federal.statusCode).toBe(201)
    const [federalRow] = await t.db.db.select().from(cases).where(eq(cases.id, federal.json().id))
    expect(federalRow).toMatchObject({ wizard: 'FEDERAL', jurisdiction: 'FEDERAL' })
  })

  it("answers 400 in plain words when a payload with no wizard field carries both wizards' fields, or neither", async () => {
    const { cookie } = await t.signUp()
    const before = await t.db.db.$count(cases)
    const { wizard: _wizard, ...statePayload } = stateWizardInput()
    const both = await createCase(cookie, {
      ...statePayload,
      convictionInfo: { ...statePayload.convictionInfo, convictionType: 'STATE' },
      additionalInfo: { ...statePayload.additionalInfo, militaryService: false },
    })
    expect(both.statusCode).toBe(400)
    expect(both.json().error.message).toMatch(/could not tell which form this case comes from/)
    const { alsoHasFederalConviction: _also, ...conviction } = statePayload.convictionInfo
    const neither = await createCase(cookie, {
      personalInfo: statePayload.personalInfo,
      convictionInfo: conviction,
      additionalInfo: { priorConvictions: false },
    })
    expect(neither.statusCode).toBe(400)
    expect(neither.json().error.message).toMatch(/could not tell which form this case comes from/)
    expect(await t.db.db.$count(cases)).toBe(before)
  })

  it('answers 400 with the spec messages and stores nothing', async () => {
    const { cookie } = await t.signUp()
    const before = await t.db.db.$count(cases)
    const bad = federalWizardInput()
    const res = await createCase(cookie, {
      ...bad,
      personalInfo: { ...bad.personalInfo, firstName: '', phone: '123', zipCode: '12', state: '' },
      convictionInfo: { ...bad.convictionInfo, courtName: '', sentence: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({
      'personalInfo.firstName': 'First name is required',
      'personalInfo.phone': 'Valid phone number is required',
      'personalInfo.zipCode': 'Valid ZIP code is required',
      'personalInfo.state': 'State is required',
      'convictionInfo.courtName': 'Court name is required',
      'convictionInfo.sentence': 'Sentence information is required',
    })
    const stateRes = await createCase(cookie, {
      ...stateWizardInput(),
      additionalInfo: { priorConvictions: false, reasonForRestoration: ' ' },
    })
    expect(stateRes.json().error.fields).toEqual({
      'additionalInfo.reasonForRestoration': 'Reason for restoration is required',
    })
    expect(await t.db.db.$count(cases)).toBe(before)
  })

  it('keeps the date of birth, address and conviction details out of the logs', async () => {
    const { cookie } = await t.signUp()
    const before = t.logs().length
    const input = federalWizardInput()
    expect((await createCase(cookie, input)).statusCode).toBe(201)
    const written = t.logs().slice(before)
    expect(written).toContain('/api/cases')
    for (const secret of [
      input.personalInfo.dateOfBirth,
      input.personalInfo.address,
      input.convictionInfo.charges,
    ]) {
      expect(written).not.toContain(secret)
    }
  })

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cases', payload: federalWizardInput() })
    expect(res.statusCode).toBe(401)
  })
})

describe('reading cases and orders', () => {
  it('lets the owner read their case, case list and orders, and hides them from another customer (404)', async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const { id } = (await createCase(alice.cookie, federalWizardInput())).json()
    await insertTestOrder(t.db.db, { userId: alice.user.id, caseId: id })

    const own = await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${id}` })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ id, status: 'INTAKE', documentCount: 0, fingerprintCount: 0 })
    expect(own.json()).not.toHaveProperty('answers')
    const list = await t.injectAs(alice.cookie, { method: 'GET', url: `/api/cases/user/${alice.user.id}` })
    expect(list.json().cases.map((c: { id: string }) => c.id)).toEqual([id])
    const orders = await t.injectAs(alice.cookie, { method: 'GET', url: `/api/orders/user/${alice.user.id}` })
    expect(orders.json().orders).toMatchObject([
      { caseId: id, product: 'FEDERAL', amountCents: 299900, status: 'PAID' },
    ])

    for (const url of [
      `/api/case/${id}`,
      `/api/cases/user/${alice.user.id}`,
      `/api/orders/user/${alice.user.id}`,
    ]) {
      const res = await t.injectAs(bob.cookie, { method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
  })

  it("counts the case's own documents on the case page, and no other case's", async () => {
    const alice = await t.signUp()
    const { id } = (await createCase(alice.cookie, federalWizardInput())).json()
    const { id: otherId } = (await createCase(alice.cookie, federalWizardInput())).json()
    const pdf = new TextEncoder().encode('%PDF-1.7\n% test document\n')
    for (const caseId of [id, id, otherId]) {
      await t.app.services.documents.storeDocument({
        caseId,
        userId: alice.user.id,
        kind: 'SIGNED_AGREEMENT',
        filename: 'agreement.pdf',
        contentType: 'application/pdf',
        bytes: pdf,
      })
    }
    const res = await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${id}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, documentCount: 2, eligibility: { verdict: expect.any(String) } })
  })

  it("lets an admin read any customer's case", async () => {
    const alice = await t.signUp()
    const { id } = (await createCase(alice.cookie, federalWizardInput())).json()
    const admin = await t.createAdmin()
    const res = await t.injectAs(admin.cookie, { method: 'GET', url: `/api/case/${id}` })
    expect(res.statusCode).toBe(200)
  })

  it('answers 404 for a case id that does not exist and 400 for one that is not an id', async () => {
    const { cookie } = await t.signUp()
    const missing = await t.injectAs(cookie, {
      method: 'GET',
      url: '/api/case/00000000-0000-4000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    const malformed = await t.injectAs(cookie, { method: 'GET', url: '/api/case/not-an-id' })
    expect(malformed.statusCode).toBe(400)
  })
})
