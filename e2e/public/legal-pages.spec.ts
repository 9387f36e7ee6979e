import { describe, expect, it } from 'vitest'
import { DESKTOP, hasHorizontalScroll, openPage, useBrowser } from '../fixtures.ts'
import { conflictingFigures } from '../conflicting-figures.ts'

const LEGAL_PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy', text: /within 30 days/ },
  { path: '/terms-of-service', title: 'Terms of Service', text: /not a law firm/i },
  { path: '/disclaimer', title: 'Legal Disclaimer', text: /legal advice/i },
  { path: '/legal', title: 'Terms and Conditions', text: /Consumer Credit File Rights/ },
]

// axe and the phone width, once per page, are in e2e/public/accessibility.spec.ts and e2e/layout/.
describe('legal pages', () => {
  const browser = useBrowser()

  it.each(LEGAL_PAGES)('$path renders its text from the content module', async ({ path, title, text }) => {
    const page = await browser.newPage(DESKTOP)
    const response = await openPage(page, path)
    expect(response?.status()).toBe(200)
    const heading = page.getByRole('heading', { level: 1, name: title })
    await heading.waitFor()
    expect(await heading.isVisible()).toBe(true)
    const body = await page.getByRole('main').innerText()
    expect(body).toMatch(text)
    expect(conflictingFigures(body)).toEqual([])
    expect(await hasHorizontalScroll(page)).toBe(false)
  })
})

describe('the checkout consent link', () => {
  const browser = useBrowser()

  it('/legal states the packages at the catalog prices', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/legal')
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor()
    expect(await page.getByRole('main').innerText()).toContain('$2,999')
  })
})
