// The shape of a worked case and the helpers that build its wizard answers. A worked case is
// written from the statutes and the verdict policy (docs/decisions/020), never from what the
// engine happens to answer: when a case fails, the engine or its data is what needs fixing.
import {
  EligibilityInputSchema,
  type EligibilityInput,
  type JurisdictionCode,
  type OffenseFacts,
  type ReliefObtained,
} from '../input.ts'
import type { Finding, RecommendedPackage, Verdict } from '../result.ts'

/** Every worked case is judged on the same day, so the waits in the table stay true over time. */
export const AS_OF = '2026-11-25'

/** The phrase docs/decisions/020 requires for a completed deferred, first-offender or diversion disposition. */
export const MAY_NOT_BE_A_CONVICTION = 'restoration may be unnecessary; verify the discharge order'

export interface WorkedCaseExpectation {
  readonly verdict: Verdict
  /** Only when ELIGIBLE and the policy names one package. */
  readonly package?: RecommendedPackage
  /** When a wait is the only obstacle: the first day the verdict turns ELIGIBLE. */
  readonly earliestEligibleDate?: string
  readonly federalStatus?: Finding['status']
  readonly stateStatus?: Finding['status']
  /** Policy phrases the reasoning must contain, word for word. */
  readonly reasoningIncludes?: readonly string[]
}

export interface WorkedCase {
  readonly id: string
  readonly title: string
  readonly input: EligibilityInput
  readonly expect: WorkedCaseExpectation
  /** The statutes, rules and cases that decide the expected answer. */
  readonly source: string
}

/** What a person types into the wizard; the charges are one free-text box. */
export interface WizardAnswers {
  readonly convictionType?: EligibilityInput['convictionType']
  readonly stateCode: JurisdictionCode
  readonly convictionDate: string
  readonly charges: string
  readonly sentence?: string
  readonly supervisionCompleted?: boolean
  readonly supervisionEndDate?: string
  readonly priorConvictions?: boolean
  readonly priorConvictionsDetails?: string
  readonly releaseDate?: string
  readonly militaryService?: boolean
  readonly militaryDetails?: string
  readonly residenceState?: JurisdictionCode
  readonly offense?: OffenseFacts
  readonly disposition?: EligibilityInput['disposition']
  readonly reliefObtained?: readonly ReliefObtained[]
}

/**
 * The wizard's answers as the engine receives them: a state conviction, no prior convictions,
 * judged on AS_OF. Parsed with the input schema so a malformed case fails at load, not silently.
 */
export function answers(given: WizardAnswers): EligibilityInput {
  const { charges, reliefObtained, ...rest } = given
  return EligibilityInputSchema.parse({
    convictionType: 'STATE',
    priorConvictions: false,
    asOf: AS_OF,
    ...rest,
    charges: [charges],
    ...(reliefObtained === undefined ? {} : { reliefObtained: [...reliefObtained] }),
  })
}

/** Answers for an offense with no force, weapon, victim relationship, drugs or registration. */
export function nonViolentFelony(maxSentenceYears: number): OffenseFacts {
  return {
    felony: true,
    maxSentenceYears,
    violent: false,
    weapon: false,
    domesticRelationship: false,
    drugDistribution: false,
    drugPossession: false,
    sexOffenseRegistration: false,
  }
}

/** Answers for a felony involving force against a person (not a domestic one). */
export function violentFelony(maxSentenceYears: number, weapon: boolean): OffenseFacts {
  return {
    felony: true,
    maxSentenceYears,
    violent: true,
    weapon,
    domesticRelationship: false,
    drugDistribution: false,
    drugPossession: false,
    sexOffenseRegistration: false,
  }
}

/** Answers for a felony sale or possession with intent to distribute. */
export function drugDistributionFelony(maxSentenceYears: number): OffenseFacts {
  return {
    felony: true,
    maxSentenceYears,
    violent: false,
    weapon: false,
    domesticRelationship: false,
    drugDistribution: true,
    drugPossession: false,
    sexOffenseRegistration: false,
  }
}

/** Answers for a misdemeanor use of force against a spouse, partner or co-parent. */
export function domesticMisdemeanor(maxSentenceYears: number): OffenseFacts {
  return {
    felony: false,
    maxSentenceYears,
    violent: true,
    weapon: false,
    domesticRelationship: true,
    drugDistribution: false,
    drugPossession: false,
    sexOffenseRegistration: false,
  }
}

/** Answers for a misdemeanor with no force, weapon, victim relationship, drugs or registration. */
export function nonViolentMisdemeanor(maxSentenceYears: number): OffenseFacts {
  return { ...nonViolentFelony(maxSentenceYears), felony: false }
}

/** The policy citation every case shares. */
export const POLICY = 'docs/decisions/020'

/** The proposed § 925(c) rule whose presumptions docs/decisions/020 applies. */
export const RULE_925C = '18 U.S.C. § 925(c); 90 FR 34394 (proposed 28 CFR part 107)'
