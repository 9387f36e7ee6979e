import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver, ResolverResult } from 'react-hook-form'
import type { z } from 'zod'
import {
  CreateCaseInputSchema,
  FederalConvictionInfoSchema,
  PersonalInfoSchema,
  StateConvictionInfoSchema,
  type Answer,
  type ConvictionFacts,
  type CreateCaseInput,
} from '#shared/contracts/cases.contract.ts'
import type { ConvictionType, EligibilityInput } from '#shared/domain/eligibility/input.ts'
import { wizardEligibilityInput } from '#shared/domain/wizard-eligibility.ts'

export type WizardKind = CreateCaseInput['wizard']

/**
 * What the form holds while the visitor types: both wizards' fields as the inputs give them
 * (text, with '' for "not answered"). toWizardInput turns it into the shared schema's input.
 */
export type WizardFormValues = {
  personalInfo: {
    firstName: string
    lastName: string
    dateOfBirth: string
    phone: string
    address: string
    city: string
    state: string
    zipCode: string
  }
  convictionInfo: {
    convictionType: ConvictionType
    convictionState: string
    convictionDate: string
    charges: string
    courtName: string
    caseNumber: string
    sentence: string
    completedSupervision: boolean
    supervisionEndDate: string
    alsoHasFederalConviction: boolean
    facts: {
      offenseLevel: ConvictionFacts['offenseLevel']
      maxSentenceYears: string
      violent: Answer
      weapon: Answer
      domesticRelationship: Answer
      drugDistribution: Answer
      drugPossession: Answer
      sexOffenseRegistration: Answer
      disposition: ConvictionFacts['disposition']
      reliefObtained: ConvictionFacts['reliefObtained']
      reliefRestrictsFirearms: Answer
    }
  }
  additionalInfo: {
    priorConvictions: boolean
    priorConvictionsDetails: string
    militaryService: boolean
    militaryDetails: string
    reasonForRestoration: string
    additionalNotes: string
  }
}

export type WizardSection = keyof WizardFormValues

export function emptyWizardValues(): WizardFormValues {
  return {
    personalInfo: {
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
    },
    convictionInfo: {
      convictionType: 'FEDERAL',
      convictionState: '',
      convictionDate: '',
      charges: '',
      courtName: '',
      caseNumber: '',
      sentence: '',
      completedSupervision: false,
      supervisionEndDate: '',
      alsoHasFederalConviction: false,
      facts: {
        offenseLevel: 'UNKNOWN',
        maxSentenceYears: '',
        violent: 'UNKNOWN',
        weapon: 'UNKNOWN',
        domesticRelationship: 'UNKNOWN',
        drugDistribution: 'UNKNOWN',
        drugPossession: 'UNKNOWN',
        sexOffenseRegistration: 'UNKNOWN',
        disposition: 'UNKNOWN',
        reliefObtained: [],
        reliefRestrictsFirearms: 'UNKNOWN',
      },
    },
    additionalInfo: {
      priorConvictions: false,
      priorConvictionsDetails: '',
      militaryService: false,
      militaryDetails: '',
      reasonForRestoration: '',
      additionalNotes: '',
    },
  }
}

type WizardInput = z.input<typeof CreateCaseInputSchema>

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value)

/**
 * The form's values as the shared schema's input for one wizard: optional fields left empty
 * become absent, and fields the visitor cannot see (a hidden follow-up question, the other
 * wizard's fields) are dropped, so neither is judged nor stored.
 */
export function toWizardInput(kind: WizardKind, isBundle: boolean, values: WizardFormValues): WizardInput {
  const conviction = values.convictionInfo
  const facts = conviction.facts
  const reliefObtained = Array.isArray(facts.reliefObtained) ? facts.reliefObtained : []
  const common = {
    convictionDate: conviction.convictionDate,
    charges: conviction.charges,
    courtName: conviction.courtName,
    caseNumber: blankToUndefined(conviction.caseNumber),
    sentence: conviction.sentence,
    completedSupervision: conviction.completedSupervision,
    supervisionEndDate: conviction.completedSupervision
      ? blankToUndefined(conviction.supervisionEndDate)
      : undefined,
    facts: {
      ...facts,
      maxSentenceYears: facts.maxSentenceYears.trim() === '' ? undefined : Number(facts.maxSentenceYears),
      reliefObtained,
      reliefRestrictsFirearms: reliefObtained.length > 0 ? facts.reliefRestrictsFirearms : 'UNKNOWN',
    },
  }
  const additional = values.additionalInfo
  const prior = {
    priorConvictions: additional.priorConvictions,
    priorConvictionsDetails: additional.priorConvictions
      ? blankToUndefined(additional.priorConvictionsDetails)
      : undefined,
  }
  if (kind === 'FEDERAL') {
    return {
      wizard: 'FEDERAL',
      isBundle,
      personalInfo: values.personalInfo,
      convictionInfo: {
        convictionType: conviction.convictionType,
        convictionState: blankToUndefined(conviction.convictionState) as WizardConvictionState,
        ...common,
      },
      additionalInfo: {
        ...prior,
        militaryService: additional.militaryService,
        militaryDetails: additional.militaryService
          ? blankToUndefined(additional.militaryDetails)
          : undefined,
        additionalNotes: blankToUndefined(additional.additionalNotes),
      },
    }
  }
  return {
    wizard: 'STATE',
    personalInfo: values.personalInfo,
    convictionInfo: {
      convictionState: conviction.convictionState,
      ...common,
      alsoHasFederalConviction: conviction.alsoHasFederalConviction,
    },
    additionalInfo: {
      ...prior,
      reasonForRestoration: additional.reasonForRestoration,
      additionalNotes: blankToUndefined(additional.additionalNotes),
    },
  }
}

// The select offers only valid codes; the schema still checks whatever arrives.
type WizardConvictionState = z.input<typeof FederalConvictionInfoSchema>['convictionState']

/**
 * Validates with the shared schema of the wizard being filled, so every message the visitor sees
 * is the one the server enforces; errors land on the same paths as the form's fields.
 */
export function wizardResolver(
  kind: WizardKind,
  isBundle: boolean,
): Resolver<WizardFormValues, unknown, CreateCaseInput> {
  const validate = zodResolver(CreateCaseInputSchema)
  return async (values, context, options) => {
    // The options name the form's fields, which sit on the same paths in the schema's input.
    const schemaOptions = options as unknown as Parameters<typeof validate>[2]
    const result = await validate(toWizardInput(kind, isBundle, values), context, schemaOptions)
    return result as unknown as ResolverResult<WizardFormValues, CreateCaseInput>
  }
}

/**
 * Step 2's answers as the eligibility check's input, judged on `asOf` (the visitor's today), or
 * null while they do not pass the schema.
 */
export function eligibilityInputOf(
  kind: WizardKind,
  values: WizardFormValues,
  asOf: string,
): EligibilityInput | null {
  const residence = PersonalInfoSchema.shape.state.safeParse(values.personalInfo.state)
  if (!residence.success) return null
  const personalInfo = { state: residence.data }
  const input = toWizardInput(kind, false, values)
  if (input.wizard === 'FEDERAL') {
    const conviction = FederalConvictionInfoSchema.safeParse(input.convictionInfo)
    if (!conviction.success) return null
    return wizardEligibilityInput({ wizard: 'FEDERAL', personalInfo, convictionInfo: conviction.data }, asOf)
  }
  const conviction = StateConvictionInfoSchema.safeParse(input.convictionInfo)
  if (!conviction.success) return null
  return wizardEligibilityInput({ wizard: 'STATE', personalInfo, convictionInfo: conviction.data }, asOf)
}
