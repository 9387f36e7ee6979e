import { describe, expect, it } from 'vitest'
import { allowConsoleErrors, openPage, useBrowser } from '../fixtures.ts'

describe('not-found page', () => {
  const browser = useBrowser()

  it('an unknown path answers 404 and shows the not-found page with the way home, to pricing and to help', async () => {
    const page = await browser.newPage()
    allowConsoleErrors(page.context(), /404 .*at \/this-page-does-not-exist\)/)

    const response = await openPage(page, '/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()
    const sentence =
      'We could not find the page you asked for. It may have moved, or the address may have a typo.'
    expect(await page.getByText(sentence).isVisible()).toBe(true)
    const ways = page.getByRole('navigation', { name: 'Where to go from here' })
    expect(await ways.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/pricing')
    expect(await ways.getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe('/help')

    await ways.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const home = page.getByRole('heading', { level: 1, name: 'Restore Your Federal Gun Rights' })
    await home.waitFor()
    expect(await home.isVisible()).toBe(true)
  })

  it("the header's News & Updates link opens the news page inside the app", async () => {
    const page = await browser.newPage()

    await openPage(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'News & Updates' }).click()
    await page.waitForURL((url) => url.pathname === '/news')
    await page.getByRole('heading', { level: 1, name: 'Gun Rights News & Updates' }).waitFor()
    expect(await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).count()).toBe(0)
  })
})
