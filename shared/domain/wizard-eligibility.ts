import type {
  Answer,
  ConvictionFacts,
  FederalConvictionInfo,
  FederalAdditionalInfo,
  PersonalInfo,
  StateAdditionalInfo,
  StateConvictionInfo,
} from '../contracts/cases.contract.ts'
import type { EligibilityInput, OffenseFacts } from './eligibility/input.ts'

export type WizardAnswers =
  | {
      wizard: 'FEDERAL'
      personalInfo: Pick<PersonalInfo, 'state'>
      convictionInfo: FederalConvictionInfo
      additionalInfo?: FederalAdditionalInfo
    }
  | {
      wizard: 'STATE'
      personalInfo: Pick<PersonalInfo, 'state'>
      convictionInfo: StateConvictionInfo
      additionalInfo?: StateAdditionalInfo
    }

/**
 * Turns wizard answers into the eligibility check's input: the same translation for the wizard's
 * step 2 and for the server when it opens the case. "I don't know" becomes an absent fact.
 */
export function wizardEligibilityInput(answers: WizardAnswers, asOf?: string): EligibilityInput {
  const conviction = answers.convictionInfo
  const isState = answers.wizard === 'STATE'
  const stateCode = isState
    ? answers.convictionInfo.convictionState
    : (answers.convictionInfo.convictionState ?? answers.personalInfo.state)
  const convictionType = isState
    ? answers.convictionInfo.alsoHasFederalConviction
      ? 'BOTH'
      : 'STATE'
    : answers.convictionInfo.convictionType
  const residence = answers.personalInfo.state
  const additional = answers.additionalInfo
  return dropUndefined({
    convictionType,
    stateCode: stateCode as EligibilityInput['stateCode'],
    convictionDate: conviction.convictionDate,
    charges: [conviction.charges],
    sentence: conviction.sentence,
    supervisionCompleted: conviction.completedSupervision,
    supervisionEndDate: conviction.completedSupervision ? conviction.supervisionEndDate : undefined,
    residenceState: residence !== stateCode ? (residence as EligibilityInput['stateCode']) : undefined,
    offense: offenseFacts(conviction.facts),
    disposition: conviction.facts.disposition === 'UNKNOWN' ? undefined : conviction.facts.disposition,
    reliefObtained: conviction.facts.reliefObtained.map((kind) =>
      dropUndefined({ kind, mentionsFirearms: answerToBoolean(conviction.facts.reliefRestrictsFirearms) }),
    ),
    priorConvictions: additional?.priorConvictions,
    priorConvictionsDetails: additional?.priorConvictionsDetails,
    militaryService: additional && 'militaryService' in additional ? additional.militaryService : undefined,
    militaryDetails: additional && 'militaryDetails' in additional ? additional.militaryDetails : undefined,
    asOf,
  })
}

function offenseFacts(facts: ConvictionFacts): OffenseFacts {
  return dropUndefined({
    felony: facts.offenseLevel === 'UNKNOWN' ? undefined : facts.offenseLevel === 'FELONY',
    maxSentenceYears: facts.maxSentenceYears,
    violent: answerToBoolean(facts.violent),
    weapon: answerToBoolean(facts.weapon),
    domesticRelationship: answerToBoolean(facts.domesticRelationship),
    drugDistribution: answerToBoolean(facts.drugDistribution),
    drugPossession: answerToBoolean(facts.drugPossession),
    sexOffenseRegistration: answerToBoolean(facts.sexOffenseRegistration),
  })
}

function answerToBoolean(answer: Answer): boolean | undefined {
  return answer === 'UNKNOWN' ? undefined : answer === 'YES'
}

// The engine's schema treats an absent key as unknown; keys set to undefined are removed so the
// input round-trips through JSON unchanged.
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
