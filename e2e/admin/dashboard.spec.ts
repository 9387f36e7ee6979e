import { request, type Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { AdminDashboardSchema, type AdminDashboard } from '#shared/contracts/admin-dashboard.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { buyViaApi, getJson } from '../checkout.ts'
import {
  baseURL,
  DESKTOP,
  hasHorizontalScroll,
  recordNavigations,
  recordToasts,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

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

describe('the admin dashboard', () => {
  const browser = useBrowser()

  it('shows the sign-in form signed out and the dashboard once signed in', async () => {
    const page = await browser.newPage(DESKTOP)
    await page.goto('/admin')
    const signIn = page.getByRole('heading', { level: 1, name: 'Admin sign in' })
    await signIn.waitFor()
    expect(await signIn.isVisible()).toBe(true)
    await signInAtAdmin(page)
    await page.getByRole('heading', { level: 2, name: 'Revenue by week' }).waitFor()
    const byStatus = page.getByRole('heading', { level: 2, name: 'Cases by status' })
    await byStatus.waitFor()
    expect(await byStatus.isVisible()).toBe(true)
    expect(await hasHorizontalScroll(page)).toBe(false)
  })

  it('counts the orders the test paid for, and shows the figures its API sent, to the cent', async () => {
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

    // Other spec files pay, refund and move cases on the same server meanwhile: payments received,
    // paid orders and cases only grow, so each grew by at least this test's own. The exact figures
    // of a known set of orders, statuses included, are the dashboard's route test's.
    const after = await dashboardViaApi()
    expect(after.revenue.window.receivedCents - before.revenue.window.receivedCents).toBeGreaterThanOrEqual(
      paid,
    )
    expect(
      after.revenue.weeks.at(-1)!.receivedCents - before.revenue.weeks.at(-1)!.receivedCents,
    ).toBeGreaterThanOrEqual(paid)
    expect(after.orders.window.paidCount - before.orders.window.paidCount).toBeGreaterThanOrEqual(2)
    expect(after.cases.total - before.cases.total).toBeGreaterThanOrEqual(2)

    // The page shows, to the cent, the figures of the answer it drew them from.
    const page = await browser.newPage(DESKTOP)
    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/admin/dashboard' && res.status() === 200,
    )
    await page.goto('/admin')
    await signInAtAdmin(page)
    const shown = AdminDashboardSchema.parse(await (await answer).json())
    expect(shown.orders.window.paidCount).toBeGreaterThanOrEqual(after.orders.window.paidCount)
    await summaryCard(page, 'Net revenue, last 12 weeks')
      .getByText(usd(shown.revenue.window.netCents), { exact: true })
      .waitFor()
    await summaryCard(page, 'Orders paid, last 12 weeks')
      .getByText(String(shown.orders.window.paidCount), { exact: true })
      .waitFor()
    await summaryCard(page, 'Cases').getByText(String(shown.cases.total), { exact: true }).waitFor()
    const thisWeek = page.getByRole('region', { name: 'Revenue by week, table' }).getByRole('row').last()
    await thisWeek
      .getByText(usd(shown.revenue.weeks.at(-1)!.netCents))
      .first()
      .waitFor()
    await page.locator('.recharts-wrapper').first().waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    // The cards lead to the screens where the work is done.
    expect(await summaryCard(page, 'Open conversations').getByRole('link').getAttribute('href')).toBe(
      '/inbox',
    )
    expect(await summaryCard(page, 'Cases').getByRole('link').getAttribute('href')).toBe('/admin/cases')
    expect(await summaryCard(page, 'Affiliate commissions due').getByRole('link').getAttribute('href')).toBe(
      '/affiliate-management',
    )
  })

  it('a customer at /admin is warned, sent to sign in once and shown Access Denied', async () => {
    const context = await browser.newContext(DESKTOP)
    await signInAs(context, 'customer')
    // The page's timers under the test's hand (time still flows): the check for a second trip
    // below runs them forward instead of waiting for them.
    await context.clock.install()
    const page = await context.newPage()
    const toasts = await recordToasts(page)
    const navigations = await recordNavigations(page)
    const logins: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/login') logins.push(req.url())
    })
    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor()
    await page.getByText('You need admin privileges to access this area.', { exact: true }).first().waitFor()
    await page.getByRole('link', { name: 'Return to Home' }).waitFor()
    expect(toasts.shown().map((toast) => toast.text)).toEqual([expect.stringContaining('Unauthorized')])
    // One trip to sign in, 500 ms after the toast (less what drawing it took, both by the page's
    // clock), and no second one: the page's next second of timers runs at once, and nothing starts
    // to leave the page.
    expect(logins).toHaveLength(1)
    const login = await navigations.startedTo(/\/api\/login\?/)
    expect(login.at - toasts.shown()[0]!.at).toBeGreaterThanOrEqual(300)
    await page.evaluate(() =>
      window.addEventListener('beforeunload', () =>
        document.documentElement.setAttribute('data-leaving', ''),
      ),
    )
    await page.clock.runFor(1_000)
    expect(await page.locator('html[data-leaving]').count()).toBe(0)
    expect(logins).toHaveLength(1)
    expect(new URL(page.url()).pathname).toBe('/admin')
    expect(toasts.shown()).toHaveLength(1)
  })
})
