import { describe, expect, it } from 'vitest'
import { hasHorizontalScroll, openPage, signInAs, signUpCustomer, useBrowser } from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

// At desktop width: axe and the phone layout of the dashboard, with no cases and with cases, run
// once per width in e2e/public/accessibility.spec.ts.
describe('dashboard', () => {
  const browser = useBrowser()

  it('with no cases: the empty states, the four tiles and the way to a first case', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()

    await openPage(page, '/dashboard')

    await page.getByRole('heading', { name: 'No cases yet' }).waitFor()
    await page.getByText('Start your firearm rights restoration journey today', { exact: true }).waitFor()
    await page.getByText('No orders yet', { exact: true }).waitFor()
    for (const [label, value] of [
      ['Active Cases', '0'],
      ['Completed', '0'],
      ['Pending Actions', '0'],
      ['Total Invested', '$0'],
    ] as const) {
      const tile = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })
      expect(await tile.locator('dd').textContent()).toBe(value)
    }
    const main = page.getByRole('main')
    expect(await main.getByRole('link', { name: 'Start Your First Case' }).getAttribute('href')).toBe(
      '/start/federal',
    )
    expect(await main.getByRole('link', { name: 'Start New Case' }).getAttribute('href')).toBe(
      '/start/federal',
    )
    const quickActions = main.getByRole('region', { name: 'Quick Actions' })
    expect(await quickActions.getByRole('link', { name: 'Federal Restoration' }).getAttribute('href')).toBe(
      '/start/federal',
    )
    expect(await quickActions.getByRole('link', { name: 'State Restoration' }).getAttribute('href')).toBe(
      '/start/state',
    )
    expect(await quickActions.getByRole('link', { name: 'Affiliate Program' }).getAttribute('href')).toBe(
      '/affiliate',
    )
    const help = main.getByRole('region', { name: 'Need Help?' })
    await help.getByText(/support team helps you through every step/).waitFor()
    // Contact Support opens a dialog whose message lands in the support inbox (issue 11 item 8).
    await help.getByRole('button', { name: 'Contact Support' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contact Support' })
    await dialog.getByLabel('Your message').fill('How long does the federal application take?')
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Message Sent', { exact: true }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    expect(await hasHorizontalScroll(page)).toBe(false)
  })

  it('with two cases: a card for each, with its number, jurisdiction, state, badge, date and link', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    const federalId = await createCaseViaApi(context, federalCaseInput())
    const bundleId = await createCaseViaApi(context, federalCaseInput({ isBundle: true, state: 'OH' }))
    const page = await context.newPage()

    await openPage(page, '/dashboard')
    const cards = page.getByRole('main').getByRole('article')
    await cards.first().waitFor()
    expect(await cards.count()).toBe(2)

    for (const [id, place] of [
      [federalId, 'Federal'],
      [bundleId, 'Both federal and state, Ohio'],
    ] as const) {
      const number = `Case #${id.slice(0, 8).toUpperCase()}`
      const card = page.getByRole('article', { name: number })
      await card.getByText(place, { exact: true }).waitFor()
      await card.getByText('Intake', { exact: true }).waitFor()
      await card.getByText(/^Created \w+ \d{1,2}, \d{4}$/).waitFor()
      expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/case/${id}`)
    }
    const activeTile = page
      .locator('dl > div')
      .filter({ has: page.getByText('Active Cases', { exact: true }) })
    expect(await activeTile.locator('dd').textContent()).toBe('2')
    expect(await hasHorizontalScroll(page)).toBe(false)

    await page
      .getByRole('article', { name: `Case #${bundleId.slice(0, 8).toUpperCase()}` })
      .getByRole('link')
      .click()
    await page.waitForURL((url) => url.pathname === `/case/${bundleId}`)
    await page
      .getByRole('heading', { level: 1, name: `Case #${bundleId.slice(0, 8).toUpperCase()}` })
      .waitFor()
  })
})
