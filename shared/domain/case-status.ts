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
 * The one mapping from a case status to what every view shows: the label (first underscore
 * replaced by a space), the badge colour and the progress (INTAKE is 20 everywhere, DECISIONS §1).
 */
export function caseStatusView(status: string): CaseStatusView {
  const view = (VIEWS as Record<string, Omit<CaseStatusView, 'label'> | undefined>)[status]
  return { label: status.replace('_', ' '), ...(view ?? { color: 'gray', progress: 0 }) }
}

export type TrackerStepState = 'complete' | 'in-progress' | 'pending'
export type TrackerStep = {
  name: 'Eligibility' | 'Documents' | 'Fingerprints' | 'Submission'
  state: TrackerStepState
}

/** The case page's four-step tracker, as the specification defines each step's state. */
export function caseTracker(status: string, hasDocuments: boolean, hasFingerprints: boolean): TrackerStep[] {
  const step = (name: TrackerStep['name'], isComplete: boolean, activeStatus: CaseStatus): TrackerStep => ({
    name,
    state: isComplete ? 'complete' : status === activeStatus ? 'in-progress' : 'pending',
  })
  return [
    { name: 'Eligibility', state: 'complete' },
    step('Documents', hasDocuments, 'DOCS_PENDING'),
    step('Fingerprints', hasFingerprints, 'FINGERPRINTS_PENDING'),
    step('Submission', status === 'SUBMITTED', 'READY_TO_SEND'),
  ]
}

/** Dashboard grouping: active is neither SUBMITTED nor DECISION; completed is DECISION. */
export function summarizeCases(statuses: string[]) {
  return {
    active: statuses.filter((s) => s !== 'DECISION' && s !== 'SUBMITTED').length,
    completed: statuses.filter((s) => s === 'DECISION').length,
    pendingActions: statuses.filter((s) => s === 'DOCS_PENDING' || s === 'FINGERPRINTS_PENDING').length,
  }
}
