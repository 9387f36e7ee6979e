import { z } from 'zod'
import { codeLabel } from './code-label.ts'

/**
 * What the product's own mail server found out about who sent a message, and what became of mail
 * to a case's fingerprint address (docs/decisions/058-inbound-mail-authentication.md). The lists
 * feed the database columns, the contracts and the words staff read.
 */

/** The results SPF, DKIM and DMARC checks give (RFC 8601), as mailauth reports them. */
export const MAIL_CHECK_RESULTS = [
  'pass',
  'fail',
  'softfail',
  'neutral',
  'none',
  'temperror',
  'permerror',
  'policy',
] as const
export type MailCheckResult = (typeof MAIL_CHECK_RESULTS)[number]

/** Each result in words, as staff read it after the check's name ("SPF: pass"). */
export const MAIL_CHECK_RESULT_LABELS: Record<MailCheckResult, string> = {
  pass: 'pass',
  fail: 'fail',
  softfail: 'soft fail',
  neutral: 'neutral',
  none: 'none',
  temperror: 'could not be checked',
  permerror: 'broken record',
  policy: 'refused by policy',
}

/** One result in words; a result nobody gave words yet in lower case, never as the raw code. */
export function mailCheckLabel(result: string): string {
  return (
    (MAIL_CHECK_RESULT_LABELS as Record<string, string | undefined>)[result] ??
    codeLabel(result).toLowerCase()
  )
}

/** The checks of one message, and whether they prove its From address (SPF or DKIM aligned, or DMARC). */
export const MailChecksSchema = z.object({
  spf: z.string(),
  dkim: z.string(),
  dmarc: z.string(),
  isSenderVerified: z.boolean(),
})
export type MailChecks = z.infer<typeof MailChecksSchema>

/** The three checks on one line: "SPF: pass · DKIM: none · DMARC: fail". */
export function mailChecksText(checks: Pick<MailChecks, 'spf' | 'dkim' | 'dmarc'>): string {
  return [
    `SPF: ${mailCheckLabel(checks.spf)}`,
    `DKIM: ${mailCheckLabel(checks.dkim)}`,
    `DMARC: ${mailCheckLabel(checks.dmarc)}`,
  ].join(' · ')
}

/** The mark of a message whose sender the checks proved, or did not. */
export const SENDER_CHECK_LABELS = {
  verified: 'Sender verified',
  notVerified: 'Sender not verified',
} as const

/** Where staff stand on fingerprint mail no check proved: held, released into the case, or rejected. */
export const INBOUND_REVIEW_STATUSES = ['HELD', 'RELEASED', 'REJECTED'] as const
export type InboundReviewStatus = (typeof INBOUND_REVIEW_STATUSES)[number]

/** What became of a message to a case's fingerprint address: filed at once, or held for staff. */
export const FINGERPRINT_MAIL_STATUSES = ['FILED', ...INBOUND_REVIEW_STATUSES] as const
export type FingerprintMailStatus = (typeof FINGERPRINT_MAIL_STATUSES)[number]

export const FINGERPRINT_MAIL_STATUS_LABELS: Record<FingerprintMailStatus, string> = {
  FILED: 'Added to the case',
  HELD: 'Held for review',
  RELEASED: 'Released into the case',
  REJECTED: 'Rejected',
}
