import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  cases,
  documentRequests,
  documents,
  outboxMessages,
  uploadSlots,
} from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { FILE_ISSUES } from '#server/lib/file-inspection/index.ts'
import { pdfThatRunsAScript } from '#server/lib/file-inspection/test-pdfs.ts'
import { checkoutDriver } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { issuesFromFields } from '#shared/contracts/documents.contract.ts'
import { uploadsClosedReason, type CaseStatus } from '#shared/domain/case-status.ts'
import { CASE_UPLOADS_PER_HOUR } from '#shared/domain/documents.ts'
import { DOCUMENT_VALIDATION_FAILED } from '#shared/domain/uploads.ts'
import { UPLOAD_MESSAGES } from './uploads.ts'

let t: TestApp
let pdf: Uint8Array
beforeAll(async () => {
  t = await buildTestApp()
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText('Judgment of conviction, certified copy', { font, x: 50, y: 700 })
  pdf = await doc.save()
})
afterAll(() => t.close())

function storageDir(): string {
  if (t.config.storage.kind !== 'local') throw new Error('the tests run on local storage')
  return t.config.storage.dir
}

// A test fixture: puts a case at a status directly, as if the flow had brought it there.
async function setStatus(caseId: string, status: CaseStatus) {
  await t.db.db.update(cases).set({ status }).where(eq(cases.id, caseId))
}

/** A case that takes uploads: paid, waiting for its documents (set directly, as payment would). */
async function openCase(cookie: string): Promise<string> {
  const res = await t.injectAs(cookie, { method: 'POST', url: '/api/cases', payload: federalWizardInput() })
  expect(res.statusCode).toBe(201)
  await setStatus(res.json().id, 'DOCS_PENDING')
  return res.json().id
}

async function uploadAddress(cookie: string, caseId?: string): Promise<{ url: string; objectId: string }> {
  const res = await t.injectAs(cookie, {
    method: 'POST',
    url: '/api/objects/upload',
    payload: caseId ? { caseId } : {},
  })
  expect(res.statusCode, res.body).toBe(200)
  const { uploadURL, objectId, uploadHeaders } = res.json()
  // A path on the page's own origin, whichever address the visitor used (decision 056).
  expect(uploadURL.startsWith(`/api/objects/upload/${objectId}?token=`)).toBe(true)
  expect(uploadHeaders).toEqual({})
  return { url: uploadURL, objectId }
}

function put(cookie: string, url: string, bytes: Uint8Array, contentType = 'application/pdf') {
  return t.injectAs(cookie, {
    method: 'PUT',
    url,
    payload: Buffer.from(bytes),
    headers: { 'content-type': contentType },
  })
}

function register(cookie: string, caseId: string, body: Record<string, unknown>) {
  return t.injectAs(cookie, { method: 'POST', url: `/api/case/${caseId}/documents`, payload: body })
}

async function uploadDocument(cookie: string, caseId: string, kind: string, bytes: Uint8Array = pdf) {
  const { url, objectId } = await uploadAddress(cookie, caseId)
  expect((await put(cookie, url, bytes)).statusCode).toBe(200)
  const res = await register(cookie, caseId, { objectId, kind, filename: 'scan.pdf' })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().document as { id: string }
}

