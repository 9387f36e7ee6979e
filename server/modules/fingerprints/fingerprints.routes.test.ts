import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, cases, fingerprints, outboxMessages } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { FILE_ISSUES } from '#server/lib/file-inspection/index.ts'
import { pdfThatRunsAScript } from '#server/lib/file-inspection/test-pdfs.ts'
import { checkoutDriver } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { multipartPayload, type UploadFilePart } from '#server/test/contracts/uploads.ts'
import { uploadsClosedReason, type CaseStatus } from '#shared/domain/case-status.ts'
import { INVALID_UPLOAD_LINK } from '#shared/domain/fingerprints.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { ANALYSIS_ISSUES } from './fingerprint-analysis.ts'
import { fd258Pdf, ridgePhoto } from './test-files.ts'
import { createUploadToken, uploadTokenKey } from './upload-token.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

let addressCounter = 0
// Each request from its own address, so the per-address limit tests only what it means to.
const address = () => `192.0.2.${(addressCounter++ % 250) + 1}`

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

async function qrFor(cookie: string, caseId: string) {
  const res = await t.injectAs(cookie, { method: 'GET', url: `/api/case/${caseId}/fingerprint-qr` })
  expect(res.statusCode).toBe(200)
  return res.json() as { qrCodeDataUrl: string; emailAlias: string; uploadUrl: string; expiresAt: string }
}

const tokenOf = (uploadUrl: string) => new URL(uploadUrl).searchParams.get('token')!

const file = (
  filename: string,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
): UploadFilePart => ({
  field: 'files[]',
  filename,
  contentType,
  bytes,
})

