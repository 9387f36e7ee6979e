import { describe, expect, it } from 'vitest'
import type { ContentFigures } from '#shared/content/figures.ts'
import { formatUsd } from '#shared/domain/money.ts'
import {
  contentFigures,
  DESKTOP,
  hasHorizontalScroll,
  openPage,
  useBrowser,
  watchHydrationErrors,
} from '../fixtures.ts'
import { conflictingFigures } from '../conflicting-figures.ts'

/** The commission on a sale, computed here from the figures as DECISIONS §1 states it. */
function commission(f: ContentFigures, priceCents: number, isIdVerified: boolean): number {
  const share = Math.round((priceCents * f.affiliate.commissionBps) / 10_000)
  return share + (isIdVerified ? f.affiliate.idVerifiedBonusCents : 0)
}

// axe and the phone width are in e2e/public/accessibility.spec.ts and e2e/layout/.
describe('landing page', () => {
  const browser = useBrowser()

  it('arrives server-rendered with the hero and the catalog prices, and hydrates without a mismatch', async () => {
    const page = await browser.newPage(DESKTOP)
    const hydrationErrors = watchHydrationErrors(page)
    const response = await openPage(page, '/')
    expect(response?.status()).toBe(200)
    const f = await contentFigures()

    const html = (await response?.text()) ?? ''
    expect(html).toContain('Restore Your Federal Gun Rights')
    for (const cents of [
      f.packages.state.priceCents,
      f.packages.federal.priceCents,
      f.packages.bundle.priceCents,
    ]) {
      expect(html).toContain(formatUsd(cents))
    }
    expect(html).not.toContain('Loading prices')

    await page.getByRole('region', { name: 'Earn With Our Affiliate Program' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(hydrationErrors).toEqual([])
  })

  it('shows the hero with its two buttons and the VIP credit repair banner', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const f = await contentFigures()
    const main = page.getByRole('main')

    await main
      .getByRole('heading', { level: 1, name: 'Restore Your Federal Gun Rights', exact: true })
      .waitFor()
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await main.getByRole('link', { name: 'Start My Federal Case' }).getAttribute('href')).toBe(
      '/start/federal',
    )
    expect(await main.getByRole('link', { name: 'View All Services & Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    )

    const banner = main.getByRole('region', { name: 'VIP Credit Repair Included Free' })
    const bannerText = await banner.innerText()
    expect(bannerText).toContain(`${formatUsd(f.vipCreditRepairValueCents)} value`)
    expect(bannerText).toMatch(/every restoration package/i)
  })

  it('lists the four packages at the catalog prices, Federal as the most popular, each with its link', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const f = await contentFigures()
    const { state, federal, bundle } = f.packages
    const pricing = page.getByRole('region', { name: 'Simple, Upfront Pricing' })

    const cards = pricing
      .getByRole('list')
      .first()
      .getByRole('listitem')
      .filter({ has: page.getByRole('group') })
    expect(await cards.count()).toBe(4)
    expect(await pricing.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'State Restoration',
      'Federal Restoration',
      'Complete Bundle',
      'VIP Credit Repair',
    ])

    const restoration = [
      { name: 'State Restoration', figure: state, link: 'Start State Restoration', href: '/start/state' },
      {
        name: 'Federal Restoration',
        figure: federal,
        link: 'Start Federal Restoration',
        href: '/start/federal',
      },
      {
        name: 'Complete Bundle',
        figure: bundle,
        link: 'Start Complete Bundle',
        href: '/start/federal?bundle=true',
      },
    ]
    for (const { name, figure, link, href } of restoration) {
      const card = pricing.getByRole('group', { name, exact: true })
      const text = await card.innerText()
      expect(text).toContain(formatUsd(figure.priceCents))
      expect(text).toMatch(/with verified ID/)
      expect(text).toContain(`${formatUsd(figure.unverifiedPriceCents)} without ID verification`)
      expect(text).toContain(`${formatUsd(figure.monthlyEstimateCents)}/month with Easy Payments`)
      expect(await card.getByRole('link', { name: link, exact: true }).getAttribute('href')).toBe(href)
      expect(text.includes('Most Popular')).toBe(name === 'Federal Restoration')
    }

    const savings = federal.priceCents + state.priceCents - bundle.priceCents
    expect(savings).toBe(f.bundleSavingsCents)
    expect(await pricing.getByRole('group', { name: 'Complete Bundle' }).innerText()).toContain(
      `Save ${formatUsd(savings)}`,
    )

    const vip = pricing.getByRole('group', { name: 'VIP Credit Repair', exact: true })
    expect(await vip.innerText()).toContain(`${formatUsd(f.vipCreditRepairValueCents)} value`)
    expect(await vip.getByRole('link').getAttribute('href')).toBe('/pricing')

    await pricing.getByRole('link', { name: 'Start Complete Bundle' }).click()
    await page.waitForURL((url) => url.pathname === '/start/federal' && url.search === '?bundle=true')
  })

  it('explains the four steps in order', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const f = await contentFigures()
    const steps = page.getByRole('region', { name: 'How It Works' })
    const items = steps.getByRole('list').getByRole('listitem')
    expect(await items.count()).toBe(4)
    expect(
      await steps.getByRole('heading', { level: 3 }).evaluateAll((hs) => hs.map((h) => h.textContent)),
    ).toEqual([
      'Step 1: Eligibility check',
      'Step 2: Document preparation',
      'Step 3: Fingerprints and ID',
      'Step 4: Submission and tracking',
    ])
    const text = await steps.innerText()
    expect(text).toMatch(/QR code/)
    expect(text).toMatch(/e-mail/)
    expect(text).toContain(formatUsd(f.idVerificationFeeCents))
  })

  it('sells the affiliate program from the settings beside a sample dashboard computed from the catalog', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const f = await contentFigures()
    const { affiliate } = f
    const section = page.getByRole('region', { name: 'Earn With Our Affiliate Program' })
    const text = await section.innerText()

    expect(text).toContain(`${affiliate.commissionBps / 100}% commission`)
    expect(text).toContain(`plus ${formatUsd(affiliate.idVerifiedBonusCents)}`)
    expect(text).toContain(`${affiliate.cookieDays}-day tracking cookie`)
    expect(text).toContain('Weekly payouts')
    expect(text).toContain(`${affiliate.holdDays}-day hold period`)
    expect(text).toContain(formatUsd(affiliate.minimumPayoutCents))
    expect(await section.getByRole('link', { name: /Affiliate Program/ }).getAttribute('href')).toBe(
      '/affiliate',
    )

    const sample = section.getByRole('figure', { name: 'Sample dashboard — illustration only' })
    expect(await sample.isVisible()).toBe(true)
    const sampleText = await sample.innerText()
    expect(sampleText).toMatch(/\bsample\b/i)
    expect(sampleText).toMatch(/not real earnings/i)

    const { state, federal, bundle } = f.packages
    const expected = [
      { name: 'Federal Restoration', cents: commission(f, federal.priceCents, true) },
      { name: 'State Restoration', cents: commission(f, state.priceCents, true) },
      { name: 'Complete Bundle', cents: commission(f, bundle.priceCents, false) },
    ]
    const rows = sample.getByRole('listitem')
    expect(await rows.count()).toBe(expected.length)
    for (const [i, row] of expected.entries()) {
      const rowText = await rows.nth(i).innerText()
      expect(rowText).toContain(row.name)
      expect(rowText).toContain(formatUsd(row.cents))
    }
    const earned = expected.reduce((sum, row) => sum + row.cents, 0)
    const revenue = federal.priceCents + state.priceCents + bundle.priceCents
    expect(sampleText).toContain(formatUsd(earned))
    expect(sampleText).toContain(formatUsd(revenue))
  })

  it('ends with the footer, prints no conflicting figure and has no sideways scroll', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const f = await contentFigures()

    const footer = page.getByRole('contentinfo')
    const footerText = await footer.innerText()
    expect(footerText).toContain(f.company.address)
    expect(await footer.getByRole('link', { name: f.company.supportEmail }).getAttribute('href')).toBe(
      `mailto:${f.company.supportEmail}`,
    )
    if (f.company.supportPhone) expect(footerText).toContain(f.company.supportPhone)

    expect(conflictingFigures(await page.locator('body').innerText())).toEqual([])
    expect(await hasHorizontalScroll(page)).toBe(false)
  })
})
