import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type {
  AffiliatePayouts,
  AffiliateProfile,
  AffiliateStats,
} from '#shared/contracts/affiliates.contract.ts'
import type { CronStatus, PayoutRunResult } from '#shared/contracts/affiliate-management.contract.ts'
import type { ClockStatus } from '#shared/contracts/clock.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import {
  addBusinessDays,
  bpsOf,
  LEDGER_ENTRY_LABELS,
  PAYOUT_ARRIVAL_BUSINESS_DAYS,
} from '#shared/domain/affiliates.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { CARDS, getJson, payWithCard, signAgreement, skipIdCheckIfAsked } from '../checkout.ts'
import {
  baseURL,
  contentFigures,
  DESKTOP,
  expectNoAxeViolations,
  newCustomer,
  openPage,
  PHONE,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { openEligibleCaseThroughWizard } from '../wizard.ts'

const ORIGIN = { Origin: baseURL }

const main = (page: Page) => page.getByRole('main')
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

async function postJson<T>(context: BrowserContext, path: string, data: unknown = {}): Promise<T> {
  const response = await context.request.post(path, { data, headers: ORIGIN })
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** The package figure of a catalog code ('FEDERAL' → figures.packages.federal). */
function packageFigure(figures: ContentFigures, packageCode: string) {
  const key = packageCode.toLowerCase()
  expect(['state', 'federal', 'bundle'], `unexpected package ${packageCode}`).toContain(key)
  return figures.packages[key as 'state' | 'federal' | 'bundle']
}

/** The value of a figure in a <dl> of tiles or terms, by its term (a string matches it exactly). */
function termValue(scope: Locator, page: Page, term: string | RegExp) {
  const dt =
    typeof term === 'string'
      ? page.locator('dt').getByText(term, { exact: true })
      : page.locator('dt', { hasText: term })
  return scope.locator('dl > div').filter({ has: dt }).locator('dd')
}

/** Opens the affiliate's dashboard on `tab` and waits for the state after the loading shell. */
async function openDashboard(page: Page, tab: 'performance' | 'payouts') {
  await openPage(page, `/affiliate?tab=${tab}`)
  await page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'detached' })
  await main(page)
    .getByRole('tablist', { name: 'Affiliate dashboard' })
    .getByRole('tab', { name: tab === 'performance' ? 'Performance' : 'Payouts', selected: true })
    .waitFor()
}

/** The Performance tab's figure with the label `label`, once it has loaded. */
async function statTile(page: Page, label: string): Promise<string> {
  const value = termValue(main(page), page, label)
  await value.waitFor()
  await expect.poll(() => value.textContent()).not.toMatch(/Loading/)
  return (await value.textContent())?.trim() ?? ''
}

/** A date as the dashboard prints it, in the business time zone: 'Mar 6, 2026'. */
function dateIn(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium' }).format(new Date(at))
}

