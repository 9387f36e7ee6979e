import { describe, expect, it } from 'vitest'
import { inferFromCharges } from '../charges.ts'
import { JURISDICTION_CODES } from '../input.ts'
import { LIFE_YEARS, OFFENSE_CLASSES } from './offense-classes.ts'

describe('offense class tables', () => {
  it('has a table for each of the 50 states, DC and federal law, dated and cited', () => {
    expect(Object.keys(OFFENSE_CLASSES).sort()).toEqual([...JURISDICTION_CODES, 'US'].sort())
    for (const [code, table] of Object.entries(OFFENSE_CLASSES)) {
      expect(table.code).toBe(code)
      expect(table.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(table.citations.length, code).toBeGreaterThan(0)
      expect(table.summary.length, code).toBeGreaterThan(0)
      const keys = table.classes.flatMap((c) => c.keys)
      expect(new Set(keys).size, code).toBe(keys.length)
      for (const row of table.classes) {
        expect(row.citation.length, `${code} ${row.label}`).toBeGreaterThan(0)
        if (row.maxYears !== undefined) expect(row.maxYears).toBeLessThanOrEqual(LIFE_YEARS)
        // A misdemeanor class above two years is a federal felony: keep those few deliberate.
        if (row.grade === 'MISDEMEANOR' && (row.maxYears ?? 0) > 2) expect(['PA', 'SC']).toContain(code)
      }
    }
  })

  // One charge per jurisdiction with classes, read against its own table: [state, text, max, felony].
  it.each([
    ['US', 'Class A felony', LIFE_YEARS, true],
    ['AL', 'theft, Class C felony', 10, true],
    ['AK', 'Class B felony', 10, true],
    ['AZ', 'class 6 felony', 2, true],
    ['AR', 'Class Y felony', LIFE_YEARS, true],
    ['CO', 'class 4 felony', 6, true],
    ['CT', 'Class D felony', 5, true],
    ['DE', 'Class G felony', 2, true],
    ['FL', 'felony of the third degree', 5, true],
    ['GA', 'misdemeanor of a high and aggravated nature', 1, false],
    ['HI', 'class C felony', 5, true],
    ['IL', 'Class 4 felony', 3, true],
    ['IN', 'Level 6 felony', 2.5, true],
    ['IA', 'aggravated misdemeanor', 2, false],
    ['KS', 'drug severity level 4 felony', 4.25, true],
    ['KY', 'Class D felony', 5, true],
    ['ME', 'Class C crime', 5, true],
    ['MI', 'Class E felony', 5, true],
    ['MN', 'gross misdemeanor', 1, false],
    ['MO', 'Class E felony', 4, true],
    ['NE', 'Class IV felony', 2, true],
    ['NV', 'category C felony', 5, true],
    ['NH', 'Class B felony', 7, true],
    ['NJ', 'crime of the fourth degree', 1.5, true],
    ['NM', 'fourth degree felony', 1.5, true],
    ['NY', 'Class E felony', 4, true],
    ['NC', 'Class 1 misdemeanor', 0.329, false],
    ['ND', 'Class C felony', 5, true],
    ['OH', 'felony of the fifth degree', 1, true],
    ['OR', 'Class C felony', 5, true],
    ['PA', 'M1', 5, false],
    ['SC', 'Class A misdemeanor', 3, false],
    ['SD', 'Class 6 felony', 2, true],
    ['TN', 'Class E felony', 6, true],
    ['TX', 'state jail felony', 2, true],
    ['UT', 'third degree felony', 5, true],
    ['VA', 'Class 6 felony', 5, true],
    ['WA', 'class B felony', 10, true],
    ['WI', 'Class I felony', 3.5, true],
  ] as const)('%s: reads %j as a maximum of %s years', (stateCode, text, max, felony) => {
    const { facts } = inferFromCharges(text, { stateCode })
    expect(facts.maxSentenceYears).toBe(max)
    expect(facts.felony).toBe(felony)
    expect(facts.offenseClassLabel).toContain(OFFENSE_CLASSES[stateCode].name)
  })

  // Jurisdictions without classes: the grade words still count, the maximum stays unknown.
  it.each(['CA', 'DC', 'ID', 'LA', 'MD', 'MA', 'MS', 'MT', 'OK', 'RI', 'VT', 'WV', 'WY'] as const)(
    '%s has no classes: a class word gives the grade but no maximum',
    (stateCode) => {
      const { facts, readings } = inferFromCharges('Class C felony', { stateCode })
      expect(facts.felony).toBe(true)
      expect(facts.maxSentenceYears).toBeUndefined()
      expect(readings.at(-1)?.reading).toContain('has no class of that name')
    },
  )

  it('gives no maximum where the row depends on facts the text does not give (low confidence)', () => {
    const { facts, readings } = inferFromCharges('severity level 9 felony', { stateCode: 'KS' })
    expect(facts.felony).toBe(true)
    expect(facts.maxSentenceYears).toBeUndefined()
    expect(readings.at(-1)?.reading).toContain('we did not rely on a single maximum')
  })
})
