import { describe, expect, it } from 'vitest'
import { SIGN_UP_CHECK_EMAIL_MESSAGE } from '#shared/contracts/auth.contract.ts'
import { PASSWORD_TOO_GUESSABLE_MESSAGE } from '#shared/domain/person-fields.ts'
import {
  allowConsoleErrors,
  createCustomer,
  linkFromLatestMail,
  newCustomer,
  openPage,
  useBrowser,
} from '../fixtures.ts'

describe('sign-up', () => {
  const browser = useBrowser()

  it('a visitor signs up through the form, is greeted on the dashboard and signs out from the header', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const customer = newCustomer()

    await openPage(page, '/sign-up')
    await page.getByLabel('First name').fill(customer.firstName)
    await page.getByLabel('Last name').fill(customer.lastName)
    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByLabel('Password').fill(customer.password)
    await page.getByRole('button', { name: 'Create account' }).click()

    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${customer.firstName}!` }).waitFor()
    await page.getByText('Manage your firearm rights restoration cases and track progress').waitFor()
    await page.getByRole('heading', { name: 'Please confirm your e-mail address' }).waitFor()

    await page.getByRole('banner').getByRole('link', { name: 'Sign Out', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0)
    expect((await context.request.get('/api/auth/user')).status()).toBe(401)
  })

  it("shows the shared schema's messages before sending and the server's field error after", async () => {
    const page = await browser.newPage()
    allowConsoleErrors(page.context(), /400 .*at \/api\/auth\/sign-up\)/)
    const customer = newCustomer()

    await openPage(page, '/sign-up')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('First name is required').waitFor()
    await page.getByText('Last name is required').waitFor()
    await page.getByText('Invalid email address').waitFor()
    await page.getByText('Password must be at least 8 characters').waitFor()

    await page.getByLabel('First name').fill(customer.firstName)
    await page.getByLabel('Last name').fill(customer.lastName)
    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByLabel('Password').fill('password')
    await page.getByRole('button', { name: 'Create account' }).click()

    await page.getByText(PASSWORD_TOO_GUESSABLE_MESSAGE).waitFor()
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/sign-up')
  })

  it('an e-mail that already has an account gets "check your e-mail", no session, and its owner a message', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const existing = await createCustomer()

    await openPage(page, '/sign-up')
    await page.getByLabel('First name').fill('Jordan')
    await page.getByLabel('Last name').fill('Again')
    await page.getByLabel('E-mail').fill(existing.email)
    await page.getByLabel('Password').fill('another-password-1')
    await page.getByRole('button', { name: 'Create account' }).click()

    await page.getByRole('status').getByText(SIGN_UP_CHECK_EMAIL_MESSAGE).waitFor()
    await page.getByRole('status').getByText(existing.email).waitFor()
    expect(new URL(page.url()).pathname).toBe('/sign-up')
    expect((await context.request.get('/api/auth/user')).status()).toBe(401)

    const signInLink = await linkFromLatestMail(
      existing.email,
      /Someone tried to create a .+ account with your e-mail/,
      /https?:\/\/\S+\/sign-in/,
    )
    expect(new URL(signInLink).pathname).toBe('/sign-in')
  })
})
