import { z } from 'zod'
import { CASE_STATUSES } from '../domain/case-status.ts'
import {
  ConvictionTypeSchema,
  DETAILS_MAX_LENGTH,
  CHARGES_MAX_LENGTH,
  IsoDateSchema,
  JurisdictionCodeSchema,
} from '../domain/eligibility/input.ts'
import { EligibilityResultSchema, PackageSchema } from '../domain/eligibility/result.ts'
import { FirstNameSchema, LastNameSchema } from '../domain/person-fields.ts'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

const required = (message: string, max = 200) =>
  singleLineText({ error: message }).trim().min(1, message).max(max)
// Answers typed in a text area (charges, sentence, reasons, notes): several lines are fine.
const requiredLines = (message: string, max: number) =>
  multiLineText({ error: message }).trim().min(1, message).max(max)
const optionalText = (max = DETAILS_MAX_LENGTH) => multiLineText().trim().max(max).optional()
const requiredDate = (message: string) => z.string({ error: message }).min(1, message).pipe(IsoDateSchema)

/** The 50 states only: the wizards' home address (DC residents pick it as their state of conviction). */
const StateOfResidenceSchema = z
  .string({ error: 'State is required' })
  .min(2, 'State is required')
  .pipe(JurisdictionCodeSchema.exclude(['DC'], { error: 'State is required' }))

export const PersonalInfoSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  dateOfBirth: requiredDate('Date of birth is required'),
  phone: singleLineText({ error: 'Valid phone number is required' })
    .trim()
    .min(10, 'Valid phone number is required')
    .max(30, 'Valid phone number is required')
    .regex(/^[0-9+().\-\s]+$/, 'Valid phone number is required'),
  address: required('Address is required'),
  city: required('City is required', 100),
  state: StateOfResidenceSchema,
  zipCode: singleLineText({ error: 'Valid ZIP code is required' })
    .trim()
    .min(5, 'Valid ZIP code is required')
    .regex(/^\d{5}(-\d{4})?$/, 'Valid ZIP code is required'),
})
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>

/** A yes/no question that also takes "I don't know": an unknown answer is never read as no. */
export const AnswerSchema = z.enum(['YES', 'NO', 'UNKNOWN'])
export type Answer = z.infer<typeof AnswerSchema>

export const RELIEF_KINDS = ['EXPUNGEMENT', 'SET_ASIDE', 'SEALING', 'PARDON', 'RIGHTS_RESTORED'] as const

/** The facts the law turns on (research/eligibility-law.md §3.1), each answerable with "I don't know". */
export const ConvictionFactsSchema = z.object({
  offenseLevel: z.enum(['FELONY', 'MISDEMEANOR', 'UNKNOWN']).default('UNKNOWN'),
  maxSentenceYears: z.number().min(0).max(99).optional(),
  violent: AnswerSchema.default('UNKNOWN'),
  weapon: AnswerSchema.default('UNKNOWN'),
  domesticRelationship: AnswerSchema.default('UNKNOWN'),
  drugDistribution: AnswerSchema.default('UNKNOWN'),
  drugPossession: AnswerSchema.default('UNKNOWN'),
  sexOffenseRegistration: AnswerSchema.default('UNKNOWN'),
  disposition: z.enum(['CONVICTION', 'DEFERRED', 'DIVERSION', 'OTHER', 'UNKNOWN']).default('UNKNOWN'),
  reliefObtained: z.array(z.enum(RELIEF_KINDS)).max(RELIEF_KINDS.length).default([]),
  /** Whether the relief order says the person may not have firearms. */
  reliefRestrictsFirearms: AnswerSchema.default('UNKNOWN'),
})
export type ConvictionFacts = z.infer<typeof ConvictionFactsSchema>

const convictionCommon = {
  convictionDate: requiredDate('Conviction date is required'),
  charges: requiredLines('Charges information is required', CHARGES_MAX_LENGTH),
  courtName: required('Court name is required'),
  caseNumber: singleLineText().trim().max(100).optional(),
  sentence: requiredLines('Sentence information is required', DETAILS_MAX_LENGTH),
  completedSupervision: z.boolean().default(false),
  supervisionEndDate: IsoDateSchema.optional(),
  facts: ConvictionFactsSchema.default(ConvictionFactsSchema.parse({})),
}

