import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['createAdmin']>>
beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.createAdmin()
})
afterAll(() => t.close())

type Entry = {
  id: string
  action: string
  actor: string
  caseId: string | null
  caseNumber: string | null
  label: string
}
const log = async (query: string) => {
  const res = await t.injectAs(admin.cookie, { method: 'GET', url: `/api/admin/audit${query}` })
  return {
    status: res.statusCode,
    body: res.json() as {
      entries: Entry[]
      nextCursor: string | null
      actions: { action: string; name: string }[]
      error?: { fields?: Record<string, string> }
    },
  }
}

describe('GET /api/admin/audit', () => {
  it('lists entries newest first in words, filtered by case, actor, action and day, and pages', async () => {
    const customer = await t.signUp()
    const created = await t.injectAs(customer.cookie, {
      method: 'POST',
      url: '/api/cases',
      payload: federalWizardInput(),
    })
    const caseId = created.json().id as string
    await t.app.services.audit.record({ caseId, actor: 'SYSTEM', action: 'REMINDER_SENT' })
    await t.app.services.audit.record({
      caseId,
      actor: 'USER',
      actorUserId: customer.user.id,
      action: 'PACKET_DOWNLOADED',
    })

    const all = await log(`?caseId=${caseId}`)
    expect(all.status).toBe(200)
    expect(all.body.entries.map((e) => e.action)).toEqual([
      'PACKET_DOWNLOADED',
      'REMINDER_SENT',
      'CASE_CREATED',
    ])
    expect(all.body.entries[0]).toMatchObject({
      label: 'Packet downloaded',
      caseNumber: caseId.slice(0, 8).toUpperCase(),
    })
    expect(all.body.actions).toEqual(
      expect.arrayContaining([{ action: 'REMINDER_SENT', name: 'Reminder sent' }]),
    )

    const bySystem = await log(`?caseId=${caseId}&actor=SYSTEM`)
    expect(bySystem.body.entries.map((e) => e.action)).toEqual(['REMINDER_SENT'])
    const byAction = await log(`?caseId=${caseId}&action=case_created`)
    expect(byAction.body.entries.map((e) => e.action)).toEqual(['CASE_CREATED'])

    const today = new Date().toISOString().slice(0, 10)
    expect((await log(`?caseId=${caseId}&from=${today}&to=${today}`)).body.entries).toHaveLength(3)
    expect((await log(`?caseId=${caseId}&to=2000-01-01`)).body.entries).toHaveLength(0)

    const first = await log(`?caseId=${caseId}&limit=2`)
    expect(first.body.entries).toHaveLength(2)
    const second = await log(`?caseId=${caseId}&limit=2&cursor=${first.body.nextCursor}`)
    expect(second.body.entries.map((e) => e.action)).toEqual(['CASE_CREATED'])
    expect(second.body.nextCursor).toBeNull()
  })

  it('words every entry: who as Staff, Customer or System, the action by name, amounts in dollars', async () => {
    await t.app.services.audit.record({
      caseId: null,
      actor: 'SYSTEM',
      action: 'PRODUCT_CHANGED',
      detail: {
        key: 'products.FEDERAL.priceCents',
        code: 'FEDERAL',
        field: 'priceCents',
        before: 299900,
        after: 319900,
      },
    })
    const res = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: '/api/admin/audit?action=PRODUCT_CHANGED',
    })
    const entry = (res.json() as { entries: (Entry & Record<string, unknown>)[] }).entries[0]
    expect(entry).toMatchObject({
      actorLabel: 'System',
      actionLabel: 'Catalog changed',
      label: 'Catalog changed: Federal Restoration price from $2,999.00 to $3,199.00',
    })
    // Stored JSON keeps its own key order: the words are compared as a set.
    expect(entry!.detailWords).toEqual(
      expect.arrayContaining([
        { key: 'key', name: 'Setting', text: 'Federal Restoration price' },
        { key: 'code', name: 'Product', text: 'Federal Restoration' },
        { key: 'field', name: 'Field', text: 'Price' },
        { key: 'before', name: 'Before', text: '$2,999.00' },
        { key: 'after', name: 'After', text: '$3,199.00' },
      ]),
    )
    // The detail as stored stays beside the words, as evidence.
    expect(entry!.detail).toEqual(expect.arrayContaining([{ key: 'before', value: '299900' }]))
  })

  it('never shows a secret kept in an entry', async () => {
    await t.app.services.audit.record({
      caseId: null,
      actor: 'ADMIN',
      action: 'SECRET_TEST',
      detail: { ssn: '123-45-6789', tinCiphertext: 'cipher', password: 'hunter2', note: 'fine' },
    })
    const res = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/audit?action=SECRET_TEST' })
    expect(res.body).toContain('fine')
    expect(res.body).not.toMatch(/123-45-6789|cipher|hunter2/)
  })

  it('refuses days in the wrong order and malformed filters with 400', async () => {
    const backwards = await log('?from=2026-02-02&to=2026-02-01')
    expect(backwards.status).toBe(400)
    expect(backwards.body.error?.fields).toHaveProperty('to')
    expect((await log('?from=yesterday')).status).toBe(400)
    expect((await log('?caseId=not-a-case')).status).toBe(400)
    expect((await log('?actor=ROBOT')).status).toBe(400)
  })
})
