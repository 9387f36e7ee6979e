import { z } from 'zod'
import { addDays } from './eligibility/dates.ts'
import { multiLineText, singleLineText } from './text-fields.ts'

/**
 * The VIP Credit Repair included with every package: the value lists, the dashboard's five steps
 * and the Fair Credit Reporting Act's response clock (docs/decisions/044-credit-repair.md). The
 * product prepares dispute letters the customer signs and mails; it never contacts a bureau itself.
 */

/** The three nationwide consumer reporting agencies a customer can dispute with. */
export const BUREAUS = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const
export type Bureau = (typeof BUREAUS)[number]

export const BUREAU_LABELS: Record<Bureau, string> = {
  EQUIFAX: 'Equifax',
  EXPERIAN: 'Experian',
  TRANSUNION: 'TransUnion',
}

/** What a disputed line of a credit report is. */
export const CREDIT_ITEM_TYPES = [
  'LATE_PAYMENT',
  'COLLECTION',
  'CHARGE_OFF',
  'ACCOUNT_NOT_MINE',
  'WRONG_BALANCE',
  'WRONG_STATUS',
  'DUPLICATE',
  'INQUIRY',
  'PUBLIC_RECORD',
  'PERSONAL_INFORMATION',
  'OTHER',
] as const
export type CreditItemType = (typeof CREDIT_ITEM_TYPES)[number]

export const CREDIT_ITEM_TYPE_LABELS: Record<CreditItemType, string> = {
  LATE_PAYMENT: 'Late payment',
  COLLECTION: 'Collection account',
  CHARGE_OFF: 'Charge-off',
  ACCOUNT_NOT_MINE: 'Account that is not mine',
  WRONG_BALANCE: 'Wrong balance',
  WRONG_STATUS: 'Wrong account status',
  DUPLICATE: 'Duplicate account',
  INQUIRY: 'Credit inquiry',
  PUBLIC_RECORD: 'Public record',
  PERSONAL_INFORMATION: 'Personal information',
  OTHER: 'Other',
}

/** Items that are not an account, so they carry no account number. */
export const ITEM_TYPES_WITHOUT_ACCOUNT: readonly CreditItemType[] = [
  'INQUIRY',
  'PUBLIC_RECORD',
  'PERSONAL_INFORMATION',
]

/**
 * The grounds § 1681i(a) gives for a correction: a bureau must delete or modify information it finds
 * inaccurate, incomplete or cannot verify (15 U.S.C. § 1681i(a)(5)(A)).
 */
export const DISPUTE_BASES = ['INACCURATE', 'INCOMPLETE', 'UNVERIFIABLE'] as const
export type DisputeBasis = (typeof DISPUTE_BASES)[number]

export const DISPUTE_BASIS_LABELS: Record<DisputeBasis, string> = {
  INACCURATE: 'inaccurate',
  INCOMPLETE: 'incomplete',
  UNVERIFIABLE: 'unverifiable',
}

/** Why the customer disputes an item, in the words they choose it by; the letter quotes the label. */
export const DISPUTE_REASONS = [
  'NOT_MINE',
  'WRONG_BALANCE',
  'WRONG_PAYMENT_HISTORY',
  'WRONG_STATUS',
  'LISTED_MORE_THAN_ONCE',
  'WRONG_DATE_OR_TOO_OLD',
  'MISSING_INFORMATION',
  'UNRECOGNISED_INQUIRY',
  'WRONG_PERSONAL_DETAILS',
  'CANNOT_RECOGNISE',
] as const
export type DisputeReason = (typeof DISPUTE_REASONS)[number]

export const DISPUTE_REASON_DETAILS: Record<DisputeReason, { label: string; basis: DisputeBasis }> = {
  NOT_MINE: { label: 'This account is not mine.', basis: 'INACCURATE' },
  WRONG_BALANCE: { label: 'The balance is wrong.', basis: 'INACCURATE' },
  WRONG_PAYMENT_HISTORY: { label: 'The payment history is wrong.', basis: 'INACCURATE' },
  WRONG_STATUS: {
    label: 'The account status is wrong (for example, open or unpaid when it is closed or paid).',
    basis: 'INACCURATE',
  },
  LISTED_MORE_THAN_ONCE: { label: 'This is listed more than once.', basis: 'INACCURATE' },
  WRONG_DATE_OR_TOO_OLD: {
    label: 'The date is wrong, or the item is too old to be reported.',
    basis: 'INACCURATE',
  },
  MISSING_INFORMATION: {
    label:
      'Something is missing (for example, that it was paid, closed by me, or disputed with the company).',
    basis: 'INCOMPLETE',
  },
  UNRECOGNISED_INQUIRY: {
    label: "I don't recognise this inquiry and did not apply for credit with this company.",
    basis: 'UNVERIFIABLE',
  },
  WRONG_PERSONAL_DETAILS: { label: 'The personal details are wrong.', basis: 'INACCURATE' },
  CANNOT_RECOGNISE: {
    label: "I don't recognise this item; please check it with the company that reported it.",
    basis: 'UNVERIFIABLE',
  },
}

