import { z } from 'zod'
import type {
  Answer,
  ConvictionFacts,
  FederalConvictionInfo,
  FederalAdditionalInfo,
  PersonalInfo,
  StateAdditionalInfo,
  StateConvictionInfo,
} from '../contracts/cases.contract.ts'
import {
  EligibilityInputSchema,
  IsoDateSchema,
  type EligibilityInput,
  type OffenseFacts,
} from './eligibility/input.ts'
import type { QuestionField } from './eligibility/result.ts'

/**
 * Facts the engine reads that step 2 does not ask: they arrive as answers to a verdict's open
 * questions (absent means unknown).
 */
type AnsweredLater = {
  /** The day the person left prison or jail. */
  releaseDate?: string | undefined
  facts: ConvictionFacts & { sexOffense?: Answer | undefined; burglary?: Answer | undefined }
}

// additionalInfo may be partial or absent: step 3 checks before step 4 is filled, and an answer
// given there about other convictions is then all of step 4 the check knows.
export type WizardAnswers =
  | {
      wizard: 'FEDERAL'
      personalInfo: Pick<PersonalInfo, 'state'>
      convictionInfo: FederalConvictionInfo & AnsweredLater
      additionalInfo?: Partial<FederalAdditionalInfo>
    }
  | {
      wizard: 'STATE'
      personalInfo: Pick<PersonalInfo, 'state'>
      convictionInfo: StateConvictionInfo & AnsweredLater
      additionalInfo?: Partial<StateAdditionalInfo>
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
    // Given either way: the day it ended, or the day a sentence still running ends.
    supervisionEndDate: conviction.supervisionEndDate,
    releaseDate: conviction.releaseDate,
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

function offenseFacts(facts: WizardAnswers['convictionInfo']['facts']): OffenseFacts {
  return dropUndefined({
    felony: facts.offenseLevel === 'UNKNOWN' ? undefined : facts.offenseLevel === 'FELONY',
    maxSentenceYears: facts.maxSentenceYears,
    violent: answerToBoolean(facts.violent),
    weapon: answerToBoolean(facts.weapon),
    domesticRelationship: answerToBoolean(facts.domesticRelationship),
    drugDistribution: answerToBoolean(facts.drugDistribution),
    drugPossession: answerToBoolean(facts.drugPossession),
    sexOffense: answerToBoolean(facts.sexOffense),
    sexOffenseRegistration: answerToBoolean(facts.sexOffenseRegistration),
    burglary: answerToBoolean(facts.burglary),
  })
}

function answerToBoolean(answer: Answer | undefined): boolean | undefined {
  return answer === undefined || answer === 'UNKNOWN' ? undefined : answer === 'YES'
}

// The engine's schema treats an absent key as unknown; keys set to undefined are removed so the
// input round-trips through JSON unchanged.
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** The open questions' yes/no fields that set one of the wizard's yes / no / don't-know facts. */
const FACT_FIELDS = {
  'offense.violent': 'violent',
  'offense.weapon': 'weapon',
  'offense.domesticRelationship': 'domesticRelationship',
  'offense.drugDistribution': 'drugDistribution',
  'offense.drugPossession': 'drugPossession',
  'offense.sexOffense': 'sexOffense',
  'offense.sexOffenseRegistration': 'sexOffenseRegistration',
  'offense.burglary': 'burglary',
  'reliefObtained.mentionsFirearms': 'reliefRestrictsFirearms',
} as const satisfies Partial<Record<QuestionField, keyof WizardAnswers['convictionInfo']['facts']>>
type FactField = keyof typeof FACT_FIELDS
type Fact = (typeof FACT_FIELDS)[FactField]

const YesNoSchema = z.enum(['YES', 'NO'], { error: 'Choose yes or no' })
const DispositionSchema = EligibilityInputSchema.shape.disposition.unwrap()

/**
 * An answer given in place to one of a MANUAL_REVIEW verdict's open questions, as its input gives
 * it (text). A field takes what its question offers: YES or NO; a YYYY-MM-DD date; a number of
 * years; for the offense level also FELONY or MISDEMEANOR, for the disposition one of its values.
 */
export const QuestionReplySchema = z.discriminatedUnion('field', [
  z.object({
    field: z.enum(Object.keys(FACT_FIELDS) as [FactField, ...FactField[]]),
    value: YesNoSchema,
  }),
  z.object({
    field: z.literal('offense.felony'),
    value: z.enum(['YES', 'NO', 'FELONY', 'MISDEMEANOR'], { error: 'Choose felony or misdemeanor' }),
  }),
  z.object({
    field: z.literal('offense.maxSentenceYears'),
    value: z
      .string()
      .trim()
      .min(1, 'Enter a number of years')
      .transform(Number)
      .pipe(
        z
          .number({ error: 'Enter a number of years' })
          .min(0, 'Enter a number of years')
          .max(99, 'Enter at most 99 years'),
      ),
  }),
  z.object({ field: z.literal('disposition'), value: DispositionSchema }),
  z.object({ field: z.literal('supervisionCompleted'), value: YesNoSchema }),
  z.object({ field: z.literal('supervisionEndDate'), value: IsoDateSchema }),
  z.object({ field: z.literal('releaseDate'), value: IsoDateSchema }),
  z.object({ field: z.literal('priorConvictions'), value: YesNoSchema }),
])
export type QuestionReply = z.input<typeof QuestionReplySchema>

/** One change to the wizard's answers; each path is the same in the wizard's form and in its input. */
export type WizardAnswerChange =
  | { path: `convictionInfo.facts.${Fact}`; value: Exclude<Answer, 'UNKNOWN'> }
  | { path: 'convictionInfo.facts.offenseLevel'; value: 'FELONY' | 'MISDEMEANOR' }
  | { path: 'convictionInfo.facts.maxSentenceYears'; value: number }
  | { path: 'convictionInfo.facts.disposition'; value: z.infer<typeof DispositionSchema> }
  | { path: 'convictionInfo.completedSupervision'; value: boolean }
  | { path: 'convictionInfo.supervisionEndDate'; value: string | undefined }
  | { path: 'convictionInfo.releaseDate'; value: string }
  | { path: 'additionalInfo.priorConvictions'; value: boolean }

/**
 * What an answer to an open question changes in the wizard's answers, so the answers stay the one
 * source the check is run from. Throws on a reply QuestionReplySchema refuses.
 */
export function wizardChangesOf(reply: QuestionReply): WizardAnswerChange[] {
  const read = QuestionReplySchema.parse(reply)
  switch (read.field) {
    case 'offense.felony':
      return [
        {
          path: 'convictionInfo.facts.offenseLevel',
          value: read.value === 'YES' || read.value === 'FELONY' ? 'FELONY' : 'MISDEMEANOR',
        },
      ]
    case 'offense.maxSentenceYears':
      return [{ path: 'convictionInfo.facts.maxSentenceYears', value: read.value }]
    case 'disposition':
      return [{ path: 'convictionInfo.facts.disposition', value: read.value }]
    // An end date is only read when the sentence is marked complete; "no" drops a stale one.
    case 'supervisionCompleted':
      return read.value === 'YES'
        ? [{ path: 'convictionInfo.completedSupervision', value: true }]
        : [
            { path: 'convictionInfo.completedSupervision', value: false },
            { path: 'convictionInfo.supervisionEndDate', value: undefined },
          ]
    // The question asks when supervision ended; a date still to come is judged so by the engine.
    case 'supervisionEndDate':
      return [
        { path: 'convictionInfo.completedSupervision', value: true },
        { path: 'convictionInfo.supervisionEndDate', value: read.value },
      ]
    case 'releaseDate':
      return [{ path: 'convictionInfo.releaseDate', value: read.value }]
    case 'priorConvictions':
      return [{ path: 'additionalInfo.priorConvictions', value: read.value === 'YES' }]
    default:
      return [{ path: `convictionInfo.facts.${FACT_FIELDS[read.field]}`, value: read.value }]
  }
}

/**
 * The wizard answers with the replies to open questions applied (a case's stored answers, say),
 * ready for wizardEligibilityInput. The later of two replies to one field wins.
 */
export function applyQuestionReplies<A extends WizardAnswers>(answers: A, replies: QuestionReply[]): A {
  let convictionInfo = { ...answers.convictionInfo, facts: { ...answers.convictionInfo.facts } }
  let additionalInfo = answers.additionalInfo
  for (const change of replies.flatMap(wizardChangesOf)) {
    if (change.path === 'additionalInfo.priorConvictions') {
      additionalInfo = { ...additionalInfo, priorConvictions: change.value }
    } else if (change.path === 'convictionInfo.completedSupervision') {
      convictionInfo = { ...convictionInfo, completedSupervision: change.value }
    } else if (change.path === 'convictionInfo.supervisionEndDate') {
      convictionInfo = { ...convictionInfo, supervisionEndDate: change.value }
    } else if (change.path === 'convictionInfo.releaseDate') {
      convictionInfo = { ...convictionInfo, releaseDate: change.value }
    } else {
      const fact = change.path.slice('convictionInfo.facts.'.length)
      convictionInfo = { ...convictionInfo, facts: { ...convictionInfo.facts, [fact]: change.value } }
    }
  }
  return dropUndefinedKey({ ...answers, convictionInfo, additionalInfo }, 'additionalInfo')
}

function dropUndefinedKey<T extends object>(value: T, key: keyof T): T {
  if (value[key] !== undefined) return value
  const { [key]: _dropped, ...rest } = value
  return rest as T
}
