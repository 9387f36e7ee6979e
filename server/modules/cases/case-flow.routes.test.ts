import { and, desc, eq } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, cases, outboxMessages } from '#server/db/schema/index.ts'
import { fd258Pdf } from '#server/modules/fingerprints/test-files.ts'
import { checkoutDriver, type Customer } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import type { CaseStatus } from '#shared/domain/case-status.ts'

let t: TestApp
let driver: ReturnType<typeof checkoutDriver>
let admin: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp()
  driver = checkoutDriver(t)
  admin = await t.createAdmin()
})
afterAll(() => t.close())

const caseNumberOf = (caseId: string) => caseId.slice(0, 8).toUpperCase()

/** A POST with a JSON body, as the signed-in admin. */
const postAsAdmin = (url: string, payload: object) =>
  t.injectAs(admin.cookie, { method: 'POST', url, payload })

/** A customer's case paid through the sandbox checkout (in full, or a deposit), at DOCS_PENDING. */
async function paidCase(plan: 'FULL' | 'DEPOSIT' = 'FULL'): Promise<Customer & { orderId: string }> {
  const customer = await driver.customerWithCase()
  const checkout = await driver.checkout(customer, plan)
  expect(checkout.statusCode).toBe(200)
  const { orderId, clientSecret } = checkout.json() as { orderId: string; clientSecret: string }
  expect((await driver.confirm(customer, clientSecret)).statusCode).toBe(200)
  expect(await driver.caseStatus(customer.caseId)).toBe('DOCS_PENDING')
  return { ...customer, orderId }
}

// A test fixture: puts a case at a status directly, as if the flow had brought it there.
async function setStatus(caseId: string, status: CaseStatus) {
  await t.db.db.update(cases).set({ status }).where(eq(cases.id, caseId))
}

async function mailsTo(email: string) {
  return t.db.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
    .orderBy(desc(outboxMessages.createdAt))
}

async function realPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText(text, { font, x: 50, y: 700 })
  return doc.save()
}

/** Uploads a file as the browser does: an upload address, the PUT, then the registration. */
async function uploadDocument(cookie: string, caseId: string, kind: string, bytes: Uint8Array) {
  const slot = await t.injectAs(cookie, { method: 'POST', url: '/api/objects/upload', payload: { caseId } })
  expect(slot.statusCode).toBeLessThan(300)
  const { uploadURL, objectId } = slot.json() as { uploadURL: string; objectId: string }
  const url = new URL(uploadURL, 'http://localhost')
  const put = await t.injectAs(cookie, {
    method: 'PUT',
    url: url.pathname + url.search,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(bytes),
  })
  expect(put.statusCode).toBeLessThan(300)
  return t.injectAs(cookie, {
    method: 'POST',
    url: `/api/case/${caseId}/documents`,
    payload: { objectId, kind, filename: `${kind.toLowerCase()}.pdf` },
  })
}

