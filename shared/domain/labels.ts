/**
 * The one label table (DECISIONS §7, docs/decisions/053-labels-not-codes.md): every status,
 * package, jurisdiction, actor and outcome a person reads goes through it. Tables are typed
 * `Record<Code, string>` so a new enum value fails type-checking until it has words; the
 * functions are total, so an unknown code still reads as words, never as the raw code.
 */
import type { IdentityStatus } from '../contracts/identity.contract.ts'
import { type PAYOUT_STATUSES } from './affiliates.ts'
import { JURISDICTION_NAMES } from './case-labels.ts'
import { codeLabel } from './code-label.ts'
import { CASE_STATUS_NAMES } from './case-status.ts'
import { type DOCUMENT_REVIEW_STATUSES } from './documents.ts'
import { JURISDICTIONS } from './eligibility/input.ts'
import { FINGERPRINT_REVIEW_LABELS } from './fingerprints.ts'
import { FINGERPRINT_MAIL_STATUS_LABELS, MAIL_CHECK_RESULT_LABELS } from './inbound-mail.ts'
import { type ORDER_STATUSES } from './orders.ts'
import { PACKAGE_NAMES } from './packages.ts'
import { type PAYMENT_ATTEMPT_STATUSES } from './payments.ts'
import {
  type CAMPAIGN_STATUSES,
  type SOCIAL_POST_STATUSES,
  type SUBSCRIBER_STATUSES,
  type VIDEO_PLAN_STATUSES,
} from './publishing.ts'

type Code<T extends readonly string[]> = T[number]

export { codeLabel }

/** Looks a code up in a table; falls back to `codeLabel`, never to the raw code. */
export function labelFrom(table: Readonly<Record<string, string>>, code: string): string {
  return (table as Record<string, string | undefined>)[code] ?? codeLabel(code)
}

export const ORDER_STATUS_NAMES: Record<Code<typeof ORDER_STATUSES>, string> = {
  PENDING: 'Awaiting payment',
  DEPOSIT_PAID: 'Deposit paid',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
  DISPUTED: 'Disputed',
  CANCELED: 'Cancelled',
}

export const PAYMENT_ATTEMPT_STATUS_NAMES: Record<Code<typeof PAYMENT_ATTEMPT_STATUSES>, string> = {
  PENDING: 'Awaiting payment',
  SUCCEEDED: 'Payment received',
  FAILED: 'Payment failed',
  REFUNDED: 'Refunded',
  VOID: 'Cancelled',
}

export const DOCUMENT_REVIEW_STATUS_NAMES: Record<Code<typeof DOCUMENT_REVIEW_STATUSES>, string> = {
  RECEIVED: 'Received',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
}

export const PAYOUT_STATUS_NAMES: Record<Code<typeof PAYOUT_STATUSES>, string> = {
  PROCESSING: 'Processing',
  PAID: 'Paid',
  FAILED: 'Payout failed',
}

export const SOCIAL_POST_STATUS_NAMES: Record<Code<typeof SOCIAL_POST_STATUSES>, string> = {
  PENDING: 'Waiting to publish',
  PUBLISHED: 'Published',
  FAILED: 'Publishing failed',
}

export const VIDEO_PLAN_STATUS_NAMES: Record<Code<typeof VIDEO_PLAN_STATUSES>, string> = {
  PLANNED: 'Planned',
  GENERATED: 'Generated',
  POSTED: 'Posted',
  FAILED: 'Generation failed',
}

export const SUBSCRIBER_STATUS_NAMES: Record<Code<typeof SUBSCRIBER_STATUSES>, string> = {
  PENDING: 'Awaiting confirmation',
  SUBSCRIBED: 'Subscribed',
  UNSUBSCRIBED: 'Unsubscribed',
  BOUNCED: 'Bounced',
}

export const CAMPAIGN_STATUS_NAMES: Record<Code<typeof CAMPAIGN_STATUSES>, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  FAILED: 'Sending failed',
}

/** An identity check's result in words, saying what failed rather than a bare 'FAILED'. */
export const IDENTITY_CHECK_STATUS_NAMES: Record<IdentityStatus, string> = {
  REQUIRES_INPUT: 'Waiting for your details',
  PROCESSING: 'Verification in progress',
  VERIFIED: 'Verified',
  FAILED: 'Verification failed',
  CANCELED: 'Verification cancelled',
}

/** Every table above by what it names, for the test that every value has words. */
export const LABEL_TABLES = {
  caseStatus: CASE_STATUS_NAMES,
  jurisdiction: JURISDICTION_NAMES,
  package: PACKAGE_NAMES,
  order: ORDER_STATUS_NAMES,
  paymentAttempt: PAYMENT_ATTEMPT_STATUS_NAMES,
  document: DOCUMENT_REVIEW_STATUS_NAMES,
  fingerprint: FINGERPRINT_REVIEW_LABELS,
  payout: PAYOUT_STATUS_NAMES,
  socialPost: SOCIAL_POST_STATUS_NAMES,
  videoPlan: VIDEO_PLAN_STATUS_NAMES,
  subscriber: SUBSCRIBER_STATUS_NAMES,
  campaign: CAMPAIGN_STATUS_NAMES,
  identityCheck: IDENTITY_CHECK_STATUS_NAMES,
  mailCheck: MAIL_CHECK_RESULT_LABELS,
  fingerprintMail: FINGERPRINT_MAIL_STATUS_LABELS,
} as const

/** An order's status in words ('Deposit paid'). */
export function orderStatusName(code: string): string {
  return labelFrom(ORDER_STATUS_NAMES, code)
}

/** A package or product code by its catalog name ('Federal Restoration'). */
export function packageName(code: string): string {
  return labelFrom(PACKAGE_NAMES, code)
}

/** A two-letter state code by the state's full name ('OH' reads 'Ohio'). */
export function stateName(code: string | null | undefined): string {
  if (!code) return ''
  return JURISDICTIONS.find((state) => state.code === code)?.name ?? code
}

const CONVICTION_WORDS: Record<keyof typeof JURISDICTION_NAMES, string> = {
  FEDERAL: 'Federal conviction',
  STATE: 'State conviction',
  BOTH: 'Federal and state convictions',
}

/** A case's conviction type and state as one phrase: 'Federal conviction, Ohio'. */
export function convictionPlace(convictionType: string, stateCode: string | null | undefined): string {
  const kind = labelFrom(CONVICTION_WORDS, convictionType)
  const state = stateName(stateCode)
  return state ? `${kind}, ${state}` : kind
}