/** What the bureau answered for one item after its investigation. */
export const ITEM_RESULTS = ['DELETED', 'UPDATED', 'VERIFIED'] as const
export type ItemResult = (typeof ITEM_RESULTS)[number]

/** Who recorded a bureau's result: the customer from the bureau's answer, or staff for them. */
export const RESULT_RECORDERS = ['USER', 'STAFF'] as const
export type ResultRecorder = (typeof RESULT_RECORDERS)[number]

/** A first dispute of items, or the follow-up asking how verified items were verified. */
export const DISPUTE_LETTER_KINDS = ['DISPUTE', 'FOLLOW_UP'] as const
export type DisputeLetterKind = (typeof DISPUTE_LETTER_KINDS)[number]

export const ITEM_RESULT_LABELS: Record<ItemResult, string> = {
  DELETED: 'Deleted',
  UPDATED: 'Updated',
  VERIFIED: 'Verified as reported',
}

/** Where one disputed item stands. */
export const CREDIT_ITEM_STATUSES = [
  'NOT_SENT',
  'AWAITING_RESULT',
  'DELETED',
  'UPDATED',
  'VERIFIED',
  'FOLLOW_UP_SENT',
] as const
export type CreditItemStatus = (typeof CREDIT_ITEM_STATUSES)[number]

export const CREDIT_ITEM_STATUS_LABELS: Record<CreditItemStatus, string> = {
  NOT_SENT: 'Not sent yet',
  AWAITING_RESULT: 'Waiting for the bureau',
  DELETED: 'Deleted',
  UPDATED: 'Updated',
  VERIFIED: 'Verified as reported',
  FOLLOW_UP_SENT: 'Follow-up sent',
}

/** An item's status from its letter's mailing date, the bureau's result and the follow-up's date. */
export function creditItemStatus(item: {
  sentOn: string | null
  result: ItemResult | null
  followUpSentOn: string | null
}): CreditItemStatus {
  if (item.result === 'VERIFIED' && item.followUpSentOn) return 'FOLLOW_UP_SENT'
  if (item.result) return item.result
  return item.sentOn ? 'AWAITING_RESULT' : 'NOT_SENT'
}

// --- The FCRA clock -------------------------------------------------------------------------------

/**
 * Days we allow between the customer mailing a letter and the bureau receiving it, when the
 * customer has not entered the date on the return receipt. The statute counts from receipt;
 * certified First-Class Mail usually arrives in 1 to 5 days, so 5 keeps the estimate on the late
 * side: the product never says a bureau is late when it may not be.
 */
export const MAILING_ALLOWANCE_DAYS = 5
/** 15 U.S.C. § 1681i(a)(1)(A): the reinvestigation is due 30 days from receipt of the dispute. */
export const RESPONSE_DAYS = 30
/** 15 U.S.C. § 1681j(a)(3): 45 days when the dispute follows the free annual report. */
export const RESPONSE_DAYS_AFTER_ANNUAL_REPORT = 45
/** 15 U.S.C. § 1681i(a)(7): the description of the procedure is due 15 days after the request. */
export const METHOD_OF_VERIFICATION_DAYS = 15

export type ClockOptions = {
  /** The date on the return receipt, when the customer has it; otherwise sentOn plus the allowance. */
  receivedOn?: string | null
}

/** The day the bureau received (or, without a return receipt, is taken to have received) a letter. */
export function receiptDate(sentOn: string, { receivedOn }: ClockOptions = {}): string {
  return receivedOn ?? addDays(sentOn, MAILING_ALLOWANCE_DAYS)
}

/**
 * The last day for the bureau's results on a dispute mailed on `sentOn` ('YYYY-MM-DD'): receipt plus
 * 30 days, or plus 45 when the customer disputes after getting the free annual report. Calendar
 * days, as the statute counts; pure date arithmetic with no time zone.
 */
