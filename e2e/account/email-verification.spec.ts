import { describe, expect, it } from 'vitest'
import { VERIFICATION_SENT_MESSAGE } from '#shared/contracts/auth.contract.ts'
import { linkFromLatestMail, openPage, signUpCustomer, useBrowser } from '../fixtures.ts'

describe('e-mail verification', () => {
  const browser = useBrowser()

  it('a new customer asks for a fresh link from the dashboard, opens it and is confirmed', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const page = await context.newPage()

    await openPage(page, '/dashboard')
    const notice = page.getByRole('region', { name: 'Please confirm your e-mail address' })
    await notice.waitFor()
    await notice.getByRole('button', { name: 'Send a new link' }).click()
    const notifications = page.getByRole('region', { name: /Notifications/ })
    await notifications.getByText(VERIFICATION_SENT_MESSAGE).waitFor()

    const link = await linkFromLatestMail(
      customer.email,
      /Confirm your e-mail/,
      /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/,
    )
    await page.goto(link)
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.searchParams.has('emailVerified'))
    await notifications.getByText('E-mail confirmed', { exact: true }).waitFor()
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${customer.firstName}!` }).waitFor()
    expect(await notice.count()).toBe(0)

    const user = (await (await context.request.get('/api/auth/user')).json()) as { isEmailVerified: boolean }
    expect(user.isEmailVerified).toBe(true)
  })
})