/** POSTs an upload as the upload page does: caseId first, then the files. */
async function upload(
  caseId: string,
  files: UploadFilePart[],
  { token, cookie, caseIdLast = false }: { token?: string; cookie?: string; caseIdLast?: boolean } = {},
) {
  const boundary = '----rrtestboundary'
  const caseField = { name: 'caseId', value: caseId }
  return t.app.inject({
    method: 'POST',
    url: `/api/fp/upload${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    remoteAddress: address(),
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
    payload: multipartPayload(caseIdLast ? [...files, caseField] : [caseField, ...files], boundary),
  })
}

async function storedCount(caseId: string): Promise<number> {
  return (await t.db.db.select().from(fingerprints).where(eq(fingerprints.caseId, caseId))).length
}

describe('the upload link and its QR code', () => {
  it('gives the owner a QR code of a signed link for seven days and the fp- e-mail address', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const before = Date.now()
    const qr = await qrFor(alice.cookie, caseId)
    expect(qr.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/)
    expect(qr.emailAlias).toBe(`fp-${caseId}@${t.config.mailDomain}`)
    expect(qr.uploadUrl).toMatch(
      new RegExp(`^${TEST_ORIGIN}/fingerprints/${caseId}\\?token=\\d+\\.[A-Za-z0-9_-]{43}$`),
    )
    const days = (Date.parse(qr.expiresAt) - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)

    const bob = await t.signUp()
    const refused = await t.injectAs(bob.cookie, { method: 'GET', url: `/api/case/${caseId}/fingerprint-qr` })
    expect(refused.statusCode).toBe(404)
    const admin = await t.createAdmin()
    expect(
      (await t.injectAs(admin.cookie, { method: 'GET', url: `/api/case/${caseId}/fingerprint-qr` }))
        .statusCode,
    ).toBe(200)
  })

  it("shows the upload page's badge with the token or the owner's session, and nothing otherwise", async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const token = tokenOf((await qrFor(alice.cookie, caseId)).uploadUrl)
    const url = `/api/fp/case/${caseId}`

    const byToken = await t.app.inject({ method: 'GET', url: `${url}?token=${token}` })
    expect(byToken.statusCode).toBe(200)
    expect(byToken.json()).toEqual({
      caseNumber: caseId.slice(0, 8).toUpperCase(),
      emailAlias: `fp-${caseId}@${t.config.mailDomain}`,
      expiresAt: expect.any(String),
    })
    const bySession = await t.injectAs(alice.cookie, { method: 'GET', url })
    expect(bySession.json()).toMatchObject({ expiresAt: null })

    const bob = await t.signUp()
    const otherCase = await openCase(bob.cookie)
    for (const res of [
      await t.app.inject({ method: 'GET', url }),
      await t.app.inject({ method: 'GET', url: `${url}?token=not-a-token` }),
      await t.app.inject({ method: 'GET', url: `/api/fp/case/${otherCase}?token=${token}` }),
      await t.injectAs(bob.cookie, { method: 'GET', url }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(INVALID_UPLOAD_LINK.description)
    }
  })
})

describe('POST /api/fp/upload', () => {
  it('takes files by the link without a session: an FD-258 PDF is read for its TCN and ORI', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const token = tokenOf((await qrFor(alice.cookie, caseId)).uploadUrl)
    const card = await fd258Pdf({ ori: 'CA0194200', tcn: 'E2025031400123', date: '03/14/2025' })

    const res = await upload(caseId, [file('card.pdf', card, 'application/pdf')], { token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      results: [
        {
          filename: 'card.pdf',
          valid: true,
          issues: [],
          artifact: { type: 'FD258_CARD', tcn: 'E2025031400123', ori: 'CA0194200' },
        },
      ],
    })

    const list = await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${caseId}/fingerprints` })
    expect(list.statusCode).toBe(200)
    const [stored] = list.json().fingerprints
    expect(stored).toMatchObject({
      type: 'FD258_CARD',
      typeLabel: 'FD-258 fingerprint card',
      source: 'UPLOAD_LINK',
      sourceLabel: 'Upload link',
      capturedAt: '2025-03-14T00:00:00.000Z',
      tcn: 'E2025031400123',
      ori: 'CA0194200',
      qualityScore: null,
      valid: true,
      issues: [],
      filename: 'card.pdf',
      reviewStatus: 'RECEIVED',
      reviewReason: null,
    })
    expect(await t.app.services.fingerprints.hasValidFingerprint(caseId)).toBe(true)
    expect(await t.app.services.fingerprints.countFingerprints(caseId)).toBe(1)

    const [row] = await t.db.db.select().from(fingerprints).where(eq(fingerprints.caseId, caseId))
    expect(row!.storageKey).toMatch(new RegExp(`^cases/${caseId}/fingerprints/[0-9a-f-]{36}-card.pdf$`))
    const audit = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'FINGERPRINT_RECEIVED')))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.actor).toBe('USER')

    // The owner downloads the file as it was sent, as an attachment that is never cached.
    const download = await t.injectAs(alice.cookie, {
      method: 'GET',
      url: `/api/fingerprints/${stored.id}/download`,
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="card.pdf"/)
    expect(download.headers['cache-control']).toBe('private, no-store')
    expect(new Uint8Array(download.rawPayload)).toEqual(card)
  })

  it('judges photos: a sharp one scores higher than a blurred one, which is called blurry', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const res = await upload(
      caseId,
      [
        file('sharp.jpg', await ridgePhoto(), 'image/jpeg'),
        file('blurred.jpg', await ridgePhoto({ blur: 3 }), 'image/jpeg'),
      ],
      { cookie: alice.cookie },
    )
    expect(res.statusCode).toBe(200)
    const [sharpResult, blurredResult] = res.json().results
    expect(sharpResult).toMatchObject({ filename: 'sharp.jpg', valid: true, issues: [] })
    expect(blurredResult.valid).toBe(false)
    expect(blurredResult.issues).toContain(ANALYSIS_ISSUES.tooBlurry)

    const list = (
      await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${caseId}/fingerprints` })
    ).json().fingerprints as Array<{ filename: string; qualityScore: string; source: string }>
    const score = (name: string) => Number(list.find((f) => f.filename === name)!.qualityScore)
    expect(score('sharp.jpg')).toBeGreaterThan(score('blurred.jpg') + 0.3)
    // Sent with the owner's session and no link: from the case page.
    expect(list.every((f) => f.source === 'CASE_PAGE')).toBe(true)
  }, 60_000)

  it('refuses a program renamed .pdf without storing it, and keeps the good files of the upload', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0x41)])
    const res = await upload(
      caseId,
      [
        file('card.pdf', program, 'application/pdf'),
        file('receipt.pdf', await fd258Pdf(), 'application/pdf'),
      ],
      { cookie: alice.cookie },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().results[0]).toEqual({
      filename: 'card.pdf',
      valid: false,
      issues: [FILE_ISSUES.program],
      artifact: { type: 'OTHER', tcn: null, ori: null },
    })
    expect(res.json().results[1]).toMatchObject({ valid: true })
    expect(await storedCount(caseId)).toBe(1)
  })

  it('refuses an 11 MB file and an eleventh file with 413, storing nothing', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const card = await fd258Pdf()
    const big = new Uint8Array(11 * 1024 * 1024)
    big.set(card)
    const tooLarge = await upload(caseId, [file('card.pdf', card), file('big.pdf', big)], {
      cookie: alice.cookie,
    })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error.message).toBe(FILE_ISSUES.tooLarge)

    const eleven = Array.from({ length: FILE_LIMITS.maxFiles.uploadPage + 1 }, (_, i) =>
      file(`card-${i}.pdf`, card),
    )
    const tooMany = await upload(caseId, eleven, { cookie: alice.cookie })
    expect(tooMany.statusCode).toBe(413)
    expect(tooMany.json().error.message).toBe('You can upload at most 10 files at once.')
    expect(await storedCount(caseId)).toBe(0)
  })

  it('refuses forged, expired and other-case tokens, and callers with neither link nor the case', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const bob = await t.signUp()
    const bobCase = await openCase(bob.cookie)
    const key = uploadTokenKey(t.config.sessionSecret)
    const expired = createUploadToken(key, caseId, new Date(Date.now() - 8 * 86_400_000)).token
    const forged = createUploadToken(uploadTokenKey('guessed secret'), caseId, new Date()).token
    const bobsToken = tokenOf((await qrFor(bob.cookie, bobCase)).uploadUrl)
    const card = await fd258Pdf()
    for (const attempt of [
      { token: expired },
      { token: forged },
      { token: bobsToken },
      { token: 'garbage' },
      {},
      { cookie: bob.cookie },
      { cookie: bob.cookie, token: bobsToken },
    ]) {
      const res = await upload(caseId, [file('card.pdf', card)], attempt)
      expect(res.statusCode, JSON.stringify(attempt)).toBe(404)
      expect(res.json().error.message).toBe(INVALID_UPLOAD_LINK.description)
    }
    expect(await storedCount(caseId)).toBe(0)
  })

  it('wants the case before the files, and says what is wrong with a body that is not an upload', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const card = await fd258Pdf()
    const late = await upload(caseId, [file('card.pdf', card)], { cookie: alice.cookie, caseIdLast: true })
    expect(late.statusCode).toBe(400)
    expect(late.json().error.message).toBe('Send the caseId field before the files.')
    const json = await t.injectAs(alice.cookie, {
      method: 'POST',
      url: '/api/fp/upload',
      payload: { caseId },
    })
    expect(json.statusCode).toBe(415)
    const none = await upload(caseId, [], { cookie: alice.cookie })
    expect(none.statusCode).toBe(400)
    expect(await storedCount(caseId)).toBe(0)
  })
})

describe('the upload link works only while the case takes uploads', () => {
  it('stops working when the package is refunded: the link, the upload and the QR code say why', async () => {
    const driver = checkoutDriver(t)
    const customer = await driver.customerWithCase()
    const { orderId, clientSecret } = (await driver.checkout(customer, 'FULL')).json()
    expect((await driver.confirm(customer, clientSecret)).statusCode).toBe(200)
    const { caseId } = customer
    const token = tokenOf((await qrFor(customer.cookie, caseId)).uploadUrl)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/fp/case/${caseId}?token=${token}` })).statusCode,
    ).toBe(200)
    expect((await upload(caseId, [file('card.pdf', await fd258Pdf())], { token })).statusCode).toBe(200)

    expect((await driver.cancel(customer, orderId)).json()).toMatchObject({ status: 'REFUNDED' })
    expect(await driver.caseStatus(caseId)).toBe('INTAKE')
    const reason = 'This case is not taking uploads: they open once its package is paid.'
    for (const res of [
      await t.app.inject({ method: 'GET', url: `/api/fp/case/${caseId}?token=${token}` }),
      await upload(caseId, [file('card.pdf', await fd258Pdf())], { token }),
      await upload(caseId, [file('card.pdf', await fd258Pdf())], { cookie: customer.cookie }),
      await t.injectAs(customer.cookie, { method: 'GET', url: `/api/case/${caseId}/fingerprint-qr` }),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(res.json().error.message).toBe(reason)
    }
    expect(await storedCount(caseId)).toBe(1)
    expect(uploadsClosedReason('INTAKE')).toBe(reason)
  })

  it('stops working once the case is submitted or decided; staff may still add a file', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const token = tokenOf((await qrFor(alice.cookie, caseId)).uploadUrl)
    const admin = await t.createAdmin()
    for (const status of ['SUBMITTED', 'DECISION'] as const) {
      await setStatus(caseId, status)
      const byLink = await t.app.inject({ method: 'GET', url: `/api/fp/case/${caseId}?token=${token}` })
      expect(byLink.statusCode, status).toBe(409)
      expect(byLink.json().error.message).toBe(uploadsClosedReason(status))
      const sent = await upload(caseId, [file('card.pdf', await fd258Pdf())], { token })
      expect(sent.statusCode, status).toBe(409)
      const byStaff = await upload(caseId, [file('card.pdf', await fd258Pdf())], { cookie: admin.cookie })
      expect(byStaff.statusCode, status).toBe(200)
    }
    // A forged link learns nothing about the case.
    const forged = await t.app.inject({ method: 'GET', url: `/api/fp/case/${caseId}?token=forged` })
    expect(forged.statusCode).toBe(404)
    expect(await storedCount(caseId)).toBe(2)
  })
})

