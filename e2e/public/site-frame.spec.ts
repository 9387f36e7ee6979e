import { describe, expect, it } from 'vitest'
import { PublicSettingsSchema } from '#shared/contracts/settings.contract.ts'
import { openPage, useBrowser } from '../fixtures.ts'

describe('site frame', () => {
  const browser = useBrowser()

  it('the footer shows the company contacts from the settings, the legal links and the disclaimer', async () => {
    const page = await browser.newPage()
    await openPage(page, '/')
    const settings = PublicSettingsSchema.parse(await (await page.request.get('/api/settings/public')).json())
    const { name, address, supportEmail, supportPhone } = settings.company
    expect(supportPhone).not.toBeNull()
    expect(address).toMatch(/^\d+ /)

    const footer = page.getByRole('contentinfo')
    const text = await footer.innerText()
    expect(text).toContain(name)
    expect(text).toContain(address)
    expect(await footer.getByRole('link', { name: supportEmail }).getAttribute('href')).toBe(
      `mailto:${supportEmail}`,
    )
    expect(await footer.getByRole('link', { name: supportPhone ?? '' }).getAttribute('href')).toBe(
      `tel:${supportPhone?.replace(/[^\d+]/g, '')}`,
    )
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')
    expect(await legal.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/disclaimer',
    ])
    const help = footer.getByRole('navigation', { name: 'Help' }).getByRole('link')
    expect(await help.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/pricing',
      '/faq',
      '/help',
      '/contact',
      '/case-status',
      '/document-review',
    ])
    expect(text).toMatch(/not a law firm/)
    expect(text).toMatch(/legal advice/)
    expect(text).toMatch(/attorney-client relationship/)
    expect(text).toMatch(/no outcome is guaranteed/)
    expect(await page.title()).toBe(`Restore Your Federal Gun Rights | ${name}`)
  })

  it('the skip link is the first stop for the keyboard and moves focus to the main content', async () => {
    const page = await browser.newPage()
    await openPage(page, '/sign-in')
    expect(await page.title()).toMatch(/^Sign in \| /)

    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Skip to main content' })
    expect(await skipLink.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await skipLink.isVisible()).toBe(true)

    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
  })

  it('every page links back home from the header logo', async () => {
    const page = await browser.newPage()
    await openPage(page, '/sign-up')
    await page.getByRole('banner').getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname === '/')
    const heading = page.getByRole('heading', { level: 1, name: 'Restore Your Federal Gun Rights' })
    await heading.waitFor()
    expect(await heading.isVisible()).toBe(true)
  })
})
