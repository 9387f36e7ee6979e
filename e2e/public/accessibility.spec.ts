import type { BrowserContextOptions } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignUpInput } from '#shared/contracts/auth.contract.ts'
import {
  createCustomer,
  DEVICES,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openPage,
  signInAs,
  useBrowser,
} from '../fixtures.ts'

const PUBLIC_PAGES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password?token=not-checked-until-sent',
  '/this-page-does-not-exist',
]

// One account for both widths: sign-ups are rate-limited per address, and every spec shares one.
let customer: SignUpInput
beforeAll(async () => {
  customer = await createCustomer()
})

describe.each(Object.entries(DEVICES))(
  'accessibility at %s width',
  (_name, device: BrowserContextOptions) => {
    const browser = useBrowser()

    it.each(PUBLIC_PAGES)('%s has no axe violations and no sideways scrolling', async (path) => {
      const page = await browser.newPage(device)
      await openPage(page, path)
      await expectNoAxeViolations(page)
      expect(await hasHorizontalScroll(page)).toBe(false)
    })

    it('/dashboard, signed in, has no axe violations and no sideways scrolling', async () => {
      const context = await browser.newContext(device)
      await signInAs(context, customer)
      const page = await context.newPage()
      await openPage(page, '/dashboard')
      await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor()
      await expectNoAxeViolations(page)
      expect(await hasHorizontalScroll(page)).toBe(false)
    })
  },
)
