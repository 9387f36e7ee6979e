// Shared inputs for the eligibility tests: a fully described old non-violent felony, and helpers
// that build variations of it. Not part of the public surface.
import { EligibilityInputSchema, type EligibilityInput } from './input.ts'

export const AS_OF = '2026-11-21'

/** A theft felony from 2000, sentence finished in 2003, every fact answered. */
export function cleanFelony(
  stateCode: string,
  overrides: Partial<Record<keyof EligibilityInput, unknown>> = {},
): EligibilityInput {
  return EligibilityInputSchema.parse({
    convictionType: 'STATE',
    stateCode,
    convictionDate: '2000-03-01',
    charges: ['Felony theft of property'],
    sentence: '2 years probation',
    supervisionCompleted: true,
    supervisionEndDate: '2003-03-01',
    priorConvictions: false,
    militaryService: false,
    disposition: 'CONVICTION',
    offense: {
      felony: true,
      maxSentenceYears: 5,
      violent: false,
      weapon: false,
      domesticRelationship: false,
      drugDistribution: false,
      drugPossession: false,
      sexOffenseRegistration: false,
    },
    asOf: AS_OF,
    ...overrides,
  })
}

/** The same person still on probation until mid-2027. */
export function onSupervision(stateCode: string): EligibilityInput {
  return cleanFelony(stateCode, { supervisionCompleted: false, supervisionEndDate: '2027-06-01' })
}

/** An offense the charges text does not describe and the person did not grade. */
export function undescribed(stateCode: string): EligibilityInput {
  return EligibilityInputSchema.parse({
    convictionType: 'STATE',
    stateCode,
    convictionDate: '2005-05-05',
    charges: ['Case 05-CR-1234, convicted after a plea'],
    supervisionCompleted: true,
    supervisionEndDate: '2007-05-05',
    asOf: AS_OF,
  })
}
