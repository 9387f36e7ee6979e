import { describe, expect, it } from 'vitest'
import { LAST_CHECKED } from './data/builders.ts'
import { FEDERAL } from './data/federal.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { OFFENSE_CLASSES } from './data/offense-classes.ts'
import { JURISDICTION_CODES } from './input.ts'
import { canonicalJson, fnv1a, RULES_VERSION } from './rules-version.ts'
import type { Condition, FactName, Mechanism } from './types.ts'

const ALL_MECHANISMS: readonly Mechanism[] = JURISDICTION_CODES.flatMap(
  (code) => JURISDICTION_RULES[code].mechanisms,
)

function mechanism(id: string): Mechanism {
  const found = ALL_MECHANISMS.find((m) => m.id === id)
  if (found === undefined) throw new Error(`no mechanism ${id}`)
  return found
}

/**
 * Pardon-board routes that count as regular mechanisms (docs/decisions/020): a board or clemency
 * board whose statute or published rules set who may apply and when. Every other pardon is
 * clemency: named as the remaining option, never a path on its own.
 */
const REGULAR_PARDONS = [
  'al-pardon',
  'ct-absolute-pardon',
  'fl-firearm-authority',
  'fl-full-pardon',
  'ga-pardon-firearms',
  'mn-pardon',
  'ne-pardon',
  'ok-pardon',
  'sc-pardon',
]
/** Regular pardons whose statute makes the person eligible as soon as the sentence is complete. */
const ELIGIBLE_ON_COMPLETION: Record<string, string> = {
  'al-pardon': 'Ala. Code § 15-22-36(c)',
  'ok-pardon': 'Okla. Stat. tit. 21, § 1283(B)',
  'sc-pardon': 'S.C. Code Ann. § 24-21-950',
}

/** A fully known offense: every fact false unless named, and the maximum punishment if given. */
type Offense = {
  readonly facts: readonly FactName[]
  readonly maxYears?: number
  readonly classes?: readonly string[]
}

/** Two-valued evaluation of a rule's test over a fully known offense (the data's own grammar). */
function holds(condition: Condition, offense: Offense): boolean {
  if (typeof condition === 'string') return offense.facts.includes(condition)
  if ('not' in condition) return !holds(condition.not, offense)
  if ('all' in condition) return condition.all.every((c) => holds(c, offense))
  if ('any' in condition) return condition.any.some((c) => holds(c, offense))
  if ('offenseClassIn' in condition)
    return (offense.classes ?? []).some((c) => condition.offenseClassIn.includes(c))
  if (offense.maxYears === undefined) throw new Error('the offense needs a maximum for this test')
  if ('maxSentenceAtLeast' in condition) return offense.maxYears >= condition.maxSentenceAtLeast
  return offense.maxYears <= condition.maxSentenceAtMost
}

const barredIn = (code: (typeof JURISDICTION_CODES)[number], offense: Offense): boolean =>
  JURISDICTION_RULES[code].loss.bars.some((bar) => holds(bar.when, offense))

