import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditEntries, settings as settingsTable } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { ContentFiguresSchema } from '#shared/content/figures.ts'
import {
  AdminSettingsSchema,
  PRODUCT_CHANGED_ACTION,
  PRODUCT_PRICE_MESSAGES,
  SETTING_CHANGED_ACTION,
  SettingsChangeResultSchema,
  SettingsPreviewSchema,
} from '#shared/contracts/settings.contract.ts'
import { ADMIN_ONLY_MESSAGE } from '#shared/domain/access.ts'
import {
  DEADLINE_MESSAGE,
  INACTIVITY_WARNING_MESSAGE,
  PHONE_MESSAGE,
  SETTING_FIELDS,
  SETTING_KEYS,
  TIME_ZONE_MESSAGE,
} from '#shared/domain/settings.ts'
import { SUPPORT_HOURS_MESSAGES } from '#shared/domain/support-hours.ts'
import { RESTORATION_ALWAYS_OFFERED } from './settings.changes.ts'

let t: TestApp
let admin: { cookie: string; email: string }
let adminId: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.createAdmin()
  const me = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/auth/user' })
  adminId = (me.json() as { id: string }).id
})
afterAll(() => t.close())

const asAdmin = (options: InjectOptions) => t.injectAs(admin.cookie, options)
const patchSettings = (payload: unknown) =>
  asAdmin({ method: 'PATCH', url: '/api/admin/settings', payload: payload as object })
const patchProduct = (code: string, payload: unknown) =>
  asAdmin({ method: 'PATCH', url: `/api/admin/products/${code}`, payload: payload as object })

async function settingsAuditEntries() {
  return t.db.db
    .select()
    .from(auditEntries)
    .where(inArray(auditEntries.action, [SETTING_CHANGED_ACTION, PRODUCT_CHANGED_ACTION]))
}

async function storedSettings() {
  return t.app.services.settings.getSettings()
}

const ENDPOINTS = [
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PATCH', url: '/api/admin/settings', payload: { depositPercent: 30 } },
  { method: 'PATCH', url: '/api/admin/products/FEDERAL', payload: { priceCents: 100_00 } },
  { method: 'POST', url: '/api/admin/settings/preview', payload: { depositPercent: 30 } },
] as const