export function responseDueOn(
  sentOn: string,
  options: ClockOptions & { withAnnualFreeReport: boolean },
): string {
  const days = options.withAnnualFreeReport ? RESPONSE_DAYS_AFTER_ANNUAL_REPORT : RESPONSE_DAYS
  return addDays(receiptDate(sentOn, options), days)
}

/** The last day for the bureau's description of how it verified an item, for a follow-up mailed on `sentOn`. */
export function methodOfVerificationDueOn(sentOn: string, options: ClockOptions = {}): string {
  return addDays(receiptDate(sentOn, options), METHOD_OF_VERIFICATION_DAYS)
}

// --- The dashboard's five steps --------------------------------------------------------------------

export const CREDIT_REPAIR_STEPS = [
  { number: 1, title: 'Identity verified' },
  { number: 2, title: 'Credit reports received' },
  { number: 3, title: 'Dispute letters generated' },
  { number: 4, title: 'Bureau submissions' },
  { number: 5, title: 'Results and follow-up' },
] as const

export const STEP_STATES = ['DONE', 'IN_PROGRESS', 'PENDING'] as const
export type StepState = (typeof STEP_STATES)[number]

/** What the product knows about one bureau, as plain facts. */
export type BureauFacts = {
  /** A credit report from this bureau is on file. */
  hasReport: boolean
  /** The items the customer disputes on this bureau's report, each with the bureau's answer once known. */
  items: { result: ItemResult | null }[]
  isLetterGenerated: boolean
  /** The day the customer mailed the dispute letter, as they entered it. */
  sentOn: string | null
  receivedOn?: string | null
  /** The dispute follows the free annual report (45-day clock). */
  isAfterAnnualFreeReport?: boolean
  /** The day the customer mailed the method-of-verification follow-up for verified items. */
  followUpSentOn?: string | null
  followUpReceivedOn?: string | null
}

export type CreditRepairFacts = {
  isIdentityVerified: boolean
  /** Bureaus with no facts yet may be left out. */
  bureaus: Partial<Record<Bureau, BureauFacts>>
}

export type DueDate = { on: string; bureau: Bureau; kind: 'RESULTS' | 'METHOD_OF_VERIFICATION' }

export type CreditRepairProgress = {
  steps: { number: number; title: string; state: StepState }[]
  /** Steps done, counted from the first: the "2" of "step 2 of 5". */
  stepsDone: number
  /** The step being worked on (the one in progress); null when all five are done. */
  currentStep: number | null
  /** stepsDone / 5, as a whole percent: "step 2 of 5" is 40%. */
  percent: number
  /** The earliest date a bureau owes an answer, or null when none is awaited. */
  nextDue: DueDate | null
}

/**
 * The dashboard's progress from plain facts. Steps count in order: a step is done when its own
 * condition holds and every step before it is done; the first step not done is in progress and the
 * rest are pending. The spec's example, steps 1-2 done and step 3 in progress, reads "step 2 of 5,
 * 40%" (docs/decisions/044-credit-repair.md).
 */
export function creditRepairProgress(facts: CreditRepairFacts): CreditRepairProgress {
  const known = BUREAUS.flatMap((bureau) => {
    const bureauFacts = facts.bureaus[bureau]
    return bureauFacts ? [{ bureau, ...bureauFacts }] : []
  })
  const disputed = known.filter((b) => b.items.length > 0)
  const conditions = [
    facts.isIdentityVerified,
    // One bureau's report is enough to start disputing it; items typed by hand count as well.
    known.some((b) => b.hasReport) || disputed.length > 0,
    disputed.length > 0 && disputed.every((b) => b.isLetterGenerated),
    disputed.length > 0 && disputed.every((b) => b.sentOn !== null),
    disputed.length > 0 &&
      disputed.every(
        (b) =>
          b.items.every((item) => item.result !== null) &&
          (!b.items.some((item) => item.result === 'VERIFIED') || Boolean(b.followUpSentOn)),
      ),
  ]
  let stepsDone = 0
  while (stepsDone < conditions.length && conditions[stepsDone]) stepsDone++
  const steps = CREDIT_REPAIR_STEPS.map((step, index) => ({
    number: step.number,
    title: step.title,
    state: (index < stepsDone ? 'DONE' : index === stepsDone ? 'IN_PROGRESS' : 'PENDING') as StepState,
  }))
  return {
    steps,
    stepsDone,
    currentStep: stepsDone < CREDIT_REPAIR_STEPS.length ? stepsDone + 1 : null,
    percent: Math.round((stepsDone / CREDIT_REPAIR_STEPS.length) * 100),
    nextDue: nextDueDate(disputed),
  }
}