describe('rules data', () => {
  it('has one row for each of the 50 states and DC', () => {
    expect(Object.keys(JURISDICTION_RULES).sort()).toEqual([...JURISDICTION_CODES].sort())
    for (const code of JURISDICTION_CODES) expect(JURISDICTION_RULES[code].code).toBe(code)
  })

  it.each(JURISDICTION_CODES)(
    '%s is complete: bars, routes, citations, sources, confidence and date',
    (code) => {
      const rules = JURISDICTION_RULES[code]
      expect(rules.loss.bars.length).toBeGreaterThan(0)
      expect(rules.loss.citations.length).toBeGreaterThan(0)
      expect(rules.mechanisms.length).toBeGreaterThan(0)
      expect(rules.sources.length).toBeGreaterThan(0)
      expect(rules.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(['high', 'medium', 'low']).toContain(rules.confidence)
      expect(rules.verification.length).toBeGreaterThan(0)
      const ids = rules.mechanisms.map((m) => m.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const m of rules.mechanisms) {
        expect(m.citations.length, m.id).toBeGreaterThan(0)
        expect(m.id.startsWith(code.toLowerCase() + '-'), m.id).toBe(true)
      }
      for (const b of rules.loss.bars) expect(b.citations.length).toBeGreaterThan(0)
      expect(rules.honors925c).toBe(rules.mechanisms.some((m) => m.kind === 'FEDERAL_925C_RECOGNIZED'))
    },
  )

  it.each(JURISDICTION_CODES)(
    '%s records, dated, what was read on its last check and the regime of its routes',
    (code) => {
      const rules = JURISDICTION_RULES[code]
      expect(rules.lastChecked).toBe(LAST_CHECKED)
      const dated = rules.verification.filter((line) => line.startsWith(`${LAST_CHECKED}, `))
      expect(dated.length, code).toBeGreaterThan(0)
      expect(
        dated.some((line) => line.includes('regime')),
        code,
      ).toBe(true)
      // Every finding carries the date of the pass that made it, so none reads as newer than it is.
      for (const line of rules.verification) {
        expect(line, code).toMatch(/^(\d{4}-\d{2}-\d{2}, |Earlier pass \(\d{4}-\d{2}-\d{2}\): )/)
      }
    },
  )

  it('keeps § 925(c) marked as a proposed rule', () => {
    expect(FEDERAL.relief925c.status).toBe('PROPOSED_NOT_FINAL')
    expect(FEDERAL.relief925c.path).toBe('Relief from federal firearms disabilities under 18 U.S.C. § 925(c)')
  })
})

describe('regular and clemency mechanisms', () => {
  it('gives every mechanism a regime', () => {
    for (const m of ALL_MECHANISMS) expect(['REGULAR', 'CLEMENCY'], m.id).toContain(m.regime)
  })

  it('keeps clemency for executive grace: pardons and executive restorations only', () => {
    for (const m of ALL_MECHANISMS.filter((x) => x.regime === 'CLEMENCY')) {
      expect(['PARDON', 'EXECUTIVE_RESTORATION'], m.id).toContain(m.kind)
    }
  })

  it('counts as regular only the pardon boards with published criteria', () => {
    const regular = ALL_MECHANISMS.filter((m) => m.kind === 'PARDON' && m.regime === 'REGULAR').map(
      (m) => m.id,
    )
    expect(regular.sort()).toEqual([...REGULAR_PARDONS].sort())
  })

  it('makes every pardon with no wait and no published eligibility rule clemency', () => {
    for (const m of ALL_MECHANISMS.filter((x) => x.kind === 'PARDON')) {
      const hasWait = (m.waits ?? []).length > 0
      const rule = ELIGIBLE_ON_COMPLETION[m.id]
      if (!hasWait && rule === undefined) expect(m.regime, m.id).toBe('CLEMENCY')
      if (rule !== undefined) expect(m.citations, m.id).toContain(rule)
    }
  })

  it('gives each regular pardon a firm threshold: its waits are published, not reported practice', () => {
    for (const id of REGULAR_PARDONS) {
      for (const wait of mechanism(id).waits ?? [])
        expect(wait.confidence, `${id}: ${wait.label}`).not.toBe('low')
    }
  })

  it('marks the routes that exist only after probation was granted, so a prison sentence rules them out', () => {
    const probationOnly = ALL_MECHANISMS.filter((m) => m.requiresProbationSentence === true).map((m) => m.id)
    expect(probationOnly.sort()).toEqual([
      'ak-set-aside',
      'ar-first-offender',
      'ca-17b',
      'hi-dag-expungement',
      'id-withheld-judgment',
    ])
  })

  it('keeps the presidential pardon of a D.C. offense clemency and extraordinary', () => {
    expect(mechanism('dc-presidential-pardon')).toMatchObject({ regime: 'CLEMENCY', extraordinary: true })
  })

  it('times the Minnesota pardon from the end of the sentence (Minn. Stat. § 638.12)', () => {
    const mn = mechanism('mn-pardon')
    expect(mn.regime).toBe('REGULAR')
    expect(mn.waits).toEqual([expect.objectContaining({ years: 5, from: 'SENTENCE_COMPLETION' })])
    expect(mn.citations).toContain('Minn. Stat. § 638.12, subd. 2')
  })
})

describe('corrections checked on 2026-11-25', () => {
  it('treats Massachusetts FLRB relief as of uncertain federal effect (DuPont v. Nashua)', () => {
    expect(mechanism('ma-flrb').federalEffect).toBe('UNCERTAIN')
    expect(JURISDICTION_RULES.MA.notes).toMatch(/DuPont v\. Nashua Police Dep't, 167 N\.H\. 429 \(2015\)/)
  })

  it('never counts the Maine black-powder permit as a restoration', () => {
    expect(mechanism('me-permit')).toMatchObject({
      liftsStateBar: 'PARTIAL',
      federalEffect: 'DOES_NOT_REMOVE',
    })
    expect(mechanism('me-permit').path).toMatch(/black-powder/)
  })

  it("limits Alabama's ban to crimes of violence, listed violent offenses and misdemeanor domestic violence", () => {
    expect(barredIn('AL', { facts: ['felony'] })).toBe(false)
    expect(barredIn('AL', { facts: ['felony', 'drugPossession', 'drugOffense'] })).toBe(false)
    expect(barredIn('AL', { facts: ['felony', 'violent', 'robbery'] })).toBe(true)
    expect(barredIn('AL', { facts: ['felony', 'burglary'] })).toBe(true)
    expect(barredIn('AL', { facts: ['felony', 'sexOffense'] })).toBe(true)
    expect(barredIn('AL', { facts: ['misdemeanor', 'violent', 'domestic', 'mcdv'] })).toBe(true)
  })

  it("reads South Carolina's 2024 ban: every felony, and a misdemeanor only above 5 years", () => {
    expect(barredIn('SC', { facts: ['felony'], maxYears: 10 })).toBe(true)
    expect(barredIn('SC', { facts: ['misdemeanor'], maxYears: 3 })).toBe(false)
    expect(barredIn('SC', { facts: ['misdemeanor'], maxYears: 10 })).toBe(true)
  })

  it('lists exactly the states whose statute honors § 925(c) relief: AR, MN, MS, VT, WI', () => {
    const honoring = JURISDICTION_CODES.filter((code) => JURISDICTION_RULES[code].honors925c)
    expect(honoring).toEqual(['AR', 'MN', 'MS', 'VT', 'WI'])
  })
})

describe('RULES_VERSION', () => {
  it('is the check date plus a hash of the data, the offense-class tables included', () => {
    expect(RULES_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/)
    const all = { federal: FEDERAL, jurisdictions: JURISDICTION_RULES, offenseClasses: OFFENSE_CLASSES }
    expect(RULES_VERSION.endsWith(fnv1a(canonicalJson(all)))).toBe(true)
    const rulesOnly = { federal: FEDERAL, jurisdictions: JURISDICTION_RULES }
    expect(RULES_VERSION.endsWith(fnv1a(canonicalJson(rulesOnly)))).toBe(false)
  })

  it('changes when any rule changes, and not when keys are reordered', () => {
    expect(fnv1a(canonicalJson({ a: 1, b: [2] }))).toBe(fnv1a(canonicalJson({ b: [2], a: 1 })))
    expect(fnv1a(canonicalJson({ a: 1 }))).not.toBe(fnv1a(canonicalJson({ a: 2 })))
    expect(fnv1a('')).toBe('811c9dc5')
  })
})
