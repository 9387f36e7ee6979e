import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, cases } from '#server/db/schema/index.ts'
import { pdfText } from '#server/modules/packet/pdf-text.test-support.ts'
import { checkoutDriver } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { PURCHASE_KIT_NOT_GRANTED_MESSAGE, purchaseKitPath } from '#shared/contracts/purchase-kit.contract.ts'

let t: TestApp
let driver: ReturnType<typeof checkoutDriver>
let admin: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp()
  driver = checkoutDriver(t)
  admin = await t.createAdmin()
})
afterAll(() => t.close())

/** pdftotext breaks lines where the PDF does: compare with whitespace runs made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

const download = (cookie: string, caseId: string) =>
  t.injectAs(cookie, { method: 'GET', url: purchaseKitPath(caseId) })

async function recordDecision(caseId: string, outcome: 'GRANTED' | 'DENIED') {
  // A test fixture: the case as if it had been filed; the decision goes through the staff route.
  await t.db.db.update(cases).set({ status: 'SUBMITTED' }).where(eq(cases.id, caseId))
  const res = await t.injectAs(admin.cookie, {
    method: 'POST',
    url: `/api/admin/cases/${caseId}/decision`,
    payload: { outcome, decidedOn: '2026-03-04' },
  })
  expect(res.statusCode).toBe(200)
}

describe('GET /api/case/:id/purchase-kit', () => {
  it('is refused before a grant, then gives the owner and staff the kit, and no one else', async () => {
    const owner = await driver.customerWithCase()
    const stranger = await driver.customerWithCase()

    const early = await download(owner.cookie, owner.caseId)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toMatchObject({ code: 'conflict', message: PURCHASE_KIT_NOT_GRANTED_MESSAGE })

    await recordDecision(owner.caseId, 'GRANTED')
    const res = await download(owner.cookie, owner.caseId)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-first-purchase-kit-.+\.pdf"$/,
    )
    expect(res.headers['cache-control']).toBe('private, no-store')
    const text = flat(await pdfText(res.rawPayload))
    for (const words of [
      'First-purchase kit',
      'for Jordan Rivers',
      'Your application was granted on March 4, 2026.',
      'Carry the order',
      'Ask for certified copies',
      // The case was filed with the court: the kit says where its copy comes from.
      'Clerk of Kanawha County Circuit Court: ask the clerk of this court for a certified copy of the order',
      'Unique Personal Identification Number (UPIN)',
      'https://www.edo.cjis.gov',
      'NICS Transaction Number (NTN)',
      'within five business days',
      '28 C.F.R. § 25.10',
      '18 U.S.C. § 925A',
      'Checklist',
      'UPIN received:',
    ]) {
      expect(text).toContain(words)
    }

    expect((await download(admin.cookie, owner.caseId)).statusCode).toBe(200)
    // Another customer learns nothing of the case, not even that it exists.
    const other = await download(stranger.cookie, owner.caseId)
    expect(other.statusCode).toBe(404)
    const downloads = await t.db.db
      .select({ actor: auditEntries.actor })
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, owner.caseId), eq(auditEntries.action, 'PURCHASE_KIT_DOWNLOADED')))
    expect(downloads.map((d) => d.actor).sort()).toEqual(['ADMIN', 'USER'])
  })

  it('is refused when the application was denied', async () => {
    const owner = await driver.customerWithCase()
    await recordDecision(owner.caseId, 'DENIED')
    const res = await download(owner.cookie, owner.caseId)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(PURCHASE_KIT_NOT_GRANTED_MESSAGE)
  })
})
