import { z } from 'zod'
import { PACKAGE_CODES } from '../packages.ts'
import { IsoDateSchema } from './input.ts'

export const VerdictSchema = z.enum(['ELIGIBLE', 'NOT_ELIGIBLE', 'MANUAL_REVIEW'])
export type Verdict = z.infer<typeof VerdictSchema>

export const PackageSchema = z.enum(PACKAGE_CODES)
export type RecommendedPackage = z.infer<typeof PackageSchema>

/** The outcome under one body of law (federal, or the state's). */
export const FindingSchema = z.object({
  status: z.enum(['ELIGIBLE', 'NOT_ELIGIBLE', 'MANUAL_REVIEW', 'NOT_APPLICABLE']),
  /** The route the status refers to, e.g. 'Governor pardon' or 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)'. */
  path: z.string().min(1),
  /** Set when a waiting period is the only obstacle: the first day the route can be used. */
  earliestEligibleDate: IsoDateSchema.optional(),
  /** What the route lifts, in plain words, e.g. 'the federal ban and Georgia's ban'. */
  lifts: z.string().min(1),
  /** What the person should do next on this side, in plain words. */
  nextStep: z.string().min(1),
  /**
   * An executive pardon that may be asked for at any time, with no published threshold: the
   * remaining option, never what makes a side eligible (docs/decisions/020).
   */
  clemencyRoute: z.string().min(1).optional(),
  /**
   * Present when the side's route is relief under 18 U.S.C. § 925(c): whether the Department of
   * Justice takes applications, which decides what every surface promises (decision 049).
   */
  federalRelief: z.object({ acceptsApplications: z.boolean() }).optional(),
  citations: z.array(z.string().min(1)),
})
export type Finding = z.infer<typeof FindingSchema>

/**
 * The input fields a MANUAL_REVIEW question can fill. Each names a field of EligibilityInput
 * ('offense.violent' is input.offense.violent), so an answer given in place re-runs the check.
 */
export const QUESTION_FIELDS = [
  'offense.felony',
  'offense.maxSentenceYears',
  'offense.violent',
  'offense.weapon',
  'offense.domesticRelationship',
  'offense.drugDistribution',
  'offense.drugPossession',
  'offense.sexOffense',
  'offense.sexOffenseRegistration',
  'offense.burglary',
  'disposition',
  'supervisionCompleted',
  'supervisionEndDate',
  'releaseDate',
  'priorConvictions',
  'reliefObtained.mentionsFirearms',
] as const
export const QuestionFieldSchema = z.enum(QUESTION_FIELDS)
export type QuestionField = z.infer<typeof QuestionFieldSchema>

/** A question whose answer would settle a MANUAL_REVIEW verdict. */
export const OpenQuestionSchema = z.object({
  field: QuestionFieldSchema,
  /** The question in plain words, e.g. 'Did the offense involve force against a person?'. */
  text: z.string().min(1),
  /** How it is answered: yes/no, a date (YYYY-MM-DD), a number of years, or one of the options. */
  answer: z.enum(['YES_NO', 'DATE', 'YEARS', 'CHOICE']),
  options: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).optional(),
})
export type OpenQuestion = z.infer<typeof OpenQuestionSchema>

export const EligibilityResultSchema = z.object({
  verdict: VerdictSchema,
  /** Plain-English legal information (never advice) naming each rule applied and any fact inferred. */
  reasoning: z.string().min(1),
  recommendedPackage: PackageSchema.optional(),
  /** Every statute, rule and case applied, without duplicates. */
  citations: z.array(z.string().min(1)),
  federal: FindingSchema,
  state: FindingSchema,
  /**
   * For MANUAL_REVIEW: the few questions that would settle it. For NOT_ELIGIBLE without a date: the
   * date that would give one. Empty otherwise.
   */
  questions: z.array(OpenQuestionSchema),
  rulesVersion: z.string().min(1),
})
export type EligibilityResult = z.infer<typeof EligibilityResultSchema>
