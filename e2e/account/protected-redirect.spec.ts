import { beforeAll, describe, expect, it } from 'vitest'
import type { SignUpInput } from '#shared/contracts/auth.contract.ts'
import {
  allowConsoleErrors,
  createCustomer,
  deferred,
  recordNavigations,
  recordToasts,
  useBrowser,
} from '../fixtures.ts'

describe('protected pages', () => {
  const browser = useBrowser()
  let customer: SignUpInput

  beforeAll(async () => {
    customer = await createCustomer()
  })

  it('a signed-out visit to /dashboard warns, goes to sign in, and returns to /dashboard after signing in', async () => {
    const page = await browser.newPage()

    // Hold the sign-in navigation until the toast has been checked, so the check cannot race it.
    const toastSeen = deferred()
    const loginRequested = deferred<string>()
    await page.route('**/api/login?*', async (route) => {
      loginRequested.resolve(route.request().url())
      await toastSeen.promise
      await route.continue()
    })

    const toasts = await recordToasts(page)
    const navigations = await recordNavigations(page)
    // Signed out (no session cookie), the page knows it at once and warns before it redirects.
    await page.goto('/dashboard')
    const loginUrl = await loginRequested.promise
    const [toast] = toasts.shown()
    const login = await navigations.startedTo(/\/api\/login\?/)
    toastSeen.resolve()

    expect(toast?.text).toContain('Unauthorized')
    expect(toast?.text).toContain('You are logged out. Logging in again...')
    expect(new URL(loginUrl).searchParams.get('returnTo')).toBe('/dashboard')
    // 500 ms after the toast, less what drawing the toast took (both by the page's clock).
    expect(login.at - toast!.at).toBeGreaterThanOrEqual(300)

    await page.waitForURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/dashboard',
    )
    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByLabel('Password').fill(customer.password)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${customer.firstName}!` }).waitFor()
  })

  it('a wrong password shows the server message and stays on the sign-in page', async () => {
    const page = await browser.newPage()
    allowConsoleErrors(page.context(), /401 .*at \/api\/auth\/sign-in\)/)

    await page.goto('/sign-in')
    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByLabel('Password').fill(`${customer.password}-wrong`)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await page.getByRole('alert').getByText('Invalid email or password.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/sign-in')
  })
})