export const FederalConvictionInfoSchema = z.object({
  convictionType: ConvictionTypeSchema.default('FEDERAL'),
  convictionState: JurisdictionCodeSchema.optional(),
  ...convictionCommon,
})
export type FederalConvictionInfo = z.infer<typeof FederalConvictionInfoSchema>

export const StateConvictionInfoSchema = z.object({
  convictionState: z
    .string({ error: 'Conviction state is required' })
    .min(2, 'Conviction state is required')
    .pipe(JurisdictionCodeSchema),
  ...convictionCommon,
  alsoHasFederalConviction: z.boolean().default(false),
})
export type StateConvictionInfo = z.infer<typeof StateConvictionInfoSchema>

export const FederalAdditionalInfoSchema = z.object({
  priorConvictions: z.boolean().default(false),
  priorConvictionsDetails: optionalText(),
  militaryService: z.boolean().default(false),
  militaryDetails: optionalText(),
  additionalNotes: optionalText(),
})
export type FederalAdditionalInfo = z.infer<typeof FederalAdditionalInfoSchema>

export const StateAdditionalInfoSchema = z.object({
  priorConvictions: z.boolean().default(false),
  priorConvictionsDetails: optionalText(),
  reasonForRestoration: requiredLines('Reason for restoration is required', DETAILS_MAX_LENGTH),
  additionalNotes: optionalText(),
})
export type StateAdditionalInfo = z.infer<typeof StateAdditionalInfoSchema>

export const FederalWizardSchema = z.object({
  wizard: z.literal('FEDERAL'),
  /** Started from /start/federal?bundle=true: the case covers federal and state restoration. */
  isBundle: z.boolean().default(false),
  personalInfo: PersonalInfoSchema,
  convictionInfo: FederalConvictionInfoSchema,
  additionalInfo: FederalAdditionalInfoSchema,
})
export type FederalWizard = z.infer<typeof FederalWizardSchema>

export const StateWizardSchema = z.object({
  wizard: z.literal('STATE'),
  personalInfo: PersonalInfoSchema,
  convictionInfo: StateConvictionInfoSchema,
  additionalInfo: StateAdditionalInfoSchema,
})
export type StateWizard = z.infer<typeof StateWizardSchema>

export const CreateCaseInputSchema = z.discriminatedUnion('wizard', [FederalWizardSchema, StateWizardSchema])
export type CreateCaseInput = z.infer<typeof CreateCaseInputSchema>

export const CaseStatusSchema = z.enum(CASE_STATUSES)
export const CaseJurisdictionSchema = z.enum(['FEDERAL', 'STATE', 'BOTH'])

export const CaseSchema = z.object({
  id: z.string(),
  jurisdiction: CaseJurisdictionSchema,
  stateCode: z.string().nullable(),
  convictionType: ConvictionTypeSchema,
  packageCode: PackageSchema,
  status: CaseStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Case = z.infer<typeof CaseSchema>

export const CaseDetailSchema = CaseSchema.extend({
  eligibility: EligibilityResultSchema,
  documentCount: z.number().int(),
  fingerprintCount: z.number().int(),
})
export type CaseDetail = z.infer<typeof CaseDetailSchema>

export const CaseIdParamsSchema = z.object({ id: z.uuid('Case not found') })
export const UserIdParamsSchema = z.object({ userId: z.string().min(1).max(100) })

export const casesContract = {
  create: {
    method: 'POST',
    path: '/api/cases',
    summary: 'Open a case from a completed wizard; eligibility is judged again on the server',
    access: 'customer',
    body: CreateCaseInputSchema,
    response: z.object({ id: z.string() }),
    status: 201,
  },
  listByUser: {
    method: 'GET',
    path: '/api/cases/user/:userId',
    summary: "A customer's cases, newest first (the owner or an admin only)",
    access: 'customer',
    owner: { userId: 'user' },
    params: UserIdParamsSchema,
    response: z.object({ cases: z.array(CaseSchema) }),
  },
  get: {
    method: 'GET',
    path: '/api/case/:id',
    summary: 'One case with its eligibility result (the owner or an admin only)',
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: CaseDetailSchema,
  },
} as const satisfies ContractTable