describe('the settings editor endpoints are for admins only', () => {
  it.each(ENDPOINTS)(
    '$method $url answers 401 when signed out and 403 to a customer, changing nothing',
    async (endpoint) => {
      const before = await settingsAuditEntries()
      const signedOut = await t.app.inject({ ...endpoint, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode).toBe(401)
      const { cookie } = await t.signUp()
      const customer = await t.injectAs(cookie, endpoint)
      expect(customer.statusCode).toBe(403)
      expect(customer.json().error.message).toBe(ADMIN_ONLY_MESSAGE)
      expect(await settingsAuditEntries()).toHaveLength(before.length)
      expect((await storedSettings()).depositPercent).toBe(20)
    },
  )
})

describe('GET /api/admin/settings', () => {
  it('gives every setting and every catalog product with the labels and sections of the editor', async () => {
    const res = await asAdmin({ method: 'GET', url: '/api/admin/settings' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const editor = AdminSettingsSchema.parse(res.json())
    expect(Object.keys(editor.settings).sort()).toEqual([...SETTING_KEYS].sort())
    expect(editor.fields.map((field) => field.key)).toEqual(Object.keys(SETTING_FIELDS))
    expect(editor.groups.map((group) => group.label)).toEqual([
      'Company',
      'Prices & catalog',
      'Payments & deposit',
      'Affiliates & payouts',
      'Monster Level & fast start',
      'Deadline banner',
      'Federal relief',
    ])
    for (const field of editor.fields) expect(editor.groups.map((g) => g.id)).toContain(field.group)
    expect(editor.products.map((p) => [p.code, p.priceCents])).toEqual([
      ['STATE', 2_599_00],
      ['FEDERAL', 2_999_00],
      ['BUNDLE', 4_999_00],
      ['CREDIT_BASIC', 497_00],
      ['CREDIT_VIP', 1_497_00],
      ['CREDIT_AI', 997_00],
    ])
    // The seeded support hours are the specification's, in the business time zone.
    expect(editor.settings.supportHours?.[1]).toEqual({ opensAt: '08:00', closesAt: '20:00' })
    expect(editor.settings.supportHours?.[0]).toBeNull()
  })
})

describe('PATCH /api/admin/settings refuses bad values with the field message and writes nothing', () => {
  it.each([
    [{ depositPercent: 0 }, 'depositPercent', 'Deposit must be between 1 and 100%'],
    [{ depositPercent: 20.5 }, 'depositPercent', 'Deposit must be a whole number'],
    [{ payoutTimeZone: 'Mars/Base' }, 'payoutTimeZone', TIME_ZONE_MESSAGE],
    [{ payoutTimeZone: 'EST' }, 'payoutTimeZone', TIME_ZONE_MESSAGE],
    [{ deadlineAt: 'next Tuesday' }, 'deadlineAt', DEADLINE_MESSAGE],
    [{ supportPhone: 'call the office' }, 'supportPhone', PHONE_MESSAGE],
    [{ supportEmail: 'nobody' }, 'supportEmail', 'Invalid email address'],
    [{ companyName: '  ' }, 'companyName', 'Company name is required'],
    [{ fastStartDays: 0 }, 'fastStartDays', 'Fast-start days must be between 1 and 365'],
    [{ minimumPayoutCents: -100 }, 'minimumPayoutCents', 'Minimum payout cannot be negative'],
    [{ payoutTime: '25:00' }, 'payoutTime', 'Enter the payout time as HH:MM, e.g. 05:00'],
    [{ monsterLevelOverrideBps: [] }, 'monsterLevelOverrideBps', 'Enter at least one override rate'],
    [
      { supportHours: [null, { opensAt: '18:00', closesAt: '09:00' }, null, null, null, null, null] },
      'supportHours.1.closesAt',
      SUPPORT_HOURS_MESSAGES.order,
    ],
    [{ affiliateInactivityWarningDays: 30 }, 'affiliateInactivityWarningDays', INACTIVITY_WARNING_MESSAGE],
    [{ products: { FEDERAL: { isActive: false } } }, 'products.FEDERAL.isActive', RESTORATION_ALWAYS_OFFERED],
    [
      { products: { FEDERAL: { priceCents: 0 } } },
      'products.FEDERAL.priceCents',
      PRODUCT_PRICE_MESSAGES.range,
    ],
    [
      { products: { NOPE: { priceCents: 100_00 } } },
      'products.NOPE',
      'There is no such product in the catalog',
    ],
  ] as const)('%j', async (payload, field, message) => {
    const before = await storedSettings()
    const audited = (await settingsAuditEntries()).length
    // A valid value beside the bad one is not saved either.
    const res = await patchSettings({ ...payload, easyPaymentsMonths: 10 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_failed')
    expect(res.json().error.fields[field]).toBe(message)
    expect(await storedSettings()).toEqual(before)
    expect(await settingsAuditEntries()).toHaveLength(audited)
    const catalog = await t.app.services.settings.listProducts()
    expect(catalog.find((p) => p.code === 'FEDERAL')?.priceCents).toBe(2_999_00)
  })

  it('refuses a key that is not a setting', async () => {
    const res = await patchSettings({ depositPercentage: 30 })
    expect(res.statusCode).toBe(400)
  })
})

describe('a change is saved at once and audited', () => {
  beforeEach(async () => {
    // Each test starts from the seeded values (written directly: not a change anyone made).
    await t.db.db.delete(auditEntries)
  })

  it('writes one audit entry per changed value with who, before and after, and nothing for unchanged values', async () => {
    const res = await patchSettings({
      depositPercent: 25,
      supportPhone: '+1 (304) 555-0199',
      easyPaymentsMonths: 12,
    })
    expect(res.statusCode).toBe(200)
    const result = SettingsChangeResultSchema.parse(res.json())
    expect(result.changed.sort()).toEqual(['depositPercent', 'supportPhone'])
    expect(result.editor.settings.depositPercent).toBe(25)

    const entries = await settingsAuditEntries()
    expect(entries).toHaveLength(2)
    for (const entry of entries) {
      expect(entry).toMatchObject({
        caseId: null,
        actor: 'ADMIN',
        actorUserId: adminId,
        action: SETTING_CHANGED_ACTION,
      })
    }
    expect(entries.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        { key: 'depositPercent', before: 20, after: 25 },
        { key: 'supportPhone', before: null, after: '+1 (304) 555-0199' },
      ]),
    )
    expect(result.editor.changes.depositPercent?.by).toBe('Ada Admin')
    expect(result.editor.lastChange?.by).toBe('Ada Admin')

    // The same values again change nothing and write nothing.
    const again = SettingsChangeResultSchema.parse(
      (await patchSettings({ depositPercent: 25, supportPhone: '+1 (304) 555-0199' })).json(),
    )
    expect(again.changed).toEqual([])
    expect(await settingsAuditEntries()).toHaveLength(2)

    // The public site shows the phone and the new deposit on its next request.
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings/public' })
    expect(pub.headers['cache-control']).toBe('no-cache')
    expect(pub.json().company.supportPhone).toBe('+1 (304) 555-0199')
    expect(pub.json().company.hours).toBe('Mon-Fri 8am-8pm, Sat 9am-5pm Eastern Time; Sun closed')
    const figures = ContentFiguresSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/content/figures' })).json(),
    )
    expect(figures.depositPercent).toBe(25)

    await patchSettings({ depositPercent: 20, supportPhone: null })
  })

  it('a price change shows at once in the pricing figures, the checkout summary and the agreement, audited', async () => {
    const customer = await t.signUp()
    const res = await patchProduct('FEDERAL', { priceCents: 3_111_00 })
    expect(res.statusCode).toBe(200)
    expect(SettingsChangeResultSchema.parse(res.json()).changed).toEqual(['products.FEDERAL.priceCents'])

    const figures = ContentFiguresSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/content/figures' })).json(),
    )
    expect(figures.packages.federal.priceCents).toBe(3_111_00)
    expect(figures.bundleSavingsCents).toBe(3_111_00 + 2_599_00 - 4_999_00)

    const summary = await t.injectAs(customer.cookie, {
      method: 'GET',
      url: '/api/checkout/summary?product=FEDERAL',
    })
    expect(summary.statusCode).toBe(200)
    expect(summary.json()).toMatchObject({
      priceCents: 3_111_00,
      depositCents: 622_20,
      monthlyEstimateCents: 259_25,
    })

    const agreement = await t.injectAs(customer.cookie, {
      method: 'GET',
      url: '/api/agreement?product=FEDERAL',
    })
    expect(agreement.statusCode).toBe(200)
    expect(agreement.json().text).toContain('Package price: $3,111.00')

    const [entry] = await settingsAuditEntries()
    expect(entry).toMatchObject({
      action: PRODUCT_CHANGED_ACTION,
      actor: 'ADMIN',
      actorUserId: adminId,
      detail: {
        key: 'products.FEDERAL.priceCents',
        code: 'FEDERAL',
        field: 'priceCents',
        before: 2_999_00,
        after: 3_111_00,
      },
    })

    const unknown = await patchProduct('NOPE', { priceCents: 100_00 })
    expect(unknown.statusCode).toBe(404)
    await patchProduct('FEDERAL', { priceCents: 2_999_00 })
  })

  it('switches standalone credit repair off and on; the pages leave it out meanwhile', async () => {
    const off = await patchSettings({
      products: { CREDIT_AI: { isActive: false, name: 'AI Credit Repair Plus' } },
    })
    expect(SettingsChangeResultSchema.parse(off.json()).changed.sort()).toEqual([
      'products.CREDIT_AI.isActive',
      'products.CREDIT_AI.name',
    ])
    const figures = ContentFiguresSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/content/figures' })).json(),
    )
    expect(figures.packages.aiCredit).toBeNull()
    const editor = AdminSettingsSchema.parse(
      (await asAdmin({ method: 'GET', url: '/api/admin/settings' })).json(),
    )
    expect(editor.products.find((p) => p.code === 'CREDIT_AI')).toMatchObject({ isActive: false })
    await patchSettings({ products: { CREDIT_AI: { isActive: true, name: 'AI Credit Repair' } } })
    expect(await settingsAuditEntries()).toHaveLength(4)
  })

  it('opening or closing affiliate sign-ups from the affiliate screen is audited as a setting change', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/affiliates/program',
      payload: { affiliatesPublic: false },
    })
    expect(res.statusCode, res.body).toBe(200)
    const [entry] = await settingsAuditEntries()
    expect(entry).toMatchObject({
      actor: 'ADMIN',
      actorUserId: adminId,
      detail: { key: 'affiliatesPublic', before: true, after: false },
    })
    await patchSettings({ affiliatesPublic: true })
  })
})

