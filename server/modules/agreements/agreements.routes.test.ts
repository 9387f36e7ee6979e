import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agreementSignatures, auditEntries, documents, products } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { AGREEMENT_VERSION, CONSUMER_CREDIT_FILE_RIGHTS } from '#shared/domain/agreement.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

async function openCase(cookie: string): Promise<string> {
  const res = await t.injectAs(cookie, { method: 'POST', url: '/api/cases', payload: federalWizardInput() })
  expect(res.statusCode).toBe(201)
  return res.json().id
}

function sign(app: TestApp, cookie: string, payload: object, headers: Record<string, string> = {}) {
  return app.injectAs(cookie, {
    method: 'POST',
    url: '/api/agreements',
    payload,
    remoteAddress: '203.0.113.45',
    headers: { 'user-agent': BROWSER, ...headers },
  })
}

async function signatureRow(id: string) {
  const [row] = await t.db.db.select().from(agreementSignatures).where(eq(agreementSignatures.id, id))
  if (!row) throw new Error('no signature row')
  return row
}

describe('GET /api/agreement', () => {
  it('builds the agreement from the catalog price, with the ID fee when verification is skipped', async () => {
    const { cookie } = await t.signUp()
    const res = await t.injectAs(cookie, { method: 'GET', url: '/api/agreement?product=FEDERAL' })
    expect(res.statusCode).toBe(200)
    const { version, text, productCode } = res.json()
    expect({ version, productCode }).toEqual({ version: AGREEMENT_VERSION, productCode: 'FEDERAL' })
    expect(text).toContain(
      'Package: Federal Restoration + VIP Credit Repair\nPackage price: $2,999.00\nTotal: $2,999.00',
    )
    expect(text).toContain(CONSUMER_CREDIT_FILE_RIGHTS)
    expect(text).toContain(`e-mail at ${t.config.company.supportEmail} before you open any dispute`)

    const bypass = await t.injectAs(cookie, {
      method: 'GET',
      url: '/api/agreement?product=BUNDLE&idBypass=true',
    })
    expect(bypass.json().text).toContain(
      'Package price: $4,999.00\nManual ID processing fee: $150.00 (you chose to skip online identity verification',
    )
    expect(bypass.json().text).toContain('Total: $5,149.00')
  })

  it('follows a price change in the catalog with no code change', async () => {
    const { cookie } = await t.signUp()
    await t.db.db.update(products).set({ priceCents: 2_649_00 }).where(eq(products.code, 'STATE'))
    try {
      const res = await t.injectAs(cookie, { method: 'GET', url: '/api/agreement?product=STATE' })
      expect(res.json().text).toContain('Package price: $2,649.00')
      expect(res.json().text).not.toContain('2,599')
    } finally {
      await t.db.db.update(products).set({ priceCents: 2_599_00 }).where(eq(products.code, 'STATE'))
    }
  })

  it('answers 400 for a product that is not sold and 401 signed out', async () => {
    const { cookie } = await t.signUp()
    const unknown = await t.injectAs(cookie, { method: 'GET', url: '/api/agreement?product=CREDIT_VIP' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.message).toBe('The selected product is not available.')
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/agreement?product=FEDERAL' })
    expect(signedOut.statusCode).toBe(401)
  })
})

describe('POST /api/agreements', () => {
  it('records a signature without a case: typed name, client address, user agent, version and text hash', async () => {
    const { cookie, user } = await t.signUp()
    const shown = await t.injectAs(cookie, { method: 'GET', url: '/api/agreement?product=FEDERAL' })
    const before = Date.now()
    const res = await sign(t, cookie, { product: 'FEDERAL', fullName: '  Jordan Rivers  ', agreed: true })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      signatureId: expect.any(String),
      signedAt: expect.any(String),
      textSha256: sha256(shown.json().text),
      documentId: null,
      fullName: 'Jordan Rivers',
    })

    const row = await signatureRow(body.signatureId)
    expect(row).toMatchObject({
      userId: user.id,
      caseId: null,
      productCode: 'FEDERAL',
      fullName: 'Jordan Rivers',
      ipAddress: '203.0.113.45',
      userAgent: BROWSER,
      agreementVersion: AGREEMENT_VERSION,
      textSha256: sha256(shown.json().text),
      documentId: null,
    })
    expect(row.signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(row.signedAt.toISOString()).toBe(body.signedAt)

    expect(await t.app.services.agreements.findSignatureForUser(user.id, body.signatureId)).toMatchObject({
      id: body.signatureId,
      productCode: 'FEDERAL',
    })
    const other = await t.signUp()
    expect(await t.app.services.agreements.findSignatureForUser(other.user.id, body.signatureId)).toBeNull()
  })

  it('signs for a case: stores the PDF among its documents, for its owner to download, and logs the activity', async () => {
    const { cookie, user } = await t.signUp()
    const caseId = await openCase(cookie)
    const shown = await t.injectAs(cookie, {
      method: 'GET',
      url: '/api/agreement?product=BUNDLE&idBypass=true',
    })
    const res = await sign(t, cookie, {
      product: 'BUNDLE',
      caseId,
      fullName: 'Jordan Rivers',
      agreed: true,
      idBypass: true,
    })
    expect(res.statusCode).toBe(201)
    const { signatureId, documentId, textSha256 } = res.json()
    expect(textSha256).toBe(sha256(shown.json().text))
    expect(documentId).toEqual(expect.any(String))
    expect(await signatureRow(signatureId)).toMatchObject({ caseId, documentId, ipAddress: '203.0.113.45' })

    const list = await t.injectAs(cookie, { method: 'GET', url: `/api/case/${caseId}/documents` })
    expect(list.json().documents).toMatchObject([
      {
        id: documentId,
        kind: 'SIGNED_AGREEMENT',
        filename: `service-agreement-${AGREEMENT_VERSION}.pdf`,
        contentType: 'application/pdf',
      },
    ])
    const [stored] = await t.db.db.select().from(documents).where(eq(documents.id, documentId))
    expect(stored?.userId).toBe(user.id)

    const download = await t.injectAs(cookie, { method: 'GET', url: `/api/documents/${documentId}/download` })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toContain(
      `attachment; filename="service-agreement-${AGREEMENT_VERSION}.pdf"`,
    )
    const bytes = new Uint8Array(download.rawPayload)
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored?.sha256)
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2)
    expect(pdf.getTitle()).toBe(`Service Agreement ${AGREEMENT_VERSION}`)

    const activity = await t.db.db.select().from(auditEntries).where(eq(auditEntries.caseId, caseId))
    expect(activity.map((entry) => entry.action)).toEqual(['CASE_CREATED', 'AGREEMENT_SIGNED'])
    expect(activity[1]).toMatchObject({
      actor: 'USER',
      actorUserId: user.id,
      detail: { signatureId, documentId, productCode: 'BUNDLE', agreementVersion: AGREEMENT_VERSION },
    })
  })

  it("answers 404 for another customer's case and document, and stores nothing", async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const signed = await sign(t, alice.cookie, {
      product: 'FEDERAL',
      caseId,
      fullName: 'Alice A',
      agreed: true,
    })
    const { documentId } = signed.json()
    const signaturesBefore = await t.db.db.$count(agreementSignatures)

    const res = await sign(t, bob.cookie, { product: 'FEDERAL', caseId, fullName: 'Bob B', agreed: true })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('Case not found')
    const list = await t.injectAs(bob.cookie, { method: 'GET', url: `/api/case/${caseId}/documents` })
    expect(list.statusCode).toBe(404)
    const download = await t.injectAs(bob.cookie, {
      method: 'GET',
      url: `/api/documents/${documentId}/download`,
    })
    expect(download.statusCode).toBe(404)

    // Not even an admin signs on a customer's behalf.
    const admin = await t.createAdmin()
    const byAdmin = await sign(t, admin.cookie, {
      product: 'FEDERAL',
      caseId,
      fullName: 'Ada Admin',
      agreed: true,
    })
    expect(byAdmin.statusCode).toBe(404)

    expect(await t.db.db.$count(agreementSignatures)).toBe(signaturesBefore)
    expect(await t.app.services.documents.countDocuments(caseId)).toBe(1)
  })

  it('answers 400 with the messages for a missing name and an unticked box', async () => {
    const { cookie } = await t.signUp()
    const before = await t.db.db.$count(agreementSignatures)
    for (const fullName of [undefined, '', '   ']) {
      const res = await sign(t, cookie, { product: 'FEDERAL', fullName, agreed: true })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toEqual({ fullName: 'Please type your full name to sign' })
    }
    for (const agreed of [false, undefined, 'true']) {
      const res = await sign(t, cookie, { product: 'FEDERAL', fullName: 'Jordan Rivers', agreed })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toEqual({
        agreed: 'Please tick the box to accept the service agreement',
      })
    }
    const badProduct = await sign(t, cookie, { product: 'GOLD', fullName: 'Jordan Rivers', agreed: true })
    expect(badProduct.json().error.fields).toEqual({ product: 'The selected product is not available.' })
    expect(await t.db.db.$count(agreementSignatures)).toBe(before)
  })

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agreements',
      headers: { origin: TEST_ORIGIN },
      payload: { product: 'FEDERAL', fullName: 'Jordan Rivers', agreed: true },
    })
    expect(res.statusCode).toBe(401)
  })

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const { cookie } = await t.signUp()
    const res = await sign(
      t,
      cookie,
      { product: 'STATE', fullName: 'Jordan Rivers', agreed: true },
      { 'x-forwarded-for': '192.0.2.77' },
    )
    expect((await signatureRow(res.json().signatureId)).ipAddress).toBe('203.0.113.45')
  })
})

