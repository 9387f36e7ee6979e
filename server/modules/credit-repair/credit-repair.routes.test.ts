import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { identityProfiles, identityVerifications, outboxMessages } from '#server/db/schema/index.ts'
import { federalWizardInput, insertTestOrder } from '#server/db/seed/factories.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { CREDIT_REPAIR_MESSAGES } from '#shared/contracts/credit-repair.contract.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function customerWithCase(paid: boolean) {
  const account = await t.signUp()
  const created = await t.injectAs(account.cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput(),
  })
  const caseId = String(created.json().id)
  if (paid) await insertTestOrder(t.db.db, { userId: account.user.id, caseId })
  return { ...account, caseId }
}

async function verify(userId: string) {
  await t.db.db.insert(identityVerifications).values({
    userId,
    provider: 'SANDBOX',
    providerSessionId: `test-${userId}`,
    status: 'VERIFIED',
  })
  await t.db.db.insert(identityProfiles).values({
    userId,
    fullName: 'Casey Customer',
    ssnCiphertext: 'not-read',
    ssnLast4: '9999',
    phone: '+1 304 555 0100',
    address: '12 Elm Street',
  })
}

async function reportPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([612, 792])
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 740 - i * 20, size: 10, font }))
  return pdf.save()
}

async function upload(cookie: string, caseId: string, bytes: Uint8Array): Promise<string> {
  const slot = await t.injectAs(cookie, { method: 'POST', url: '/api/objects/upload', payload: { caseId } })
  const { uploadURL, objectId } = slot.json() as { uploadURL: string; objectId: string }
  const url = new URL(uploadURL, 'http://localhost')
  const put = await t.injectAs(cookie, {
    method: 'PUT',
    url: url.pathname + url.search,
    payload: Buffer.from(bytes),
    headers: { 'content-type': 'application/pdf' },
  })
  expect(put.statusCode).toBe(200)
  return objectId
}

