import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { CheckoutSummary, OrderDetail } from '#shared/contracts/checkout.contract.ts'
import type { Order } from '#shared/contracts/orders.contract.ts'
import { MANUAL_ID_FEE_NAME } from '#shared/domain/identity-check.ts'
import { formatUsd } from '#shared/domain/money.ts'
import {
  allowConsoleErrors,
  expectNoAxeViolations,
  openPage,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import {
  buyViaApi,
  CARDS,
  currentUserId,
  getJson,
  payWithCard,
  PHOTOS,
  prepareCaseViaApi,
  signAgreement,
  skipIdCheckIfAsked,
  acknowledgeFederalReliefIfAsked,
} from '../checkout.ts'
import { createCaseViaApi, federalCaseInput, openEligibleCaseThroughWizard } from '../wizard.ts'

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/** The value of a row of the checkout's order summary, by its term. */
async function summaryValue(page: Page, term: string | RegExp) {
  const summary = page.getByRole('region', { name: 'Order summary' })
  const row = summary.locator('dl > div').filter({ has: page.locator('dt', { hasText: term }) })
  return (await row.locator('dd').textContent())?.trim()
}

describe('checkout', () => {
  const browser = useBrowser()

  it('wizard → case → ID check → checkout with no ID fee → agreement → card → the case is paid', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const page = await context.newPage()

    // The wizard opens the case.
    const caseId = await openEligibleCaseThroughWizard(page)
    // The case's package is the one its eligibility check recommends (docs/decisions/021-case-follows-verdict.md).
    const { packageCode } = await getJson<{ packageCode: string }>(context, `/api/case/${caseId}`)

    // Nothing is paid yet: the case page leads to checkout, which asks how the customer proves their
    // identity before any fee is added (decision 056).
    await page
      .getByRole('region', { name: 'Payment', exact: true })
      .getByText('Nothing is paid yet.')
      .waitFor()
    await page.getByRole('link', { name: 'Pay for your package' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('case') === caseId)
    await page.getByRole('link', { name: 'Skip Verification (+$150)' }).waitFor()
    const choosing = page.getByRole('region', { name: 'Order summary' })
    await choosing.waitFor()
    expect(await choosing.getByText('Manual ID processing fee').count()).toBe(0)
    expect(await page.getByRole('region', { name: 'Service agreement text' }).count()).toBe(0)

    // The ID check sends the browser to the sandbox's own page.
    await page.getByText('Takes under 2 minutes').waitFor()
    await page.getByRole('button', { name: 'Verify My ID' }).click()
    await page.waitForURL((url) => /^\/verify-id\/sandbox\/vs_sandbox_[0-9a-f]{32}$/.test(url.pathname))
    await page.getByRole('heading', { level: 1, name: 'ID check (test mode)' }).waitFor()
    await page.getByText(/This is the site's built-in identity check/).waitFor()

    await page.getByLabel('Photo of your ID (front)').setInputFiles(PHOTOS.document)
    await page.getByLabel('Selfie').setInputFiles(PHOTOS.selfie)
    await page.getByRole('img', { name: 'Preview of your ID photo' }).waitFor()
    await page.getByRole('img', { name: 'Preview of your selfie' }).waitFor()
    await page.getByLabel('First name').fill(customer.firstName)
    await page.getByLabel('Last name').fill(customer.lastName)
    await page.getByLabel('Date of birth').fill('1980-05-01')
    await page.getByRole('button', { name: 'Submit for verification' }).click()
    await page.getByText('Verified', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Your identity is verified' }).waitFor()

    // Back on the choice page the check shows as verified and leads on to checkout.
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/verify-id')
    await page.getByText(`Verified as ${customer.firstName} ${customer.lastName}.`).waitFor()
    await page.getByRole('link', { name: 'Continue to checkout' }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/checkout' &&
        url.searchParams.get('caseId') === caseId &&
        url.searchParams.get('idVerified') === 'true' &&
        url.searchParams.get('product') === packageCode,
    )

    // No ID fee now; every figure is the catalog's.
    const summary = await getJson<CheckoutSummary>(context, `/api/checkout/summary?product=${packageCode}`)
    expect(summary.idFeeCents).toBe(0)
    const summaryRegion = page.getByRole('region', { name: 'Order summary' })
    await summaryRegion.waitFor()
    expect(await summaryRegion.getByText('Manual ID processing fee').count()).toBe(0)
    expect(await summaryValue(page, 'Processing fee')).toBe('$0')
    expect(await summaryValue(page, 'Total')).toBe(formatUsd(summary.totalCents))
    await summaryRegion
      .getByText(`VIP Credit Repair, a ${formatUsd(summary.vipCreditRepairValueCents)} value, included free`)
      .waitFor()

    // Agreement: the box gates the name, the name gates the button; the legal page opens apart.
    const legal = page.getByRole('link', { name: /Read our legal terms/ })
    expect(await legal.getAttribute('href')).toBe('/legal')
    expect(await legal.getAttribute('target')).toBe('_blank')
    expect(await legal.getAttribute('rel')).toBe('noopener noreferrer')
    const agreementText = page.getByRole('region', { name: 'Service agreement text' })
    await agreementText.getByText('SERVICE AGREEMENT', { exact: true }).waitFor()
    expect(await agreementText.getAttribute('tabindex')).toBe('0')
    const name = page.getByLabel('Type your full legal name to sign')
    const sign = page.getByRole('button', { name: 'Sign and continue to payment' })
    expect(await name.isDisabled()).toBe(true)
    expect(await sign.isDisabled()).toBe(true)
    await page.getByLabel(/^I have read and agree to the Service Agreement/).check()
    expect(await name.isEnabled()).toBe(true)
    expect(await sign.isDisabled()).toBe(true)
    await name.fill('   ')
    expect(await sign.isDisabled()).toBe(true)
    await name.fill(`${customer.firstName} ${customer.lastName}`)
    expect(await sign.isEnabled()).toBe(true)
    await page.getByLabel(/^I have read and agree to the Service Agreement/).uncheck()
    expect(await sign.isDisabled()).toBe(true)
    await page.getByLabel(/^I have read and agree to the Service Agreement/).check()
    await sign.click()

    // Payment: the sandbox's own card form, clearly in test mode.
    await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor()
    await page.getByText('Test mode: use 4242 4242 4242 4242').waitFor()
    const cardNumber = page.getByLabel('Card number', { exact: true })
    expect(await cardNumber.getAttribute('autocomplete')).toBe('cc-number')
    expect(await cardNumber.getAttribute('inputmode')).toBe('numeric')
    await expectNoAxeViolations(page)
    await payWithCard(page, CARDS.approved)

    await notifications(page).getByText('Payment Successful', { exact: true }).waitFor()
    await notifications(page)
      .getByText('Thank you for your purchase! Redirecting to your case dashboard.', { exact: true })
      .waitFor()
    await page.waitForURL((url) => url.pathname === `/case/${caseId}`)
    await page.getByText('Documents pending', { exact: true }).waitFor()
    const documents = page.getByRole('tabpanel', { name: 'Documents', exact: true })
    await documents.getByText('Signed service agreement').waitFor()
    const download = documents.getByRole('link', { name: /Download/ })
    expect(await download.getAttribute('href')).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/download$/)
    const pdf = await context.request.get((await download.getAttribute('href')) ?? '')
    expect(pdf.status()).toBe(200)
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const payment = page.getByRole('region', { name: 'Payment', exact: true })
    await payment.getByText('Paid', { exact: true }).waitFor()
  })

  it('a declined card shows Payment Failed with its message, and the order stays unpaid', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput())
    await prepareCaseViaApi(context, caseId, 'FEDERAL')
    const page = await context.newPage()

    await openPage(page, `/checkout?product=FEDERAL&case=${caseId}`)
    await signAgreement(page, `${customer.firstName} ${customer.lastName}`)
    await payWithCard(page, CARDS.declined)

    await notifications(page).getByText('Payment Failed', { exact: true }).waitFor()
    await notifications(page).getByText('Your card was declined.', { exact: true }).waitFor()
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/checkout')

    const userId = await currentUserId(context)
    const { orders } = await getJson<{ orders: Order[] }>(context, `/api/orders/user/${userId}`)
    expect(orders.map((order) => [order.caseId, order.status])).toEqual([[caseId, 'PENDING']])
    expect((await getJson<{ status: string }>(context, `/api/case/${caseId}`)).status).toBe('INTAKE')
  })

  it('Skip Verification adds the manual ID fee to the summary and to the agreement', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput({ isBundle: true }))
    await prepareCaseViaApi(context, caseId, 'BUNDLE')
    const summary = await getJson<CheckoutSummary>(context, '/api/checkout/summary?product=BUNDLE')
    const page = await context.newPage()

    await openPage(page, `/verify-id?caseId=${caseId}`)
    await page.getByText('non-refundable, 2-3 business days', { exact: false }).waitFor()
    const fee = formatUsd(summary.idFeeCents)
    expect(fee).toBe('$150')
    await page.getByRole('link', { name: `Skip Verification (+${fee})` }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/checkout' &&
        url.searchParams.get('caseId') === caseId &&
        url.searchParams.get('idBypass') === 'true' &&
        url.searchParams.get('product') === 'BUNDLE',
    )
    await page.getByRole('region', { name: 'Order summary' }).waitFor()
    expect(await summaryValue(page, 'Package price')).toBe(formatUsd(summary.priceCents))
    expect(await summaryValue(page, 'Manual ID processing fee')).toBe(fee)
    expect(await summaryValue(page, 'Total')).toBe(formatUsd(summary.priceCents + summary.idFeeCents))
    await page.getByText('(non-refundable, 2-3 business days)').waitFor()
    await page.getByText(`Save ${formatUsd(summary.savingsCents ?? 0)}`).waitFor()
    await page
      .getByRole('region', { name: 'Service agreement text' })
      .getByText(/^Manual ID processing fee: \$150\.00/m)
      .waitFor()
  })

  it('a paid order is cancelled from the case page within 24 hours, keeping only the ID fee', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput())
    await prepareCaseViaApi(context, caseId, 'FEDERAL')
    const orderId = await buyViaApi(context, {
      product: 'FEDERAL',
      caseId,
      fullName: `${customer.firstName} ${customer.lastName}`,
    })
    const paid = await getJson<OrderDetail>(context, `/api/orders/${orderId}`)
    expect(paid).toMatchObject({ status: 'PAID', canCancel: true })
    const page = await context.newPage()

    await openPage(page, `/case/${caseId}`)
    const payment = page.getByRole('region', { name: 'Payment', exact: true })
    await payment.getByText('Paid', { exact: true }).waitFor()
    await payment.getByRole('button', { name: 'Cancel and refund' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
    await dialog.waitFor()
    const refund = formatUsd(paid.paidCents - paid.idFeeCents, { alwaysShowCents: true })
    await dialog.getByText(refund).waitFor()
    await dialog.getByText(/manual ID processing fee \(\$150\.00\) is\s+non-refundable/).waitFor()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click()

    await notifications(page).getByText('Order cancelled', { exact: true }).waitFor()
    await payment.getByText('Refunded', { exact: true }).waitFor()
    await payment.getByText(refund).first().waitFor()
    expect(await dialog.isVisible()).toBe(false)
    expect(await getJson<OrderDetail>(context, `/api/orders/${orderId}`)).toMatchObject({
      status: 'REFUNDED',
      refundedCents: paid.paidCents - paid.idFeeCents,
      canCancel: false,
    })
  })

  it('pay later: the deposit opens the work, the balance is paid from the case page', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput())
    await prepareCaseViaApi(context, caseId, 'FEDERAL')
    const summary = await getJson<CheckoutSummary>(context, '/api/checkout/summary?product=FEDERAL')
    const balance = summary.totalCents - summary.depositCents
    const page = await context.newPage()

    await openPage(page, `/pay-later-setup?product=FEDERAL&case=${caseId}`)
    await page.getByRole('heading', { level: 1, name: 'Pay later with a deposit' }).waitFor()
    await page.getByText(`Pay ${formatUsd(summary.depositCents)} today`).waitFor()
    // No ID choice is assumed: the fee is named as what a choice at checkout would add.
    await page.getByText(`instead of ${formatUsd(summary.priceCents)}.`).waitFor()
    await page
      .getByText(
        `the ${formatUsd(summary.idFeeCents)} ${MANUAL_ID_FEE_NAME} is added to it; you choose at checkout.`,
        {
          exact: false,
        },
      )
      .waitFor()
    await page.getByText('Document preparation starts once the balance is paid').waitFor()
    await page.getByRole('link', { name: 'Continue with a deposit' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('plan') === 'deposit')
    await skipIdCheckIfAsked(page)
    expect(new URL(page.url()).searchParams.get('plan')).toBe('deposit')
    expect(await summaryValue(page, 'Deposit due today')).toBe(formatUsd(summary.depositCents))
    expect(await summaryValue(page, /^Balance/)).toBe(formatUsd(balance))

    await signAgreement(page, `${customer.firstName} ${customer.lastName}`)
    await page
      .getByRole('button', { name: `Pay ${formatUsd(summary.depositCents, { alwaysShowCents: true })}` })
      .waitFor()
    await payWithCard(page, CARDS.approved)
    await notifications(page).getByText('Payment Successful', { exact: true }).waitFor()
    await page.waitForURL((url) => url.pathname === `/case/${caseId}`)
    await page.getByText('Documents pending', { exact: true }).waitFor()
    const payment = page.getByRole('region', { name: 'Payment', exact: true })
    await payment.getByText('Deposit paid', { exact: true }).waitFor()
    const due = formatUsd(balance, { alwaysShowCents: true })
    await payment.getByText(`The balance of ${due} is due before document preparation starts.`).waitFor()

    await payment.getByRole('button', { name: 'Pay balance' }).click()
    await payment.getByRole('button', { name: `Pay ${due}` }).waitFor()
    await payWithCard(page, CARDS.approved)
    await notifications(page).getByText('Thank you! Your balance is paid.', { exact: true }).waitFor()
    await payment.getByText('Paid', { exact: true }).waitFor()
    const dueRow = payment.locator('dl > div').filter({ has: page.locator('dt', { hasText: 'Due' }) })
    expect(await dueRow.locator('dd').textContent()).toBe('$0.00')
  })

  it('re-opening checkout goes on to payment without a second signature of the same agreement', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput())
    await prepareCaseViaApi(context, caseId, 'FEDERAL')
    const fullName = `${customer.firstName} ${customer.lastName}`
    const page = await context.newPage()
    await openPage(page, `/checkout?product=FEDERAL&case=${caseId}`)
    await signAgreement(page, fullName)

    await openPage(page, `/checkout?product=FEDERAL&case=${caseId}`)
    await page.getByText(`You signed this service agreement as ${fullName}`).waitFor()
    expect(await page.getByLabel('Type your full legal name to sign').count()).toBe(0)
    await acknowledgeFederalReliefIfAsked(page)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.getByLabel('Card number', { exact: true }).waitFor()
    const stored = await getJson<{ documents: unknown[] }>(context, `/api/case/${caseId}/documents`)
    expect(stored.documents).toHaveLength(1)
  })

  it('a failed order set-up shows the Payment Setup Failed card; Try Again recovers', async () => {
    const context = await browser.newContext()
    allowConsoleErrors(context, /503 .*at \/api\/checkout\/create\)/)
    const customer = await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput())
    await prepareCaseViaApi(context, caseId, 'FEDERAL')
    const page = await context.newPage()
    let failures = 0
    await page.route('**/api/checkout/create', async (route) => {
      if (failures === 0) {
        failures += 1
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
      } else {
        await route.continue()
      }
    })

    await openPage(page, `/checkout?product=FEDERAL&case=${caseId}`)
    await acknowledgeFederalReliefIfAsked(page)
    await page.getByLabel(/^I have read and agree to the Service Agreement/).check()
    await page
      .getByLabel('Type your full legal name to sign')
      .fill(`${customer.firstName} ${customer.lastName}`)
    await page.getByRole('button', { name: 'Sign and continue to payment' }).click()

    await notifications(page)
      .getByText('Failed to create order. Please try again.', { exact: true })
      .waitFor()
    await notifications(page).getByText('Error', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Payment Setup Failed' }).waitFor()
    await page.getByText('Payment processing is temporarily unavailable. Please contact support.').waitFor()
    expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(
      /^mailto:.+@/,
    )
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByLabel('Card number', { exact: true }).waitFor()
    expect(failures).toBe(1)
  })

  it("an unknown product is 'Invalid Product' without asking for prices", async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()
    let asked = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/checkout/')) asked += 1
    })

    for (const path of ['/checkout?product=GOLD', '/checkout/gold']) {
      await openPage(page, path)
      await page.getByRole('heading', { level: 1, name: 'Invalid Product' }).waitFor()
      await page.getByText('The selected product is not available.', { exact: true }).waitFor()
    }
    expect(asked).toBe(0)

    // A package named in the path is the same checkout.
    await openPage(page, '/checkout/bundle')
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByText('Complete Bundle + VIP Credit Repair')
      .waitFor()
  })
})
