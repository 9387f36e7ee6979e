import { describe, expect, it } from 'vitest'
import { EligibilityInputSchema, JURISDICTIONS } from './input.ts'

const valid = {
  convictionType: 'STATE',
  stateCode: 'OH',
  convictionDate: '2015-06-30',
  charges: ['Burglary'],
}

function messages(input: unknown): string[] {
  const parsed = EligibilityInputSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
}

describe('EligibilityInputSchema', () => {
  it('accepts the four fields the wizard always sends', () => {
    expect(EligibilityInputSchema.parse(valid)).toEqual(valid)
  })

  it('lists the 50 states and DC, each once', () => {
    expect(JURISDICTIONS).toHaveLength(51)
    expect(new Set(JURISDICTIONS.map((j) => j.code)).size).toBe(51)
    expect(JURISDICTIONS.find((j) => j.code === 'DC')?.name).toBe('District of Columbia')
  })

  it("says 'Conviction date is required' when the date is empty or missing", () => {
    expect(messages({ ...valid, convictionDate: '' })).toEqual(['Conviction date is required'])
    const { convictionDate: _omit, ...rest } = valid
    expect(messages(rest)).toEqual(['Conviction date is required'])
  })

  it('rejects dates that are not real calendar days', () => {
    expect(messages({ ...valid, convictionDate: '2023-02-30' })).toEqual(['Not a real calendar date'])
    expect(messages({ ...valid, convictionDate: '06/30/2015' })).toContain('Use the format YYYY-MM-DD')
    for (const day of ['2023-02-29', '2100-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00'])
      expect(messages({ ...valid, convictionDate: day })).toEqual(['Not a real calendar date'])
    for (const day of ['2024-02-29', '2000-02-29', '2023-12-31', '1999-01-01'])
      expect(messages({ ...valid, convictionDate: day })).toEqual([])
  })

  it("says 'Charges information is required' for an empty, blank or missing list", () => {
    expect(messages({ ...valid, charges: [] })).toEqual(['Charges information is required'])
    expect(messages({ ...valid, charges: ['   '] })).toEqual(['Charges information is required'])
    const { charges: _omit, ...rest } = valid
    expect(messages(rest)).toEqual(['Charges information is required'])
  })

  it('takes exactly one charges string', () => {
    expect(messages({ ...valid, charges: ['a', 'b'] })).toEqual(['Charges information is required'])
  })

  it('bounds free text so the public endpoint cannot be abused', () => {
    expect(EligibilityInputSchema.safeParse({ ...valid, charges: ['x'.repeat(2000)] }).success).toBe(true)
    expect(EligibilityInputSchema.safeParse({ ...valid, charges: ['x'.repeat(2001)] }).success).toBe(false)
    expect(EligibilityInputSchema.safeParse({ ...valid, militaryDetails: 'x'.repeat(2001) }).success).toBe(
      false,
    )
    expect(
      EligibilityInputSchema.safeParse({ ...valid, priorConvictionsDetails: 'x'.repeat(2001) }).success,
    ).toBe(false)
    expect(
      EligibilityInputSchema.safeParse({ ...valid, reliefObtained: Array(11).fill({ kind: 'PARDON' }) })
        .success,
    ).toBe(false)
  })

  it('accepts only uppercase codes of the 50 states and DC', () => {
    expect(EligibilityInputSchema.safeParse({ ...valid, stateCode: 'oh' }).success).toBe(false)
    expect(EligibilityInputSchema.safeParse({ ...valid, stateCode: 'PR' }).success).toBe(false)
    expect(EligibilityInputSchema.safeParse({ ...valid, residenceState: 'DC' }).success).toBe(true)
  })

  it('keeps unknown facts absent rather than defaulting them to false', () => {
    const parsed = EligibilityInputSchema.parse({ ...valid, offense: {} })
    expect(parsed.offense).toEqual({})
    expect(parsed.supervisionCompleted).toBeUndefined()
  })

  it('rejects impossible sentences', () => {
    expect(EligibilityInputSchema.safeParse({ ...valid, offense: { maxSentenceYears: -1 } }).success).toBe(
      false,
    )
    expect(
      EligibilityInputSchema.safeParse({ ...valid, offense: { maxSentenceYears: Infinity } }).success,
    ).toBe(false)
  })
})
