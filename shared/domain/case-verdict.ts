import type { CaseStatus } from './case-status.ts'
import type { RecommendedPackage, Verdict } from './eligibility/result.ts'
import type { StoredEligibilityResult } from './stored-eligibility-result.ts'
import { PACKAGE_NAMES } from './packages.ts'
import { REFUND_WINDOW_HOURS } from './refund-policy.ts'

/** A NOT_ELIGIBLE case's e-mail reminder: scheduled, cancelled by the customer, or sent. */
export const REMINDER_STATUSES = ['SCHEDULED', 'CANCELED', 'SENT'] as const
/** The reminders the case page shows: one still to be sent, or one already sent. */
export const SHOWN_REMINDER_STATUSES = [
  'SCHEDULED',
  'SENT',
] as const satisfies readonly (typeof REMINDER_STATUSES)[number][]

/** What our review of a case paid for before it found a verdict can record. */
export const REVIEW_OUTCOMES = ['NOT_ELIGIBLE'] as const

/**
 * How a case follows its eligibility verdict (docs/decisions/021-case-follows-verdict.md): the
 * texts both ends show and store, and the rules of what a verdict allows.
 */

/** Case statuses in which our team has not started preparing documents yet. */
export const STATUSES_BEFORE_PREPARATION: readonly CaseStatus[] = ['INTAKE', 'DOCS_PENDING']

/** What a customer confirms, word for word, to pay for a case that needs our review. */
export const REVIEW_ACKNOWLEDGEMENT_TEXT =
  'Our eligibility check could not settle my case, and a member of your team will review it. ' +
  'I choose to pay now, before that review. If your review finds me not eligible before document ' +
  'preparation starts, you refund everything I paid, in full.'

/** The warning a customer confirms before choosing a package other than the recommended one. */
export function packageChangeWarning(recommended: RecommendedPackage, chosen: RecommendedPackage): string {
  return (
    `Our eligibility check recommends the ${PACKAGE_NAMES[recommended]} package for your case. ` +
    `The ${PACKAGE_NAMES[chosen]} package may not lift every firearm ban that applies to you. ` +
    `If you buy it and later find it does not, you can cancel for a full refund only within ` +
    `${REFUND_WINDOW_HOURS} hours of payment and before work starts.`
  )
}

/**
 * Why a case cannot be paid for now, in plain words, or null when it can. `verdict` is the case's
 * effective eligibility: a staff review's finding replaces the check's verdict
 * (docs/decisions/050-staff-review-and-case-entry.md).
 */
export function checkoutRefusal(state: {
  verdict: Verdict
  isStaffReviewed?: boolean
  isReviewAcknowledged: boolean
  isFoundNotEligibleByReview: boolean
}): string | null {
  if (state.isFoundNotEligibleByReview) {
    return 'Our review found that you are not eligible now, and what you paid was refunded in full. This case cannot be paid for again.'
  }
  if (state.verdict === 'NOT_ELIGIBLE' && state.isStaffReviewed) {
    return 'Our team reviewed your case and found that you are not eligible now, so this case cannot be paid for. Your case page shows what you can do now.'
  }
  if (state.verdict === 'NOT_ELIGIBLE') {
    return 'The eligibility check found that you are not eligible now, so this case cannot be paid for. The check on your case explains why, and what you can do.'
  }
  if (state.verdict === 'MANUAL_REVIEW' && !state.isReviewAcknowledged) {
    return 'This case needs our review first. Answer the open questions in its eligibility check, or confirm that you want to pay before the review, with its full-refund guarantee.'
  }
  return null
}

/**
 * The day a NOT_ELIGIBLE verdict's waits have all run, or null when something other than a wait
 * stands in the way (a side barred with no date) or the result is not NOT_ELIGIBLE.
 */
export function reminderDate(
  result: Pick<StoredEligibilityResult, 'verdict' | 'federal' | 'state'>,
): string | null {
  if (result.verdict !== 'NOT_ELIGIBLE') return null
  const blocking = [result.federal, result.state].filter((finding) => finding.status === 'NOT_ELIGIBLE')
  if (blocking.length === 0) return null
  const dates = blocking.map((finding) => finding.earliestEligibleDate)
  if (dates.some((date) => date === undefined)) return null
  return (dates as string[]).sort().at(-1) ?? null
}