describe('document uploads', () => {
  it('takes a PUT to a one-time address, stores it encrypted and registers it as a document', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const { url, objectId } = await uploadAddress(alice.cookie, caseId)

    const putRes = await put(alice.cookie, url, pdf)
    expect(putRes.statusCode, putRes.body).toBe(200)
    expect(putRes.json()).toEqual({ objectId, sizeBytes: pdf.byteLength })
    const onDisk = readFileSync(path.join(storageDir(), 'uploads', objectId))
    expect(onDisk.subarray(0, 5).toString('latin1')).toBe('RRENC')
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false)

    // The address works once.
    const again = await put(alice.cookie, url, pdf)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(UPLOAD_MESSAGES.alreadyUsed)

    const res = await register(alice.cookie, caseId, {
      objectId,
      kind: 'CERTIFIED_JUDGMENT',
      filename: 'My Judgment.PDF',
    })
    expect(res.statusCode, res.body).toBe(201)
    const { document } = res.json()
    expect(document).toEqual({
      id: expect.any(String),
      kind: 'CERTIFIED_JUDGMENT',
      kindLabel: 'Certified copy of the judgment',
      filename: 'My Judgment.PDF',
      contentType: 'application/pdf',
      sizeBytes: pdf.byteLength,
      uploadedBy: 'USER',
      reviewStatus: 'RECEIVED',
      reviewReason: null,
      createdAt: expect.any(String),
    })
    const [row] = await t.db.db.select().from(documents).where(eq(documents.id, document.id))
    expect(row).toMatchObject({ requirementCode: 'CERTIFIED_JUDGMENT', storageKey: `uploads/${objectId}` })
    const [slot] = await t.db.db.select().from(uploadSlots).where(eq(uploadSlots.id, objectId))
    expect(slot?.status).toBe('REGISTERED')
    const audit = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'DOCUMENT_UPLOADED')))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.detail).toMatchObject({
      label: 'Certified copy of the judgment',
      filename: 'My Judgment.PDF',
    })

    // Registered once only.
    const twice = await register(alice.cookie, caseId, { objectId, kind: 'OTHER', filename: 'x.pdf' })
    expect(twice.statusCode).toBe(409)

    const download = await t.injectAs(alice.cookie, {
      method: 'GET',
      url: `/api/documents/${document.id}/download`,
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)
    expect(new Uint8Array(download.rawPayload)).toEqual(pdf)

    const checklist = await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${caseId}/checklist` })
    expect(checklist.statusCode, checklist.body).toBe(200)
    const judgment = checklist
      .json()
      .items.find((item: { code: string }) => item.code === 'CERTIFIED_JUDGMENT')
    expect(judgment).toMatchObject({
      state: 'RECEIVED',
      documentIds: [document.id],
      label: 'Certified copy of the judgment',
    })
  })

  it('stores an image named .pdf under the right extension and type', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ccbbaa' } })
      .png()
      .toBuffer()
    const { url, objectId } = await uploadAddress(alice.cookie)
    expect((await put(alice.cookie, url, png, 'application/pdf')).statusCode).toBe(200)
    const res = await register(alice.cookie, caseId, { objectId, kind: 'GOVERNMENT_ID', filename: 'id.pdf' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().document).toMatchObject({ filename: 'id.png', contentType: 'image/png' })
  })

  it('refuses a forged, foreign, expired or signed-out upload address', async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const { url, objectId } = await uploadAddress(alice.cookie)

    const forged = url.replace(/token=.*/, `token=${'A'.repeat(43)}`)
    expect((await put(alice.cookie, forged, pdf)).statusCode).toBe(404)
    expect((await put(alice.cookie, url.replace(/\?.*/, ''), pdf)).statusCode).toBe(400)
    // The token alone is not enough: the address is for the user it was made for.
    expect((await put(bob.cookie, url, pdf)).statusCode).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          payload: Buffer.from(pdf),
          headers: { 'content-type': 'application/pdf', origin: TEST_ORIGIN },
        })
      ).statusCode,
    ).toBe(401)

    await t.db.db
      .update(uploadSlots)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSlots.id, objectId))
    const expired = await put(alice.cookie, url, pdf)
    expect(expired.statusCode).toBe(404)
    expect(expired.json().error.message).toBe(UPLOAD_MESSAGES.invalidAddress)
  })

  it("refuses a program renamed .pdf with 'Document validation failed' and its issues, and removes it", async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)])
    const { url, objectId } = await uploadAddress(alice.cookie, caseId)
    expect((await put(alice.cookie, url, elf)).statusCode).toBe(200)

    const res = await register(alice.cookie, caseId, {
      objectId,
      kind: 'CERTIFIED_JUDGMENT',
      filename: 'judgment.pdf',
    })
    expect(res.statusCode).toBe(400)
    const { error } = res.json()
    expect(error.code).toBe('validation_failed')
    expect(error.message).toBe(DOCUMENT_VALIDATION_FAILED)
    expect(issuesFromFields(error.fields)).toEqual([FILE_ISSUES.program])
    expect(existsSync(path.join(storageDir(), 'uploads', objectId))).toBe(false)
    expect(await t.app.services.documents.countDocuments(caseId)).toBe(0)
    // The refused upload cannot be registered after all.
    expect(
      (await register(alice.cookie, caseId, { objectId, kind: 'OTHER', filename: 'a.pdf' })).statusCode,
    ).toBe(400)
  })

  it('refuses a PDF that runs a script, with its issue in words, and removes it', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const { url, objectId } = await uploadAddress(alice.cookie, caseId)
    expect((await put(alice.cookie, url, await pdfThatRunsAScript())).statusCode).toBe(200)
    const res = await register(alice.cookie, caseId, {
      objectId,
      kind: 'CERTIFIED_JUDGMENT',
      filename: 'a.pdf',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(DOCUMENT_VALIDATION_FAILED)
    expect(issuesFromFields(res.json().error.fields)).toEqual([FILE_ISSUES.pdfActiveContent])
    expect(existsSync(path.join(storageDir(), 'uploads', objectId))).toBe(false)
    expect(await t.app.services.documents.countDocuments(caseId)).toBe(0)
  })

  it('stores a file name without its bidirectional controls', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const { url, objectId } = await uploadAddress(alice.cookie, caseId)
    expect((await put(alice.cookie, url, pdf)).statusCode).toBe(200)
    // U+202E shows 'judgment\u202Efdp.exe' as 'judgmentexe.pdf'.
    const res = await register(alice.cookie, caseId, {
      objectId,
      kind: 'OTHER',
      filename: '\u2067judgment\u202Efdp.exe\u2069',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().document.filename).toBe('judgmentfdp.exe.pdf')
    const [row] = await t.db.db.select().from(documents).where(eq(documents.caseId, caseId))
    expect(row!.filename).toBe('judgmentfdp.exe.pdf')
  })

  it('takes documents from the customer only while the case takes uploads, and says why not', async () => {
    const driver = checkoutDriver(t)
    const customer = await driver.customerWithCase()
    const { caseId } = customer
    // Before payment.
    const early = await uploadAddress(customer.cookie, caseId)
    expect((await put(customer.cookie, early.url, pdf)).statusCode).toBe(200)
    const unpaid = await register(customer.cookie, caseId, {
      objectId: early.objectId,
      kind: 'OTHER',
      filename: 'a.pdf',
    })
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().error.message).toBe(uploadsClosedReason('INTAKE'))

    // Paid: taken. Refunded: back at INTAKE, refused again.
    const { orderId, clientSecret } = (await driver.checkout(customer, 'FULL')).json()
    expect((await driver.confirm(customer, clientSecret)).statusCode).toBe(200)
    expect(
      (
        await register(customer.cookie, caseId, {
          objectId: early.objectId,
          kind: 'OTHER',
          filename: 'a.pdf',
        })
      ).statusCode,
    ).toBe(201)
    expect((await driver.cancel(customer, orderId)).json()).toMatchObject({ status: 'REFUNDED' })
    const refunded = await uploadAddress(customer.cookie, caseId)
    expect((await put(customer.cookie, refunded.url, pdf)).statusCode).toBe(200)
    const afterRefund = await register(customer.cookie, caseId, {
      objectId: refunded.objectId,
      kind: 'OTHER',
      filename: 'b.pdf',
    })
    expect(afterRefund.statusCode).toBe(409)
    expect(afterRefund.json().error.message).toBe(
      'This case is not taking uploads: they open once its package is paid.',
    )

    // Submitted: closed to the customer, open to staff.
    await setStatus(caseId, 'SUBMITTED')
    const submitted = await register(customer.cookie, caseId, {
      objectId: refunded.objectId,
      kind: 'OTHER',
      filename: 'b.pdf',
    })
    expect(submitted.statusCode).toBe(409)
    expect(submitted.json().error.message).toBe(uploadsClosedReason('SUBMITTED'))
    const admin = await t.createAdmin()
    const staff = await uploadAddress(admin.cookie, caseId)
    expect((await put(admin.cookie, staff.url, pdf)).statusCode).toBe(200)
    expect(
      (await register(admin.cookie, caseId, { objectId: staff.objectId, kind: 'OTHER', filename: 'c.pdf' }))
        .statusCode,
    ).toBe(201)
    const added = await t.db.db.select().from(documents).where(eq(documents.caseId, caseId))
    expect(added.filter((row) => row.kind === 'OTHER').map((row) => row.filename)).toEqual(
      expect.arrayContaining(['a.pdf', 'c.pdf']),
    )
    expect(added.filter((row) => row.kind === 'OTHER')).toHaveLength(2)
  })

  it('refuses a file over 10 MB with 413 and the error envelope', async () => {
    const alice = await t.signUp()
    const { url } = await uploadAddress(alice.cookie)
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20)
    big.write('%PDF-1.7\n')
    const res = await put(alice.cookie, url, big)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request is too large.' } })
  })

  it("answers 404 for another customer's case, and 400 for an upload that is not the caller's", async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const aliceCase = await openCase(alice.cookie)
    const bobCase = await openCase(bob.cookie)

    const forOther = await t.injectAs(bob.cookie, {
      method: 'POST',
      url: '/api/objects/upload',
      payload: { caseId: aliceCase },
    })
    expect(forOther.statusCode).toBe(404)
    const { url, objectId } = await uploadAddress(bob.cookie)
    expect((await put(bob.cookie, url, pdf)).statusCode).toBe(200)
    expect(
      (await register(bob.cookie, aliceCase, { objectId, kind: 'OTHER', filename: 'a.pdf' })).statusCode,
    ).toBe(404)
    expect(
      (await t.injectAs(bob.cookie, { method: 'GET', url: `/api/case/${aliceCase}/checklist` })).statusCode,
    ).toBe(404)
    // Alice cannot register Bob's upload to her own case.
    const stolen = await register(alice.cookie, aliceCase, { objectId, kind: 'OTHER', filename: 'a.pdf' })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().error.message).toBe(UPLOAD_MESSAGES.notUploaded)
    expect(
      (await register(bob.cookie, bobCase, { objectId, kind: 'OTHER', filename: 'a.pdf' })).statusCode,
    ).toBe(201)
    // Fingerprints have their own uploader; the signed agreement is the product's.
    for (const kind of ['FINGERPRINTS', 'SIGNED_AGREEMENT', 'NOPE']) {
      expect(
        (await register(bob.cookie, bobCase, { objectId, kind, filename: 'a.pdf' })).statusCode,
        kind,
      ).toBe(400)
    }
  })

  it('caps the documents a customer adds to one case in an hour', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    await t.db.db.insert(documents).values(
      Array.from({ length: CASE_UPLOADS_PER_HOUR }, (_, i) => ({
        caseId,
        userId: alice.user.id,
        kind: 'OTHER',
        filename: `f${i}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
        storageKey: `cases/${caseId}/cap-${i}.pdf`,
        uploadedBy: 'USER' as const,
      })),
    )
    const { url, objectId } = await uploadAddress(alice.cookie, caseId)
    expect((await put(alice.cookie, url, pdf)).statusCode).toBe(200)
    const res = await register(alice.cookie, caseId, { objectId, kind: 'OTHER', filename: 'one-more.pdf' })
    expect(res.statusCode).toBe(429)
    expect(res.json().error.message).toBe(UPLOAD_MESSAGES.tooMany)
  })

  it('sweeps upload addresses nobody used and uploads nobody registered', async () => {
    const alice = await t.signUp()
    await uploadAddress(alice.cookie)
    const unregistered = await uploadAddress(alice.cookie)
    expect((await put(alice.cookie, unregistered.url, pdf)).statusCode).toBe(200)
    const file = path.join(storageDir(), 'uploads', unregistered.objectId)
    expect(existsSync(file)).toBe(true)

    const later = new Date(Date.now() + 2 * 60 * 60_000)
    expect(await t.app.services.documents.sweepExpiredUploads(later)).toBeGreaterThanOrEqual(2)
    const slots = await t.db.db.select().from(uploadSlots).where(eq(uploadSlots.userId, alice.user.id))
    expect(slots.map((s) => s.status)).toEqual(['EXPIRED', 'EXPIRED'])
    expect(existsSync(file)).toBe(false)
  })
})

