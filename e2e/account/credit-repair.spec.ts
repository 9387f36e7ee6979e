import type { BrowserContext, Locator, Page } from 'playwright-core'
import { request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { CreditRepairOverview, CreditRepairState } from '#shared/contracts/credit-repair.contract.ts'
import { OutboxMessageSchema } from '#shared/contracts/outbox.contract.ts'
import { DISPUTE_REASON_DETAILS } from '#shared/domain/credit-repair.ts'
import { PHOTOS, buyViaApi, getJson } from '../checkout.ts'
import {
  baseURL,
  expectNoAxeViolations,
  hasHorizontalScroll,
  newCustomer,
  notifications,
  openPage,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { pdfText, textPdf } from '../fulfilment-files.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

// The included VIP Credit Repair end to end (issue 15, docs/decisions/044-credit-repair.md): a
// verified customer with a paid case uploads the three bureaus' reports, confirms two items,
// generates the letter, records it as sent; the test clock moves 30 days, the reminder is in the
// outbox; the results are recorded and the dashboard shows step 5 in progress. At desktop width:
// the phone layout of these pages is checked in e2e/public/accessibility.spec.ts; axe runs here on
// the states this journey makes on its way.

const ORIGIN = { Origin: baseURL }

/** The sandbox ID check passed through its own page, then the details the letters carry. */
async function verifyIdentity(page: Page, customer: { firstName: string; lastName: string }) {
  await openPage(page, '/verify-id')
  await page.getByRole('button', { name: 'Verify My ID' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/verify-id/sandbox/'))
  await page.getByLabel('Photo of your ID (front)').setInputFiles(PHOTOS.document)
  await page.getByLabel('Selfie').setInputFiles(PHOTOS.selfie)
  await page.getByLabel('First name').fill(customer.firstName)
  await page.getByLabel('Last name').fill(customer.lastName)
  await page.getByLabel('Date of birth').fill('1980-05-01')
  await page.getByRole('button', { name: 'Submit for verification' }).click()
  await page.getByRole('heading', { name: 'Your identity is verified' }).waitFor()
  const response = await page.context().request.post('/api/verify', {
    data: {
      name: `${customer.firstName} ${customer.lastName}`,
      ssn: '431-25-7788',
      phone: '(304) 555-0100',
      address: '1 Capitol Street, Charleston, WV 25301',
    },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
}

async function uploadReport(page: Page, bureau: string, lines: string[]) {
  const section = page.getByRole('region', { name: 'Upload a credit report' })
  await section.getByLabel('Bureau of the report').selectOption({ label: bureau })
  await section.getByLabel('Credit report (PDF)').setInputFiles(await textPdf(`${bureau}.pdf`, lines))
  await section.getByRole('button', { name: 'Upload report' }).click()
  await notifications(page).getByText(`Your ${bureau} report is on file.`).waitFor()
}

/** Records the bureau's answer for `creditor` in a bureau's section (customer's page or staff view). */
async function recordResult(bureau: Locator, creditor: string, result: string) {
  await bureau.getByLabel(`Bureau’s answer for ${creditor}`).selectOption({ label: result })
  await bureau
    .getByRole('form', { name: `Result for ${creditor}` })
    .getByRole('button', { name: 'Record result' })
    .click()
}

async function overviewOf(context: BrowserContext): Promise<CreditRepairOverview> {
  const { overview } = await getJson<CreditRepairState>(context, '/api/credit-repair')
  if (!overview) throw new Error('the customer has no credit repair: no paid package')
  return overview
}

/** The outbox's messages to `to`, read as the admin. */
async function mailsTo(to: string) {
  const admin = await request.newContext({ baseURL })
  try {
    await signInAs(admin, 'admin')
    const response = await admin.get('/api/admin/outbox?limit=200')
    expect(response.status()).toBe(200)
    const { messages } = (await response.json()) as { messages: unknown[] }
    return messages
      .map((message) => OutboxMessageSchema.parse(message))
      .filter((message) => message.to === to)
  } finally {
    await admin.dispose()
  }
}

async function moveTestClock(days: number) {
  const admin = await request.newContext({ baseURL })
  try {
    await signInAs(admin, 'admin')
    const response = await admin.post('/api/admin/clock/advance', { data: { days }, headers: ORIGIN })
    expect(response.status(), await response.text()).toBe(200)
  } finally {
    await admin.dispose()
  }
}

describe('credit repair', () => {
  const browser = useBrowser()

  it('report → two items → letter → sent → 30 days → reminder → results → step 5 in progress', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context, newCustomer())
    const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
    const page = await context.newPage()

    // Without a paid package the dashboard says the credit repair comes with one.
    await openPage(page, '/dashboard')
    await page.getByText('VIP Credit Repair comes with a paid restoration package.').waitFor()

    await verifyIdentity(page, customer)
    await buyViaApi(context, {
      product: 'FEDERAL',
      caseId,
      fullName: `${customer.firstName} ${customer.lastName}`,
    })

    // 1. The three bureaus' reports; the Equifax one shows two negative accounts.
    await openPage(page, '/credit-repair')
    await page.getByRole('heading', { level: 1, name: 'VIP Credit Repair' }).waitFor()
    await uploadReport(page, 'Equifax', [
      'ACME BANK Account XXXX4321 30 days late 2024-03',
      'MIDLAND CREDIT Acct 123456789012 Collection',
      'GOOD CARD Account 9876 Pays as agreed',
    ])
    const candidates = page.getByRole('region', { name: 'Items found in your Equifax report' })
    await candidates.getByRole('checkbox', { name: /^ACME BANK ending in 4321/ }).check()
    await candidates
      .getByLabel('Why you dispute ACME BANK ending in 4321')
      .selectOption({ label: DISPUTE_REASON_DETAILS.WRONG_PAYMENT_HISTORY.label })
    await candidates.getByRole('checkbox', { name: /^MIDLAND CREDIT ending in 9012/ }).check()
    await candidates
      .getByLabel('Why you dispute MIDLAND CREDIT ending in 9012')
      .selectOption({ label: DISPUTE_REASON_DETAILS.NOT_MINE.label })
    expect((await page.locator('body').textContent()) ?? '').not.toContain('123456789012')
    await expectNoAxeViolations(page)
    await candidates.getByRole('button', { name: 'Add the checked items' }).click()
    await notifications(page).getByText('2 item(s) added to your disputes.').waitFor()
    for (const bureau of ['Experian', 'TransUnion']) {
      await uploadReport(page, bureau, ['GOOD CARD Account 9876 Pays as agreed'])
    }

    // 2. The letter: one for Equifax, holding each item, its reason and the bureau's address.
    const items = page.getByRole('region', { name: 'Your disputed items and letters' })
    await items.getByRole('button', { name: 'Generate letters' }).click()
    await notifications(page).getByText('1 letter(s) ready to print.').waitFor()
    await items.getByText('How to mail your letters').waitFor()
    await items.getByText(/certified mail with a return receipt requested/).waitFor()
    const equifax = items.getByRole('region', { name: 'Equifax', exact: true })
    const download = equifax.getByRole('link', { name: /^Download Dispute letter of .* \(PDF\)$/ })
    const href = await download.getAttribute('href')
    expect(href).toBeTruthy()
    const pdf = await context.request.get(href ?? '')
    expect(pdf.status()).toBe(200)
    const text = await pdfText(await pdf.body())
    const overview = await overviewOf(context)
    const address = overview.bureaus.find((bureau) => bureau.bureau === 'EQUIFAX')?.mailingAddress
    for (const part of [
      'ACME BANK',
      'MIDLAND CREDIT',
      DISPUTE_REASON_DETAILS.WRONG_PAYMENT_HISTORY.label,
      DISPUTE_REASON_DETAILS.NOT_MINE.label,
      ...(address?.lines ?? ['(no address)']),
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('431-25')

    // 3. Mailed and received today: the answer is due in 30 days.
    await equifax.getByLabel('Date you mailed it').fill(overview.today)
    await equifax.getByLabel('Date on the return receipt (optional)').fill(overview.today)
    await equifax.getByRole('button', { name: 'Mark as sent' }).click()
    await notifications(page).getByText('The bureau’s clock has started.').waitFor()
    await equifax.getByText('Answer due by:').waitFor()
    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // 4. Thirty days later the reminder is in the outbox.
    await moveTestClock(30)
    await expect
      .poll(
        async () =>
          (await mailsTo(customer.email)).some((mail) => /answer to your dispute/.test(mail.subject)),
        {
          timeout: 30_000,
          interval: 1_000,
        },
      )
      .toBe(true)

    // 5. The results: the customer records one deleted, staff record the other verified.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'VIP Credit Repair' }).waitFor()
    await recordResult(equifax, 'ACME BANK', 'Deleted')
    await notifications(page).getByText('The bureau’s answer for ACME BANK is saved.').waitFor()

    const adminContext = await browser.newContext()
    await signInAs(adminContext, 'admin')
    const adminPage = await adminContext.newPage()
    await adminPage.goto(`/admin/cases/${caseId}`)
    await adminPage.getByRole('heading', { level: 1, name: /^Case #/ }).waitFor()
    const staff = adminPage.getByRole('region', { name: 'Credit repair', exact: true })
    await staff.getByText('Step 4 of 5 (80%)', { exact: false }).waitFor()
    const staffEquifax = staff.getByRole('region', { name: 'Equifax', exact: true })
    await staffEquifax.getByText('Deleted', { exact: true }).first().waitFor()
    await recordResult(staffEquifax, 'MIDLAND CREDIT', 'Verified as reported')
    await notifications(adminPage).getByText('The bureau’s answer for MIDLAND CREDIT is saved.').waitFor()
    await expectNoAxeViolations(adminPage)

    await page.reload()
    await equifax.getByRole('button', { name: 'Generate follow-up letter' }).waitFor()

    // 6. The dashboard: step 4 of 5 done, step 5 in progress, 80%.
    await openPage(page, '/dashboard')
    const credit = page.getByRole('region', { name: 'VIP Credit Repair' })
    await credit.getByText('Step 4 of 5 (80%)').waitFor()
    await credit.getByText('ID Confirmed').waitFor()
    const steps = credit.getByRole('list', { name: 'Credit repair steps' }).getByRole('listitem')
    expect(await steps.count()).toBe(5)
    await steps.nth(3).getByText('Done', { exact: true }).waitFor()
    await steps.nth(4).getByText('In progress', { exact: true }).waitFor()
    expect(await credit.getByRole('link', { name: 'Credit Monitoring' }).getAttribute('href')).toBe(
      '/credit-repair#monitoring',
    )
    expect(await credit.getByRole('link', { name: 'Account Settings' }).getAttribute('href')).toBe(
      '/account/settings',
    )
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${customer.firstName}!` }).waitFor()
    await openPage(page, '/dashboard?name=Sam')
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Sam!' }).waitFor()
    await credit.getByText('Step 4 of 5 (80%)').waitFor()
    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // The tiles work: the help assistant opens; Credit Monitoring leads to its section.
    await credit.getByRole('button', { name: 'AI Support Chat' }).click()
    await page.getByRole('region', { name: 'Ask our assistant' }).waitFor()
    await credit.getByRole('link', { name: 'Credit Monitoring' }).click()
    await page.waitForURL((url) => url.pathname === '/credit-repair' && url.hash === '#monitoring')
    const monitoring = page.getByRole('region', { name: 'Credit Monitoring' })
    await monitoring.getByText('Next free report:').first().waitFor()
    await monitoring.getByRole('link', { name: 'AnnualCreditReport.com' }).waitFor()
    // A long journey through three pages and two people: more than the default minute.
  }, 150_000)
})
