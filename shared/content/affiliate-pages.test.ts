import { describe, expect, it } from 'vitest'
import { POSTING_RULES } from './affiliate.ts'
import {
  AFFILIATE_HASHTAGS,
  affiliateGuidelinesPage,
  affiliatePages,
  affiliatePortalPage,
  affiliateTermsPage,
  affiliateTrainingPage,
  sampleScripts,
} from './affiliate-pages.ts'
import { testFigures } from './test-figures.ts'

/** Every string in a content object. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const text = (value: unknown) => strings(value).join('\n')

// Every affiliate figure set to a value no default has, so a literal left in a text shows up.
const changed = testFigures(
  {
    affiliateCommissionBps: 2_250,
    affiliateIdVerifiedBonusCents: 45_00,
    affiliateHoldDays: 41,
    affiliateCookieDays: 45,
    minimumPayoutCents: 75_00,
    payoutWeekday: 3,
    payoutTime: '14:30',
    payoutTimeZone: 'America/Denver',
    monsterLevelFeeCents: 125_00,
    monsterLevelOverrideBps: [500, 150, 75],
    fastStartBonusCents: 3_100_00,
    fastStartSales: 17,
    fastStartDays: 44,
    affiliateInactivityDays: 52,
    affiliateInactivityWarningDays: 9,
    form1099ThresholdCents: 2_000_00,
    supportPhone: '304-555-0199',
  },
  { FEDERAL: 3_100_00, STATE: 2_700_00, BUNDLE: 5_200_00 },
)

function section(page: { sections: { id: string; paragraphs: string[] }[] }, id: string) {
  const found = page.sections.find((s) => s.id === id)
  expect(found, id).toBeDefined()
  return text(found)
}

describe('affiliateTermsPage', () => {
  it('has the anchors the help assistant and the other pages link to', () => {
    const ids = affiliateTermsPage(testFigures()).sections.map((s) => s.id)
    for (const id of [
      'commission',
      'tracking',
      'hold-period',
      'payouts',
      'monster-level',
      'fast-start',
      'staying-active',
      'tax',
    ]) {
      expect(ids).toContain(id)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('works the commission out per package from the catalog, with and without the ID bonus', () => {
    const table = affiliateTermsPage(changed).sections.find((s) => s.id === 'commission')!.table!
    // 22.5% of the package price; +$45 with verified ID.
    expect(table.rows).toEqual([
      ['Federal Restoration', '$3,100', '$697.50', '$742.50'],
      ['State Restoration', '$2,700', '$607.50', '$652.50'],
      ['Complete Bundle', '$5,200', '$1,170', '$1,215'],
    ])
    const commission = section(affiliateTermsPage(changed), 'commission')
    expect(commission).toContain('22.5%')
    expect(commission).toContain('$45')
    expect(commission).toMatch(/fees? (are|is) not included/i)
  })

  it('prints the tracking, hold, payout and tax figures of the settings', () => {
    const page = affiliateTermsPage(changed)
    expect(section(page, 'tracking')).toContain('45 days')
    expect(section(page, 'tracking')).toMatch(/last click wins/i)
    expect(section(page, 'hold-period')).toContain('41 days')
    expect(section(page, 'hold-period')).toMatch(/only paid orders count/i)
    expect(section(page, 'hold-period')).toMatch(/negative balance into your next payout/i)
    const payouts = section(page, 'payouts')
    expect(payouts).toContain('Wednesdays at 2:30 PM Mountain Time')
    expect(payouts).toContain('$75')
    expect(payouts).toContain('W-9')
    expect(payouts).toContain('ACH')
    expect(section(page, 'tax')).toContain('1099-NEC')
    expect(section(page, 'tax')).toContain('$2,000')
  })

  it('prints Monster Level, the fast-start bonus and the activity rule from the settings', () => {
    const page = affiliateTermsPage(changed)
    const monster = page.sections.find((s) => s.id === 'monster-level')!
    expect(text(monster)).toContain('$125')
    expect(text(monster)).toContain('first weekly payout of each month')
    expect(monster.table?.rows).toEqual([
      ['Level 1', '5%'],
      ['Level 2', '1.5%'],
      ['Level 3', '0.75%'],
    ])
    const fastStart = section(page, 'fast-start')
    expect(fastStart).toContain('$3,100')
    expect(fastStart).toContain('17 direct sales')
    expect(fastStart).toContain('44 days')
    const active = section(page, 'staying-active')
    expect(active).toContain('52 days')
    expect(active).toContain('9 days before')
    expect(section(page, 'self-referral')).toMatch(/own orders/)
    expect(section(page, 'self-referral')).toMatch(/household/)
    expect(section(page, 'no-guarantees')).toMatch(/not a law firm/)
  })

  it('prints the seeded figures with the seeded settings', () => {
    const page = affiliateTermsPage(testFigures())
    const all = text(page)
    for (const figure of ['20%', '$30', '30 days', '37 days', '$50', '$600', '$100', '$2,500', '0.1%']) {
      expect(all).toContain(figure)
    }
    expect(all).toContain('Fridays at 5:00 AM Eastern Time')
  })
})

describe('affiliateTrainingPage', () => {
  it('has the three scripts, titled as specified, each with the catalog prices', () => {
    const scripts = sampleScripts(changed)
    expect(scripts.map((s) => s.title)).toEqual(['Freedom Hook', 'Credit Angle', 'Second Chance'])
    expect(scripts[0]!.text).toContain('$2,700')
    expect(scripts[2]!.text).toContain('$3,100')
    expect(scripts[2]!.text).toContain('$5,200')
    for (const script of sampleScripts(testFigures())) {
      expect(script.text).toContain('$2,599')
      expect(script.text).not.toContain('$2,700')
    }
  })

  it('keeps restricted words and promises out of the scripts and hashtags', () => {
    for (const script of sampleScripts(testFigures())) {
      expect(script.text).not.toMatch(/\b(guns?|firearms?)\b/i)
      expect(script.text).not.toMatch(/guarantee|promise|100%/i)
      expect(script.text).toMatch(/commission/)
    }
    expect(AFFILIATE_HASHTAGS).toHaveLength(8)
    for (const tag of AFFILIATE_HASHTAGS) {
      expect(tag).toMatch(/^#[A-Za-z]+$/)
      expect(tag).not.toMatch(/gun|firearm/i)
    }
  })

  it('sells the packages at the catalog prices and gives the posting schedule', () => {
    const page = affiliateTrainingPage(changed)
    expect(page.products.map((p) => p.price).slice(0, 3)).toEqual(['$2,700', '$3,100', '$5,200'])
    expect(page.products.map((p) => p.price)).toContain('$1,497-$1,597')
    expect(page.hashtags).toEqual([...AFFILIATE_HASHTAGS])
    const schedule = text(page.schedule)
    for (const value of ['2-3', '20-30 seconds', '5-7', '9-11 AM', '1-3 PM', '7-10 PM']) {
      expect(schedule).toContain(value)
    }
    expect(schedule).toContain('TikTok, then Instagram Reels, then YouTube Shorts, then Facebook Reels')
    expect(page.links.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/affiliate-guidelines', '/affiliate']),
    )
    expect(page.intro).toContain('22.5%')
  })
})

describe('affiliateGuidelinesPage', () => {
  it('covers the restricted words, politics, guarantees and disclosure', () => {
    const page = affiliateGuidelinesPage(testFigures())
    const all = text(page)
    for (const word of POSTING_RULES.restrictedWords) expect(all).toContain(`"${word}"`)
    expect(section(page, 'politics')).toMatch(/specific laws/)
    expect(section(page, 'no-guarantees')).toMatch(/Never promise/)
    expect(section(page, 'disclosure')).toMatch(/commission/)
    for (const platform of POSTING_RULES.platforms) expect(all).toContain(platform)
    expect(page.links.map((l) => l.path)).toContain('/affiliate-training')
  })

  it('quotes the catalog prices', () => {
    const prices = section(affiliateGuidelinesPage(changed), 'prices')
    expect(prices).toContain('$2,700')
    expect(prices).toContain('$3,100')
    expect(prices).toContain('$5,200')
  })
})

describe('affiliatePortalPage', () => {
  it('links the header to its payouts, assets and support sections', () => {
    const page = affiliatePortalPage(testFigures())
    expect(page.title).toBe('Affiliate Portal')
    expect(page.nav.map((n) => n.label)).toEqual(['Payouts', 'Assets', 'Support'])
    expect(page.sections.map((s) => s.id)).toEqual(page.nav.map((n) => n.id))
  })

  it('prints the payout figures, the link formats and the support contacts of the settings', () => {
    const page = affiliatePortalPage(changed)
    expect(page.contact).toEqual({
      label: 'Affiliate support',
      email: 'help@acme.example',
      phone: '304-555-0199',
    })
    const payouts = section(page, 'payouts')
    expect(payouts).toContain('Wednesdays at 2:30 PM Mountain Time')
    expect(payouts).toContain('$75')
    expect(payouts).toContain('41 days')
    expect(payouts).toContain('W-9')
    const assets = section(page, 'assets')
    expect(assets).toContain('Acme Restore')
    expect(assets).toContain('/r/YOURCODE')
    expect(assets).toContain('?ref=YOURCODE')
    expect(section(page, 'support')).toContain('304-555-0199')
    expect(page.sections.find((s) => s.id === 'payouts')!.links!.map((l) => l.path)).toContain('/affiliate')
  })

  it('leaves the phone out when none is set', () => {
    const page = affiliatePortalPage(testFigures())
    expect(page.contact.phone).toBeNull()
    expect(text(page)).not.toMatch(/null|or call/)
  })
})

describe('the affiliate pages', () => {
  it('follow every changed figure and keep none of the seeded ones', () => {
    const all = text(affiliatePages(changed))
    for (const seeded of [
      '$2,599',
      '$2,999',
      '$4,999',
      '37 days',
      'Eastern Time',
      'Friday',
      '$2,500',
      '$600',
    ]) {
      expect(all, seeded).not.toContain(seeded)
    }
  })

  it('never say undefined, NaN or an unfilled placeholder', () => {
    for (const f of [testFigures(), changed]) {
      expect(strings(affiliatePages(f)).filter((s) => /undefined|NaN|\$\{|\[object|null/.test(s))).toEqual([])
    }
  })

  it('link to each other', () => {
    const pages = affiliatePages(testFigures())
    expect(pages.terms.links.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/affiliate-training', '/affiliate-guidelines']),
    )
    expect(pages.guidelines.links.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/affiliate-training', '/affiliate-terms']),
    )
    expect(pages.training.links.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/affiliate-guidelines', '/affiliate-terms']),
    )
  })
})