describe('POST /api/agreements behind a trusted proxy (TRUST_PROXY=true)', () => {
  let proxied: TestApp
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: 'true' })
  })
  afterAll(() => proxied.close())

  it("records the client's address from X-Forwarded-For", async () => {
    const { cookie } = await proxied.signUp()
    const res = await sign(
      proxied,
      cookie,
      { product: 'FEDERAL', fullName: 'Jordan Rivers', agreed: true },
      { 'x-forwarded-for': '192.0.2.77' },
    )
    expect(res.statusCode).toBe(201)
    const [row] = await proxied.db.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.id, res.json().signatureId))
    expect(row?.ipAddress).toBe('192.0.2.77')
  })
})

describe('signing the same agreement again (finding 10)', () => {
  it('returns the first signature and its PDF, and stores one signed agreement', async () => {
    const { cookie } = await t.signUp()
    const caseId = await openCase(cookie)
    const payload = { product: 'FEDERAL', caseId, fullName: 'Jordan Rivers', agreed: true, idBypass: true }
    const first = await sign(t, cookie, payload)
    const second = await sign(t, cookie, payload)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual(first.json())
    expect(await t.db.db.$count(agreementSignatures, eq(agreementSignatures.caseId, caseId))).toBe(1)
    expect(await t.db.db.$count(documents, eq(documents.caseId, caseId))).toBe(1)

    // Another text (the ID fee dropped) is another agreement: that one is signed anew.
    const withoutFee = await sign(t, cookie, { ...payload, idBypass: false })
    expect(withoutFee.json().signatureId).not.toBe(first.json().signatureId)
    expect(await t.db.db.$count(agreementSignatures, eq(agreementSignatures.caseId, caseId))).toBe(2)
  })

  it('tells checkout that the text as it reads today is already signed, for that case only', async () => {
    const { cookie } = await t.signUp()
    const caseId = await openCase(cookie)
    const otherCase = await openCase(cookie)
    const url = (query: string) => `/api/agreements/current?product=FEDERAL&idBypass=true&${query}`
    const before = await t.injectAs(cookie, { method: 'GET', url: url(`caseId=${caseId}`) })
    expect(before.json()).toEqual({ signature: null })
    const signed = await sign(t, cookie, {
      product: 'FEDERAL',
      caseId,
      fullName: 'Jordan Rivers',
      agreed: true,
      idBypass: true,
    })
    const after = await t.injectAs(cookie, { method: 'GET', url: url(`caseId=${caseId}`) })
    expect(after.json()).toEqual({ signature: signed.json() })
    expect(after.json().signature.fullName).toBe('Jordan Rivers')
    const elsewhere = await t.injectAs(cookie, { method: 'GET', url: url(`caseId=${otherCase}`) })
    expect(elsewhere.json()).toEqual({ signature: null })
    const stranger = await t.signUp()
    const foreign = await t.injectAs(stranger.cookie, { method: 'GET', url: url(`caseId=${caseId}`) })
    expect(foreign.statusCode).toBe(404)
  })
})
