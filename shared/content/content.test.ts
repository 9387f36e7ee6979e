import { describe, expect, it } from 'vitest'
import { DEFAULT_FIGURES, DEFAULT_PRODUCTS, DEFAULT_SUPPORT_HOURS } from '../domain/business-defaults.ts'
import type { Settings } from '../domain/settings.ts'
import { parseWeeklyHours, type WeeklyHours } from '../domain/support-hours.ts'
import {
  allContent,
  contentFigures,
  ContentFiguresSchema,
  FAQ_CATEGORIES,
  faqEntries,
  IncompleteCatalogError,
  knowledgeDocuments,
  pricingPage,
  QUICK_QUESTIONS,
  supportHours,
  type CatalogProduct,
} from './index.ts'

// The seeded DECISIONS §1 figures, with company details of a test company.
const settings: Settings = {
  companyName: 'Acme Restore',
  companyAddress: '1 Main Street, Charleston, WV 25301',
  supportEmail: 'help@acme.example',
  supportPhone: '304-555-0100',
  supportHours: hoursOf(DEFAULT_SUPPORT_HOURS),
  ...DEFAULT_FIGURES,
}

function hoursOf(text: string): WeeklyHours {
  const parsed = parseWeeklyHours(text)
  if ('error' in parsed) throw new Error(parsed.error)
  return parsed.hours
}

const products: CatalogProduct[] = DEFAULT_PRODUCTS

const figures = contentFigures(settings, products)
const text = (value: unknown) => JSON.stringify(value)

