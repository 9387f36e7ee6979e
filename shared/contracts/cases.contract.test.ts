import { describe, expect, it } from 'vitest'
import { inferWizard } from './cases.contract.ts'

describe('inferWizard', () => {
  const personalInfo = { state: 'WV' }
  it("tells the specification's payload apart by the fields only one wizard has", () => {
    expect(
      inferWizard({
        personalInfo,
        convictionInfo: { convictionState: 'WV', alsoHasFederalConviction: false },
        additionalInfo: {},
      }),
    ).toMatchObject({ wizard: 'STATE' })
    expect(
      inferWizard({
        personalInfo,
        convictionInfo: { convictionState: 'WV' },
        additionalInfo: { reasonForRestoration: 'Hunting' },
      }),
    ).toMatchObject({ wizard: 'STATE' })
    expect(
      inferWizard({ personalInfo, convictionInfo: { convictionType: 'FEDERAL' }, additionalInfo: {} }),
    ).toMatchObject({ wizard: 'FEDERAL' })
    expect(
      inferWizard({ personalInfo, convictionInfo: {}, additionalInfo: { militaryService: true } }),
    ).toMatchObject({ wizard: 'FEDERAL' })
  })

  it('leaves an ambiguous payload, and one naming its wizard, as they are', () => {
    const both = {
      personalInfo,
      convictionInfo: { convictionState: 'WV', alsoHasFederalConviction: true, convictionType: 'STATE' },
      additionalInfo: {},
    }
    expect(inferWizard(both)).toBe(both)
    const neither = { personalInfo, convictionInfo: { convictionState: 'WV' }, additionalInfo: {} }
    expect(inferWizard(neither)).toBe(neither)
    const named = {
      wizard: 'FEDERAL',
      convictionInfo: { convictionState: 'WV', alsoHasFederalConviction: true },
    }
    expect(inferWizard(named)).toBe(named)
    expect(inferWizard(null)).toBeNull()
  })
})
