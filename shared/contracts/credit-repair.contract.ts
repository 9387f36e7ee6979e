import { z } from 'zod'
import {
  BUREAUS,
  CREDIT_ITEM_STATUSES,
  CREDIT_ITEM_TYPES,
  CreditItemInputSchema,
  DISPUTE_LETTER_KINDS,
  ITEM_RESULTS,
  RESULT_RECORDERS,
  STEP_STATES,
} from '../domain/credit-repair.ts'
import { IsoDateSchema } from '../domain/eligibility/input.ts'
import { singleLineText } from '../domain/text-fields.ts'
import { CaseIdParamsSchema } from './cases.contract.ts'
import { EmptySchema, type ContractTable } from './contract.ts'

/**
 * The VIP Credit Repair included with a paid package (docs/decisions/044-credit-repair.md): the
 * customer's reports, disputed items, dispute letters and the bureaus' results, and the staff view.
 * Customer routes act on the signed-in customer's own credit repair; an item or letter of anyone
 * else does not exist for them (404). Letters are documents of the case: their PDF downloads from
 * `documentDownloadPath(letter.documentId)` (documents.contract.ts).
 */

export const CREDIT_REPAIR_MESSAGES = {
  noPaidPackage: 'VIP Credit Repair comes with a paid restoration package.',
  identityNotVerified:
    'Verify your identity first: the dispute letters carry your name, address, date of birth and the last four digits of your Social Security number.',
  nothingToSend: 'There are no disputed items waiting for a letter. Add the items you dispute first.',
  itemNotFound: 'Credit item not found',
  letterNotFound: 'Dispute letter not found',
  itemInLetter: 'This item is already in a dispute letter, so it can no longer be changed or removed.',
  reportNotPdf: 'Upload the credit report as a PDF.',
  reportNotFound: 'Credit report not found',
  letterNotSent: 'Enter the date you mailed the letter before recording the bureau’s answer.',
  resultOnFollowUp: 'Record the results on the items of the first dispute letter.',
  sentInFuture: 'The date cannot be in the future.',
  receivedBeforeSent: 'The receipt date cannot be before the date you mailed the letter.',
  noVerifiedItems: 'A follow-up letter is for items the bureau verified; none are waiting for one.',
  followUpNeedsSentDispute: 'Enter the date you mailed the dispute letter first.',
  followUpOnFollowUp: 'A follow-up is written for a first dispute letter.',
  resultAfterFollowUp: 'A follow-up letter was written for this item; its result can no longer be changed.',
} as const

/** The official source of the free weekly credit reports (the product never pulls reports itself). */
export const FREE_REPORT_SERVICE = {
  name: 'AnnualCreditReport.com',
  url: 'https://www.annualcreditreport.com',
  /** Each bureau gives a free report every week through it: the next is due 7 days after the last. */
  everyDays: 7,
} as const

const IdParam = (message: string) => z.uuid(message)

export const CreditItemIdParamsSchema = z.object({ itemId: IdParam(CREDIT_REPAIR_MESSAGES.itemNotFound) })
export const DisputeLetterIdParamsSchema = z.object({
  letterId: IdParam(CREDIT_REPAIR_MESSAGES.letterNotFound),
})

export const BureauAddressSchema = z.object({
  lines: z.array(z.string()),
  sourceUrl: z.string(),
  /** 'YYYY-MM-DD' */
  checkedOn: z.string(),
  isConfirmedByBureau: z.boolean(),
})

export const CreditReportSchema = z.object({
  id: z.string(),
  bureau: z.enum(BUREAUS),
  /** The document of the case holding the PDF (null if the document was removed). */
  documentId: z.string().nullable(),
  /** 'YYYY-MM-DD': the date on the report, or the upload day. */
  reportDate: z.string(),
  createdAt: z.string(),
})
export type CreditReport = z.infer<typeof CreditReportSchema>

export const CreditItemSchema = z.object({
  id: z.string(),
  bureau: z.enum(BUREAUS),
  reportId: z.string().nullable(),
  creditor: z.string(),
  accountLastDigits: z.string().nullable(),
  type: z.enum(CREDIT_ITEM_TYPES),
  typeLabel: z.string(),
  reason: z.string(),
  /** The reason in the customer's words, as the letter quotes it. */
  reasonLabel: z.string(),
  note: z.string().nullable(),
  status: z.enum(CREDIT_ITEM_STATUSES),
  statusLabel: z.string(),
  result: z.enum(ITEM_RESULTS).nullable(),
  resultRecordedAt: z.string().nullable(),
  resultRecordedBy: z.enum(RESULT_RECORDERS).nullable(),
  disputeLetterId: z.string().nullable(),
  followUpLetterId: z.string().nullable(),
  /** Not yet in a letter: it may be edited or removed. */
  isEditable: z.boolean(),
  createdAt: z.string(),
})
export type CreditItem = z.infer<typeof CreditItemSchema>