/** Every string in a content object, for checks on the words rather than the structure. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('contentFigures', () => {
  it('computes the derived figures from the catalog and settings', () => {
    expect(ContentFiguresSchema.parse(figures)).toEqual(figures)
    expect(figures.packages.federal).toEqual({
      code: 'FEDERAL',
      name: 'Federal Restoration + VIP Credit Repair',
      priceCents: 2_999_00,
      unverifiedPriceCents: 3_149_00,
      monthlyEstimateCents: 249_92,
    })
    expect(figures.packages.basicCredit?.unverifiedPriceCents).toBe(597_00)
    expect(figures.packages.aiCredit?.unverifiedPriceCents).toBe(1_097_00)
    expect(figures.bundleSavingsCents).toBe(599_00)
    expect(figures.federalDepositCents).toBe(599_80)
    expect(figures.timeZoneLabel).toBe('Eastern Time')
    expect(figures.refundWindowHours).toBe(24)
  })

  it('refuses a catalog without a restoration package rather than printing a wrong price', () => {
    expect(() =>
      contentFigures(
        settings,
        products.filter((p) => p.code !== 'BUNDLE'),
      ),
    ).toThrow(IncompleteCatalogError)
  })

  it('leaves an inactive credit repair product off the pricing page', () => {
    const withoutAi = contentFigures(
      settings,
      products.filter((p) => p.code !== 'CREDIT_AI'),
    )
    expect(withoutAi.packages.aiCredit).toBeNull()
    expect(pricingPage(withoutAi).creditRepair.map((card) => card.id)).toEqual(['basic-credit', 'vip-credit'])
  })
})

describe('FAQ', () => {
  it('has ten entries, one in each category, with unique ids', () => {
    const entries = faqEntries(figures)
    expect(entries).toHaveLength(10)
    expect(entries.map((e) => e.category)).toEqual([...FAQ_CATEGORIES])
    expect(new Set(entries.map((e) => e.id)).size).toBe(10)
    for (const entry of entries) {
      expect(entry.question.length).toBeGreaterThan(10)
      expect(entry.answer.length).toBeGreaterThan(100)
    }
  })

  it('gives the typical federal and state durations and the refund rules', () => {
    const byId = Object.fromEntries(faqEntries(figures).map((e) => [e.id, e.answer]))
    expect(byId.timeline).toContain('6-12 months')
    expect(byId.timeline).toContain('3-8 months')
    expect(byId.timeline).toContain('3-5 business days')
    expect(byId.refunds).toContain('within 24 hours')
    expect(byId.refunds).toContain('non-refundable')
    expect(byId.refunds).toContain('$150')
    expect(byId.legal).toContain('not a law firm')
  })
})

describe('content', () => {
  it('prints the prices of the catalog, with both prices for each of the six packages', () => {
    const page = pricingPage(figures)
    expect(page.restoration.map((c) => [c.id, c.priceLabel, c.unverifiedLabel])).toEqual([
      ['state', '$2,599', '$2,749 without ID verification'],
      ['federal', '$2,999', '$3,149 without ID verification'],
      ['combined', '$4,999', '$5,149 without ID verification'],
    ])
    expect(page.creditRepair.map((c) => [c.id, c.priceLabel, c.unverifiedLabel])).toEqual([
      ['basic-credit', '$497', '$597 without ID verification'],
      ['vip-credit', '$1,497', '$1,597 without ID verification'],
      ['ai-credit', '$997', '$1,097 without ID verification'],
    ])
    expect(page.restoration.find((c) => c.isMostPopular)?.id).toBe('federal')
  })

  it('follows the figures when an admin changes them', () => {
    const changed = contentFigures(
      {
        ...settings,
        affiliateHoldDays: 45,
        idVerificationFeeCents: 175_00,
        payoutTimeZone: 'America/Chicago',
      },
      products.map((p) => (p.code === 'STATE' ? { ...p, priceCents: 2_649_00 } : p)),
    )
    const all = text(allContent(changed))
    expect(all).toContain('$2,649')
    expect(all).not.toContain('$2,599')
    expect(all).toContain('45 days')
    expect(all).not.toContain('37 days')
    expect(all).toContain('$175')
    expect(all).toContain('Central Time')
    expect(all).not.toContain('Eastern Time')
    expect(all).toContain('You save $649')
  })

  it('shows the support hours in the business time zone', () => {
    const hours = supportHours(figures)
    expect(hours?.summary).toBe('Mon-Fri 8am-8pm, Sat 9am-5pm Eastern Time; Sun closed')
    expect(hours?.rows).toEqual([
      { days: 'Monday-Friday', hours: '8:00 AM-8:00 PM' },
      { days: 'Saturday', hours: '9:00 AM-5:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ])
  })

  it('shows the support hours the settings give, grouped and in the order of the week', () => {
    const hours = supportHours(
      contentFigures(
        { ...settings, supportHours: hoursOf('Mon-Thu 09:30-17:00, Fri 09:30-12:00, Sun 12:00-16:00') },
        products,
      ),
    )
    expect(hours?.summary).toBe('Mon-Thu 9:30am-5pm, Fri 9:30am-12pm, Sun 12pm-4pm Eastern Time; Sat closed')
    expect(hours?.rows.map((row) => `${row.days}: ${row.hours}`)).toEqual([
      'Monday-Thursday: 9:30 AM-5:00 PM',
      'Friday: 9:30 AM-12:00 PM',
      'Saturday: Closed',
      'Sunday: 12:00 PM-4:00 PM',
    ])
  })

  it('leaves the support hours out when none are published', () => {
    const noHours = contentFigures({ ...settings, supportHours: null }, products)
    expect(supportHours(noHours)).toBeNull()
    expect(strings(allContent(noHours)).filter((s) => /support hours|null|undefined/i.test(s))).toEqual([])
  })

  it('leaves the phone out when none is set', () => {
    const noPhone = contentFigures({ ...settings, supportPhone: null }, products)
    expect(strings(allContent(noPhone)).filter((s) => /null|or call|, phone (?!number)/.test(s))).toEqual([])
  })

  it('never says undefined, NaN or an unfilled placeholder', () => {
    expect(strings(allContent(figures)).filter((s) => /undefined|NaN|\$\{|\[object|null/.test(s))).toEqual([])
  })
})

describe('knowledgeDocuments', () => {
  it('covers the FAQ, prices, help, policies and affiliate terms, each on a public page', () => {
    const docs = knowledgeDocuments(figures)
    const paths = docs.map((d) => d.path)
    expect(paths).toContain('/faq#timeline')
    expect(paths).toContain('/pricing')
    expect(paths).toContain('/privacy-policy#retention')
    expect(paths).toContain('/terms-of-service#refunds')
    expect(paths).toContain('/disclaimer#no-legal-advice')
    expect(paths).toContain('/help#fingerprints')
    expect(paths).toContain('/affiliate-terms#payouts')
    expect(paths).toContain('/affiliate-terms#monster-level')
    expect(paths).toContain('/affiliate-terms#fast-start')
    expect(paths.every((p) => p.startsWith('/'))).toBe(true)
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length)
    const pricing = docs.find((d) => d.id === 'pricing')!.text
    for (const product of products)
      expect(pricing).toContain(`$${(product.priceCents / 100).toLocaleString('en-US')}`)
  })

  it('offers at least three quick questions to each assistant', () => {
    for (const questions of Object.values(QUICK_QUESTIONS)) expect(questions.length).toBeGreaterThanOrEqual(3)
  })
})
