import { z } from 'zod'
import { CASE_DECISION_OUTCOMES, CASE_STATUSES, STAFF_REVIEW_FINDINGS } from '../domain/case-status.ts'
import { CASE_JURISDICTIONS } from '../domain/case-labels.ts'
import {
  ConvictionTypeSchema,
  DETAILS_MAX_LENGTH,
  CHARGES_MAX_LENGTH,
  IsoDateSchema,
  JurisdictionCodeSchema,
} from '../domain/eligibility/input.ts'
import {
  PackageSchema,
  QuestionFieldSchema,
  QUESTION_FIELDS,
  VerdictSchema,
} from '../domain/eligibility/result.ts'
import { REVIEW_OUTCOMES, SHOWN_REMINDER_STATUSES } from '../domain/case-verdict.ts'
import { ACTORS } from '../domain/roles.ts'
import { StoredEligibilityResultSchema } from '../domain/stored-eligibility-result.ts'
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

/** The facts the law turns on (docs/eligibility.md), each answerable with "I don't know". */
export const ConvictionFactsSchema = z.object({
  offenseLevel: z.enum(['FELONY', 'MISDEMEANOR', 'UNKNOWN']).default('UNKNOWN'),
  maxSentenceYears: z.number().min(0).max(99).optional(),
  violent: AnswerSchema.default('UNKNOWN'),
  weapon: AnswerSchema.default('UNKNOWN'),
  domesticRelationship: AnswerSchema.default('UNKNOWN'),
  drugDistribution: AnswerSchema.default('UNKNOWN'),
  drugPossession: AnswerSchema.default('UNKNOWN'),
  sexOffenseRegistration: AnswerSchema.default('UNKNOWN'),
  /** Asked only when the check needs them (a MANUAL_REVIEW question answered in place). */
  sexOffense: AnswerSchema.default('UNKNOWN'),
  burglary: AnswerSchema.default('UNKNOWN'),
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
  /** Release from prison or jail, when the check asked for it (a wait may run from it). */
  releaseDate: IsoDateSchema.optional(),
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

/** Said when a payload without `wizard` carries both wizards' fields, or neither's. */
export const AMBIGUOUS_WIZARD_MESSAGE =
  "We could not tell which form this case comes from. Send the state form's fields (convictionState " +
  "with alsoHasFederalConviction or reasonForRestoration) or the federal form's (convictionType or " +
  'militaryService), not both, or name the form in `wizard`.'

/**
 * The specification's payload names no wizard (personalInfo, convictionInfo, additionalInfo): the
 * two are told apart by the fields only one of them has (docs/decisions/021-case-follows-verdict.md).
 * A payload that names its wizard is taken as it is.
 */
export function inferWizard(value: unknown): unknown {
  if (!isRecord(value) || 'wizard' in value) return value
  const conviction = isRecord(value.convictionInfo) ? value.convictionInfo : {}
  const additional = isRecord(value.additionalInfo) ? value.additionalInfo : {}
  const looksState =
    'convictionState' in conviction &&
    ('alsoHasFederalConviction' in conviction || 'reasonForRestoration' in additional)
  const looksFederal = 'convictionType' in conviction || 'militaryService' in additional
  if (looksState === looksFederal) return value
  return { ...value, wizard: looksState ? 'STATE' : 'FEDERAL' }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const CreateCaseInputSchema = z.preprocess(
  inferWizard,
  z.discriminatedUnion('wizard', [FederalWizardSchema, StateWizardSchema], {
    error: (issue) => (issue.code === 'invalid_union' ? AMBIGUOUS_WIZARD_MESSAGE : undefined),
  }),
)
export type CreateCaseInput = z.infer<typeof CreateCaseInputSchema>

export const CaseStatusSchema = z.enum(CASE_STATUSES)
export const CaseJurisdictionSchema = z.enum(CASE_JURISDICTIONS)

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

/**
 * A case on the customer's dashboard: what its eligibility rests on, the check's verdict and the
 * latest staff review's finding, for `effectiveEligibility` (docs/decisions/050-staff-review-and-case-entry.md).
 */
export const CaseListItemSchema = CaseSchema.extend({
  verdict: VerdictSchema,
  staffFinding: z.enum(STAFF_REVIEW_FINDINGS).nullable(),
})
export type CaseListItem = z.infer<typeof CaseListItemSchema>

/**
 * The latest staff eligibility review as the customer reads it: the finding, the note the reviewer
 * wrote for the customer and the date. The internal reason and the reviewer stay with staff.
 */
export const CustomerStaffReviewSchema = z.object({
  finding: z.enum(STAFF_REVIEW_FINDINGS),
  noteForCustomer: z.string().nullable(),
  reviewedAt: z.string(),
})
export type CustomerStaffReview = z.infer<typeof CustomerStaffReviewSchema>

/** The filing authority's decision on a submitted case. */
export const CaseDecisionSchema = z.object({
  outcome: z.enum(CASE_DECISION_OUTCOMES),
  decidedOn: z.string(),
  /** The decision letter among the case's documents, when staff attached one. */
  letterDocumentId: z.string().nullable(),
})
export type CaseDecision = z.infer<typeof CaseDecisionSchema>

export const CaseDetailSchema = CaseSchema.extend({
  eligibility: StoredEligibilityResultSchema,
  /** Staff's latest eligibility review, which replaces the check's verdict; null when none. */
  staffReview: CustomerStaffReviewSchema.nullable(),
  documentCount: z.number().int(),
  fingerprintCount: z.number().int(),
  /** The package the customer chose over the recommended one, after the warning; null when none. */
  packageChoice: z.object({ packageCode: PackageSchema, chosenAt: z.string() }).nullable(),
  /** The customer's acknowledgement to pay before our review, and the review's outcome. */
  reviewAcknowledgement: z
    .object({ acknowledgedAt: z.string(), outcome: z.enum(REVIEW_OUTCOMES).nullable() })
    .nullable(),
  /** The e-mail reminder on the date the wait runs out, while scheduled or once sent. */
  reminder: z.object({ remindOn: z.string(), status: z.enum(SHOWN_REMINDER_STATUSES) }).nullable(),
  /** Why the case cannot be paid for now, in plain words; null when checkout is open. */
  checkoutRefusal: z.string().nullable(),
  /** The required documents are received and valid: the case has passed the documents step. */
  isDocumentsComplete: z.boolean(),
  /** What the case's pay-later orders still owe; 0 when paid in full (or nothing is paid yet). */
  balanceDueCents: z.number().int(),
  /** The authority's decision once staff recorded it. */
  decision: CaseDecisionSchema.nullable(),
  /** The Submit Case button: the case is READY_TO_SEND and the caller is its customer. */
  canSubmit: z.boolean(),
})
export type CaseDetail = z.infer<typeof CaseDetailSchema>

/** Who did something to a case (DECISIONS §3). */
export const ActivityActorSchema = z.enum(ACTORS)

/** One entry of the case's activity: what happened, in plain words, by whom and when. */
export const ActivityEntrySchema = z.object({
  id: z.string(),
  actor: ActivityActorSchema,
  /** The stored action code (CASE_CREATED, STATUS_CHANGED...), for icons and filters only. */
  action: z.string(),
  /** What happened in words, e.g. 'Status changed from Documents pending to Fingerprints pending'. */
  label: z.string(),
  createdAt: z.string(),
})
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>

export const ChoosePackageInputSchema = z.object({
  packageCode: PackageSchema,
  /** The customer confirmed the warning shown with a package other than the recommended one. */
  isWarningConfirmed: z.literal(true, { error: 'Please confirm that you read the warning.' }),
})
export type ChoosePackageInput = z.infer<typeof ChoosePackageInputSchema>

/** One answer to an open question: YES or NO, a date (YYYY-MM-DD), a number of years, or an option. */
export const QuestionAnswerSchema = z.object({
  field: QuestionFieldSchema,
  value: singleLineText({ error: 'Please answer the question' })
    .trim()
    .min(1, 'Please answer the question')
    .max(40, 'Please answer the question'),
})
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>

export const RecheckEligibilityInputSchema = z.object({
  /** None: judged again on today's date with the answers stored (a wait may have run out). */
  answers: z.array(QuestionAnswerSchema).max(QUESTION_FIELDS.length),
})
export type RecheckEligibilityInput = z.infer<typeof RecheckEligibilityInputSchema>

export const AcknowledgeReviewInputSchema = z.object({
  isAccepted: z.literal(true, { error: 'Please tick the box to confirm.' }),
})

export const ReviewOutcomeInputSchema = z.object({
  reason: singleLineText({ error: 'Please give a reason' }).trim().min(3, 'Please give a reason').max(500),
})

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
    response: z.object({ cases: z.array(CaseListItemSchema) }),
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
  choosePackage: {
    method: 'POST',
    path: '/api/case/:id/package',
    summary: "Choose the case's package after the warning (the recommended one needs no warning)",
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    body: ChoosePackageInputSchema,
    response: CaseDetailSchema,
  },
  recheckEligibility: {
    method: 'POST',
    path: '/api/case/:id/eligibility',
    summary: "Answer the case's open questions: the answers are stored and eligibility judged again",
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    body: RecheckEligibilityInputSchema,
    response: CaseDetailSchema,
    rateLimit: { scope: 'case-eligibility:user', per: 'user', limit: 30 },
  },
  acknowledgeReview: {
    method: 'POST',
    path: '/api/case/:id/review-acknowledgement',
    summary: 'Pay before our review: records the acknowledgement and its full-refund guarantee',
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    body: AcknowledgeReviewInputSchema,
    response: CaseDetailSchema,
  },
  scheduleReminder: {
    method: 'POST',
    path: '/api/case/:id/reminder',
    summary: 'E-mail me on the date my wait runs out (once per case; asking again changes nothing)',
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: CaseDetailSchema,
  },
  cancelReminder: {
    method: 'DELETE',
    path: '/api/case/:id/reminder',
    summary: 'Cancel the e-mail reminder',
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: CaseDetailSchema,
  },
  submit: {
    method: 'POST',
    path: '/api/case/:id/submit',
    summary: 'The customer submits a READY_TO_SEND case: it becomes SUBMITTED (409 at any other status)',
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: CaseDetailSchema,
  },
  activity: {
    method: 'GET',
    path: '/api/case/:id/activity',
    summary: "The case's activity, newest first, each entry in plain words (the owner or an admin only)",
    access: 'customer',
    owner: { id: 'case' },
    params: CaseIdParamsSchema,
    response: z.object({ entries: z.array(ActivityEntrySchema) }),
  },
  reviewNotEligible: {
    method: 'POST',
    path: '/api/admin/case/:id/review-not-eligible',
    summary:
      "Our review found the customer not eligible before preparation: refund the case's orders in full",
    access: 'admin',
    params: CaseIdParamsSchema,
    body: ReviewOutcomeInputSchema,
    response: CaseDetailSchema,
  },
} as const satisfies ContractTable
