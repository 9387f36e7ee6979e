import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver, ResolverResult } from 'react-hook-form'
import type { z } from 'zod'
import {
  FederalConvictionInfoSchema,
  FederalWizardSchema,
  StateWizardSchema,
  PersonalInfoSchema,
  StateConvictionInfoSchema,
  type Answer,
  type ConvictionFacts,
  type CreateCaseInput,
} from '#shared/contracts/cases.contract.ts'
import type { ConvictionType, EligibilityInput } from '#shared/domain/eligibility/input.ts'
import {
  wizardChangesOf,
  wizardEligibilityInput,
  type QuestionReply,
} from '#shared/domain/wizard-eligibility.ts'

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
    /** Asked only as an open question of a verdict (step 2 does not ask it). */
    releaseDate: string
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
      /** These two are asked only as open questions of a verdict. */
      sexOffense: Answer
      burglary: Answer
      disposition: ConvictionFacts['disposition']
      reliefObtained: ConvictionFacts['reliefObtained']
      reliefRestrictsFirearms: Answer
    }
  }
  additionalInfo: {
    priorConvictions: boolean
    /**
     * Set once the visitor has answered about other convictions (at step 4, or in place at step
     * 3): until then the unticked box is not an answer, and the check is not told "none".
     */
    hasAnsweredPriorConvictions: boolean
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
      releaseDate: '',
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
        sexOffense: 'UNKNOWN',
        burglary: 'UNKNOWN',
        disposition: 'UNKNOWN',
        reliefObtained: [],
        reliefRestrictsFirearms: 'UNKNOWN',
      },
    },
    additionalInfo: {
      priorConvictions: false,
      hasAnsweredPriorConvictions: false,
      priorConvictionsDetails: '',
      militaryService: false,
      militaryDetails: '',
      reasonForRestoration: '',
      additionalNotes: '',
    },
  }
}

type WizardInput = z.input<typeof FederalWizardSchema> | z.input<typeof StateWizardSchema>

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
    supervisionEndDate: blankToUndefined(conviction.supervisionEndDate),
    releaseDate: blankToUndefined(conviction.releaseDate),
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
  // The wizard always names itself, so its own schema judges it (as CreateCaseInputSchema would).
  const schema: z.ZodType<CreateCaseInput, WizardInput> =
    kind === 'STATE' ? StateWizardSchema : FederalWizardSchema
  const validate = zodResolver(schema)
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
  const additionalInfo = values.additionalInfo.hasAnsweredPriorConvictions
    ? { priorConvictions: values.additionalInfo.priorConvictions }
    : undefined
  if (input.wizard === 'FEDERAL') {
    const conviction = FederalConvictionInfoSchema.safeParse(input.convictionInfo)
    if (!conviction.success) return null
    const convictionInfo = withAnsweredLater(conviction.data, values)
    return wizardEligibilityInput({ wizard: 'FEDERAL', personalInfo, convictionInfo, additionalInfo }, asOf)
  }
  const conviction = StateConvictionInfoSchema.safeParse(input.convictionInfo)
  if (!conviction.success) return null
  const convictionInfo = withAnsweredLater(conviction.data, values)
  return wizardEligibilityInput({ wizard: 'STATE', personalInfo, convictionInfo, additionalInfo }, asOf)
}

// The case schema does not carry the facts only open questions ask, so they are added back after it.
function withAnsweredLater<C extends { facts: ConvictionFacts }>(conviction: C, values: WizardFormValues) {
  const { facts, releaseDate } = values.convictionInfo
  return {
    ...conviction,
    releaseDate: blankToUndefined(releaseDate),
    facts: { ...conviction.facts, sexOffense: facts.sexOffense, burglary: facts.burglary },
  }
}

/**
 * The form's values with the answers given in place to a verdict's open questions, each set
 * where step 2 or step 4 would have set it (wizardChangesOf), so the form stays the one source
 * the next check is run from.
 */
export function valuesWithReplies(values: WizardFormValues, replies: QuestionReply[]): WizardFormValues {
  const next = structuredClone(values)
  const { convictionInfo, additionalInfo } = next
  for (const change of replies.flatMap(wizardChangesOf)) {
    switch (change.path) {
      case 'convictionInfo.completedSupervision':
        convictionInfo.completedSupervision = change.value
        break
      case 'convictionInfo.supervisionEndDate':
        convictionInfo.supervisionEndDate = change.value ?? ''
        break
      case 'convictionInfo.releaseDate':
        convictionInfo.releaseDate = change.value
        break
      case 'additionalInfo.priorConvictions':
        additionalInfo.priorConvictions = change.value
        additionalInfo.hasAnsweredPriorConvictions = true
        break
      case 'convictionInfo.facts.maxSentenceYears':
        convictionInfo.facts.maxSentenceYears = String(change.value)
        break
      case 'convictionInfo.facts.offenseLevel':
        convictionInfo.facts.offenseLevel = change.value
        break
      case 'convictionInfo.facts.disposition':
        convictionInfo.facts.disposition = change.value
        break
      default: {
        const fact = change.path.slice('convictionInfo.facts.'.length) as YesNoFact
        convictionInfo.facts[fact] = change.value
      }
    }
  }
  return next
}

type YesNoFact = {
  [
    K in keyof WizardFormValues['convictionInfo']['facts']
  ]: WizardFormValues['convictionInfo']['facts'][K] extends Answer ? K : never
}[keyof WizardFormValues['convictionInfo']['facts']]
