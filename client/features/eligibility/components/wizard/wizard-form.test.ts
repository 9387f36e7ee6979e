import { describe, expect, it } from 'vitest'
import { CreateCaseInputSchema } from '#shared/contracts/cases.contract.ts'
import {
  eligibilityInputOf,
  emptyWizardValues,
  toWizardInput,
  valuesWithReplies,
  type WizardFormValues,
} from './wizard-form.ts'

function filled(): WizardFormValues {
  const values = emptyWizardValues()
  values.personalInfo = {
    firstName: 'Jordan',
    lastName: 'Rivera',
    dateOfBirth: '1980-05-01',
    phone: '304-555-0100',
    address: '1 Capitol Street',
    city: 'Charleston',
    state: 'WV',
    zipCode: '25301',
  }
  Object.assign(values.convictionInfo, {
    convictionDate: '2010-03-15',
    charges: 'Grand larceny',
    courtName: 'Circuit Court of Kanawha County',
    sentence: '2 years of probation',
  })
  values.additionalInfo.reasonForRestoration = 'Hunting'
  return values
}

describe('toWizardInput', () => {
  it('drops empty optional answers and follow-up questions the visitor cannot see', () => {
    const values = filled()
    values.convictionInfo.facts.reliefRestrictsFirearms = 'YES'
    values.additionalInfo.priorConvictionsDetails = 'typed, then the box was unticked'
    const input = toWizardInput('FEDERAL', true, values)
    expect(input).toMatchObject({ wizard: 'FEDERAL', isBundle: true })
    expect(input.convictionInfo).not.toHaveProperty('caseNumber', '')
    expect(input.convictionInfo.supervisionEndDate).toBeUndefined()
    expect(input.convictionInfo.convictionState).toBeUndefined()
    expect(input.convictionInfo.facts?.maxSentenceYears).toBeUndefined()
    expect(input.convictionInfo.facts?.reliefRestrictsFirearms).toBe('UNKNOWN')
    expect(input.additionalInfo.priorConvictionsDetails).toBeUndefined()
    expect(CreateCaseInputSchema.safeParse(input).success).toBe(true)
  })

  it("keeps each wizard's own fields only", () => {
    const values = filled()
    values.convictionInfo.convictionState = 'TX'
    values.convictionInfo.alsoHasFederalConviction = true
    values.convictionInfo.completedSupervision = true
    values.convictionInfo.supervisionEndDate = '2012-03-15'
    values.convictionInfo.facts.maxSentenceYears = '10'
    const input = toWizardInput('STATE', true, values)
    expect(input).not.toHaveProperty('isBundle')
    expect(input.additionalInfo).not.toHaveProperty('militaryService')
    expect(input.convictionInfo).toMatchObject({
      convictionState: 'TX',
      alsoHasFederalConviction: true,
      supervisionEndDate: '2012-03-15',
      facts: { maxSentenceYears: 10 },
    })
    expect(CreateCaseInputSchema.safeParse(input).success).toBe(true)
  })

  it('an empty form fails with the messages of the specification', () => {
    const result = CreateCaseInputSchema.safeParse(toWizardInput('STATE', false, emptyWizardValues()))
    const messages = result.error?.issues.map((issue) => issue.message) ?? []
    for (const message of [
      'First name is required',
      'Valid phone number is required',
      'State is required',
      'Valid ZIP code is required',
      'Conviction state is required',
      'Conviction date is required',
      'Sentence information is required',
      'Reason for restoration is required',
    ]) {
      expect(messages).toContain(message)
    }
  })
})

describe('eligibilityInputOf', () => {
  it('tells the check when a sentence still running ends, so it can date the first route', () => {
    const values = filled()
    values.convictionInfo.convictionState = 'WV'
    values.convictionInfo.supervisionEndDate = '2027-01-10'
    expect(toWizardInput('STATE', false, values).convictionInfo.supervisionEndDate).toBe('2027-01-10')
    expect(eligibilityInputOf('STATE', values, '2026-01-02')).toMatchObject({
      supervisionCompleted: false,
      supervisionEndDate: '2027-01-10',
    })
  })

  it('judges a state wizard with a federal conviction as BOTH, on the given day', () => {
    const values = filled()
    values.convictionInfo.convictionState = 'TX'
    values.convictionInfo.alsoHasFederalConviction = true
    expect(eligibilityInputOf('STATE', values, '2026-01-02')).toMatchObject({
      convictionType: 'BOTH',
      stateCode: 'TX',
      residenceState: 'WV',
      charges: ['Grand larceny'],
      asOf: '2026-01-02',
    })
  })

  it('is null while the answers do not pass the schema', () => {
    expect(eligibilityInputOf('FEDERAL', emptyWizardValues(), '2026-01-02')).toBeNull()
  })
})

describe('valuesWithReplies', () => {
  it('puts answers given in place where step 2 would have, and the next check reads them', () => {
    const values = filled()
    values.convictionInfo.convictionState = 'WV'
    const next = valuesWithReplies(values, [
      { field: 'offense.felony', value: 'YES' },
      { field: 'offense.maxSentenceYears', value: '5' },
      { field: 'offense.violent', value: 'NO' },
      { field: 'supervisionEndDate', value: '2012-03-15' },
      { field: 'disposition', value: 'CONVICTION' },
    ])
    expect(next.convictionInfo).toMatchObject({
      completedSupervision: true,
      supervisionEndDate: '2012-03-15',
      facts: { offenseLevel: 'FELONY', maxSentenceYears: '5', violent: 'NO', disposition: 'CONVICTION' },
    })
    expect(values.convictionInfo.facts.offenseLevel).toBe('UNKNOWN')
    expect(eligibilityInputOf('STATE', next, '2026-01-02')).toMatchObject({
      supervisionCompleted: true,
      supervisionEndDate: '2012-03-15',
      offense: { felony: true, maxSentenceYears: 5, violent: false },
      disposition: 'CONVICTION',
    })
  })

  it('the check hears about other convictions only once they were answered', () => {
    const values = filled()
    values.convictionInfo.convictionState = 'WV'
    expect(eligibilityInputOf('STATE', values, '2026-01-02')).not.toHaveProperty('priorConvictions')
    const next = valuesWithReplies(values, [{ field: 'priorConvictions', value: 'NO' }])
    expect(next.additionalInfo).toMatchObject({ priorConvictions: false, hasAnsweredPriorConvictions: true })
    expect(eligibilityInputOf('STATE', next, '2026-01-02')).toMatchObject({ priorConvictions: false })
  })

  it('facts only open questions ask reach the check though the case form does not hold them', () => {
    const values = filled()
    values.convictionInfo.convictionState = 'WV'
    const next = valuesWithReplies(values, [
      { field: 'offense.sexOffense', value: 'NO' },
      { field: 'offense.burglary', value: 'YES' },
      { field: 'releaseDate', value: '2011-01-02' },
    ])
    expect(eligibilityInputOf('STATE', next, '2026-01-02')).toMatchObject({
      releaseDate: '2011-01-02',
      offense: { sexOffense: false, burglary: true },
    })
  })
})
