import { describe, expect, it } from 'vitest'
import { DESKTOP, hasHorizontalScroll, openPage, useBrowser } from '../fixtures.ts'
import { conflictingFigures } from '../conflicting-figures.ts'

type MarketingPage = {
  path: string
  title: string
  links: { name: string | RegExp; href: string }[]
  prices: string[]
}

const MARKETING_PAGES: MarketingPage[] = [
  {
    path: '/pricing',
    title: 'Services and Pricing',
    links: [
      { name: 'Start State Restoration', href: '/start/state' },
      { name: 'Start Federal Restoration', href: '/start/federal' },
      { name: 'Start Complete Bundle', href: '/start/federal?bundle=true' },
    ],
    prices: ['$2,599', '$2,999', '$4,999', 'Save $599'],
  },
  {
    path: '/federal-restoration',
    title: 'Federal Firearm Rights Restoration',
    links: [
      { name: 'Check Federal Eligibility', href: '/start/federal' },
      { name: 'View All Services and Pricing', href: '/pricing' },
    ],
    prices: ['$2,999'],
  },
  {
    path: '/state-restoration',
    title: 'State Firearm Rights Restoration',
    links: [
      { name: 'Check State Eligibility', href: '/start/state' },
      { name: 'View All Services and Pricing', href: '/pricing' },
    ],
    prices: ['$2,599'],
  },
  {
    path: '/complete-bundle',
    title: 'Complete Bundle: Federal and State Restoration',
    links: [
      { name: 'Start Complete Bundle', href: '/start/federal?bundle=true' },
      { name: 'Questions? Contact Us', href: '/contact' },
    ],
    prices: ['$4,999', '$2,999', '$2,599', '$5,598', '$599'],
  },
  {
    path: '/document-review',
    title: 'Document Review',
    links: [
      { name: 'Request Document Review', href: '/contact' },
      { name: 'Learn More', href: '/help' },
    ],
    prices: [],
  },
  {
    path: '/case-status',
    title: 'Check Case Status',
    links: [
      { name: 'Client Portal Login', href: '/dashboard' },
      { name: 'Contact Us', href: '/contact' },
      { name: 'Help Center', href: '/help' },
      { name: 'Start Federal Eligibility Check', href: '/start/federal' },
    ],
    prices: [],
  },
]

// axe and the phone width, once per page, are in e2e/public/accessibility.spec.ts and e2e/layout/.
describe('marketing pages', () => {
  const browser = useBrowser()

  it.each(MARKETING_PAGES)(
    '$path renders from the content module at the catalog prices',
    async ({ path, title, links, prices }) => {
      const page = await browser.newPage(DESKTOP)
      const response = await openPage(page, path)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)

      const main = page.getByRole('main')
      for (const link of links) {
        await expect
          .poll(() => main.getByRole('link', { name: link.name, exact: true }).first().getAttribute('href'))
          .toBe(link.href)
      }

      const body = await main.innerText()
      for (const price of prices) expect(body).toContain(price)
      expect(conflictingFigures(body)).toEqual([])
      expect(await hasHorizontalScroll(page)).toBe(false)
    },
  )
})

describe('the pricing page', () => {
  const browser = useBrowser()

  it('lists the restoration packages and marks Federal Restoration as the most popular', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/pricing')
    const main = page.getByRole('main')
    for (const name of ['State Restoration', 'Federal Restoration', 'Complete Bundle']) {
      await main.getByRole('heading', { level: 3, name, exact: true }).waitFor()
    }
    const federal = main.getByRole('group', { name: 'Federal Restoration', exact: true })
    await federal.getByText('Most Popular').waitFor()
    expect(await federal.innerText()).toContain('$2,999')
  })
})
