import { describe, expect, it } from 'vitest'
import { FEDERAL } from './data/federal.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { JURISDICTION_CODES } from './input.ts'
import { canonicalJson, fnv1a, RULES_VERSION } from './rules-version.ts'

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

  it('keeps § 925(c) marked as a proposed rule', () => {
    expect(FEDERAL.relief925c.status).toBe('PROPOSED_NOT_FINAL')
    expect(FEDERAL.relief925c.path).toBe('925(c) relief (proposed rule, pending)')
  })
})

describe('RULES_VERSION', () => {
  it('is the check date plus a hash of the data', () => {
    expect(RULES_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/)
    expect(
      RULES_VERSION.endsWith(fnv1a(canonicalJson({ federal: FEDERAL, jurisdictions: JURISDICTION_RULES }))),
    ).toBe(true)
  })

  it('changes when any rule changes, and not when keys are reordered', () => {
    expect(fnv1a(canonicalJson({ a: 1, b: [2] }))).toBe(fnv1a(canonicalJson({ b: [2], a: 1 })))
    expect(fnv1a(canonicalJson({ a: 1 }))).not.toBe(fnv1a(canonicalJson({ a: 2 })))
    expect(fnv1a('')).toBe('811c9dc5')
  })
})
