import { request, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '#shared/contracts/settings.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { APP_READY_ATTRIBUTE } from '#shared/domain/site-pages.ts'
import { prepareCaseViaApi, skipIdCheckIfAsked } from '../checkout.ts'
import {
  baseURL,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openPage,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

const PAGE = '/admin/settings'
const FEDERAL_PRICE_LABEL = 'Federal Restoration + VIP Credit Repair price (dollars)'

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

/** The editor's data as the admin API gives it. */
async function adminSettings(): Promise<AdminSettings> {
  const api = await request.newContext({ baseURL })
  try {
    await signInAs(api, 'admin')
    const response = await api.get('/api/admin/settings')
    expect(response.status()).toBe(200)
    return (await response.json()) as AdminSettings
  } finally {
    await api.dispose()
  }
}

/** Puts settings back as they were, so the specs that run later see the seeded figures. */
async function restore(body: Record<string, unknown>) {
  const api = await request.newContext({ baseURL })
  try {
    await signInAs(api, 'admin')
    const response = await api.patch('/api/admin/settings', { data: body, headers: { Origin: baseURL } })
    expect(response.status(), await response.text()).toBe(200)
  } finally {
    await api.dispose()
  }
}

/** A page signed in as the injected admin, on the settings editor. */
async function openEditor(
  browser: ReturnType<typeof useBrowser>,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext(DESKTOP)
  await signInAs(context, 'admin')
  const page = await context.newPage()
  await page.goto(PAGE)
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
  await region(page, 'Company').waitFor()
  return { page, context }
}

/** Presses Review changes in a section and waits for the confirmation with its preview. */
async function review(page: Page, section: string) {
  await region(page, section).getByRole('button', { name: 'Review changes' }).click()
  const dialog = page.getByRole('dialog', { name: `Save changes to ${section}?` })
  await dialog.getByRole('button', { name: 'Save changes' }).and(page.locator(':enabled')).waitFor()
  return dialog
}

let seeded: AdminSettings
beforeAll(async () => {
  seeded = await adminSettings()
})
afterAll(async () => {
  const federal = seeded.products.find((product) => product.code === 'FEDERAL')
  await restore({
    supportPhone: seeded.settings.supportPhone,
    deadlineAt: seeded.settings.deadlineAt,
    isPostLawActive: seeded.settings.isPostLawActive,
    products: { FEDERAL: { priceCents: federal?.priceCents } },
  })
})

describe('the settings editor', () => {
  const browser = useBrowser()

  it('an admin changes the Federal price: /pricing, checkout and the agreement show it at once', async () => {
    const { page } = await openEditor(browser)
    const federal = seeded.products.find((product) => product.code === 'FEDERAL')!
    const newCents = federal.priceCents + 112_00
    const newPrice = formatUsd(newCents)

    const prices = region(page, 'Prices & catalog')
    await prices.getByLabel(FEDERAL_PRICE_LABEL, { exact: true }).fill('abc')
    await prices.getByRole('button', { name: 'Review changes' }).click()
    await prices.getByText('Enter an amount in dollars, such as 25 or 25.50.').waitFor()

    await prices.getByLabel(FEDERAL_PRICE_LABEL, { exact: true }).fill(String(newCents / 100))
    const dialog = await review(page, 'Prices & catalog')
    await dialog.getByText(formatUsd(newCents, { alwaysShowCents: true }), { exact: true }).waitFor()
    // The preview words the figures as the pages will: the new price, with and without verified ID.
    await dialog
      .getByText(
        `${newPrice} with verified ID, ${formatUsd(newCents + seeded.settings.idVerificationFeeCents)} without`,
      )
      .waitFor()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await notifications(page).getByText('Settings saved', { exact: true }).waitFor()
    await prices.getByText(/^Last changed by .+ on .+\.$/).waitFor()
    expect(await prices.getByLabel(FEDERAL_PRICE_LABEL, { exact: true }).inputValue()).toBe(
      String(newCents / 100),
    )

    // A customer's pages, in a browser of their own.
    const customer = await browser.newContext(DESKTOP)
    await signUpCustomer(customer)
    const caseId = await createCaseViaApi(customer, federalCaseInput())
    await prepareCaseViaApi(customer, caseId, 'FEDERAL')
    const shopper = await customer.newPage()

    await openPage(shopper, '/pricing')
    const pricing = await shopper.getByRole('main').innerText()
    expect(pricing).toContain(newPrice)
    expect(pricing).not.toContain(formatUsd(federal.priceCents))

    await openPage(shopper, `/checkout?product=FEDERAL&case=${caseId}`)
    await skipIdCheckIfAsked(shopper)
    const summary = shopper.getByRole('region', { name: 'Order summary' })
    const priceRow = summary
      .locator('dl > div')
      .filter({ has: shopper.locator('dt', { hasText: 'Package price' }) })
    expect((await priceRow.locator('dd').textContent())?.trim()).toBe(newPrice)
    await shopper
      .getByRole('region', { name: 'Service agreement text' })
      .getByText(`Package price: ${formatUsd(newCents, { alwaysShowCents: true })}`)
      .waitFor()
  })

  it('the phone set in the settings shows in the footer and on /contact, as a tel: link', async () => {
    const { page } = await openEditor(browser)
    const phone = '+1 (304) 555-0177'
    const company = region(page, 'Company')
    await company.getByLabel('Support phone', { exact: true }).fill(phone)
    const dialog = await review(page, 'Company')
    await dialog.getByText(phone, { exact: true }).first().waitFor()
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await notifications(page).getByText('Settings saved', { exact: true }).waitFor()

    const visitor = await browser.newPage(DESKTOP)
    await openPage(visitor, '/contact')
    const footerLink = visitor.getByRole('contentinfo').getByRole('link', { name: phone })
    expect(await footerLink.getAttribute('href')).toBe('tel:+13045550177')
    const card = visitor.getByRole('main').getByRole('group', { name: 'Phone', exact: true })
    expect(await card.getByRole('link', { name: phone }).getAttribute('href')).toBe('tel:+13045550177')
    await visitor
      .getByRole('contentinfo')
      .getByText(/^Support hours: /)
      .waitFor()
  })

  // docs/decisions/054-deadline-banner.md: the seeded deadline has passed, so the banner is hidden
  // until a new deadline is set or the post-law flag is switched on.
  it('a new deadline counts down on the prerendered page without the app; the post-law flag says what rose and when', async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000)
    await restore({ deadlineAt: deadline.toISOString(), isPostLawActive: false })
    const page = await browser.newPage(DESKTOP)
    await page.goto('/')
    const banner = page.getByRole('banner')
    await banner
      .getByText(`Prices rise by ${formatUsd(seeded.settings.postLawIncreaseCents)} when the new law passes.`)
      .waitFor()
    const timer = banner.getByRole('timer')
    const first = await timer.innerText()
    expect(first).toMatch(/^0?2 days /)
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first)
    expect(await page.locator(`html[${APP_READY_ATTRIBUTE}]`).count()).toBe(0)

    await restore({ isPostLawActive: true })
    await openPage(page, '/')
    const today = new Date().toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    await banner
      .getByText(
        `Post-law pricing is now active: prices rose by ${formatUsd(seeded.settings.postLawIncreaseCents)} on ${today}.`,
        { exact: true },
      )
      .waitFor()
    expect(await banner.getByRole('timer').count()).toBe(0)
  })

  it('says nothing changed, shows a section’s error, and previews a change that Cancel does not save', async () => {
    const { page } = await openEditor(browser)
    for (const section of [
      'Company',
      'Prices & catalog',
      'Payments & deposit',
      'Affiliates & payouts',
      'Monster Level & fast start',
      'Deadline banner',
    ]) {
      await region(page, section).getByRole('button', { name: 'Review changes' }).waitFor()
    }
    expect(await hasHorizontalScroll(page)).toBe(false)

    // Nothing changed: nothing to confirm.
    await region(page, 'Payments & deposit').getByRole('button', { name: 'Review changes' }).click()
    await notifications(page).getByText('Nothing to save', { exact: true }).waitFor()

    const payments = region(page, 'Payments & deposit')
    await payments.getByLabel('Deposit (percent of the package price)', { exact: true }).fill('0')
    await payments.getByRole('button', { name: 'Review changes' }).click()
    await payments.getByText('Deposit must be between 1 and 100%', { exact: true }).waitFor()
    await expectNoAxeViolations(page)

    await payments.getByLabel('Deposit (percent of the package price)', { exact: true }).fill('25')
    const dialog = await review(page, 'Payments & deposit')
    await dialog.getByText('25%', { exact: true }).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect((await adminSettings()).settings.depositPercent).toBe(seeded.settings.depositPercent)
  })
})
