import { describe, expect, it } from 'vitest'
import { AFFILIATE_HASHTAGS, sampleScripts } from '#shared/content/affiliate-pages.ts'
import { bpsOf } from '#shared/domain/affiliates.ts'
import { formatUsd } from '#shared/domain/money.ts'
import {
  contentFigures,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openPage,
  useBrowser,
} from '../fixtures.ts'
import { conflictingFigures } from '../conflicting-figures.ts'

type AffiliatePage = {
  path: string
  title: string
  /** Anchors the page must carry (other pages and the help assistant link to them). */
  anchors: string[]
  links: { name: string | RegExp; href: string }[]
}

const AFFILIATE_PAGES: AffiliatePage[] = [
  {
    path: '/affiliate-terms',
    title: 'Affiliate Program Terms',
    anchors: [
      'commission',
      'tracking',
      'hold-period',
      'payouts',
      'monster-level',
      'fast-start',
      'staying-active',
      'tax',
    ],
    links: [
      { name: 'Affiliate Training', href: '/affiliate-training' },
      { name: 'Posting Guidelines', href: '/affiliate-guidelines' },
    ],
  },
  {
    path: '/affiliate-training',
    title: 'Affiliate Training',
    anchors: ['what-you-sell', 'scripts', 'dos-and-donts', 'posting-schedule', 'hashtags'],
    links: [
      { name: 'Posting Guidelines', href: '/affiliate-guidelines' },
      { name: 'Go to the Affiliate Program', href: '/affiliate' },
    ],
  },
  {
    path: '/affiliate-guidelines',
    title: 'Affiliate Posting Guidelines',
    anchors: ['schedule', 'restricted-words', 'politics', 'no-guarantees', 'disclosure'],
    links: [
      { name: 'Affiliate Training', href: '/affiliate-training' },
      { name: 'Affiliate Program Terms', href: '/affiliate-terms' },
    ],
  },
  {
    path: '/affiliate-portal',
    title: 'Affiliate Portal',
    anchors: ['payouts', 'assets', 'support'],
    links: [
      { name: 'Payouts', href: '#payouts' },
      { name: 'Assets', href: '#assets' },
      { name: 'Support', href: '#support' },
      { name: 'Open your Payouts tab', href: '/affiliate' },
    ],
  },
]

// axe and the phone width, once per page, are in e2e/public/accessibility.spec.ts and e2e/layout/.
describe('affiliate pages', () => {
  const browser = useBrowser()

  it.each(AFFILIATE_PAGES)(
    '$path renders from the content module without sideways scrolling',
    async ({ path, title, anchors, links }) => {
      const page = await browser.newPage(DESKTOP)
      const response = await openPage(page, path)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(await page.title()).toMatch(new RegExp(`^${title} \\| `))

      const main = page.getByRole('main')
      for (const anchor of anchors) expect(await main.locator(`[id="${anchor}"]`).count(), anchor).toBe(1)
      for (const link of links) {
        await expect
          .poll(() => main.getByRole('link', { name: link.name, exact: true }).first().getAttribute('href'))
          .toBe(link.href)
      }
      expect(conflictingFigures(await main.innerText())).toEqual([])
      expect(await hasHorizontalScroll(page)).toBe(false)
    },
  )
})

describe('the affiliate pages', () => {
  const browser = useBrowser()

  it('work the commission out per package from the catalog on the terms page', async () => {
    const figures = await contentFigures()
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/affiliate-terms')
    const table = page.getByRole('table', { name: /what one sale earns/i })
    for (const pkg of [figures.packages.federal, figures.packages.state, figures.packages.bundle]) {
      const commission = bpsOf(pkg.priceCents, figures.affiliate.commissionBps)
      const row = table.getByRole('row').filter({ hasText: formatUsd(pkg.priceCents) })
      const text = await row.innerText()
      expect(text).toContain(formatUsd(commission))
      expect(text).toContain(formatUsd(commission + figures.affiliate.idVerifiedBonusCents))
    }
    const body = await page.getByRole('main').innerText()
    expect(body).toContain(`${figures.affiliate.holdDays} days`)
    expect(body).toContain(formatUsd(figures.affiliate.form1099ThresholdCents))
    expect(body).toContain(formatUsd(figures.affiliate.monsterLevelFeeCents))
    expect(body).toContain(formatUsd(figures.affiliate.fastStartBonusCents))
  })

  it('are linked from the footer of every page', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Affiliates' })
    expect(
      await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual(['/affiliate-terms', '/affiliate-training', '/affiliate-guidelines', '/affiliate-portal'])
  })

  it('copy a script and a hashtag to the clipboard on the training page', async () => {
    const figures = await contentFigures()
    const context = await browser.newContext({
      ...DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const page = await context.newPage()
    await openPage(page, '/affiliate-training')
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

    for (const script of sampleScripts(figures)) {
      await page.getByRole('button', { name: `Copy ${script.title} script`, exact: true }).click()
      await expect.poll(clipboard).toBe(script.text)
      await expect.poll(() => page.getByRole('status').innerText()).toContain('Copied')
      await page.getByRole('button', { name: `Copied ${script.title} script`, exact: true }).waitFor()
    }

    const hashtag = AFFILIATE_HASHTAGS[2]
    await page.getByRole('button', { name: hashtag, exact: true }).click()
    await expect.poll(clipboard).toBe(hashtag)
    await expect.poll(() => page.getByRole('status').innerText()).toContain(`Copied ${hashtag}`)
    // The buttons in their Copied state, which only the clicks reach.
    await expectNoAxeViolations(page)
  })
})
