import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from '../fixtures.ts'

describe('not-found page', () => {
  const browser = useBrowser()

  it('an unknown path answers 404 and shows the not-found page with a way home', async () => {
    const page = await browser.newPage()

    const response = await openPage(page, '/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true)

    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
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
