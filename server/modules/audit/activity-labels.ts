import {
  CASE_DECISION_OUTCOME_NAMES,
  caseStatusName,
  STAFF_REVIEW_FINDING_NAMES,
} from '#shared/domain/case-status.ts'
import { formatIsoDate } from '#shared/domain/case-labels.ts'
import { auditActionName, auditChangeWords, STAFF_SIGN_IN_ACTIONS } from '#shared/domain/audit-words.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'

/**
 * What each activity entry says to people, in plain words (the case page's Activity tab and the
 * back office): one function per action, reading the entry's detail. Modules that record an
 * action put the words the label needs in its detail: `label` (what the thing is, e.g. a
 * document's checklist label), `filename`, `reason`, amounts in cents, dates as YYYY-MM-DD.
 */

type Detail = Record<string, unknown>
type Label = (detail: Detail) => string

const text = (detail: Detail, key: string): string | undefined => {
  const value = detail[key]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}
const cents = (detail: Detail, key: string): number | undefined => {
  const value = detail[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}
// What a document or fingerprint file is called: its checklist label, else its file name.
const thing = (detail: Detail): string | undefined =>
  text(detail, 'label') ?? text(detail, 'kindLabel') ?? text(detail, 'typeLabel') ?? text(detail, 'filename')
const withThing = (what: string, detail: Detail): string => {
  const name = thing(detail)
  return name ? `${what}: ${name}` : what
}
const withReason = (label: string, detail: Detail): string => {
  const reason = text(detail, 'reason')
  return reason ? `${label} (reason: ${reason})` : label
}
const packageName = (code: unknown): string | undefined =>
  typeof code === 'string' ? (PACKAGE_NAMES as Record<string, string | undefined>)[code] : undefined

const ROLE_NAMES: Record<string, string> = { ADMIN: 'Admin', USER: 'Customer' }

// The account a people action was about, by its e-mail (docs/decisions/038-people-and-audit-log.md).
const forWhom = (what: string, detail: Detail): string => {
  const email = text(detail, 'email')
  return email ? `${what}: ${email}` : what
}

// A settings or catalog edit: which value, from what to what, in words ('Minimum payout from
// $50.00 to $75.00'; values are figures, never secrets).
const changed = (what: string, detail: Detail): string => {
  const key = text(detail, 'key')
  if (!key) return `${what} changed`
  return `${what} changed: ${auditChangeWords(key, detail.before, detail.after)}`
}

// A sign-in to a staff account: whose, and from which address block (never the password).
const staffSignIn = (what: string, detail: Detail): string => {
  const from = text(detail, 'addressBlock')
  return withReason(`${forWhom(what, detail)}${from ? ` from ${from}` : ''}`, detail)
}

const VERDICT_NAMES: Record<string, string> = {
  ELIGIBLE: 'eligible',
  NOT_ELIGIBLE: 'not eligible now',
  MANUAL_REVIEW: 'needs our review',
}

export const ACTIVITY_LABELS: Readonly<Record<string, Label>> = {
  CASE_CREATED: () => 'Case opened',
  STATUS_CHANGED: (d) =>
    withReason(
      `Status changed from ${caseStatusName(String(d.from ?? ''))} to ${caseStatusName(String(d.to ?? ''))}`,
      d,
    ),
  PACKAGE_CHOSEN: (d) => {
    const name = packageName(d.to)
    return name ? `Package changed to ${name}` : 'Package changed'
  },
  ELIGIBILITY_RECHECKED: (d) => {
    const verdict = typeof d.to === 'string' ? VERDICT_NAMES[d.to] : undefined
    return verdict ? `Eligibility checked again: ${verdict}` : 'Eligibility checked again'
  },
  REVIEW_ACKNOWLEDGED: () => 'Chose to pay before our review, with the full-refund guarantee',
  FEDERAL_RELIEF_ACKNOWLEDGED: () =>
    'Confirmed at checkout that § 925(c) applications are not accepted yet and will be filed the day they open',
  REVIEW_FOUND_NOT_ELIGIBLE: () =>
    'Our review found you not eligible now; what you paid was refunded in full',
  STAFF_REVIEW_RECORDED: (d) => {
    const finding =
      typeof d.finding === 'string'
        ? (STAFF_REVIEW_FINDING_NAMES as Record<string, string | undefined>)[d.finding]
        : undefined
    return finding
      ? `Eligibility reviewed by our team: ${finding.toLowerCase()}`
      : 'Eligibility reviewed by our team'
  },
  REMINDER_SCHEDULED: (d) => {
    const on = text(d, 'remindOn')
    return on ? `E-mail reminder set for ${formatIsoDate(on)}` : 'E-mail reminder set'
  },
  REMINDER_CANCELED: () => 'E-mail reminder cancelled',
  REMINDER_SENT: () => 'E-mail reminder sent',
  AGREEMENT_SIGNED: () => 'Service agreement signed',
  PAYMENT_RECEIVED: (d) => paymentLabel(d),
  ORDER_PAID: (d) => paymentLabel(d),
  ORDER_REFUNDED: (d) => {
    const amount = cents(d, 'totalCents') ?? cents(d, 'amountCents')
    return amount === undefined
      ? 'Refund issued'
      : `Refund issued: ${formatUsd(amount, { alwaysShowCents: true })}`
  },
  PAYMENT_DISPUTED: () => 'Payment disputed with the card issuer',
  IDENTITY_VERIFIED: () => 'Identity verified',
  IDENTITY_FAILED: () => 'Identity check did not succeed',
  DOCUMENT_UPLOADED: (d) => withThing('Document uploaded', d),
  DOCUMENT_ACCEPTED: (d) => withThing('Document accepted', d),
  DOCUMENT_REJECTED: (d) => withReason(withThing('Document rejected', d), d),
  DOCUMENT_REQUESTED: (d) => withReason(withThing('Document requested', d), d),
  FINGERPRINT_RECEIVED: (d) => withThing('Fingerprints received', d),
  FINGERPRINT_ACCEPTED: (d) => withThing('Fingerprints accepted', d),
  FINGERPRINT_REJECTED: (d) => withReason(withThing('Fingerprints rejected', d), d),
  SUPPORT_CONTACTED: () => 'Message sent to support',
  PACKET_DOWNLOADED: () => 'Packet downloaded',
  PURCHASE_KIT_DOWNLOADED: () => 'First-purchase kit downloaded',
  CREDIT_RESULT_RECORDED: (d) => {
    const creditor = text(d, 'creditor')
    const result = text(d, 'result')
    return creditor && result
      ? `Credit dispute result recorded: ${creditor}, ${result.toLowerCase()}`
      : 'Credit dispute result recorded'
  },
  [STAFF_SIGN_IN_ACTIONS.signedIn]: (d) => staffSignIn(auditActionName(STAFF_SIGN_IN_ACTIONS.signedIn), d),
  [STAFF_SIGN_IN_ACTIONS.failed]: (d) => staffSignIn(auditActionName(STAFF_SIGN_IN_ACTIONS.failed), d),
  PERSON_DISABLED: (d) => withReason(forWhom('Account disabled', d), d),
  PERSON_ENABLED: (d) => withReason(forWhom('Account enabled', d), d),
  ROLE_CHANGED: (d) => {
    const after = typeof d.after === 'object' && d.after !== null ? (d.after as Detail) : {}
    const role = typeof after.role === 'string' ? ROLE_NAMES[after.role] : undefined
    return role ? `${forWhom('Role changed', d)} is now ${role}` : forWhom('Role changed', d)
  },
  SETTING_CHANGED: (d) => changed('Setting', d),
  PRODUCT_CHANGED: (d) => changed('Catalog', d),
  CONVERSATION_ASSIGNED: (d) => (d.to ? 'Conversation assigned' : 'Conversation unassigned'),
  CONVERSATION_CLOSED: () => 'Conversation closed',
  CONVERSATION_REOPENED: () => 'Conversation reopened',
  INBOUND_MAIL_RELEASED: () => 'Held fingerprint e-mail released into the case',
  INBOUND_MAIL_REJECTED: () => 'Held fingerprint e-mail rejected',
  SOCIAL_POST_SCHEDULED: (d) => {
    const at = text(d, 'scheduledFor')
    return at
      ? `Social post scheduled for ${formatIsoDate(at.slice(0, 10))} at ${at.slice(11, 16)} UTC`
      : 'Social post scheduled'
  },
  SOCIAL_POST_DELETED: () => 'Scheduled social post deleted',
  SOCIAL_IMAGE_UPLOADED: () => 'Image uploaded for a social post',
  VIDEO_GENERATED: () => 'Video requested',
  VIDEO_POSTED: () => 'Video posted',
  VIDEO_RETRIED: () => 'Video retried',
  MAILING_LIST_CREATED: (d) => withThing('Mailing list created', d),
  SUBSCRIBER_ADDED: (d) => withThing('Subscriber added', d),
  CAMPAIGN_CREATED: (d) => withThing('E-mail campaign queued', d),
  SEO_OPTIMIZED: (d) => {
    const count = typeof d.optimizedFiles === 'number' ? d.optimizedFiles : undefined
    return count === undefined
      ? 'SEO optimized'
      : `SEO optimized: ${count} page${count === 1 ? '' : 's'} changed`
  },
  SEO_BACKUP_RESTORED: (d) =>
    typeof d.backup === 'number' ? `SEO backup ${d.backup} restored` : 'SEO backup restored',
  SEO_PAGE_EDITED: (d) => withThing('SEO head edited', d),
  AFFILIATE_DEACTIVATED: (d) => withReason('Affiliate deactivated', d),
  AFFILIATE_REACTIVATED: (d) => withReason('Affiliate reactivated', d),
  AFFILIATE_BALANCE_ADJUSTED: (d) => {
    const amount = cents(d, 'amountCents')
    const label =
      amount === undefined
        ? 'Affiliate balance adjusted'
        : `Affiliate balance adjusted: ${amount < 0 ? '−' : '+'}${formatUsd(Math.abs(amount), { alwaysShowCents: true })}`
    return withReason(label, d)
  },
  DECISION_RECORDED: (d) => {
    const outcome =
      typeof d.outcome === 'string'
        ? (CASE_DECISION_OUTCOME_NAMES as Record<string, string | undefined>)[d.outcome]
        : undefined
    const on = text(d, 'decidedOn')
    if (!outcome) return 'Decision recorded'
    return `Decision recorded: ${outcome.toLowerCase()}${on ? ` on ${formatIsoDate(on)}` : ''}`
  },
}

function paymentLabel(detail: Detail): string {
  const amount = cents(detail, 'amountCents')
  return amount === undefined
    ? 'Payment received'
    : `Payment received: ${formatUsd(amount, { alwaysShowCents: true })}`
}

/**
 * An entry in words. An action without a label of its own (one added later) still reads as words:
 * its code with the underscores as spaces, first letter capital, never the raw code.
 */
export function activityLabel(action: string, detail: unknown): string {
  const values =
    typeof detail === 'object' && detail !== null && !Array.isArray(detail) ? (detail as Detail) : {}
  const label = ACTIVITY_LABELS[action]
  if (label) return label(values)
  const words = action.toLowerCase().replaceAll('_', ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Case updated'
}