describe('POST /api/case/:id/submit', () => {
  it('refuses a case that is not ready (409), another customer (404) and a signed-out visitor (401)', async () => {
    const owner = await paidCase()
    const url = `/api/case/${owner.caseId}/submit`
    const early = await t.injectAs(owner.cookie, { method: 'POST', url })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toMatch(/cannot be submitted yet/)

    const stranger = await t.signUp()
    expect((await t.injectAs(stranger.cookie, { method: 'POST', url })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401)
    expect(await driver.caseStatus(owner.caseId)).toBe('DOCS_PENDING')
  })

  it('submits a READY_TO_SEND case: SUBMITTED, an activity entry by the customer and an e-mail', async () => {
    const owner = await paidCase()
    await setStatus(owner.caseId, 'READY_TO_SEND')
    const before = await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}` })
    expect(before.json().canSubmit).toBe(true)
    // An admin sees the case but does not submit it for the customer.
    const byAdmin = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/case/${owner.caseId}/submit`,
    })
    expect(byAdmin.statusCode).toBe(409)
    expect(
      (await t.injectAs(admin.cookie, { method: 'GET', url: `/api/case/${owner.caseId}` })).json().canSubmit,
    ).toBe(false)

    const res = await t.injectAs(owner.cookie, { method: 'POST', url: `/api/case/${owner.caseId}/submit` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'SUBMITTED', canSubmit: false, decision: null })
    const [entry] = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, owner.caseId), eq(auditEntries.action, 'STATUS_CHANGED')))
      .orderBy(desc(auditEntries.createdAt))
      .limit(1)
    expect(entry).toMatchObject({
      actor: 'USER',
      actorUserId: owner.userId,
      detail: { from: 'READY_TO_SEND', to: 'SUBMITTED' },
    })
    const [mail] = await mailsTo(owner.email)
    expect(mail?.subject).toBe(`Case #${caseNumberOf(owner.caseId)}: submitted`)
    expect(mail?.textBody).toContain('What comes next')

    const again = await t.injectAs(owner.cookie, { method: 'POST', url: `/api/case/${owner.caseId}/submit` })
    expect(again.statusCode).toBe(409)
  })
})

