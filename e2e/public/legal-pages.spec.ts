import type { BrowserContextOptions } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEVICES, expectNoAxeViolations, hasHorizontalScroll, openPage, useBrowser } from '../fixtures.ts'
import { conflictingFigures } from '../conflicting-figures.ts'

const LEGAL_PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy', text: /within 30 days/ },
  { path: '/terms-of-service', title: 'Terms of Service', text: /not a law firm/i },
  { path: '/disclaimer', title: 'Legal Disclaimer', text: /legal advice/i },
  { path: '/legal', title: 'Terms and Conditions', text: /Consumer Credit File Rights/ },
]

describe.each(Object.entries(DEVICES))('legal pages at %s width', (_name, device: BrowserContextOptions) => {
  const browser = useBrowser()

  it.each(LEGAL_PAGES)(
    '$path renders its text from the content module, accessibly',
    async ({ path, title, text }) => {
      const page = await browser.newPage(device)
      const response = await openPage(page, path)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      const body = await page.getByRole('main').innerText()
      expect(body).toMatch(text)
      expect(conflictingFigures(body)).toEqual([])
      await expectNoAxeViolations(page)
      expect(await hasHorizontalScroll(page)).toBe(false)
    },
  )
})

describe('the checkout consent link', () => {
  const browser = useBrowser()

  it('/legal states the packages at the catalog prices', async () => {
    const page = await browser.newPage(DEVICES.desktop)
    await openPage(page, '/legal')
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor()
    expect(await page.getByRole('main').innerText()).toContain('$2,999')
  })
})