export const DisputeLetterSchema = z.object({
  id: z.string(),
  bureau: z.enum(BUREAUS),
  kind: z.enum(DISPUTE_LETTER_KINDS),
  itemIds: z.array(z.string()),
  /** The PDF, a document of the case: download it from documentDownloadPath(documentId). */
  documentId: z.string().nullable(),
  /** 'YYYY-MM-DD', the day it was written. */
  createdOn: z.string(),
  sentOn: z.string().nullable(),
  receivedOn: z.string().nullable(),
  withAnnualFreeReport: z.boolean(),
  /** Results due (dispute) or the method of verification due (follow-up); null until mailed. */
  responseDueOn: z.string().nullable(),
  /** The due date has come and some of its items still have no result recorded. */
  isResponseDue: z.boolean(),
  createdAt: z.string(),
})
export type DisputeLetter = z.infer<typeof DisputeLetterSchema>

export const REMINDER_KINDS = ['RECORD_RESULTS', 'SEND_FOLLOW_UP', 'PULL_FREE_REPORT', 'MAIL_LETTER'] as const

export const CreditReminderSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  bureau: z.enum(BUREAUS),
  /** 'YYYY-MM-DD' the reminder is about (a due date, the next free report). */
  on: z.string(),
  message: z.string(),
})
export type CreditReminder = z.infer<typeof CreditReminderSchema>

export const BureauOverviewSchema = z.object({
  bureau: z.enum(BUREAUS),
  label: z.string(),
  mailingAddress: BureauAddressSchema,
  reports: z.array(CreditReportSchema),
  items: z.array(CreditItemSchema),
  letters: z.array(DisputeLetterSchema),
  /** 'YYYY-MM-DD' of the newest report on file, or null. */
  lastReportOn: z.string().nullable(),
  /** The last report's date + 7 days; today when none is on file. */
  nextFreeReportOn: z.string(),
  isFreeReportDue: z.boolean(),
})
export type BureauOverview = z.infer<typeof BureauOverviewSchema>

export const CreditRepairProgressSchema = z.object({
  steps: z.array(z.object({ number: z.number().int(), title: z.string(), state: z.enum(STEP_STATES) })),
  stepsDone: z.number().int(),
  currentStep: z.number().int().nullable(),
  percent: z.number().int(),
  nextDue: z
    .object({ on: z.string(), bureau: z.enum(BUREAUS), kind: z.enum(['RESULTS', 'METHOD_OF_VERIFICATION']) })
    .nullable(),
})

export const CreditRepairOverviewSchema = z.object({
  caseId: z.string(),
  /** 'YYYY-MM-DD': the business's today, as the dates below were computed. */
  today: z.string(),
  isIdentityVerified: z.boolean(),
  progress: CreditRepairProgressSchema,
  bureaus: z.array(BureauOverviewSchema),
  /** Letters can be generated now (identity verified and items waiting); else why not. */
  canGenerateLetters: z.boolean(),
  generateBlockedReason: z.string().nullable(),
  monitoring: z.object({
    serviceName: z.string(),
    serviceUrl: z.string(),
    everyDays: z.number().int(),
    /** The customer gets reminder e-mails (user_preferences.emailCreditReminders). */
    isEmailReminderOn: z.boolean(),
  }),
  reminders: z.array(CreditReminderSchema),
})
export type CreditRepairOverview = z.infer<typeof CreditRepairOverviewSchema>

/** A customer's credit repair, or null while they have no paid package: an answer, not an error. */
export const CreditRepairStateSchema = z.object({ overview: CreditRepairOverviewSchema.nullable() })
export type CreditRepairState = z.infer<typeof CreditRepairStateSchema>

