import { describe, expect, it } from 'vitest'
import { DESKTOP, openPage, PHONE, useBrowser } from '../fixtures.ts'

const MOBILE_LINKS = ['Federal Restoration', 'State Restoration', 'Affiliate Program']
// Prices and answers two taps away on a phone (docs/decisions/054-deadline-banner.md).
const HELP_LINKS = ['Pricing', 'FAQ', 'Help', 'Contact', 'Case Status', 'Document Review']

describe('mobile menu', () => {
  const browser = useBrowser()

  it('at phone width the menu opens with every header link except News & Updates', async () => {
    const page = await browser.newPage(PHONE)
    await openPage(page, '/')

    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    const button = page.getByRole('button', { name: 'Main menu' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')

    await button.click()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.waitFor()
    const links = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim())
    expect(links).toEqual([...MOBILE_LINKS, ...HELP_LINKS, 'Sign In', 'Get Started'])
    expect(await page.getByRole('link', { name: 'News & Updates' }).count()).toBe(0)

    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('following a menu link navigates and closes the menu', async () => {
    const page = await browser.newPage(PHONE)
    await openPage(page, '/')

    await page.getByRole('button', { name: 'Main menu' }).click()
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'State Restoration' })
      .click()
    await page.waitForURL((url) => url.pathname === '/state-restoration')
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/state-restoration')
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Main menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('at desktop width the header shows all four links, News & Updates included, and no menu button', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')

    const nav = page.getByRole('navigation', { name: 'Main' })
    const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim())
    expect(links).toEqual([...MOBILE_LINKS, 'News & Updates'])
    expect(await page.getByRole('button', { name: 'Main menu' }).isVisible()).toBe(false)
    expect(
      await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).getAttribute('href'),
    ).toBe('/start/federal')
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/api/login',
    )
  })
})
