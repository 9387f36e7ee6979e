import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, cases, documents, fingerprints } from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { packetPath, PACKET_NOT_PAID_MESSAGE } from '#shared/contracts/packet.contract.ts'
import { caseFulfilment, type CaseAnswers, type FulfilmentCase } from '#shared/domain/fulfilment/index.ts'
import { checkoutDriver, type Customer } from '../orders/orders.test-support.ts'
import { pdfText } from './pdf-text.test-support.ts'

let t: TestApp
let d: ReturnType<typeof checkoutDriver>
beforeAll(async () => {
  t = await buildTestApp()
  d = checkoutDriver(t)
})
afterAll(() => t.close())

/** pdftotext breaks lines where the PDF does: compare with whitespace runs made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

async function paidCustomer(plan: 'FULL' | 'DEPOSIT' = 'FULL'): Promise<Customer & { orderId: string }> {
  const c = await d.customerWithCase()
  const session = (await d.checkout(c, plan)).json()
  const confirmed = await d.confirm(c, session.clientSecret)
  expect(confirmed.json().status).toBe('succeeded')
  return { ...c, orderId: session.orderId as string }
}

async function fulfilmentCaseOf(caseId: string): Promise<FulfilmentCase> {
  const [row] = await t.db.db.select().from(cases).where(eq(cases.id, caseId))
  if (!row) throw new Error('no such case')
  return {
    packageCode: row.packageCode,
    stateCode: row.stateCode,
    convictionType: row.convictionType,
    eligibility: row.eligibility as FulfilmentCase['eligibility'],
    answers: { wizard: row.wizard, ...(row.answers as object) } as CaseAnswers,
  }
}

function download(cookie: string, caseId: string) {
  return t.injectAs(cookie, { method: 'GET', url: packetPath(caseId) })
}

async function packetAudits(caseId: string) {
  return t.db.db
    .select({ actor: auditEntries.actor, actorUserId: auditEntries.actorUserId })
    .from(auditEntries)
    .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'PACKET_DOWNLOADED')))
}

describe('GET /api/case/:id/packet', () => {
  it('gives a paid case its packet: the cover letter, the form values, the checklist and the signed agreement', async () => {
    const c = await paidCustomer()
    const { authorities, requirements } = caseFulfilment(await fulfilmentCaseOf(c.caseId))
    const documentRequirements = requirements.filter((r) => r.metBy === 'DOCUMENT')
    const received = documentRequirements[0]!
    // A document the customer sent for the first requirement, and a readable fingerprint file.
    await t.db.db.insert(documents).values({
      caseId: c.caseId,
      userId: c.userId,
      kind: received.code,
      requirementCode: received.code,
      filename: 'judgment.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      storageKey: `cases/${c.caseId}/packet-test-judgment.pdf`,
    })
    await t.db.db.insert(fingerprints).values({
      caseId: c.caseId,
      type: 'FD258_CARD',
      source: 'CASE_PAGE',
      capturedAt: new Date(),
      valid: true,
      issues: [],
      filename: 'card.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      sha256: '1'.repeat(64),
      storageKey: `cases/${c.caseId}/fingerprints/packet-test-card.pdf`,
    })

    const res = await download(c.cookie, c.caseId)
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[A-Za-z0-9-]+-packet-[0-9A-F]{8}\.pdf"$/,
    )
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = flat(await pdfText(res.rawPayload))
    expect(authorities.length).toBeGreaterThan(0)
    for (const authority of authorities) expect(text).toContain(flat(`Cover letter to ${authority.name}`))
    expect(text).toContain('Dear Sir or Madam:')
    expect(text).toContain('Re: Application for')
    // Form values from the answers (federalWizardInput).
    for (const value of [
      'Jordan Rivers',
      'Kanawha County Circuit Court',
      'Possession of a controlled substance',
    ]) {
      expect(text).toContain(value)
    }
    expect(text).toContain('April 2, 1980')
    // The checklist, from the case's documents and fingerprints.
    expect(text).toContain(`${received.label}: Received`)
    for (const other of documentRequirements.slice(1)) expect(text).toContain(`${other.label}: Still needed`)
    const fingerprintLine = requirements.find((r) => r.metBy === 'FINGERPRINTS')
    if (fingerprintLine) expect(text).toContain(`${fingerprintLine.label}: Received`)
    expect(text).toContain('How and where to file')
    // The signed agreement's own pages, with its signature record.
    expect(text).toContain('SIGNATURE RECORD')
    expect(text).toContain('Casey Customer')

    const audits = await packetAudits(c.caseId)
    expect(audits).toHaveLength(1)
    expect(audits.every((a) => a.actor === 'USER' && a.actorUserId === c.userId)).toBe(true)
  })

  it('lets an admin download it (recorded as the admin), and hides it from anyone else', async () => {
    const c = await paidCustomer()
    const admin = await t.createAdmin()
    const byAdmin = await download(admin.cookie, c.caseId)
    expect(byAdmin.statusCode).toBe(200)
    const [audit] = await packetAudits(c.caseId)
    expect(audit).toMatchObject({ actor: 'ADMIN' })
    expect(audit?.actorUserId).not.toBe(c.userId)

    const other = await t.signUp()
    const refused = await download(other.cookie, c.caseId)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.message).toBe('Case not found')
    expect(refused.body).not.toContain('%PDF')

    expect((await t.app.inject({ method: 'GET', url: packetPath(c.caseId) })).statusCode).toBe(401)
    const unknown = await download(c.cookie, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    const malformed = await download(c.cookie, 'not-a-case')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.message).toBe('Case not found')
    expect(await packetAudits(c.caseId)).toHaveLength(1)
  })

  it('answers 409 until the order is paid in full: nothing paid, then a deposit, then the balance', async () => {
    const unpaid = await d.customerWithCase()
    const nothing = await download(unpaid.cookie, unpaid.caseId)
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().error).toMatchObject({ code: 'conflict', message: PACKET_NOT_PAID_MESSAGE })

    const c = await paidCustomer('DEPOSIT')
    expect(await d.orderRow(c.orderId)).toMatchObject({ status: 'DEPOSIT_PAID' })
    const deposit = await download(c.cookie, c.caseId)
    expect(deposit.statusCode).toBe(409)
    expect(deposit.json().error.message).toBe(PACKET_NOT_PAID_MESSAGE)

    const balance = await d.payBalance(c, c.orderId)
    expect(balance.statusCode).toBe(200)
    expect((await d.confirm(c, balance.json().clientSecret)).json().status).toBe('succeeded')
    expect(await d.orderRow(c.orderId)).toMatchObject({ status: 'PAID' })
    expect((await download(c.cookie, c.caseId)).statusCode).toBe(200)
    expect(await packetAudits(c.caseId)).toHaveLength(1)
  })

  it('holds the answers of the moment: a changed answer is in the next packet', async () => {
    const c = await paidCustomer()
    const before = flat(await pdfText((await download(c.cookie, c.caseId)).rawPayload))
    expect(before).toContain('12 Elm Street')

    const [row] = await t.db.db.select({ answers: cases.answers }).from(cases).where(eq(cases.id, c.caseId))
    const answers = row!.answers as { personalInfo: Record<string, string> }
    await t.db.db
      .update(cases)
      .set({
        answers: { ...answers, personalInfo: { ...answers.personalInfo, address: '99 Walnut Avenue' } },
      })
      .where(eq(cases.id, c.caseId))

    const after = flat(await pdfText((await download(c.cookie, c.caseId)).rawPayload))
    expect(after).toContain('99 Walnut Avenue')
    expect(after).not.toContain('12 Elm Street')
  })
})
