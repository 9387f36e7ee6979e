import { describe, expect, it } from 'vitest'
import { indexablePaths } from '#shared/domain/site-pages.ts'
import { DESKTOP, hasHorizontalScroll, openPage, useBrowser } from '../fixtures.ts'
import { conflictingFigures } from '../conflicting-figures.ts'

// Every page a visitor can reach without an account, as the sitemap lists them, plus the bundle
// variant of the wizard. What search engines read (the HTML alone) is checked on the server
// (server/modules/seo/public-pages.integration.test.ts); axe and the phone width, once per page, in
// e2e/public/accessibility.spec.ts and e2e/layout/.
const PUBLIC_PAGES = [...indexablePaths(), '/start/federal?bundle=true']

describe('every public page', () => {
  const browser = useBrowser()

  it.each(PUBLIC_PAGES)(
    '%s hydrates without console errors, prints no conflicting figure, and opens other sites safely',
    async (path) => {
      const page = await browser.newPage(DESKTOP)
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await openPage(page, path)
      await page.waitForLoadState('networkidle')

      expect(conflictingFigures(await page.locator('body').innerText())).toEqual([])
      expect(await hasHorizontalScroll(page)).toBe(false)
      // Links to other sites open in a new tab without handing them this page.
      const external = await page.$$eval('a[href^="http"]', (elements) =>
        (elements as HTMLAnchorElement[])
          .filter((link) => new URL(link.href).origin !== window.location.origin)
          .map((link) => ({ href: link.href, target: link.target, rel: link.rel })),
      )
      for (const link of external) {
        expect(link.target, link.href).toBe('_blank')
        expect(link.rel.split(' ').sort(), link.href).toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        )
      }
      expect(errors).toEqual([])
    },
  )
})