describe('GET /api/case/:id/activity', () => {
  it('lists what happened, newest first, in plain words, to the owner and admins only', async () => {
    const owner = await paidCase()
    const url = `/api/case/${owner.caseId}/activity`
    const res = await t.injectAs(owner.cookie, { method: 'GET', url })
    expect(res.statusCode).toBe(200)
    const entries = res.json().entries as {
      actor: string
      action: string
      label: string
      createdAt: string
    }[]
    expect(entries.at(-1)).toMatchObject({ actor: 'USER', action: 'CASE_CREATED', label: 'Case opened' })
    expect(entries.map((e) => e.label)).toContain('Status changed from Intake to Documents pending')
    expect(entries.map((e) => e.label)).toContain('Service agreement signed')
    expect(entries.some((e) => e.label.startsWith('Payment received: $'))).toBe(true)
    for (const entry of entries) expect(entry.label).not.toMatch(/[A-Z]+_[A-Z]+/)
    const times = entries.map((e) => e.createdAt)
    expect([...times].sort().reverse()).toEqual(times)

    expect((await t.injectAs(admin.cookie, { method: 'GET', url })).statusCode).toBe(200)
    const stranger = await t.signUp()
    expect((await t.injectAs(stranger.cookie, { method: 'GET', url })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })
})

describe('admin case API', () => {
  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const customer = await t.signUp()
    const id = '00000000-0000-4000-8000-000000000000'
    const requests = [
      { method: 'GET' as const, url: '/api/admin/cases' },
      { method: 'GET' as const, url: `/api/admin/cases/${id}` },
      {
        method: 'POST' as const,
        url: `/api/admin/cases/${id}/status`,
        payload: { to: 'SUBMITTED', reason: 'x y z' },
      },
      {
        method: 'POST' as const,
        url: `/api/admin/cases/${id}/staff-review`,
        payload: { finding: 'ELIGIBLE', reason: 'Checked the record' },
      },
      {
        method: 'POST' as const,
        url: `/api/admin/cases/${id}/decision`,
        payload: { outcome: 'GRANTED', decidedOn: '2025-01-02' },
      },
    ]
    for (const request of requests) {
      expect((await t.app.inject(request)).statusCode).toBe(401)
      expect((await t.injectAs(customer.cookie, request)).statusCode).toBe(403)
    }
    expect((await t.injectAs(admin.cookie, requests[1]!)).statusCode).toBe(404)
  })

  it('lists cases with filters, search by case number, name and e-mail, and pages', async () => {
    const full = await paidCase('FULL')
    const deposit = await paidCase('DEPOSIT')
    const list = (query: string) =>
      t.injectAs(admin.cookie, { method: 'GET', url: `/api/admin/cases?${query}` }).then((res) => {
        expect(res.statusCode).toBe(200)
        return res.json() as { cases: { id: string; balanceDueCents: number }[]; total: number }
      })

    const byNumber = await list(`q=${caseNumberOf(full.caseId)}`)
    expect(byNumber.cases.map((c) => c.id)).toEqual([full.caseId])
    const byHash = await list(`q=${encodeURIComponent(`#${caseNumberOf(full.caseId).slice(0, 6)}`)}`)
    expect(byHash.cases.map((c) => c.id)).toContain(full.caseId)
    const byEmail = await list(`q=${encodeURIComponent(deposit.email)}`)
    expect(byEmail.cases.map((c) => c.id)).toEqual([deposit.caseId])

    const withBalance = await list('balanceDue=true&limit=100')
    const depositRow = withBalance.cases.find((c) => c.id === deposit.caseId)
    expect(depositRow?.balanceDueCents).toBeGreaterThan(0)
    expect(withBalance.cases.map((c) => c.id)).not.toContain(full.caseId)
    expect((await list('balanceDue=false&limit=100')).cases.map((c) => c.id)).not.toContain(deposit.caseId)

    const docsPending = await list('status=DOCS_PENDING&jurisdiction=FEDERAL&package=FEDERAL&limit=100')
    expect(docsPending.cases.map((c) => c.id)).toEqual(expect.arrayContaining([full.caseId, deposit.caseId]))
    expect((await list('status=DECISION&limit=100')).cases.map((c) => c.id)).not.toContain(full.caseId)

    const pageOne = await list('limit=1&page=1')
    const pageTwo = await list('limit=1&page=2')
    expect(pageOne.cases).toHaveLength(1)
    expect(pageOne.total).toBeGreaterThanOrEqual(2)
    expect(pageTwo.cases[0]?.id).not.toBe(pageOne.cases[0]?.id)

    const bad = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/cases?limit=1000' })
    expect(bad.statusCode).toBe(400)
    // LIKE wildcards are taken literally.
    expect((await list('q=___')).cases).toEqual([])

    const detail = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: `/api/admin/cases/${deposit.caseId}`,
    })
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({
      id: deposit.caseId,
      caseNumber: caseNumberOf(deposit.caseId),
      customer: { id: deposit.userId, email: deposit.email },
      answers: { wizard: 'FEDERAL', personalInfo: { firstName: expect.any(String) } },
      orders: [{ id: deposit.orderId, status: 'DEPOSIT_PAID', paymentPlan: 'DEPOSIT' }],
      staffReviews: [],
      decisionRecord: null,
    })
    expect(detail.json().balanceDueCents).toBe(depositRow?.balanceDueCents)
  })

  it('moves a status with a reason: recorded with the admin, e-mailed to the customer; never to DECISION by hand', async () => {
    const owner = await paidCase()
    const url = `/api/admin/cases/${owner.caseId}/status`
    const toDecision = await postAsAdmin(url, { to: 'DECISION', reason: 'Granted by letter' })
    expect(toDecision.statusCode).toBe(409)
    const same = await postAsAdmin(url, { to: 'DOCS_PENDING', reason: 'Why not' })
    expect(same.statusCode).toBe(409)
    const noReason = await postAsAdmin(url, { to: 'SUBMITTED', reason: '' })
    expect(noReason.statusCode).toBe(400)

    const res = await postAsAdmin(url, {
      to: 'FINGERPRINTS_PENDING',
      reason: 'Your certified papers arrived by post.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('FINGERPRINTS_PENDING')
    const activity = (
      await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}/activity` })
    ).json().entries
    expect(activity[0]).toMatchObject({
      actor: 'ADMIN',
      label:
        'Status changed from Documents pending to Fingerprints pending (reason: Your certified papers arrived by post.)',
    })
    const [mail] = await mailsTo(owner.email)
    expect(mail?.subject).toBe(`Case #${caseNumberOf(owner.caseId)}: documents complete, fingerprints next`)
    expect(mail?.textBody).toContain('Your certified papers arrived by post.')
    expect(mail?.textBody).toContain(`fp-${owner.caseId}@`)

    // The staff move stands: the flow does not send the case back for documents missing online.
    await t.app.services.cases.reconcileCaseStatus(owner.caseId)
    expect(await driver.caseStatus(owner.caseId)).toBe('FINGERPRINTS_PENDING')
  })

  it('records a staff review, which settles a case that needed one', async () => {
    const owner = await paidCase()
    const res = await postAsAdmin(`/api/admin/cases/${owner.caseId}/staff-review`, {
      finding: 'ELIGIBLE',
      reason: 'The judgment shows a misdemeanor.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      needsReview: false,
      staffReviews: [
        {
          finding: 'ELIGIBLE',
          reason: 'The judgment shows a misdemeanor.',
          reviewerName: expect.any(String),
        },
      ],
    })
    const activity = (
      await t.injectAs(admin.cookie, { method: 'GET', url: `/api/case/${owner.caseId}/activity` })
    ).json().entries
    expect(activity[0]).toMatchObject({ actor: 'ADMIN', label: 'Eligibility reviewed by our team: eligible' })
  })

  it('lists a MANUAL_REVIEW case as needing review until a NOT_ELIGIBLE finding refunds it in full', async () => {
    const customer = await driver.customerWithCase()
    const [row] = await t.db.db.select().from(cases).where(eq(cases.id, customer.caseId))
    const verdict = {
      ...(row!.eligibility as object),
      verdict: 'MANUAL_REVIEW',
      recommendedPackage: 'FEDERAL',
    }
    await t.db.db.update(cases).set({ eligibility: verdict }).where(eq(cases.id, customer.caseId))
    const acknowledged = await t.injectAs(customer.cookie, {
      method: 'POST',
      url: `/api/case/${customer.caseId}/review-acknowledgement`,
      payload: { isAccepted: true },
    })
    expect(acknowledged.statusCode).toBe(200)
    const session = await driver.checkout(customer, 'FULL')
    expect((await driver.confirm(customer, session.json().clientSecret)).statusCode).toBe(200)
    const listed = (
      await t.injectAs(admin.cookie, { method: 'GET', url: `/api/admin/cases?needsReview=true&limit=100` })
    ).json().cases as { id: string; verdict: string }[]
    expect(listed.find((c) => c.id === customer.caseId)).toMatchObject({ verdict: 'MANUAL_REVIEW' })

    const res = await postAsAdmin(`/api/admin/cases/${customer.caseId}/staff-review`, {
      finding: 'NOT_ELIGIBLE',
      reason: 'The conviction was for a violent felony.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'INTAKE',
      needsReview: false,
      reviewAcknowledgement: { outcome: 'NOT_ELIGIBLE' },
      orders: [{ status: 'REFUNDED' }],
      staffReviews: [{ finding: 'NOT_ELIGIBLE' }],
    })
    const after = (
      await t.injectAs(admin.cookie, { method: 'GET', url: `/api/admin/cases?needsReview=true&limit=100` })
    ).json().cases as { id: string }[]
    expect(after.map((c) => c.id)).not.toContain(customer.caseId)
  })

  it('records the decision on a submitted case only, shows it to the customer and e-mails the outcome', async () => {
    const owner = await paidCase()
    const url = `/api/admin/cases/${owner.caseId}/decision`
    const early = await postAsAdmin(url, { outcome: 'GRANTED', decidedOn: '2025-01-02' })
    expect(early.statusCode).toBe(409)

    await setStatus(owner.caseId, 'SUBMITTED')
    const future = await postAsAdmin(url, { outcome: 'GRANTED', decidedOn: '2099-01-01' })
    expect(future.statusCode).toBe(400)

    const res = await postAsAdmin(url, {
      outcome: 'GRANTED',
      decidedOn: '2025-01-02',
      note: 'Letter arrives by post',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'DECISION',
      decision: { outcome: 'GRANTED', decidedOn: '2025-01-02', letterDocumentId: null },
      decisionRecord: { note: 'Letter arrives by post' },
    })
    const seen = (await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}` })).json()
    expect(seen).toMatchObject({
      status: 'DECISION',
      decision: { outcome: 'GRANTED', decidedOn: '2025-01-02' },
    })
    const [mail] = await mailsTo(owner.email)
    expect(mail?.subject).toBe(`Case #${caseNumberOf(owner.caseId)}: relief granted`)
    expect(mail?.textBody).toContain('January 2, 2025')
    expect(mail?.textBody).toContain('Your first-purchase kit is on your case page')

    const twice = await postAsAdmin(url, { outcome: 'DENIED', decidedOn: '2025-01-03' })
    expect(twice.statusCode).toBe(409)

    // Moved back out of DECISION, the decision is removed so a corrected one can be recorded.
    const back = await postAsAdmin(`/api/admin/cases/${owner.caseId}/status`, {
      to: 'SUBMITTED',
      reason: 'Recorded on the wrong case',
    })
    expect(back.json()).toMatchObject({ status: 'SUBMITTED', decision: null, decisionRecord: null })
  })
})

describe('the status flow through the real modules', () => {
  it('goes DOCS_PENDING → FINGERPRINTS_PENDING → READY_TO_SEND → SUBMITTED → DECISION, and back on a rejection', async () => {
    // Not verified: the agreement adds the ID fee, paid with the package.
    const owner = await paidCase('FULL')
    const checklist = await t.injectAs(owner.cookie, {
      method: 'GET',
      url: `/api/case/${owner.caseId}/checklist`,
    })
    expect(checklist.statusCode).toBe(200)
    const required = (
      checklist.json().items as { code: string; metBy: string; isRequired: boolean }[]
    ).filter((item) => item.metBy === 'DOCUMENT' && item.isRequired)
    expect(required.length).toBeGreaterThan(0)
    const documentIds: string[] = []
    for (const item of required) {
      const res = await uploadDocument(
        owner.cookie,
        owner.caseId,
        item.code,
        await realPdf(`Copy of ${item.code}`),
      )
      expect(res.statusCode).toBe(201)
      documentIds.push(res.json().document.id as string)
    }
    expect(await driver.caseStatus(owner.caseId)).toBe('FINGERPRINTS_PENDING')
    const detail = (
      await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}` })
    ).json()
    expect(detail).toMatchObject({ isDocumentsComplete: true, balanceDueCents: 0, canSubmit: false })

    const results = await t.app.services.fingerprints.ingestFingerprintFiles({
      caseId: owner.caseId,
      source: 'CASE_PAGE',
      files: [
        {
          filename: 'fd258.pdf',
          contentType: 'application/pdf',
          bytes: await fd258Pdf({ tcn: 'T12345678' }),
        },
      ],
    })
    expect(results[0]?.valid).toBe(true)
    expect(await driver.caseStatus(owner.caseId)).toBe('READY_TO_SEND')
    const ready = (await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}` })).json()
    expect(ready).toMatchObject({ fingerprintCount: 1, canSubmit: true })
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toContain(
      `Case #${caseNumberOf(owner.caseId)}: ready to submit`,
    )

    // A document rejected by staff sends the case back to the documents step.
    const rejected = await postAsAdmin(`/api/admin/documents/${documentIds[0]}/review`, {
      decision: 'REJECTED',
      reason: 'The copy is not certified.',
    })
    expect(rejected.statusCode).toBe(200)
    expect(await driver.caseStatus(owner.caseId)).toBe('DOCS_PENDING')
    const again = await uploadDocument(
      owner.cookie,
      owner.caseId,
      required[0]!.code,
      await realPdf('Certified copy'),
    )
    expect(again.statusCode).toBe(201)
    expect(await driver.caseStatus(owner.caseId)).toBe('READY_TO_SEND')

    const submitted = await t.injectAs(owner.cookie, {
      method: 'POST',
      url: `/api/case/${owner.caseId}/submit`,
    })
    expect(submitted.json().status).toBe('SUBMITTED')
    // Staff upload the decision letter as any file, then name it with the decision.
    const slot = await postAsAdmin('/api/objects/upload', { caseId: owner.caseId })
    const { uploadURL, objectId } = slot.json() as { uploadURL: string; objectId: string }
    const target = new URL(uploadURL, 'http://localhost')
    const put = await t.injectAs(admin.cookie, {
      method: 'PUT',
      url: target.pathname + target.search,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(await realPdf('The petition is denied.')),
    })
    expect(put.statusCode).toBeLessThan(300)
    const decided = await postAsAdmin(`/api/admin/cases/${owner.caseId}/decision`, {
      outcome: 'DENIED',
      decidedOn: '2025-06-30',
      letterObjectId: objectId,
    })
    expect(decided.json().status).toBe('DECISION')
    const letterId = decided.json().decision.letterDocumentId as string
    const docs = (
      await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}/documents` })
    ).json().documents as { id: string; kind: string }[]
    expect(docs.find((d) => d.id === letterId)).toMatchObject({ kind: 'DECISION_LETTER' })
    const labels = (
      await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}/activity` })
    )
      .json()
      .entries.map((e: { label: string }) => e.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Status changed from Documents pending to Fingerprints pending',
        'Status changed from Fingerprints pending to Ready to send',
        'Status changed from Ready to send to Documents pending',
        'Status changed from Ready to send to Submitted',
        'Status changed from Submitted to Decision',
        'Decision recorded: denied on June 30, 2025',
      ]),
    )
  })

  it('a pay-later balance holds a case at FINGERPRINTS_PENDING until it is paid', async () => {
    const owner = await paidCase('DEPOSIT')
    const checklist = (
      await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}/checklist` })
    ).json()
    for (const item of checklist.items as { code: string; metBy: string; isRequired: boolean }[]) {
      if (item.metBy !== 'DOCUMENT' || !item.isRequired) continue
      const res = await uploadDocument(owner.cookie, owner.caseId, item.code, await realPdf(item.code))
      expect(res.statusCode).toBe(201)
    }
    await t.app.services.fingerprints.ingestFingerprintFiles({
      caseId: owner.caseId,
      source: 'CASE_PAGE',
      files: [{ filename: 'fd258.pdf', contentType: 'application/pdf', bytes: await fd258Pdf() }],
    })
    expect(await driver.caseStatus(owner.caseId)).toBe('FINGERPRINTS_PENDING')
    const held = (await t.injectAs(owner.cookie, { method: 'GET', url: `/api/case/${owner.caseId}` })).json()
    expect(held.balanceDueCents).toBeGreaterThan(0)

    const balance = await driver.payBalance(owner, owner.orderId)
    expect(balance.statusCode).toBe(200)
    const { clientSecret } = balance.json() as { clientSecret: string }
    expect((await driver.confirm(owner, clientSecret)).statusCode).toBe(200)
    expect(await driver.caseStatus(owner.caseId)).toBe('READY_TO_SEND')

    // Reconciles at once move the case once: each step is one conditional update and one entry.
    await setStatus(owner.caseId, 'DOCS_PENDING')
    const moves = () =>
      t.db.db.$count(
        auditEntries,
        and(eq(auditEntries.caseId, owner.caseId), eq(auditEntries.action, 'STATUS_CHANGED')),
      )
    const before = await moves()
    await Promise.all([1, 2, 3, 4].map(() => t.app.services.cases.reconcileCaseStatus(owner.caseId)))
    expect(await driver.caseStatus(owner.caseId)).toBe('READY_TO_SEND')
    expect((await moves()) - before).toBe(2)
  })
})
