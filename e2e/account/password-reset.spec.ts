import { describe, expect, it } from 'vitest'
import { PASSWORD_RESET_SENT_MESSAGE } from '#shared/contracts/auth.contract.ts'
import { baseURL, createCustomer, linkFromLatestMail, openPage, useBrowser } from '../fixtures.ts'

describe('password reset', () => {
  const browser = useBrowser()

  it('a customer resets a forgotten password from the e-mailed link and signs in with the new one', async () => {
    const customer = await createCustomer()
    const newPassword = `${customer.password}-new`
    const page = await browser.newPage()

    await openPage(page, '/sign-in')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL((url) => url.pathname === '/forgot-password')
    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('status').getByText(PASSWORD_RESET_SENT_MESSAGE).waitFor()

    const link = await linkFromLatestMail(
      customer.email,
      /reset/i,
      /https?:\/\/\S+\/reset-password\?token=\S+/,
    )
    expect(new URL(link).origin).toBe(baseURL)
    await page.goto(link)
    await page.getByLabel('New password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()

    await page.waitForURL((url) => url.pathname === '/sign-in')
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Password changed', { exact: true })
      .waitFor()

    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByLabel('Password').fill(newPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${customer.firstName}!` }).waitFor()

    const oldPassword = await page.request.post('/api/auth/sign-in', {
      data: { email: customer.email, password: customer.password },
      headers: { Origin: baseURL },
    })
    expect(oldPassword.status()).toBe(401)
  })

  it('a reset link without a token says it is not valid', async () => {
    const page = await browser.newPage()
    await openPage(page, '/reset-password')
    await page.getByRole('alert').getByText('This reset link is not valid.').waitFor()
    expect(await page.getByLabel('New password').count()).toBe(0)
  })
})