describe('POST /api/admin/settings/preview', () => {
  it('gives the figures the pages would show and each line before and after, saving nothing', async () => {
    const audited = (await settingsAuditEntries()).length
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/settings/preview',
      payload: { depositPercent: 30, products: { FEDERAL: { priceCents: 3_000_00 } } },
    })
    expect(res.statusCode).toBe(200)
    const preview = SettingsPreviewSchema.parse(res.json())
    expect(preview.figures.packages.federal.priceCents).toBe(3_000_00)
    expect(preview.figures.federalDepositCents).toBe(900_00)
    const changed = Object.fromEntries(preview.lines.filter((l) => l.isChanged).map((l) => [l.id, l]))
    expect(changed.federal).toMatchObject({
      before: '$2,999 with verified ID, $3,149 without',
      after: '$3,000 with verified ID, $3,150 without',
    })
    expect(changed.deposit?.after).toBe('30% ($900 on Federal Restoration + VIP Credit Repair)')
    expect(changed.bundleSavings?.after).toBe('$600')
    expect(changed.company).toBeUndefined()

    expect((await storedSettings()).depositPercent).toBe(20)
    expect((await t.app.services.settings.getProduct('FEDERAL'))?.priceCents).toBe(2_999_00)
    expect(await settingsAuditEntries()).toHaveLength(audited)

    const bad = await asAdmin({
      method: 'POST',
      url: '/api/admin/settings/preview',
      payload: { depositPercent: 101 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.depositPercent).toBe('Deposit must be between 1 and 100%')
  })
})

