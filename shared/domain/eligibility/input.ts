import { z } from 'zod'
import { multiLineText } from '../text-fields.ts'

/** The 50 states and the District of Columbia, for the wizards' state selects and the engine's data. */
export const JURISDICTIONS = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const

export type JurisdictionCode = (typeof JURISDICTIONS)[number]['code']

export const JURISDICTION_CODES = JURISDICTIONS.map((j) => j.code) as [
  JurisdictionCode,
  ...JurisdictionCode[],
]

export const JurisdictionCodeSchema = z.enum(JURISDICTION_CODES, {
  error: 'Choose one of the 50 states or the District of Columbia',
})

/** Bounds on free text so the public endpoint cannot be fed megabytes. */
export const CHARGES_MAX_LENGTH = 2000
export const DETAILS_MAX_LENGTH = 2000

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** The number written by the digits of `text` from `start` to `end`; -1 if any is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let n = 0
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i) - 48
    if (d < 0 || d > 9) return -1
    n = n * 10 + d
  }
  return n
}

// Arithmetic on the characters rather than a Date or split strings: every input carries several
// dates and this runs on each of them. The format (YYYY-MM-DD) is checked by the regex first.
function isRealDate(value: string): boolean {
  if (value.length !== 10) return false
  const y = digitsAt(value, 0, 4)
  const m = digitsAt(value, 5, 7)
  const d = digitsAt(value, 8, 10)
  if (y < 0 || m < 1 || m > 12 || d < 1) return false
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  return d <= (m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!)
}

/** A calendar date written YYYY-MM-DD, between 1900 and 2199. */
export const IsoDateSchema = z
  .string()
  .regex(/^(19|20|21)\d{2}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isRealDate, 'Not a real calendar date')

/** Which law convicted: federal, a state's, or both (a case's jurisdiction takes the same values). */
export const CONVICTION_TYPES = ['FEDERAL', 'STATE', 'BOTH'] as const
export const ConvictionTypeSchema = z.enum(CONVICTION_TYPES)
export type ConvictionType = z.infer<typeof ConvictionTypeSchema>

export const OffenseFactsSchema = z.object({
  felony: z.boolean().optional(),
  /** The maximum punishment the law allowed (not the sentence imposed), in years. */
  maxSentenceYears: z.number().min(0).max(1000).optional(),
  violent: z.boolean().optional(),
  weapon: z.boolean().optional(),
  domesticRelationship: z.boolean().optional(),
  drugDistribution: z.boolean().optional(),
  drugPossession: z.boolean().optional(),
  /** A sex offense, whether or not registration followed. */
  sexOffense: z.boolean().optional(),
  sexOffenseRegistration: z.boolean().optional(),
  burglary: z.boolean().optional(),
})
export type OffenseFacts = z.infer<typeof OffenseFactsSchema>

export const ReliefObtainedSchema = z.object({
  kind: z.enum(['EXPUNGEMENT', 'SET_ASIDE', 'SEALING', 'PARDON', 'RIGHTS_RESTORED', 'FEDERAL_RELIEF']),
  /**
   * true when the order expressly says the person may not ship, transport, possess or receive
   * firearms (the "unless" clause of 18 U.S.C. § 921(a)(20)); false when it contains no such
   * restriction; absent when unknown.
   */
  mentionsFirearms: z.boolean().optional(),
})
export type ReliefObtained = z.infer<typeof ReliefObtainedSchema>

/**
 * What the eligibility check is told. Facts the person did not give are absent, never false: the
 * engine treats them as unknown and answers MANUAL_REVIEW where they decide the outcome.
 */
export const EligibilityInputSchema = z.object({
  convictionType: ConvictionTypeSchema,
  /** The state (or DC) of the conviction; for a federal conviction, where the federal court sat. */
  stateCode: JurisdictionCodeSchema,
  convictionDate: z
    .string({ error: (issue) => (issue.input === undefined ? 'Conviction date is required' : undefined) })
    .min(1, 'Conviction date is required')
    .pipe(IsoDateSchema),
  charges: z
    .array(
      multiLineText({
        error: (issue) => (issue.input === undefined ? 'Charges information is required' : undefined),
      })
        .trim()
        .min(1, 'Charges information is required')
        .max(CHARGES_MAX_LENGTH),
      { error: 'Charges information is required' },
    )
    .length(1, 'Charges information is required'),
  sentence: multiLineText().trim().max(DETAILS_MAX_LENGTH).optional(),
  supervisionCompleted: z.boolean().optional(),
  supervisionEndDate: IsoDateSchema.optional(),
  /** The day the person left prison or jail; absent when there was no custody or it is unknown. */
  releaseDate: IsoDateSchema.optional(),
  priorConvictions: z.boolean().optional(),
  priorConvictionsDetails: multiLineText().trim().max(DETAILS_MAX_LENGTH).optional(),
  militaryService: z.boolean().optional(),
  militaryDetails: multiLineText().trim().max(DETAILS_MAX_LENGTH).optional(),
  /** Where the person lives now, when different from the state of conviction. */
  residenceState: JurisdictionCodeSchema.optional(),
  offense: OffenseFactsSchema.optional(),
  disposition: z.enum(['CONVICTION', 'DEFERRED', 'DIVERSION', 'OTHER']).optional(),
  reliefObtained: z.array(ReliefObtainedSchema).max(10).optional(),
  /** The date to judge on; the caller passes today when the client sends none. */
  asOf: IsoDateSchema.optional(),
})

export type EligibilityInput = z.infer<typeof EligibilityInputSchema>
