import { describe, expect, it } from 'vitest'
import { affiliateTopics, listJoin, postingSchedule } from './affiliate.ts'
import { testFigures } from './test-figures.ts'

const topic = (f: ReturnType<typeof testFigures>, id: string) => {
  const found = affiliateTopics(f).find((t) => t.id === id)
  expect(found, id).toBeDefined()
  return found!
}

describe('affiliateTopics', () => {
  it('points each topic at its anchor on the terms page or at the guidelines', () => {
    const paths = affiliateTopics(testFigures()).map((t) => t.path)
    expect(paths).toEqual([
      '/affiliate-terms#commission',
      '/affiliate-terms#tracking',
      '/affiliate-terms#hold-period',
      '/affiliate-terms#payouts',
      '/affiliate-terms#staying-active',
      '/affiliate-terms#monster-level',
      '/affiliate-terms#fast-start',
      '/affiliate-guidelines',
    ])
  })

  it('names the 1099-NEC threshold of the settings in the payouts topic', () => {
    const payouts = topic(testFigures({ form1099ThresholdCents: 750_00 }), 'payouts').paragraphs.join(' ')
    expect(payouts).toContain('1099-NEC')
    expect(payouts).toContain('$750')
    expect(payouts).not.toContain('$600')
  })

  it('answers Monster Level and the fast-start bonus from the settings', () => {
    const f = testFigures({
      monsterLevelFeeCents: 120_00,
      monsterLevelOverrideBps: [300, 200],
      fastStartBonusCents: 1_800_00,
      fastStartSales: 12,
      fastStartDays: 21,
    })
    const monster = topic(f, 'monster-level').paragraphs.join(' ')
    expect(monster).toContain('$120 a month')
    expect(monster).toContain('2 levels deep: level 1 3% and level 2 2%')
    expect(monster).toContain('first weekly payout of each month')
    const fastStart = topic(f, 'fast-start').paragraphs.join(' ')
    expect(fastStart).toContain('$1,800')
    expect(fastStart).toContain('12 direct sales within 21 days')
  })

  it('takes the activity rule from the settings', () => {
    const active = topic(
      testFigures({ affiliateInactivityDays: 45, affiliateInactivityWarningDays: 10 }),
      'staying-active',
    ).paragraphs.join(' ')
    expect(active).toContain('every 45 days')
    expect(active).toContain('first 45 days')
    expect(active).toContain('10 days before')
    expect(active).not.toContain('30 days')
  })

  it('gives the posting schedule of the guidelines', () => {
    const posting = topic(testFigures(), 'posting').paragraphs
    expect(posting[0]).toBe(postingSchedule())
    expect(posting[0]).toContain(
      'Post on TikTok first, then Instagram Reels, YouTube Shorts and Facebook Reels.',
    )
    expect(posting[1]).toContain('do not say "gun" or "firearm"')
  })
})

describe('listJoin', () => {
  it('joins one, two and more items', () => {
    expect(listJoin(['a'])).toBe('a')
    expect(listJoin(['a', 'b'])).toBe('a and b')
    expect(listJoin(['a', 'b', 'c'], 'or')).toBe('a, b or c')
  })
})
