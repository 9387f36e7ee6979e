import { describe, expect, it } from 'vitest'
import { DESKTOP, hasHorizontalScroll, openPage, signInAs, useBrowser } from '../fixtures.ts'

const TEST_MODE_TEXT = 'Test mode: no real payments'

// The end-to-end server is a staging deployment (NODE_ENV=production, STAGING=true, the sandbox
// providers): every page says that no real money moves (docs/decisions/015-production-guard-and-outbound-fetches.md).
// That the banner is in the prerendered HTML is checked on the server
// (server/modules/seo/public-pages.integration.test.ts); at 375 px in e2e/layout/.
describe('test-mode banner', () => {
  const browser = useBrowser()

  it('shows in the header of a public page, without sideways scrolling', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const banner = page.getByRole('banner').getByText(TEST_MODE_TEXT, { exact: true })
    expect(await banner.isVisible()).toBe(true)
    expect(await hasHorizontalScroll(page)).toBe(false)
  })

  it('shows on a private page of a signed-in customer', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()
    await openPage(page, '/dashboard')
    const banner = page.getByRole('banner').getByText(TEST_MODE_TEXT, { exact: true })
    await banner.waitFor()
    expect(await banner.isVisible()).toBe(true)
  })
})