describe('credit repair routes', () => {
  it('GET /api/credit-repair asks a signed-out caller to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/credit-repair' })
    expect(res.statusCode).toBe(401)
  })

  it('GET /api/credit-repair answers "none yet" to a customer without a paid package', async () => {
    const { cookie } = await customerWithCase(false)
    const res = await t.injectAs(cookie, { method: 'GET', url: '/api/credit-repair' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ overview: null })
  })

  it('runs report → candidates → items → letters → sent → reminder → results → follow-up', async () => {
    const owner = await customerWithCase(true)
    const other = await customerWithCase(true)
    const admin = await t.createAdmin()

    // A report: candidates are offered, nothing is stored as an item.
    const pdf = await reportPdf([
      'ACME BANK Account XXXX4321 30 days late 2024-03',
      'MIDLAND CREDIT Acct 123456789012 Collection',
      'GOOD CARD Account 9876 Pays as agreed',
    ])
    const objectId = await upload(owner.cookie, owner.caseId, pdf)
    const registered = await t.injectAs(owner.cookie, {
      method: 'POST',
      url: '/api/credit-repair/reports',
      payload: { objectId, bureau: 'EQUIFAX', filename: 'equifax.pdf' },
    })
    expect(registered.statusCode).toBe(201)
    const { candidates, report } = registered.json()
    expect(candidates.map((c: { creditor: string }) => c.creditor)).toEqual(['ACME BANK', 'MIDLAND CREDIT'])
    expect(candidates[1].accountLastDigits).toBe('9012')
    expect(JSON.stringify(candidates)).not.toContain('123456789012')

    // Letters need a verified identity.
    const added = await t.injectAs(owner.cookie, {
      method: 'POST',
      url: '/api/credit-repair/items',
      payload: {
        reportId: report.id,
        items: [
          { ...candidates[0], reason: 'WRONG_PAYMENT_HISTORY', line: undefined },
          { ...candidates[1], reason: 'NOT_MINE', line: undefined },
        ],
      },
    })
    expect(added.statusCode).toBe(201)
    const [first, second] = added.json().items as { id: string }[]
    const refused = await t.injectAs(owner.cookie, { method: 'POST', url: '/api/credit-repair/letters' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(CREDIT_REPAIR_MESSAGES.identityNotVerified)
    await verify(owner.user.id)

    // Another customer cannot see or touch the owner's item.
    const idor = await t.injectAs(other.cookie, {
      method: 'DELETE',
      url: `/api/credit-repair/items/${first!.id}`,
    })
    expect(idor.statusCode).toBe(404)

    const generated = await t.injectAs(owner.cookie, { method: 'POST', url: '/api/credit-repair/letters' })
    expect(generated.statusCode).toBe(201)
    const [letter] = generated.json().letters as { id: string; documentId: string }[]
    expect(generated.json().letters).toHaveLength(1)
    const locked = await t.injectAs(owner.cookie, {
      method: 'DELETE',
      url: `/api/credit-repair/items/${first!.id}`,
    })
    expect(locked.statusCode).toBe(409)

    const download = await t.injectAs(owner.cookie, {
      method: 'GET',
      url: `/api/documents/${letter!.documentId}/download`,
    })
    expect(download.statusCode).toBe(200)
    const text = await pdfText(download.rawPayload)
    for (const part of [
      'ACME BANK',
      'MIDLAND CREDIT',
      'ending in 4321',
      'The payment history is wrong.',
      'P.O. Box 740256',
      'XXX-XX-9999',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toMatch(/\d{3}-\d{2}-\d{4}/)

    // Mailed today with the receipt today: due in 30 days; the clock moves 30 days.
    const today = (await t.injectAs(owner.cookie, { method: 'GET', url: '/api/credit-repair' })).json()
      .overview.today
    const sent = await t.injectAs(owner.cookie, {
      method: 'POST',
      url: `/api/credit-repair/letters/${letter!.id}/sent`,
      payload: { sentOn: today, receivedOn: today, withAnnualFreeReport: false },
    })
    expect(sent.statusCode).toBe(200)
    const offsetDays = await t.app.services.affiliateClock.offsetDays()
    await t.app.services.affiliateClock.advance(30)
    // The process that moves the clock reads the new offset at once (server/lib/clock.ts).
    expect(await t.app.services.affiliateClock.offsetDays()).toBe(offsetDays! + 30)
    await t.app.services.creditRepair.runReminders()
    await t.app.services.creditRepair.runReminders()
    const mails = await t.db.db.select().from(outboxMessages)
    expect(
      mails.filter((m) => m.toAddress === owner.user.email && /answer to your dispute/.test(m.subject)),
    ).toHaveLength(1)

    // Results: one deleted by the customer, one verified by staff → step 5 in progress, 80%.
    const r1 = await t.injectAs(owner.cookie, {
      method: 'POST',
      url: `/api/credit-repair/items/${first!.id}/result`,
      payload: { result: 'DELETED' },
    })
    expect(r1.statusCode).toBe(200)
    const r2 = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/credit-repair/items/${second!.id}/result`,
      payload: { result: 'VERIFIED' },
    })
    expect(r2.statusCode).toBe(200)
    const staffView = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: `/api/admin/case/${owner.caseId}/credit-repair`,
    })
    expect(staffView.statusCode).toBe(200)
    // Results are in and one item was verified: the follow-up is what is left, step 5 in progress.
    expect(staffView.json().overview.progress).toMatchObject({ stepsDone: 4, currentStep: 5, percent: 80 })

    const followUp = await t.injectAs(owner.cookie, {
      method: 'POST',
      url: `/api/credit-repair/letters/${letter!.id}/follow-up`,
    })
    expect(followUp.statusCode).toBe(201)
    expect(followUp.json().letter.kind).toBe('FOLLOW_UP')
  })
})

async function pdfText(bytes: Buffer): Promise<string> {
  const { pdfLines } = await import('./report-candidates.ts')
  return (await pdfLines(new Uint8Array(bytes))).join('\n')
}
