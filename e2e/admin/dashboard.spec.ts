import { randomUUID } from 'node:crypto'
import { request, type BrowserContextOptions, type Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { collectContracts, PLAIN_ROUTES } from '#server/test/contracts/collect-contracts.ts'
import { AdminDashboardSchema, type AdminDashboard } from '#shared/contracts/admin-dashboard.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { buyViaApi, getJson } from '../checkout.ts'
import {
  baseURL,
  DESKTOP,
  DEVICES,
  expectNoAxeViolations,
  hasHorizontalScroll,
  PHONE,
  recordToasts,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

const ORIGIN = { Origin: baseURL }
const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: true })

/** The dashboard as the admin's API reads it now. */
async function dashboardViaApi(): Promise<AdminDashboard> {
  const api = await request.newContext({ baseURL })
  try {
    await signInAs(api, 'admin')
    const response = await api.get('/api/admin/dashboard')
    expect(response.status()).toBe(200)
    return AdminDashboardSchema.parse(await response.json())
  } finally {
    await api.dispose()
  }
}

/** Signs the injected admin in on the form at /admin and waits for the dashboard. */
async function signInAtAdmin(page: Page) {
  const admin = inject('admin')
  await page.getByLabel('E-mail', { exact: true }).fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/admin')
}

const summaryCard = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Summary' }).getByRole('listitem').filter({ hasText: label })

describe.each(Object.entries(DEVICES))('/admin at %s width', (name, device: BrowserContextOptions) => {
  const browser = useBrowser()

  it('shows the sign-in form signed out and the dashboard once signed in, both axe-clean', async () => {
    const page = await browser.newPage(device)
    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor()
    await expectNoAxeViolations(page)
    await signInAtAdmin(page)
    await page.getByRole('heading', { level: 2, name: 'Revenue by week' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Cases by status' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expectNoAxeViolations(page)
    if (device === PHONE) await page.screenshot({ path: `/tmp/dash-admin-${name}.png`, fullPage: true })
  })
})

describe('the admin dashboard', () => {
  const browser = useBrowser()

  it('shows figures equal to the orders the test paid for, to the cent', async () => {
    const before = await dashboardViaApi()
    const amounts: number[] = []
    for (const state of ['OH', 'PA']) {
      const customerContext = await browser.newContext(DESKTOP)
      const customer = await signUpCustomer(customerContext)
      const caseId = await createCaseViaApi(customerContext, federalCaseInput({ state }))
      const orderId = await buyViaApi(customerContext, {
        product: 'FEDERAL',
        caseId,
        fullName: `${customer.firstName} ${customer.lastName}`,
      })
      amounts.push(
        (await getJson<{ amountCents: number }>(customerContext, `/api/orders/${orderId}`)).amountCents,
      )
    }
    const paid = amounts[0]! + amounts[1]!

    const after = await dashboardViaApi()
    expect(after.revenue.window.netCents).toBe(before.revenue.window.netCents + paid)
    expect(after.revenue.weeks.at(-1)!.receivedCents).toBe(before.revenue.weeks.at(-1)!.receivedCents + paid)
    expect(after.orders.window.paidCount).toBe(before.orders.window.paidCount + 2)
    expect(after.cases.total).toBe(before.cases.total + 2)
    const docsPending = (d: AdminDashboard) =>
      d.cases.byStatus.find((row) => row.status === 'DOCS_PENDING')!.count
    expect(docsPending(after)).toBe(docsPending(before) + 2)

    const page = await browser.newPage(DESKTOP)
    await page.goto('/admin')
    await signInAtAdmin(page)
    await summaryCard(page, 'Net revenue, last 12 weeks')
      .getByText(usd(after.revenue.window.netCents), { exact: true })
      .waitFor()
    await summaryCard(page, 'Orders paid, last 12 weeks')
      .getByText(String(after.orders.window.paidCount), { exact: true })
      .waitFor()
    await summaryCard(page, 'Cases').getByText(String(after.cases.total), { exact: true }).waitFor()
    const thisWeek = page.getByRole('region', { name: 'Revenue by week, table' }).getByRole('row').last()
    await thisWeek
      .getByText(usd(after.revenue.weeks.at(-1)!.netCents))
      .first()
      .waitFor()
    // With figures and charts, at phone width too: nothing wider than the screen.
    await page.setViewportSize({ width: PHONE.viewport!.width, height: PHONE.viewport!.height })
    await page.locator('.recharts-wrapper').first().waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: '/tmp/dash-admin-figures-phone.png', fullPage: true })
    // The cards lead to the screens where the work is done.
    expect(await summaryCard(page, 'Open conversations').getByRole('link').getAttribute('href')).toBe(
      '/inbox',
    )
    expect(await summaryCard(page, 'Cases').getByRole('link').getAttribute('href')).toBe('/admin/cases')
    expect(await summaryCard(page, 'Affiliate commissions due').getByRole('link').getAttribute('href')).toBe(
      '/affiliate-management',
    )
  })

  it('a customer at /admin is warned, sent to sign in and shown Access Denied, and every admin API answers 403', async () => {
    const context = await browser.newContext(DESKTOP)
    await signInAs(context, 'customer')
    const page = await context.newPage()
    const toasts = await recordToasts(page)
    const logins: number[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/login') logins.push(Date.now())
    })
    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor()
    await page.getByText('You need admin privileges to access this area.', { exact: true }).first().waitFor()
    await page.getByRole('link', { name: 'Return to Home' }).waitFor()
    expect(toasts.shown().map((toast) => toast.text)).toEqual([expect.stringContaining('Unauthorized')])
    // One trip to sign in, at least 500 ms after the toast, and no second one.
    expect(logins).toHaveLength(1)
    expect(logins[0]! - toasts.shown()[0]!.at).toBeGreaterThanOrEqual(400)
    await page.waitForTimeout(1_000)
    expect(logins).toHaveLength(1)
    expect(new URL(page.url()).pathname).toBe('/admin')
    await expectNoAxeViolations(page)

    const adminRoutes = [
      ...(await collectContracts()).filter(({ entry }) => entry.access === 'admin').map(({ entry }) => entry),
      ...PLAIN_ROUTES.filter((route) => route.access === 'admin'),
    ]
    expect(adminRoutes.length).toBeGreaterThan(30)
    const answers: string[] = []
    for (const route of adminRoutes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, () => randomUUID())
      const response = await context.request.fetch(path, {
        method: route.method,
        headers: ORIGIN,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { data: {} }),
      })
      answers.push(`${route.method} ${route.path} ${response.status()}`)
    }
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([])
  })
})