describe('seeding', () => {
  it('adds a setting that is missing (a database from before it existed) and keeps edited ones', async () => {
    await patchSettings({ companyName: 'Edited Name' })
    await t.db.db.delete(settingsTable).where(eq(settingsTable.key, 'supportHours'))
    expect(await t.app.services.settings.ensureDefaults()).toBe(false)
    const s = await storedSettings()
    expect(s.supportHours).toEqual(t.config.supportHours)
    expect(s.companyName).toBe('Edited Name')
    await patchSettings({ companyName: t.config.company.name })
    const rows = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, SETTING_CHANGED_ACTION)))
    expect(rows.filter((row) => (row.detail as { key?: string }).key === 'companyName')).toHaveLength(2)
  })
})

// A build as `npm run build` lays it out, whose prerendering prints the federal price it was given.
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rr-settings-build-'))
  mkdirSync(path.join(dir, 'client', '.vite'), { recursive: true })
  mkdirSync(path.join(dir, 'ssr'))
  writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<html><head><!--page-head--></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), '{}')
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export async function prerender(url, data) {
  return { html: '<p>Federal ' + data.figures.packages.federal.priceCents + ' phone ' + data.settings.company.supportPhone + '</p>', state: {} }
}
export function initialState() { return {} }
export function pageModule() { return null }
`,
  )
  return dir
}

describe('prerendered pages', () => {
  let site: TestApp
  beforeAll(async () => {
    site = await buildTestApp({ BUILD_DIR: fakeBuild() })
  })
  afterAll(() => site.close())

  it('serve a price and a phone changed in the editor on the next request', async () => {
    const before = await site.app.inject({ method: 'GET', url: '/pricing' })
    expect(before.body).toContain('<p>Federal 299900 phone null</p>')
    const { cookie } = await site.createAdmin()
    const change = await site.injectAs(cookie, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { supportPhone: '304-555-0123', products: { FEDERAL: { priceCents: 3_222_00 } } },
    })
    expect(change.statusCode).toBe(200)
    const after = await site.app.inject({ method: 'GET', url: '/pricing' })
    expect(after.body).toContain('<p>Federal 322200 phone 304-555-0123</p>')
    // The head too: the pricing page's structured data quotes the catalog.
    expect(after.body).toContain('"price":"3222.00"')
  })
})