describe('document requests and review', () => {
  it('lets an admin ask for a document and review one, with e-mails, audit and the checklist', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const admin = await t.createAdmin()

    const asked = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/case/${caseId}/document-requests`,
      payload: {
        requirementCode: 'PROOF_OF_RESIDENCE',
        label: 'Proof of residence',
        reason: 'The board needs a utility bill from the last 90 days.',
      },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    expect(asked.json().request).toMatchObject({ status: 'OPEN', label: 'Proof of residence' })
    const customerForbidden = await t.injectAs(alice.cookie, {
      method: 'POST',
      url: `/api/admin/case/${caseId}/document-requests`,
      payload: { label: 'x', reason: 'y' },
    })
    expect(customerForbidden.statusCode).toBe(403)

    let checklist = (
      await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${caseId}/checklist` })
    ).json()
    expect(checklist.requests).toEqual([
      expect.objectContaining({
        label: 'Proof of residence',
        reason: 'The board needs a utility bill from the last 90 days.',
      }),
    ])
    expect(checklist.isComplete).toBe(false)

    const uploaded = await uploadDocument(alice.cookie, caseId, 'PROOF_OF_RESIDENCE')
    const [request] = await t.db.db.select().from(documentRequests).where(eq(documentRequests.caseId, caseId))
    expect(request).toMatchObject({ status: 'FULFILLED', fulfilledByDocumentId: uploaded.id })

    const rejectWithoutReason = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/documents/${uploaded.id}/review`,
      payload: { decision: 'REJECTED' },
    })
    expect(rejectWithoutReason.statusCode).toBe(400)
    const rejected = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/documents/${uploaded.id}/review`,
      payload: { decision: 'REJECTED', reason: 'The bill is older than 90 days.' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json().document).toMatchObject({
      reviewStatus: 'REJECTED',
      reviewReason: 'The bill is older than 90 days.',
    })

    checklist = (
      await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${caseId}/checklist` })
    ).json()
    expect(checklist.requests).toEqual([])
    const residence = checklist.items.find((item: { code: string }) => item.code === 'PROOF_OF_RESIDENCE')
    if (residence)
      expect(residence).toMatchObject({ state: 'REJECTED', reason: 'The bill is older than 90 days.' })

    const mails = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, alice.user.email))
    const requestMail = mails.find((m) => m.subject.includes('please upload proof of residence'))
    expect(requestMail?.textBody).toContain('The board needs a utility bill from the last 90 days.')
    expect(requestMail?.textBody).toContain(`${TEST_ORIGIN}/case/${caseId}`)
    const rejectMail = mails.find((m) => m.subject.includes('a document needs to be sent again'))
    expect(rejectMail?.textBody).toContain('The bill is older than 90 days.')

    const actions = (await t.db.db.select().from(auditEntries).where(eq(auditEntries.caseId, caseId))).map(
      (entry) => entry.action,
    )
    expect(actions).toEqual(
      expect.arrayContaining(['DOCUMENT_REQUESTED', 'DOCUMENT_UPLOADED', 'DOCUMENT_REJECTED']),
    )

    const accepted = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/documents/${uploaded.id}/review`,
      payload: { decision: 'ACCEPTED' },
    })
    expect(accepted.json().document).toMatchObject({ reviewStatus: 'ACCEPTED', reviewReason: null })
    const unknown = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/documents/00000000-0000-4000-8000-000000000000/review`,
      payload: { decision: 'ACCEPTED' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})
