import { describe, expect, it } from 'vitest'
import { deferred, recordToasts, useBrowser } from '../fixtures.ts'

describe('signed out on the checkout and identity pages', () => {
  const browser = useBrowser()

  it.each([
    {
      path: '/checkout?product=FEDERAL',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      minDelayMs: 400,
    },
    {
      path: '/pay-later-setup?product=STATE',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      minDelayMs: 400,
    },
    {
      path: '/verify',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      minDelayMs: 400,
    },
    {
      path: '/verify-id?caseId=00000000-0000-4000-8000-000000000000',
      title: 'Authentication Required',
      description: 'Please log in to continue with ID verification.',
      minDelayMs: 900,
    },
  ])(
    '$path warns with "$title" and goes to sign in after the delay',
    async ({ path, title, description, minDelayMs }) => {
      const page = await browser.newPage()
      const toastSeen = deferred()
      const loginRequested = deferred<{ url: string; at: number }>()
      await page.route('**/api/login?*', async (route) => {
        loginRequested.resolve({ url: route.request().url(), at: Date.now() })
        await toastSeen.promise
        await route.continue()
      })

      const toasts = await recordToasts(page)

      // Signed out (no session cookie), the page knows it at once and warns before it redirects.
      await page.goto(path)
      const login = await loginRequested.promise
      const [toast] = toasts.shown()
      toastSeen.resolve()

      expect(toast?.text).toContain(title)
      expect(toast?.text).toContain(description)
      expect(new URL(login.url).searchParams.get('returnTo')).toBe(path)
      expect(login.at - toast!.at).toBeGreaterThanOrEqual(minDelayMs)
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === path)
    },
  )
})
