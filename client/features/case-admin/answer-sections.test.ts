import { describe, expect, it } from 'vitest'
import { FederalWizardSchema, StateWizardSchema } from '#shared/contracts/cases.contract.ts'
import { answerSections } from './answer-sections.ts'

const personalInfo = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  dateOfBirth: '1980-05-01',
  phone: '304-555-0100',
  address: '1 Capitol Street',
  city: 'Charleston',
  state: 'WV',
  zipCode: '25301',
}
const conviction = {
  convictionDate: '2012-06-01',
  charges: 'Wire fraud',
  courtName: 'U.S. District Court',
  sentence: '24 months',
  completedSupervision: true,
}

const rows = (sections: ReturnType<typeof answerSections>) =>
  Object.fromEntries(sections.flatMap((section) => section.rows.map((row) => [row.label, row.value])))

describe('the answers as staff read them', () => {
  it('labels a federal wizard in words, never codes, and says what was left unanswered', () => {
    const answers = FederalWizardSchema.parse({
      wizard: 'FEDERAL',
      personalInfo,
      convictionInfo: {
        ...conviction,
        convictionType: 'BOTH',
        facts: { offenseLevel: 'FELONY', violent: 'NO' },
      },
      additionalInfo: { militaryService: true },
    })
    const sections = answerSections(answers)
    expect(sections.map((section) => section.title)).toEqual([
      'Personal information',
      'Conviction',
      'About the offense',
      'Additional information',
    ])
    const values = rows(sections)
    expect(values['Type of conviction']).toBe('Both federal and state')
    expect(values['Address']).toBe('1 Capitol Street, Charleston, West Virginia 25301')
    expect(values['Offense level']).toBe('Felony')
    expect(values['Violence or a threat of violence']).toBe('No')
    expect(values['Gun or other weapon involved']).toBe("Doesn't know")
    expect(values['Case number']).toBe('Not answered')
    expect(values['Served in the U.S. armed forces']).toBe('Yes')
    expect(values['About the service']).toBe('Not answered')
    expect(values['Relief obtained']).toBe('None')
    expect(Object.values(values).join(' ')).not.toMatch(/\b(FELONY|UNKNOWN|BOTH|YES|NO)\b/)
  })

  it("shows a state wizard's own questions: the state of conviction and the reason", () => {
    const answers = StateWizardSchema.parse({
      wizard: 'STATE',
      personalInfo,
      convictionInfo: {
        ...conviction,
        convictionState: 'OH',
        facts: { reliefObtained: ['PARDON', 'SEALING'] },
      },
      additionalInfo: { reasonForRestoration: 'Hunting with my family' },
    })
    const values = rows(answerSections(answers))
    expect(values['State of conviction']).toBe('Ohio')
    expect(values['Why restore firearm rights']).toBe('Hunting with my family')
    expect(values['Relief obtained']).toBe('Pardoned, Record sealed')
    expect(values['Type of conviction']).toBeUndefined()
  })
})
