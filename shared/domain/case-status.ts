import type { Verdict } from './eligibility/result.ts'
import { codeLabel } from './code-label.ts'

export const CASE_STATUSES = [
  'INTAKE',
  'DOCS_PENDING',
  'FINGERPRINTS_PENDING',
  'READY_TO_SEND',
  'SUBMITTED',
  'DECISION',
] as const
export type CaseStatus = (typeof CASE_STATUSES)[number]

export type BadgeColor = 'blue' | 'yellow' | 'orange' | 'green' | 'purple' | 'gray'

export type CaseStatusView = { label: string; color: BadgeColor; progress: number }

const VIEWS: Record<CaseStatus, Omit<CaseStatusView, 'label'>> = {
  INTAKE: { color: 'blue', progress: 20 },
  DOCS_PENDING: { color: 'yellow', progress: 40 },
  FINGERPRINTS_PENDING: { color: 'orange', progress: 60 },
  READY_TO_SEND: { color: 'green', progress: 80 },
  SUBMITTED: { color: 'purple', progress: 90 },
  DECISION: { color: 'gray', progress: 100 },
}

/**
 * The one mapping from a case status to what every view shows: the label in words ('Ready to
 * send', DECISIONS §7, replacing the specification's first-underscore-to-space), the badge colour
 * and the progress (INTAKE is 20 everywhere, DECISIONS §1).
 */
export function caseStatusView(status: string): CaseStatusView {
  const view = (VIEWS as Record<string, Omit<CaseStatusView, 'label'> | undefined>)[status]
  return { label: caseStatusName(status), ...(view ?? { color: 'gray', progress: 0 }) }
}

/**
 * Where a tracker step stands. The Eligibility step is complete only for an eligible case; it
 * reads 'needs-review' or 'not-eligible' otherwise (docs/decisions/050-staff-review-and-case-entry.md).
 */
export type TrackerStepState = 'complete' | 'in-progress' | 'pending' | 'needs-review' | 'not-eligible'
export type TrackerStep = {
  name: 'Eligibility' | 'Documents' | 'Fingerprints' | 'Submission'
  state: TrackerStepState
}

const ELIGIBILITY_STEP_STATES: Record<Verdict, TrackerStepState> = {
  ELIGIBLE: 'complete',
  MANUAL_REVIEW: 'needs-review',
  NOT_ELIGIBLE: 'not-eligible',
}

/**
 * The case page's four-step tracker. Eligibility follows the case's effective eligibility
 * (`effectiveEligibility`), not the specification's "always complete" (docs/decisions/021 and 050).
 */
export function caseTracker(
  status: string,
  eligibility: Verdict,
  hasDocuments: boolean,
  hasFingerprints: boolean,
): TrackerStep[] {
  const step = (name: TrackerStep['name'], isComplete: boolean, activeStatus: CaseStatus): TrackerStep => ({
    name,
    state: isComplete ? 'complete' : status === activeStatus ? 'in-progress' : 'pending',
  })
  return [
    { name: 'Eligibility', state: ELIGIBILITY_STEP_STATES[eligibility] },
    step('Documents', hasDocuments, 'DOCS_PENDING'),
    step('Fingerprints', hasFingerprints, 'FINGERPRINTS_PENDING'),
    // A decided case was submitted first: the step stays complete (docs/decisions/030-customer-fulfilment-screens.md).
    step('Submission', status === 'SUBMITTED' || status === 'DECISION', 'READY_TO_SEND'),
  ]
}

/**
 * Dashboard grouping: active is neither SUBMITTED nor DECISION; completed is DECISION; submitted
 * (with the agency) is counted apart, so the tiles can say where those cases are.
 */
export function summarizeCases(statuses: string[]) {
  return {
    active: statuses.filter((s) => s !== 'DECISION' && s !== 'SUBMITTED').length,
    completed: statuses.filter((s) => s === 'DECISION').length,
    pendingActions: statuses.filter((s) => s === 'DOCS_PENDING' || s === 'FINGERPRINTS_PENDING').length,
    submitted: statuses.filter((s) => s === 'SUBMITTED').length,
  }
}

/**
 * Under the dashboard's tiles: a submitted case is neither active nor completed, so a customer whose
 * cases all wait on the agency would otherwise read 0 and 0 (docs/decisions/054-deadline-banner.md).
 * Null when none waits.
 */
export function awaitingDecisionNote(submitted: number): string | null {
  if (submitted === 0) return null
  return submitted === 1
    ? 'One case has been submitted and is awaiting the decision; it counts as completed once the decision arrives.'
    : `${submitted} cases have been submitted and are awaiting their decisions; each counts as completed once its decision arrives.`
}

/** Each status in plain words, as activity entries, e-mails and staff screens name it. */
export const CASE_STATUS_NAMES: Record<CaseStatus, string> = {
  INTAKE: 'Intake',
  DOCS_PENDING: 'Documents pending',
  FINGERPRINTS_PENDING: 'Fingerprints pending',
  READY_TO_SEND: 'Ready to send',
  SUBMITTED: 'Submitted',
  DECISION: 'Decision',
}

/** A status in plain words; an unknown value reads in sentence case, never as the raw code. */
export function caseStatusName(status: string): string {
  return (CASE_STATUS_NAMES as Record<string, string | undefined>)[status] ?? codeLabel(status)
}

/** What the filing authority decided on a submitted case, as staff record it. */
export const CASE_DECISION_OUTCOMES = ['GRANTED', 'DENIED'] as const
export type CaseDecisionOutcome = (typeof CASE_DECISION_OUTCOMES)[number]
export const CASE_DECISION_OUTCOME_NAMES: Record<CaseDecisionOutcome, string> = {
  GRANTED: 'Granted',
  DENIED: 'Denied',
}

