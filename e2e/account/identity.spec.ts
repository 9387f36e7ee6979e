import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VERIFY_FORM_MESSAGES } from '#shared/contracts/identity.contract.ts'
import {
  allowConsoleErrors,
  deferred,
  expectNoAxeViolations,
  openPage,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { PHOTOS } from '../checkout.ts'
import { expectFieldMessage } from '../wizard.ts'

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

const SSN = '431-25-7788'

async function fillVerifyForm(
  page: Page,
  values: { name: string; ssn: string; phone: string; address: string },
) {
  await page.getByLabel('Full legal name').fill(values.name)
  await page.getByLabel('Social security number').fill(values.ssn)
  await page.getByLabel('Phone number').fill(values.phone)
  await page.getByLabel('Current address').fill(values.address)
}

describe('identity verification', () => {
  const browser = useBrowser()

  it('/verify: every message, Verifying..., the welcome with the name, and the SSN only by its last four', async () => {
    const context = await browser.newContext()
    allowConsoleErrors(context, /500 .*at \/api\/verify\)/)
    await signUpCustomer(context)
    const page = await context.newPage()

    await openPage(page, '/verify')
    const ssn = page.getByLabel('Social security number')
    expect(await ssn.getAttribute('type')).toBe('password')
    expect(await ssn.getAttribute('autocomplete')).toBe('off')

    await page.getByRole('button', { name: 'Verify My Information' }).click()
    await expectFieldMessage(page, 'Full legal name', VERIFY_FORM_MESSAGES.name)
    await expectFieldMessage(page, 'Social security number', VERIFY_FORM_MESSAGES.ssn)
    await expectFieldMessage(page, 'Phone number', VERIFY_FORM_MESSAGES.phone)
    await expectFieldMessage(page, 'Current address', VERIFY_FORM_MESSAGES.address)
    await expectNoAxeViolations(page)

    // Values of the wrong shape get the same messages.
    await fillVerifyForm(page, { name: 'A', ssn: '12-345-678', phone: '555-0100', address: 'Main St' })
    await page.getByRole('button', { name: 'Verify My Information' }).click()
    for (const message of Object.values(VERIFY_FORM_MESSAGES)) {
      await page.getByText(message, { exact: true }).waitFor()
    }

    // The SSN is masked until the customer asks to see it.
    await ssn.fill(SSN)
    await page.getByRole('button', { name: 'Show social security number' }).click()
    expect(await ssn.getAttribute('type')).toBe('text')
    await page.getByRole('button', { name: 'Hide social security number' }).click()
    expect(await ssn.getAttribute('type')).toBe('password')

    // A failure keeps the form as it was.
    await fillVerifyForm(page, {
      name: 'Avery Q. Tester',
      ssn: SSN,
      phone: '(304) 555-0100',
      address: '1 Capitol Street, Charleston, WV 25301',
    })
    await page.route('**/api/verify', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    )
    await page.getByRole('button', { name: 'Verify My Information' }).click()
    await notifications(page).getByText('Verification Failed', { exact: true }).waitFor()
    await notifications(page)
      .getByText('There was an error verifying your information. Please try again.', { exact: true })
      .waitFor()
    expect(await page.getByLabel('Full legal name').inputValue()).toBe('Avery Q. Tester')
    expect(await ssn.inputValue()).toBe(SSN)
    await page.unroute('**/api/verify')

    // The button says Verifying... while the form is sent.
    const held = deferred()
    await page.route('**/api/verify', async (route) => {
      if (route.request().method() === 'POST') await held.promise
      await route.continue()
    })
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/verify') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Verify My Information' }).click()
    await page.getByRole('button', { name: 'Verifying...' }).waitFor()
    expect(await page.getByRole('button', { name: 'Verifying...' }).isDisabled()).toBe(true)
    held.resolve()
    const response = await answered
    const sent = response.request().postDataJSON() as Record<string, string>
    expect(sent).toEqual({
      name: 'Avery Q. Tester',
      ssn: SSN,
      phone: '(304) 555-0100',
      address: '1 Capitol Street, Charleston, WV 25301',
    })
    const body = await response.text()
    expect(body).not.toContain('431-25')
    expect(body).not.toContain('43125')

    await notifications(page).getByText('Verification Successful', { exact: true }).waitFor()
    await notifications(page)
      .getByText('Your information has been verified successfully.', { exact: true })
      .waitFor()
    await page.getByRole('heading', { name: 'Welcome, Avery Q. Tester!' }).waitFor()
    await page.getByRole('heading', { name: 'Next steps' }).waitFor()
    expect(await page.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing')
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard')
    await page.getByText('ending in 7788').waitFor()
    const text = (await page.locator('body').textContent()) ?? ''
    expect(text).not.toContain('431-25')
    expect(text).not.toContain('431257788')
    await expectNoAxeViolations(page)

    // Coming back, the saved details are named by the last four digits only.
    await openPage(page, '/verify')
    await page.getByText(/We have your details on file for Avery Q\. Tester, SSN ending in 7788/).waitFor()
    expect((await page.locator('body').textContent()) ?? '').not.toContain('431-25')
  })

  it('the sandbox ID check explains a failure and returns to the choice page, which shows it', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    const page = await context.newPage()

    await openPage(page, '/verify-id')
    await page.getByRole('button', { name: 'Verify My ID' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/verify-id/sandbox/'))

    await page.getByRole('button', { name: 'Submit for verification' }).click()
    await expectFieldMessage(page, 'Photo of your ID (front)', 'A photo of your ID is required')
    await expectFieldMessage(page, 'Selfie', 'A selfie is required')
    await expectFieldMessage(page, 'First name', 'First name is required')
    await expectFieldMessage(page, 'Date of birth', 'Date of birth is required')
    expect(await page.getByLabel('Photo of your ID (front)').getAttribute('capture')).toBe('environment')
    expect(await page.getByLabel('Selfie').getAttribute('capture')).toBe('user')
    expect(await page.getByLabel('Selfie').getAttribute('accept')).toBe('image/jpeg,image/png')

    // A name that is not the account's and a child's birth date: the check fails with both reasons.
    await page.getByLabel('Photo of your ID (front)').setInputFiles(PHOTOS.document)
    await page.getByLabel('Selfie').setInputFiles(PHOTOS.selfie)
    await page.getByLabel('First name').fill('Someone')
    await page.getByLabel('Last name').fill('Else')
    await page.getByLabel('Date of birth').fill('2015-01-01')
    await page.getByRole('button', { name: 'Submit for verification' }).click()
    await page.getByText('Verification failed', { exact: true }).waitFor()
    await page.getByText('The name on the ID does not match your account').waitFor()
    await page.getByText('You must be 18 or older').waitFor()

    await page.getByRole('link', { name: 'Back to ID verification' }).click()
    await page.waitForURL((url) => url.pathname === '/verify-id')
    await page.getByText('Your last ID check did not pass.').waitFor()
    await page.getByText('The name on the ID does not match your account').waitFor()
    await page.getByRole('button', { name: 'Verify My ID' }).waitFor()
  })

  it('a failed start of the ID check says so and stays on the page', async () => {
    const context = await browser.newContext()
    allowConsoleErrors(context, /503 .*at \/api\/identity\/start\)/)
    await signUpCustomer(context)
    const page = await context.newPage()
    await page.route('**/api/identity/start', (route) => route.fulfill({ status: 503, body: '' }))

    await openPage(page, '/verify-id')
    await page.getByRole('button', { name: 'Verify My ID' }).click()
    await page
      .getByRole('alert')
      .getByText('Failed to start ID verification. Please try again.', { exact: true })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/verify-id')
  })

  it('while a check runs the status is asked every 5 seconds and its state is shown', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    const page = await context.newPage()
    const asked: number[] = []
    const askedThrice = deferred()
    await page.route('**/api/identity/status', async (route) => {
      asked.push(Date.now())
      if (asked.length === 3) askedThrice.resolve()
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          verified: false,
          status: 'PROCESSING',
          verifiedData: null,
          lastError: null,
          reasons: [],
        }),
      })
    })

    await openPage(page, '/verify-id')
    await page.getByText('We are checking your ID. This page updates by itself.').waitFor()
    await askedThrice.promise
    const gaps = asked.slice(1).map((at, index) => at - (asked[index] ?? at))
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(4500)
      expect(gap).toBeLessThan(7000)
    }
  }, 30_000)
})
