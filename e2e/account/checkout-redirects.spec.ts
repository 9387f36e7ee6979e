import { describe, expect, it } from 'vitest'
import { deferred, recordNavigations, recordToasts, useBrowser } from '../fixtures.ts'

// The redirect waits 500 ms after the toast (1 s on the identity pages). Both times are the page's
// own, but the toast is seen only once React has drawn it, later on a busy machine: the floors leave
// that room and still tell a delayed redirect from an immediate one.
const SIGN_IN_DELAY_FLOOR_MS = 300
const ID_SIGN_IN_DELAY_FLOOR_MS = 800

// Every protected page but /dashboard (protected-redirect.spec.ts walks it through to signing in).
const LOGGED_OUT = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' }

describe('signed out on the protected pages', () => {
  const browser = useBrowser()

  it.each([
    ...[
      '/case/00000000-0000-4000-8000-000000000000',
      '/credit-repair',
      '/account/settings',
      '/checkout/success',
      '/affiliate/payout-setup',
    ].map((path) => ({ path, ...LOGGED_OUT, minDelayMs: SIGN_IN_DELAY_FLOOR_MS })),
    {
      path: '/checkout?product=FEDERAL',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      minDelayMs: SIGN_IN_DELAY_FLOOR_MS,
    },
    {
      path: '/pay-later-setup?product=STATE',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      minDelayMs: SIGN_IN_DELAY_FLOOR_MS,
    },
    {
      path: '/verify',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      minDelayMs: SIGN_IN_DELAY_FLOOR_MS,
    },
    {
      path: '/verify-id?caseId=00000000-0000-4000-8000-000000000000',
      title: 'Authentication Required',
      description: 'Please log in to continue with ID verification.',
      minDelayMs: ID_SIGN_IN_DELAY_FLOOR_MS,
    },
  ])(
    '$path warns with "$title" and goes to sign in after the delay',
    async ({ path, title, description, minDelayMs }) => {
      const page = await browser.newPage()
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
      await page.goto(path)
      const loginUrl = await loginRequested.promise
      const [toast] = toasts.shown()
      const login = await navigations.startedTo(/\/api\/login\?/)
      toastSeen.resolve()

      expect(toast?.text).toContain(title)
      expect(toast?.text).toContain(description)
      expect(new URL(loginUrl).searchParams.get('returnTo')).toBe(path)
      expect(login.at - toast!.at).toBeGreaterThanOrEqual(minDelayMs)
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === path)
    },
  )
})