/** A staff eligibility review's finding (MANUAL_REVIEW cases above all). */
export const STAFF_REVIEW_FINDINGS = ['ELIGIBLE', 'NOT_ELIGIBLE'] as const
export type StaffReviewFinding = (typeof STAFF_REVIEW_FINDINGS)[number]
export const STAFF_REVIEW_FINDING_NAMES: Record<StaffReviewFinding, string> = {
  ELIGIBLE: 'Eligible',
  NOT_ELIGIBLE: 'Not eligible',
}

/**
 * A case's eligibility as every surface states it: the latest staff review's finding when staff
 * reviewed the case, else the automated check's verdict. A review replaces the automated finding
 * (docs/decisions/050-staff-review-and-case-entry.md).
 */
export function effectiveEligibility(
  verdict: Verdict,
  staffFinding: StaffReviewFinding | null | undefined,
): Verdict {
  return staffFinding ?? verdict
}

/** A case's effective eligibility in words, as the tracker and the dashboard show it. */
export const CASE_ELIGIBILITY_NAMES: Record<Verdict, string> = {
  ELIGIBLE: 'Eligible',
  MANUAL_REVIEW: 'Needs review',
  NOT_ELIGIBLE: 'Not eligible yet',
}

/** The statuses the automatic steps move a case between (docs/decisions/028-case-status-flow.md). */
export const AUTOMATIC_STATUSES = [
  'DOCS_PENDING',
  'FINGERPRINTS_PENDING',
  'READY_TO_SEND',
] as const satisfies readonly CaseStatus[]

/** What the automatic steps of the status flow read about a case. */
export type CaseFlowFacts = {
  /** Every required document of the case's checklist received and not rejected. */
  areRequiredDocumentsMet: boolean
  /** At least one valid fingerprint artifact not rejected by staff. */
  hasValidFingerprint: boolean
  /** The customer's identity verified, or the manual ID processing fee paid on the case's order. */
  isIdentityCovered: boolean
  /** The case's orders paid in full: no pay-later balance left. */
  isPaidInFull: boolean
}

/**
 * Where the automatic steps take a case (DECISIONS §3, docs/decisions/028-case-status-flow.md):
 * DOCS_PENDING → FINGERPRINTS_PENDING once the required documents are met, → READY_TO_SEND once a
 * valid fingerprint, the identity (or its fee) and full payment are there, several steps at once
 * when the facts allow. With `mayMoveBack`, a case whose earlier step is no longer met (a document
 * or fingerprint rejected) goes back to that step. INTAKE, SUBMITTED and DECISION never move here:
 * payment opens INTAKE, the customer submits and staff record the decision.
 */
export function nextCaseStatus(status: CaseStatus, facts: CaseFlowFacts, mayMoveBack: boolean): CaseStatus {
  if (!(AUTOMATIC_STATUSES as readonly CaseStatus[]).includes(status)) return status
  const isReadyMet = facts.hasValidFingerprint && facts.isIdentityCovered && facts.isPaidInFull
  if (mayMoveBack) {
    if (status !== 'DOCS_PENDING' && !facts.areRequiredDocumentsMet) return 'DOCS_PENDING'
    if (status === 'READY_TO_SEND' && !isReadyMet) return 'FINGERPRINTS_PENDING'
  }
  let next = status
  if (next === 'DOCS_PENDING' && facts.areRequiredDocumentsMet) next = 'FINGERPRINTS_PENDING'
  if (next === 'FINGERPRINTS_PENDING' && isReadyMet) next = 'READY_TO_SEND'
  return next
}

/** Whether the documents step is behind the case: it has left DOCS_PENDING for a later step. */
export function isDocumentsStepComplete(status: string): boolean {
  const index = (CASE_STATUSES as readonly string[]).indexOf(status)
  return index > CASE_STATUSES.indexOf('DOCS_PENDING')
}

/**
 * The statuses in which a case takes files from its customer, whichever way they come (the case
 * page, the phone's upload link and its QR code): from payment until the case is submitted. A
 * refunded case is back at INTAKE; a submitted or decided one is closed
 * (docs/decisions/060-upload-checks-round-3.md).
 */
export const UPLOAD_STATUSES = [
  'DOCS_PENDING',
  'FINGERPRINTS_PENDING',
  'READY_TO_SEND',
] as const satisfies readonly CaseStatus[]

/** Why a case takes no uploads, when its status says nothing more. */
export const UPLOADS_CLOSED_DEFAULT_REASON = 'This case is not taking uploads now.'

const UPLOADS_CLOSED_REASONS: Partial<Record<CaseStatus, string>> = {
  INTAKE: 'This case is not taking uploads: they open once its package is paid.',
  SUBMITTED:
    'This case has been submitted, so it takes no more uploads. If our team needs anything else, they will contact you.',
  DECISION: 'This case has its decision, so it takes no more uploads.',
}

/** Whether the case takes uploads from its customer now. */
export function acceptsUploads(status: string): boolean {
  return (UPLOAD_STATUSES as readonly string[]).includes(status)
}

/** Why the case takes no uploads now, in words, or null while it takes them. */
export function uploadsClosedReason(status: string): string | null {
  if (acceptsUploads(status)) return null
  return (
    (UPLOADS_CLOSED_REASONS as Record<string, string | undefined>)[status] ?? UPLOADS_CLOSED_DEFAULT_REASON
  )
}
