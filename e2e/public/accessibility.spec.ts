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
import { buyViaApi, prepareCaseViaApi } from '../checkout.ts'
import {
  answerNonviolentFelony,
  createCaseViaApi,
  federalCaseInput,
  fillConviction,
  fillPersonalInfo,
  forwardTo,
  WV_THEFT,
} from '../wizard.ts'

const PUBLIC_PAGES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password?token=not-checked-until-sent',
  '/this-page-does-not-exist',
  '/start/federal',
  '/start/federal?bundle=true',
  '/start/state',
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

    it('every step of the wizard, with its messages shown, has no axe violations and no sideways scrolling', async () => {
      const page = await browser.newPage(device)
      const expectAccessible = async () => {
        await expectNoAxeViolations(page)
        expect(await hasHorizontalScroll(page)).toBe(false)
      }

      await openPage(page, '/start/federal')
      await page.getByRole('button', { name: 'Next', exact: true }).click()
      await page.getByText('First name is required', { exact: true }).waitFor()
      await expectAccessible()
      await fillPersonalInfo(page)
      await forwardTo(page, 'Next', 2)
      await page.getByRole('button', { name: 'Check Eligibility', exact: true }).click()
      await page.getByText('Court name is required', { exact: true }).waitFor()
      await expectAccessible()
      await fillConviction(page, WV_THEFT)
      await answerNonviolentFelony(page)
      await page
        .getByRole('group', { name: /cleared or forgiven/ })
        .getByLabel('Pardoned')
        .check()
      await page.getByRole('group', { name: /still may not have guns/ }).waitFor()
      await expectAccessible()
      await forwardTo(page, 'Check Eligibility', 3)
      await page.getByRole('heading', { level: 3, name: /eligible|concerns|review/ }).waitFor()
      await expectAccessible()
      await forwardTo(page, 'Next', 4)
      await page.getByLabel('I have other criminal convictions').check()
      await page.getByLabel('I served in the U.S. armed forces').check()
      await expectAccessible()
    })

    it('a case page and a missing case, signed in, have no axe violations and no sideways scrolling', async () => {
      const context = await browser.newContext(device)
      await signInAs(context, customer)
      const caseId = await createCaseViaApi(context, federalCaseInput({ isBundle: true }))
      const page = await context.newPage()

      await openPage(page, `/case/${caseId}`)
      await page.getByRole('heading', { name: 'Case Summary' }).waitFor()
      await expectNoAxeViolations(page)
      expect(await hasHorizontalScroll(page)).toBe(false)

      await openPage(page, '/case/00000000-0000-4000-8000-000000000000')
      await page.getByRole('heading', { level: 1, name: 'Case Not Found' }).waitFor()
      await expectNoAxeViolations(page)
      expect(await hasHorizontalScroll(page)).toBe(false)
    })

    it('checkout, identity and verification pages, signed in, have no axe violations and no sideways scrolling', async () => {
      const context = await browser.newContext(device)
      await signInAs(context, customer)
      const caseId = await createCaseViaApi(context, federalCaseInput())
      await prepareCaseViaApi(context, caseId, 'FEDERAL')
      const page = await context.newPage()
      const expectAccessible = async () => {
        await expectNoAxeViolations(page)
        expect(await hasHorizontalScroll(page)).toBe(false)
      }

      // Checkout: the agreement stage, then the card form with its messages shown.
      await openPage(page, `/checkout?product=FEDERAL&case=${caseId}`)
      await page.getByRole('region', { name: 'Service agreement text' }).waitFor()
      await expectAccessible()
      await page.getByLabel(/^I have read and agree to the Service Agreement/).check()
      await page
        .getByLabel('Type your full legal name to sign')
        .fill(`${customer.firstName} ${customer.lastName}`)
      await page.getByRole('button', { name: 'Sign and continue to payment' }).click()
      await page.getByRole('button', { name: /^Pay \$/ }).click()
      await page.getByText('Your card number is incomplete.').waitFor()
      await expectAccessible()

      for (const path of ['/checkout?product=GOLD', `/pay-later-setup?product=BUNDLE&case=${caseId}`]) {
        await openPage(page, path)
        await expectAccessible()
      }

      await openPage(page, `/verify-id?caseId=${caseId}`)
      await page.getByRole('button', { name: 'Verify My ID' }).waitFor()
      await expectAccessible()

      // The sandbox ID check, with its messages shown.
      const started = await context.request.post('/api/identity/start', {
        data: { caseId },
        headers: { Origin: new URL(page.url()).origin },
      })
      expect(started.status()).toBe(201)
      await openPage(page, ((await started.json()) as { url: string }).url)
      await page.getByRole('button', { name: 'Submit for verification' }).click()
      await page.getByText('A selfie is required').waitFor()
      await expectAccessible()

      await openPage(page, '/verify')
      await page.getByRole('button', { name: 'Verify My Information' }).click()
      await page.getByText('Invalid SSN format').waitFor()
      await expectAccessible()

      // The case page with its order and documents, the cancel dialog, and the payment outcome page.
      const orderId = await buyViaApi(context, {
        product: 'FEDERAL',
        caseId,
        fullName: `${customer.firstName} ${customer.lastName}`,
      })
      await openPage(page, `/case/${caseId}`)
      await page
        .getByRole('tabpanel', { name: 'Documents', exact: true })
        .getByText('Signed service agreement')
        .first()
        .waitFor()
      await page
        .getByRole('region', { name: 'Payment', exact: true })
        .getByText('PAID', { exact: true })
        .waitFor()
      await expectAccessible()
      await page.getByRole('button', { name: 'Cancel and refund' }).click()
      await page.getByRole('dialog', { name: 'Cancel this order?' }).waitFor()
      await expectAccessible()

      await openPage(page, `/checkout/success?order=${orderId}`)
      await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor()
      await expectAccessible()
    })
  },
)