describe('a referral earns its affiliate a commission that is held, then paid out', () => {
  const browser = useBrowser()

  it('click → sign-up → paid order → pending commission → hold ends → Run Payouts → Paid with its arrival date', async () => {
    const figures = await contentFigures()

    // 1. The affiliate joins, files a W-9 and sets up the sandbox bank account, through the API.
    const affiliateContext = await browser.newContext(DESKTOP)
    const affiliate = await signUpCustomer(affiliateContext, {
      ...newCustomer(),
      firstName: 'Casey',
      lastName: 'Referrer',
    })
    const affiliateName = `${affiliate.firstName} ${affiliate.lastName}`
    const { code } = (
      await postJson<{ affiliate: { code: string } }>(affiliateContext, '/api/affiliate/signup', {
        name: affiliateName,
        email: affiliate.email,
      })
    ).affiliate
    await postJson(affiliateContext, '/api/affiliate/w9', {
      legalName: affiliateName,
      tinType: 'SSN',
      tin: '123-45-6789',
      address: '100 Capitol St, Charleston, WV 25301',
      certified: true,
    })
    await postJson(affiliateContext, '/api/affiliate/payout-account')
    const profile = await postJson<AffiliateProfile>(
      affiliateContext,
      '/api/affiliate/payout-account/sandbox',
      {
        accountHolderName: affiliateName,
        routingNumber: '011000015',
        accountNumber: '0001234567',
      },
    )
    expect(profile.w9.isOnFile).toBe(true)
    expect(profile.payoutAccount?.status).toBe('READY')

    // 2. A visitor follows the short link, signs up, checks eligibility and pays by card.
    const visitorContext = await browser.newContext(DESKTOP)
    const visitorPage = await visitorContext.newPage()
    await openPage(visitorPage, `/r/${code}`)
    expect(new URL(visitorPage.url()).pathname).toBe('/')
    expect(new URL(visitorPage.url()).search).toBe('')
    const referralCookie = (await visitorContext.cookies()).find((cookie) => cookie.name === 'rr_ref')
    expect(referralCookie?.value).toMatch(new RegExp(`^${code}\\.\\d+$`))
    const visitor = await signUpCustomer(visitorContext)

    const caseId = await openEligibleCaseThroughWizard(visitorPage)
    const { packageCode } = await getJson<{ packageCode: string }>(visitorContext, `/api/case/${caseId}`)
    const pkg = packageFigure(figures, packageCode)
    await visitorPage.getByRole('link', { name: 'Pay for your package' }).click()
    await visitorPage.waitForURL(
      (url) => url.pathname === '/checkout' && url.searchParams.get('case') === caseId,
    )
    // Without an ID check the manual ID fee is added: the commission is on the package price only.
    await skipIdCheckIfAsked(visitorPage)
    const summary = visitorPage.getByRole('region', { name: 'Order summary' })
    await summary.waitFor()
    expect(await termValue(summary, visitorPage, 'Package price').textContent()).toBe(
      formatUsd(pkg.priceCents),
    )
    expect(await termValue(summary, visitorPage, /^Manual ID processing fee/).textContent()).toBe(
      formatUsd(figures.idVerificationFeeCents),
    )
    await signAgreement(visitorPage, `${visitor.firstName} ${visitor.lastName}`)
    await payWithCard(visitorPage, CARDS.approved)
    await notifications(visitorPage).getByText('Payment Successful', { exact: true }).waitFor()
    await visitorPage.waitForURL((url) => url.pathname === `/case/${caseId}`)
    await visitorPage
      .getByRole('region', { name: 'Payment', exact: true })
      .getByText('Paid', { exact: true })
      .waitFor()

    // 3. The affiliate sees the click, the conversion and the commission, pending for the hold.
    const commissionCents = bpsOf(pkg.priceCents, figures.affiliate.commissionBps)
    const commission = formatUsd(commissionCents)
    const commissionWithCents = formatUsd(commissionCents, { alwaysShowCents: true })
    expect(commissionCents, 'the commission reaches the minimum payout').toBeGreaterThanOrEqual(
      figures.affiliate.minimumPayoutCents,
    )
    // The ledger records the sale in a background job after the payment: wait for it on the API.
    await expect
      .poll(
        async () =>
          (await getJson<AffiliateStats>(affiliateContext, `/api/affiliate/${code}/stats`)).stats.conversions,
        { timeout: 20_000 },
      )
      .toBe(1)

    const affiliatePage = await affiliateContext.newPage()
    await openDashboard(affiliatePage, 'performance')
    expect(Number(await statTile(affiliatePage, 'Clicks'))).toBeGreaterThanOrEqual(1)
    expect(await statTile(affiliatePage, 'Conversions')).toBe('1')
    expect(await statTile(affiliatePage, 'Revenue')).toBe(formatUsd(pkg.priceCents))
    expect(await statTile(affiliatePage, 'Pending revenue')).toBe(formatUsd(pkg.priceCents))
    expect(await statTile(affiliatePage, 'Earned')).toBe(commission)
    expect(await statTile(affiliatePage, 'Pending')).toBe(commission)
    expect(await statTile(affiliatePage, 'Available')).toBe('$0')
    expect(await statTile(affiliatePage, 'Paid')).toBe('$0')

    await openDashboard(affiliatePage, 'payouts')
    const earnings = main(affiliatePage).getByRole('region', { name: 'Recent earnings and deductions' })
    const saleRow = earnings
      .getByRole('row')
      .filter({ has: affiliatePage.getByText(LEDGER_ENTRY_LABELS.SALE, { exact: true }) })
    await saleRow.getByText(commissionWithCents, { exact: true }).waitFor()
    await saleRow.getByText('Pending', { exact: true }).waitFor()
    // The hold runs on the server's test clock, which a spec before this one may have moved on.
    const adminContext = await browser.newContext(DESKTOP)
    await signInAs(adminContext, 'admin')
    const { testClockDays } = await getJson<CronStatus>(adminContext, '/api/cron/status')
    const holdEnds = new Date(Date.now() + ((testClockDays ?? 0) + figures.affiliate.holdDays) * 86_400_000)
    await saleRow.getByText(`Available ${dateIn(holdEnds, figures.timeZone)}`, { exact: true }).waitFor()
    expect(await earnings.getByText(LEDGER_ENTRY_LABELS.ID_BONUS, { exact: true }).count()).toBe(0)

    // 4. The admin moves the test clock past the hold: the commission is available.
    await postJson<ClockStatus>(adminContext, '/api/admin/clock/advance', {
      days: figures.affiliate.holdDays + 1,
    })
    // The clock's own route answers with the clock; the program's status shows what it moved.
    const clock = await getJson<CronStatus>(adminContext, '/api/cron/status')
    expect(clock.holdDays).toBe(figures.affiliate.holdDays)
    expect(clock.testClockDays).toBeGreaterThanOrEqual(figures.affiliate.holdDays + 1)

    await openDashboard(affiliatePage, 'performance')
    expect(await statTile(affiliatePage, 'Pending')).toBe('$0')
    expect(await statTile(affiliatePage, 'Available')).toBe(commission)
    expect(await statTile(affiliatePage, 'Pending revenue')).toBe('$0')
    await openDashboard(affiliatePage, 'payouts')
    await saleRow.getByText('Available', { exact: true }).waitFor()

    // 5. The admin runs the payouts: this affiliate is paid its commission.
    const adminPage = await adminContext.newPage()
    await adminPage.goto('/affiliate-management')
    await adminPage.getByRole('heading', { level: 1, name: 'Affiliate management' }).waitFor()
    await adminPage.getByRole('button', { name: 'Run Payouts' }).click()
    await adminPage
      .getByRole('dialog', { name: 'Run payouts now?' })
      .getByRole('button', { name: 'Pay now' })
      .click()
    await notifications(adminPage).getByText('Payouts run', { exact: true }).waitFor()
    const run = adminPage.getByRole('region', { name: 'Run payouts', exact: true })
    const processed = termValue(run, adminPage, 'Processed')
    await processed.waitFor()
    const result: PayoutRunResult = {
      processed: Number(await processed.textContent()),
      failed: Number(await termValue(run, adminPage, 'Failed').textContent()),
      totalAmount: Math.round(
        Number((await termValue(run, adminPage, 'Total').textContent())?.replace(/[$,]/g, '')) * 100,
      ),
    }
    // Moving the clock past a payout day also makes the scheduled weekly run due: if the server's
    // job loop got there first, this run finds nothing left to pay. Either way it is paid once.
    expect(result.failed).toBe(0)
    if (result.processed > 0) expect(result.totalAmount).toBeGreaterThan(0)

    const recent = adminPage.getByRole('region', { name: 'Recent payouts', exact: true })
    const payoutRow = recent
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader', { name: code, exact: true }) })
    await payoutRow.getByRole('cell', { name: commissionWithCents, exact: true }).waitFor()
    await payoutRow.getByText('Paid', { exact: true }).waitFor()
    expect(await payoutRow.count()).toBe(1)

    // 6. The affiliate's Payouts tab shows the payout paid, with when it should arrive.
    const { payouts } = await getJson<AffiliatePayouts>(affiliateContext, `/api/affiliate/${code}/payouts`)
    expect(payouts).toHaveLength(1)
    const [payout] = payouts
    expect(payout).toMatchObject({ status: 'PAID', amount: commissionCents, affiliateCode: code })
    const expectedArrival = addBusinessDays(new Date(payout?.paidAt ?? ''), PAYOUT_ARRIVAL_BUSINESS_DAYS.max)
    expect(payout?.expectedArrivalAt).toBe(expectedArrival.toISOString())

    await openDashboard(affiliatePage, 'payouts')
    const history = main(affiliatePage).getByRole('region', { name: 'Payout history' })
    const paidRow = history
      .getByRole('row')
      .filter({ has: affiliatePage.getByRole('rowheader', { name: commissionWithCents, exact: true }) })
    await paidRow.getByText('Paid', { exact: true }).waitFor()
    await paidRow
      .getByRole('cell', { name: dateIn(payout?.paidAt ?? '', figures.timeZone), exact: true })
      .waitFor()
    await paidRow
      .getByRole('cell', { name: dateIn(expectedArrival, figures.timeZone), exact: true })
      .waitFor()
    await saleRow.getByText('Paid', { exact: true }).waitFor()
    await openDashboard(affiliatePage, 'performance')
    expect(await statTile(affiliatePage, 'Available')).toBe('$0')
    expect(await statTile(affiliatePage, 'Paid')).toBe(commission)

    // The dashboard with its payout and earnings tables, at phone width.
    const phoneContext = await browser.newContext(PHONE)
    await signInAs(phoneContext, { email: affiliate.email, password: affiliate.password })
    const phonePage = await phoneContext.newPage()
    await openDashboard(phonePage, 'payouts')
    await main(phonePage)
      .getByRole('region', { name: 'Payout history' })
      .getByRole('rowheader', { name: commissionWithCents, exact: true })
      .waitFor()
    await expectNoAxeViolations(phonePage)
  }, 240_000)
})