function nextDueDate(bureaus: (BureauFacts & { bureau: Bureau })[]): DueDate | null {
  const dues: DueDate[] = []
  for (const b of bureaus) {
    if (b.sentOn && b.items.some((item) => item.result === null)) {
      const on = responseDueOn(b.sentOn, {
        withAnnualFreeReport: b.isAfterAnnualFreeReport === true,
        receivedOn: b.receivedOn ?? null,
      })
      dues.push({ on, bureau: b.bureau, kind: 'RESULTS' })
    }
    if (b.followUpSentOn && b.items.some((item) => item.result === 'VERIFIED')) {
      const on = methodOfVerificationDueOn(b.followUpSentOn, { receivedOn: b.followUpReceivedOn ?? null })
      dues.push({ on, bureau: b.bureau, kind: 'METHOD_OF_VERIFICATION' })
    }
  }
  // ISO dates sort as strings; ties keep the bureaus' order.
  return dues.reduce<DueDate | null>(
    (earliest, due) => (earliest === null || due.on < earliest.on ? due : earliest),
    null,
  )
}

// --- Fields ---------------------------------------------------------------------------------------

export const CREDIT_ITEM_MESSAGES = {
  bureau: 'Choose the bureau whose report shows this item.',
  creditor: 'Enter the name of the company shown on the report.',
  accountLastDigits: 'Enter only the last 2 to 4 digits of the account number, never the full number.',
  accountLastDigitsRequired: 'Enter the last 2 to 4 digits of the account number shown on the report.',
  type: 'Choose what kind of item this is.',
  reason: 'Choose why you dispute this item.',
  longNumber:
    'Do not write a full account or Social Security number here; the last 2 to 4 digits are enough.',
  ssnLastFour: 'Enter only the last 4 digits of the Social Security number.',
} as const

/**
 * Nine or more digits in a row, spaces or dashes between them allowed: a Social Security number or a
 * full account number. A date (eight digits) or an amount passes.
 */
const LONG_NUMBER = /\d(?:[ -]?\d){8}/

export const SsnLastFourSchema = z
  .string({ error: CREDIT_ITEM_MESSAGES.ssnLastFour })
  .regex(/^\d{4}$/, CREDIT_ITEM_MESSAGES.ssnLastFour)

/** "XXX-XX-1234", the only way a letter shows the Social Security number. */
export function maskedSsn(lastFour: string): string {
  return `XXX-XX-${SsnLastFourSchema.parse(lastFour)}`
}

/** One item the customer disputes; only the last digits of an account are ever kept. */
export const CreditItemInputSchema = z
  .object({
    bureau: z.enum(BUREAUS, { error: CREDIT_ITEM_MESSAGES.bureau }),
    creditor: singleLineText({ error: CREDIT_ITEM_MESSAGES.creditor })
      .trim()
      .min(1, CREDIT_ITEM_MESSAGES.creditor)
      .max(100)
      .refine((value) => !LONG_NUMBER.test(value), CREDIT_ITEM_MESSAGES.longNumber),
    accountLastDigits: z
      .string({ error: CREDIT_ITEM_MESSAGES.accountLastDigits })
      .trim()
      .regex(/^\d{2,4}$/, CREDIT_ITEM_MESSAGES.accountLastDigits)
      .nullish(),
    type: z.enum(CREDIT_ITEM_TYPES, { error: CREDIT_ITEM_MESSAGES.type }),
    reason: z.enum(DISPUTE_REASONS, { error: CREDIT_ITEM_MESSAGES.reason }),
    note: multiLineText()
      .trim()
      .max(1000)
      .refine((value) => !LONG_NUMBER.test(value), CREDIT_ITEM_MESSAGES.longNumber)
      .nullish(),
  })
  .superRefine((item, ctx) => {
    if (!ITEM_TYPES_WITHOUT_ACCOUNT.includes(item.type) && !item.accountLastDigits) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountLastDigits'],
        message: CREDIT_ITEM_MESSAGES.accountLastDigitsRequired,
      })
    }
  })
export type CreditItemInput = z.infer<typeof CreditItemInputSchema>
