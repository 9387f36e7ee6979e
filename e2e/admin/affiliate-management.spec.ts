import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openAsAdmin } from '../admin-session.ts'
import {
  baseURL,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  notifications,
  PHONE,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'

const ORIGIN = { Origin: baseURL }
const PAGE = '/affiliate-management'

/** A new customer who joins the affiliate program through the API; returns their affiliate code. */
async function createAffiliate(context: BrowserContext): Promise<string> {
  const customer = await signUpCustomer(context)
  const response = await context.request.post('/api/affiliate/signup', {
    data: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
  const { affiliate } = (await response.json()) as { affiliate: { code: string } }
  return affiliate.code
}

/** A page signed in as the injected admin, on the affiliate management screen. */
const openScreen = (browser: ReturnType<typeof useBrowser>) =>
  openAsAdmin(browser, DESKTOP, PAGE, 'Affiliate management')

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

async function expectToast(page: Page, title: string) {
  await notifications(page).getByText(title, { exact: true }).waitFor()
}

type ManagementRow = { code: string; status: string; pendingPayout: { availableAmount: number } }

async function managementRow(context: BrowserContext, code: string): Promise<ManagementRow | undefined> {
  const response = await context.request.get('/api/affiliates/management')
  expect(response.status()).toBe(200)
  return ((await response.json()) as ManagementRow[]).find((row) => row.code === code)
}

describe('affiliate management', () => {
  const browser = useBrowser()

  it('shows the system status, policy, affiliates and payouts, and Run Payouts reports its result', async () => {
    const code = await createAffiliate(await browser.newContext(DESKTOP))
    const { page, context } = await openScreen(browser)

    const status = region(page, 'System status')
    await status.getByText(/^(Stripe Connect|Sandbox payouts)$/).waitFor()
    await status.getByText('Hold period').waitFor()
    await status.getByRole('heading', { name: 'Scheduled tasks' }).waitFor()
    const cron = (await (await context.request.get('/api/cron/status')).json()) as {
      timeZone: string
      holdDays: number
      tasks: { label: string }[]
      testClockDays: number | null
    }
    await status.getByText(`${cron.holdDays} days`, { exact: true }).waitFor()
    await page.getByText(`Times are shown in ${cron.timeZone}.`).waitFor()
    for (const task of cron.tasks) await status.getByRole('heading', { name: task.label }).waitFor()
    await region(page, 'Payout policy').locator('p').first().waitFor()
    expect(await region(page, 'Test clock').count()).toBe(cron.testClockDays === null ? 0 : 1)

    const affiliates = region(page, 'Affiliates')
    await affiliates.getByText(code, { exact: true }).filter({ visible: true }).first().waitFor()
    await affiliates.getByText('Not Connected').filter({ visible: true }).first().waitFor()
    await page.getByRole('button', { name: `Deactivate ${code}` }).waitFor()
    // The payouts table, or the empty note of a fresh database.
    await region(page, 'Recent payouts').locator('table, ul, p').filter({ visible: true }).first().waitFor()
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Affiliates' })
      .waitFor()
    const report = page.getByRole('link', { name: /^Download 1099-NEC \(\d{4}\)$/ })
    expect(await report.getAttribute('href')).toMatch(/^\/api\/admin\/affiliates\/1099\.csv\?year=\d{4}$/)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // Run Payouts asks first, then shows what the run did.
    await page.getByRole('button', { name: 'Run Payouts' }).click()
    const confirm = dialog(page, 'Run payouts now?')
    await confirm.waitFor()
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Pay now' }).click()
    await expectToast(page, 'Payouts run')
    const run = region(page, 'Run payouts')
    for (const term of ['Processed', 'Failed', 'Total']) await run.getByText(term, { exact: true }).waitFor()
    await run.getByText(/^\$[\d,]+\.\d\d$/).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    // The run's result at phone width too: it takes a run of every payout due to reach, so it is
    // looked at here rather than in the layout spec.
    await page.setViewportSize(PHONE.viewport!)
    await run.getByText('Processed', { exact: true }).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
  })

  it('an admin deactivates and reactivates an affiliate with a reason, and credits their balance', async () => {
    const code = await createAffiliate(await browser.newContext(DESKTOP))
    const { page, context } = await openScreen(browser)

    await page.getByRole('button', { name: `Deactivate ${code}` }).click()
    const deactivate = dialog(page, `Deactivate ${code}`)
    await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click()
    await deactivate.getByText('Please give a reason.').waitFor()
    await expectNoAxeViolations(page)
    await deactivate.getByLabel('Reason').fill('Posted the link on a coupon site against the guidelines.')
    await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click()
    await expectToast(page, 'Affiliate deactivated')
    expect((await managementRow(context, code))?.status).toBe('DEACTIVATED')
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${code}`) }) })
    await row.getByText('Deactivated', { exact: true }).waitFor()

    await page.getByRole('button', { name: `Reactivate ${code}` }).click()
    const reactivate = dialog(page, `Reactivate ${code}`)
    await reactivate.getByLabel('Reason').fill('Removed the coupon posts; back in good standing.')
    await reactivate.getByRole('button', { name: 'Reactivate', exact: true }).click()
    await expectToast(page, 'Affiliate reactivated')
    await row.getByText('Active', { exact: true }).waitFor()
    expect((await managementRow(context, code))?.status).toBe('ACTIVE')

    await page.getByRole('button', { name: `Adjust balance of ${code}` }).click()
    const adjust = dialog(page, `Adjust balance of ${code}`)
    await adjust.getByLabel('Amount in dollars').fill('abc')
    await adjust.getByLabel('Reason').fill('Bonus for the launch video.')
    await adjust.getByRole('button', { name: 'Adjust balance' }).click()
    await adjust.getByText('Enter an amount in dollars, such as 25 or 25.50.').waitFor()
    await adjust.getByLabel('Amount in dollars').fill('25.50')
    await adjust.getByLabel('Credit (add)').check()
    await adjust.getByRole('button', { name: 'Adjust balance' }).click()
    await expectToast(page, 'Balance adjusted')
    await row.getByText('$25.50', { exact: true }).waitFor()
    expect((await managementRow(context, code))?.pendingPayout.availableAmount).toBe(2550)
  })

  it('the program switch turned off shows the launch list on /affiliate, and on again takes sign-ups', async () => {
    const { page, context } = await openScreen(browser)
    const signUps = page.getByRole('switch', { name: 'Affiliate sign-ups open' })
    await signUps.waitFor()
    expect(await signUps.getAttribute('aria-checked')).toBe('true')
    const visitor = await browser.newPage(DESKTOP)
    try {
      await signUps.click()
      await expectToast(page, 'Sign-ups closed')
      expect(await signUps.getAttribute('aria-checked')).toBe('false')
      await visitor.goto('/affiliate')
      await visitor.getByRole('heading', { name: 'Affiliate Program Coming Soon' }).waitFor()

      await signUps.click()
      await expectToast(page, 'Sign-ups opened')
      expect(await signUps.getAttribute('aria-checked')).toBe('true')
      await visitor.goto('/affiliate')
      await visitor.getByRole('heading', { level: 1 }).waitFor()
      expect(await visitor.getByText('Affiliate Program Coming Soon').count()).toBe(0)
    } finally {
      const restored = await context.request.post('/api/admin/affiliates/program', {
        data: { affiliatesPublic: true },
        headers: ORIGIN,
      })
      expect(restored.status()).toBe(200)
    }
  })

  it('a signed-out visit signs in on the admin form and comes back to the page', async () => {
    const page = await browser.newPage(DESKTOP)
    await page.goto(PAGE)
    await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('returnTo') === PAGE)
    const admin = inject('admin')
    await page.getByLabel('E-mail', { exact: true }).fill(admin.email)
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === PAGE)
    const heading = page.getByRole('heading', { level: 1, name: 'Affiliate management' })
    await heading.waitFor()
    expect(await heading.isVisible()).toBe(true)
    expect(new URL(page.url()).searchParams.get('returnTo')).toBeNull()
  })

  it('a signed-in customer sees Access Denied and none of the affiliates', async () => {
    const context = await browser.newContext(DESKTOP)
    await signInAs(context, 'customer')
    const page = await context.newPage()
    let listed = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/affiliates/management')) listed += 1
    })
    await page.goto(PAGE)
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor()
    await page.getByRole('link', { name: 'Return to Home' }).waitFor()
    expect(listed).toBe(0)
    expect((await context.request.get('/api/affiliates/management')).status()).toBe(403)
  })
})
