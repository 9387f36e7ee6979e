import { describe, expect, it } from 'vitest'
import { CreateCaseInputSchema } from '#shared/contracts/cases.contract.ts'
import { eligibilityInputOf, emptyWizardValues, toWizardInput, type WizardFormValues } from './wizard-form.ts'

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
    values.convictionInfo.supervisionEndDate = '2012-03-15'
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
