// Cases for the fulfilment tests: wizard answers of both shapes built from an eligibility input
// (a worked case or a sample), judged by the real engine. Not part of the public surface.
import { ConvictionFactsSchema } from '../../contracts/cases.contract.ts'
import { evaluateEligibility } from '../eligibility/engine.ts'
import type { EligibilityInput } from '../eligibility/input.ts'
import type { CaseAnswers, FulfilmentCase } from './types.ts'

const PERSON = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  dateOfBirth: '1975-04-09',
  phone: '(555) 201-3344',
  address: '12 Orchard Lane',
  city: 'Springfield',
  zipCode: '62704',
}

function conviction(input: EligibilityInput) {
  return {
    convictionDate: input.convictionDate,
    charges: input.charges[0] ?? 'Felony theft',
    courtName: `${input.stateCode} Circuit Court, Example County`,
    caseNumber: '2001-CF-0042',
    sentence: input.sentence ?? '2 years probation',
    completedSupervision: input.supervisionCompleted ?? false,
    ...(input.supervisionEndDate === undefined ? {} : { supervisionEndDate: input.supervisionEndDate }),
    ...(input.releaseDate === undefined ? {} : { releaseDate: input.releaseDate }),
    facts: ConvictionFactsSchema.parse({
      reliefObtained: (input.reliefObtained ?? []).map((r) => r.kind).filter((k) => k !== 'FEDERAL_RELIEF'),
    }),
  }
}

/** The state wizard's answers for an input. */
export function stateAnswers(input: EligibilityInput): CaseAnswers {
  const home = input.residenceState ?? input.stateCode
  return {
    wizard: 'STATE',
    personalInfo: { ...PERSON, state: home === 'DC' ? 'MD' : home },
    convictionInfo: {
      convictionState: input.stateCode,
      ...conviction(input),
      alsoHasFederalConviction: false,
    },
    additionalInfo: {
      priorConvictions: input.priorConvictions ?? false,
      ...(input.priorConvictions === true ? { priorConvictionsDetails: '1998 misdemeanor trespass' } : {}),
      reasonForRestoration: 'To hunt with my family again.',
    },
  }
}

/** The federal wizard's answers for an input (military service given, no reason field). */
export function federalAnswers(input: EligibilityInput): CaseAnswers {
  const home = input.residenceState ?? input.stateCode
  return {
    wizard: 'FEDERAL',
    personalInfo: { ...PERSON, state: home === 'DC' ? 'VA' : home },
    convictionInfo: {
      convictionType: input.convictionType,
      convictionState: input.stateCode,
      ...conviction(input),
    },
    additionalInfo: {
      priorConvictions: input.priorConvictions ?? false,
      ...(input.priorConvictions === true ? { priorConvictionsDetails: '1998 misdemeanor trespass' } : {}),
      militaryService: true,
      militaryDetails: 'U.S. Army 1993-1997, honorable discharge',
    },
  }
}

/** A case of the package for the input, judged by the engine, with answers of the wizard given. */
export function fulfilmentCase(
  input: EligibilityInput,
  packageCode: FulfilmentCase['packageCode'],
  wizard: 'STATE' | 'FEDERAL' = packageCode === 'FEDERAL' ? 'FEDERAL' : 'STATE',
): FulfilmentCase {
  return {
    packageCode,
    stateCode: input.stateCode,
    convictionType: input.convictionType,
    eligibility: evaluateEligibility(input),
    answers: wizard === 'STATE' ? stateAnswers(input) : federalAnswers(input),
  }
}
