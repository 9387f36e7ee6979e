import { describe, expect, it } from 'vitest'
import { howItWorksSteps } from '#shared/content/help.ts'
import { landingContent } from './landing-content.ts'
import { testFigures } from '#shared/content/test-figures.ts'

const figures = testFigures()

describe('landingContent', () => {
  it('shows the four cards in order with the catalog prices, Federal as the most popular', () => {
    const { cards } = landingContent(figures).pricing
    expect(
      cards.map(({ name, priceLabel, unverifiedLabel, isMostPopular, cta }) => ({
        name,
        priceLabel,
        unverifiedLabel,
        isMostPopular,
        cta,
      })),
    ).toEqual([
      {
        name: 'State Restoration',
        priceLabel: '$2,599',
        unverifiedLabel: '$2,749 without ID verification',
        isMostPopular: false,
        cta: { label: 'Start State Restoration', path: '/start/state' },
      },
      {
        name: 'Federal Restoration',
        priceLabel: '$2,999',
        unverifiedLabel: '$3,149 without ID verification',
        isMostPopular: true,
        cta: { label: 'Start Federal Restoration', path: '/start/federal' },
      },
      {
        name: 'Complete Bundle',
        priceLabel: '$4,999',
        unverifiedLabel: '$5,149 without ID verification',
        isMostPopular: false,
        cta: { label: 'Start Complete Bundle', path: '/start/federal?bundle=true' },
      },
      {
        name: 'VIP Credit Repair',
        priceLabel: 'Free',
        unverifiedLabel: 'A $1,497 value, included with every restoration package',
        isMostPopular: false,
        cta: { label: 'See Credit Repair Details', path: '/pricing' },
      },
    ])
    expect(cards[1]?.priceNotes).toEqual(['or $249.92/month with Easy Payments (12 months)'])
    expect(cards[2]?.savingsCents).toBe(599_00)
    expect(cards[3]?.priceNotes).toEqual(['On its own: $1,497 with verified ID'])
  })

  it('keeps the VIP card when standalone credit repair is switched off', () => {
    const withoutStandalone = { ...figures, packages: { ...figures.packages, vipCredit: null } }
    const vip = landingContent(withoutStandalone).pricing.cards[3]
    expect(vip?.name).toBe('VIP Credit Repair')
    expect(vip?.unverifiedLabel).toContain('$1,497 value')
    expect(vip?.priceNotes).toEqual([])
  })

  it('describes the four steps of /help and the affiliate terms from the settings', () => {
    const content = landingContent(figures)
    expect(content.steps.items).toEqual(howItWorksSteps(figures))
    expect(content.steps.items.map((step) => step.title)).toEqual([
      'Eligibility check',
      'Document preparation',
      'Fingerprints and ID',
      'Submission and tracking',
    ])
    expect(content.affiliate.sellingPoints.map((point) => point.title)).toEqual([
      '20% commission',
      '30-day tracking cookie',
      'Weekly payouts',
      '37-day hold period',
    ])
    expect(content.affiliate.cta).toEqual({ label: 'Join the Affiliate Program', path: '/affiliate' })
    expect(content.affiliate.sample.caption).toMatch(/sample.*illustration only/i)
  })

  it('follows the settings instead of printing literals', () => {
    const content = landingContent(
      testFigures({
        vipCreditRepairValueCents: 1_600_00,
        affiliateHoldDays: 45,
        affiliateCookieDays: 60,
        affiliateCommissionBps: 1500,
        easyPaymentsMonths: 10,
      }),
    )
    expect(content.vipBanner.valueLabel).toBe('$1,600 value')
    expect(content.pricing.cards[1]?.priceNotes).toEqual(['or $299.90/month with Easy Payments (10 months)'])
    const points = content.affiliate.sellingPoints.map((point) => `${point.title}: ${point.text}`).join('\n')
    expect(points).toContain('15% commission')
    expect(points).toContain('60-day tracking cookie')
    expect(points).toContain('45-day hold period')
    expect(points).not.toMatch(/\b(20%|37-day|37 days|30-day|30 days)/)
  })
})