export const RegisterCreditReportInputSchema = z.object({
  /** An upload slot from POST /api/objects/upload (with the case id of the overview). */
  objectId: z.uuid('Upload not found'),
  bureau: z.enum(BUREAUS, { error: 'Choose the bureau whose report this is.' }),
  filename: singleLineText({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(255, 'The file name is too long'),
  /** The date printed on the report; the upload day when left out. */
  reportDate: IsoDateSchema.optional(),
})
export type RegisterCreditReportInput = z.infer<typeof RegisterCreditReportInputSchema>

/** A line of the report's text that looks like a disputable item: offered, never stored, until confirmed. */
export const CandidateItemSchema = z.object({
  bureau: z.enum(BUREAUS),
  creditor: z.string(),
  accountLastDigits: z.string().nullable(),
  type: z.enum(CREDIT_ITEM_TYPES),
  /** The report's line, with every long number cut to its last four digits. */
  line: z.string(),
})
export type CandidateItem = z.infer<typeof CandidateItemSchema>

export const AddCreditItemsInputSchema = z.object({
  items: z
    .array(CreditItemInputSchema)
    .min(1, 'Add at least one item.')
    .max(50, 'Add at most 50 items at once.'),
  /** The report the items were confirmed from, if any. */
  reportId: z.uuid(CREDIT_REPAIR_MESSAGES.reportNotFound).nullish(),
})
export type AddCreditItemsInput = z.infer<typeof AddCreditItemsInputSchema>

export const MarkLetterSentInputSchema = z.object({
  sentOn: IsoDateSchema,
  /** The date on the return receipt, when it is back. */
  receivedOn: IsoDateSchema.nullish(),
  /** Sent after getting the free annual report: the bureau has 45 days instead of 30. */
  withAnnualFreeReport: z.boolean().default(false),
})
export type MarkLetterSentInput = z.infer<typeof MarkLetterSentInputSchema>

export const RecordItemResultInputSchema = z.object({
  result: z.enum(ITEM_RESULTS, { error: 'Choose what the bureau answered.' }),
})
export type RecordItemResultInput = z.infer<typeof RecordItemResultInputSchema>

export const creditRepairContract = {
  overview: {
    method: 'GET',
    path: '/api/credit-repair',
    summary:
      "The signed-in customer's credit repair: progress, items and letters by bureau, monitoring and reminders (null without a paid package)",
    access: 'customer',
    response: CreditRepairStateSchema,
  },
  registerReport: {
    method: 'POST',
    path: '/api/credit-repair/reports',
    summary:
      "Keep an uploaded PDF as a bureau's credit report (a document of the case) and offer the lines of its text that look like disputable items",
    access: 'customer',
    body: RegisterCreditReportInputSchema,
    status: 201,
    response: z.object({ report: CreditReportSchema, candidates: z.array(CandidateItemSchema) }),
    rateLimit: { scope: 'credit-report:user', per: 'user', limit: 30, windowSeconds: 3600 },
  },
  addItems: {
    method: 'POST',
    path: '/api/credit-repair/items',
    summary: 'Add disputed items: candidates the customer confirmed, or items entered by hand',
    access: 'customer',
    body: AddCreditItemsInputSchema,
    status: 201,
    response: z.object({ items: z.array(CreditItemSchema) }),
  },
  updateItem: {
    method: 'PATCH',
    path: '/api/credit-repair/items/:itemId',
    summary: 'Change a disputed item that is not yet in a letter',
    access: 'customer',
    params: CreditItemIdParamsSchema,
    body: CreditItemInputSchema,
    response: z.object({ item: CreditItemSchema }),
  },
  deleteItem: {
    method: 'DELETE',
    path: '/api/credit-repair/items/:itemId',
    summary: 'Remove a disputed item that is not yet in a letter',
    access: 'customer',
    params: CreditItemIdParamsSchema,
    status: 204,
    response: EmptySchema,
  },
  generateLetters: {
    method: 'POST',
    path: '/api/credit-repair/letters',
    summary:
      'Write one dispute letter (PDF) per bureau for the items not yet in a letter; identity must be verified',
    access: 'customer',
    status: 201,
    response: z.object({ letters: z.array(DisputeLetterSchema) }),
    rateLimit: { scope: 'credit-letters:user', per: 'user', limit: 20, windowSeconds: 3600 },
  },
  markLetterSent: {
    method: 'POST',
    path: '/api/credit-repair/letters/:letterId/sent',
    summary: 'Record the day a letter was mailed (and received): starts the bureau’s 30- or 45-day clock',
    access: 'customer',
    params: DisputeLetterIdParamsSchema,
    body: MarkLetterSentInputSchema,
    response: z.object({ letter: DisputeLetterSchema }),
  },
  recordResult: {
    method: 'POST',
    path: '/api/credit-repair/items/:itemId/result',
    summary: "Record the bureau's answer for an item of a mailed letter: deleted, updated or verified",
    access: 'customer',
    params: CreditItemIdParamsSchema,
    body: RecordItemResultInputSchema,
    response: z.object({ item: CreditItemSchema }),
  },
  generateFollowUp: {
    method: 'POST',
    path: '/api/credit-repair/letters/:letterId/follow-up',
    summary:
      'Write the follow-up letter asking how the bureau verified the items it verified (15 U.S.C. § 1681i(a)(7))',
    access: 'customer',
    params: DisputeLetterIdParamsSchema,
    status: 201,
    response: z.object({ letter: DisputeLetterSchema }),
    rateLimit: { scope: 'credit-letters:user', per: 'user', limit: 20, windowSeconds: 3600 },
  },
} as const satisfies ContractTable

export const creditRepairAdminContract = {
  caseCreditRepair: {
    method: 'GET',
    path: '/api/admin/case/:id/credit-repair',
    summary: "The credit repair of the case's customer, as they see it (null when they have none)",
    access: 'admin',
    params: CaseIdParamsSchema,
    response: CreditRepairStateSchema,
  },
  recordResult: {
    method: 'POST',
    path: '/api/admin/credit-repair/items/:itemId/result',
    summary: "Record the bureau's answer for a customer's item (audited)",
    access: 'admin',
    params: CreditItemIdParamsSchema,
    body: RecordItemResultInputSchema,
    response: z.object({ item: CreditItemSchema }),
  },
} as const satisfies ContractTable
