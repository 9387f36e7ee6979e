import { describe, expect, it } from 'vitest'
import {
  baseURL,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openPage,
  PHONE,
  signInAs,
  useBrowser,
} from '../fixtures.ts'

const TEST_MODE_TEXT = 'Test mode: no real payments'

// The end-to-end server is a staging deployment (NODE_ENV=production, STAGING=true, the sandbox
// providers): every page says that no real money moves (docs/decisions/015-production-guard-and-outbound-fetches.md).
describe('test-mode banner', () => {
  const browser = useBrowser()

  it('is in the prerendered HTML of a public page, before any script runs', async () => {
    const html = await (await fetch(`${baseURL}/pricing`)).text()
    expect(html).toContain(TEST_MODE_TEXT)
  })

  it('shows in the header of a public page at 375 px, without sideways scrolling or axe violations', async () => {
    const page = await browser.newPage(PHONE)
    await openPage(page, '/')
    const banner = page.getByRole('banner').getByText(TEST_MODE_TEXT, { exact: true })
    expect(await banner.isVisible()).toBe(true)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expectNoAxeViolations(page)
  })

  it('shows on a private page of a signed-in customer', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()
    await openPage(page, '/dashboard')
    await page.getByRole('banner').getByText(TEST_MODE_TEXT, { exact: true }).waitFor()
    await expectNoAxeViolations(page)
  })
})