describe('active content in fingerprint files', () => {
  it('refuses a PDF that runs a script, without storing it', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const res = await upload(
      caseId,
      [file('card.pdf', await pdfThatRunsAScript('FD-258'), 'application/pdf')],
      {
        cookie: alice.cookie,
      },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().results).toEqual([
      {
        filename: 'card.pdf',
        valid: false,
        issues: [FILE_ISSUES.pdfActiveContent],
        artifact: expect.anything(),
      },
    ])
    expect(await storedCount(caseId)).toBe(0)
  })

  it('stores and shows a file name without its bidirectional controls', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const res = await upload(caseId, [file('card\u202Efdp.exe', await fd258Pdf(), 'application/pdf')], {
      cookie: alice.cookie,
    })
    expect(res.json().results[0]).toMatchObject({ filename: 'cardfdp.exe', valid: true })
    const [row] = await t.db.db.select().from(fingerprints).where(eq(fingerprints.caseId, caseId))
    expect(row!.filename).toBe('cardfdp.exe.pdf')
  })
})

describe('fingerprints of a case', () => {
  it('answers 404 to another customer for the list and the file, and lets an admin read them', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    await upload(caseId, [file('card.pdf', await fd258Pdf())], { cookie: alice.cookie })
    const [row] = await t.db.db.select().from(fingerprints).where(eq(fingerprints.caseId, caseId))
    const bob = await t.signUp()
    const admin = await t.createAdmin()
    for (const url of [`/api/case/${caseId}/fingerprints`, `/api/fingerprints/${row!.id}/download`]) {
      const refused = await t.injectAs(bob.cookie, { method: 'GET', url })
      expect(refused.statusCode, url).toBe(404)
      expect(refused.body).not.toContain('%PDF')
      expect((await t.injectAs(admin.cookie, { method: 'GET', url })).statusCode, url).toBe(200)
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
    }
  })

  it('lets staff reject a file with a reason: e-mailed, recorded, and no longer counted as valid', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    await upload(caseId, [file('card.pdf', await fd258Pdf())], { cookie: alice.cookie })
    const [row] = await t.db.db.select().from(fingerprints).where(eq(fingerprints.caseId, caseId))
    const url = `/api/admin/fingerprints/${row!.id}/review`

    const byCustomer = await t.injectAs(alice.cookie, {
      method: 'POST',
      url,
      payload: { decision: 'ACCEPTED' },
    })
    expect(byCustomer.statusCode).toBe(403)
    const admin = await t.createAdmin()
    const noReason = await t.injectAs(admin.cookie, {
      method: 'POST',
      url,
      payload: { decision: 'REJECTED' },
    })
    expect(noReason.statusCode).toBe(400)

    const reason = 'The right thumb print is smudged.'
    const rejected = await t.injectAs(admin.cookie, {
      method: 'POST',
      url,
      payload: { decision: 'REJECTED', reason },
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().fingerprint).toMatchObject({ reviewStatus: 'REJECTED', reviewReason: reason })
    expect(await t.app.services.fingerprints.hasValidFingerprint(caseId)).toBe(false)
    const [mail] = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, alice.user.email))
      .then((rows) => rows.filter((m) => m.subject.includes('fingerprints')))
    expect(mail?.subject).toBe(
      `Case #${caseId.slice(0, 8).toUpperCase()}: please send your fingerprints again`,
    )
    const [entry] = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'FINGERPRINT_REJECTED')))
    expect(entry).toMatchObject({ actor: 'ADMIN', detail: expect.objectContaining({ reason }) })

    const accepted = await t.injectAs(admin.cookie, {
      method: 'POST',
      url,
      payload: { decision: 'ACCEPTED' },
    })
    expect(accepted.json().fingerprint).toMatchObject({ reviewStatus: 'ACCEPTED', reviewReason: null })
    expect(await t.app.services.fingerprints.hasValidFingerprint(caseId)).toBe(true)
    const unknown = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: '/api/admin/fingerprints/00000000-0000-4000-8000-000000000000/review',
      payload: { decision: 'ACCEPTED' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})
