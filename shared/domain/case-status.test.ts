import { describe, expect, it } from 'vitest'
import {
  acceptsUploads,
  awaitingDecisionNote,
  CASE_ELIGIBILITY_NAMES,
  caseStatusName,
  caseTracker,
  effectiveEligibility,
  isDocumentsStepComplete,
  nextCaseStatus,
  summarizeCases,
  type CaseFlowFacts,
  type CaseStatus,
  UPLOAD_STATUSES,
  uploadsClosedReason,
} from './case-status.ts'
import { formatIsoDate, jurisdictionName } from './case-labels.ts'

const none: CaseFlowFacts = {
  areRequiredDocumentsMet: false,
  hasValidFingerprint: false,
  isIdentityCovered: false,
  isPaidInFull: false,
}
const all: CaseFlowFacts = {
  areRequiredDocumentsMet: true,
  hasValidFingerprint: true,
  isIdentityCovered: true,
  isPaidInFull: true,
}

describe('nextCaseStatus', () => {
  it('moves DOCS_PENDING to FINGERPRINTS_PENDING once the required documents are met', () => {
    expect(nextCaseStatus('DOCS_PENDING', { ...none, areRequiredDocumentsMet: true }, true)).toBe(
      'FINGERPRINTS_PENDING',
    )
    expect(nextCaseStatus('DOCS_PENDING', none, true)).toBe('DOCS_PENDING')
  })

  it('moves several steps at once when every condition holds', () => {
    expect(nextCaseStatus('DOCS_PENDING', all, true)).toBe('READY_TO_SEND')
  })

  it('needs a fingerprint, the identity or its fee, and full payment for READY_TO_SEND', () => {
    for (const missing of ['hasValidFingerprint', 'isIdentityCovered', 'isPaidInFull'] as const) {
      expect(nextCaseStatus('FINGERPRINTS_PENDING', { ...all, [missing]: false }, true)).toBe(
        'FINGERPRINTS_PENDING',
      )
    }
    expect(nextCaseStatus('FINGERPRINTS_PENDING', all, true)).toBe('READY_TO_SEND')
  })

  it('a pay-later balance keeps a case with everything else from READY_TO_SEND', () => {
    expect(nextCaseStatus('DOCS_PENDING', { ...all, isPaidInFull: false }, true)).toBe('FINGERPRINTS_PENDING')
  })

  it('goes back to the first step no longer met', () => {
    expect(nextCaseStatus('READY_TO_SEND', { ...all, areRequiredDocumentsMet: false }, true)).toBe(
      'DOCS_PENDING',
    )
    expect(nextCaseStatus('READY_TO_SEND', { ...all, hasValidFingerprint: false }, true)).toBe(
      'FINGERPRINTS_PENDING',
    )
    expect(nextCaseStatus('FINGERPRINTS_PENDING', { ...all, areRequiredDocumentsMet: false }, true)).toBe(
      'DOCS_PENDING',
    )
  })

  it('after a move by staff, only goes forward', () => {
    expect(nextCaseStatus('READY_TO_SEND', none, false)).toBe('READY_TO_SEND')
    expect(nextCaseStatus('FINGERPRINTS_PENDING', { ...none, hasValidFingerprint: true }, false)).toBe(
      'FINGERPRINTS_PENDING',
    )
    expect(nextCaseStatus('FINGERPRINTS_PENDING', { ...all, areRequiredDocumentsMet: false }, false)).toBe(
      'READY_TO_SEND',
    )
  })

  it('never moves INTAKE, SUBMITTED or DECISION', () => {
    for (const status of ['INTAKE', 'SUBMITTED', 'DECISION'] as CaseStatus[]) {
      expect(nextCaseStatus(status, all, true)).toBe(status)
      expect(nextCaseStatus(status, none, true)).toBe(status)
    }
  })
})

describe('words for codes', () => {
  it('names statuses in words', () => {
    expect(caseStatusName('DOCS_PENDING')).toBe('Documents pending')
    expect(caseStatusName('FINGERPRINTS_PENDING')).toBe('Fingerprints pending')
    expect(caseStatusName('READY_TO_SEND')).toBe('Ready to send')
  })

  it('names jurisdictions in words', () => {
    expect(jurisdictionName('BOTH')).toBe('Both federal and state')
    expect(jurisdictionName('FEDERAL')).toBe('Federal')
  })

  it('writes dates as people do', () => {
    expect(formatIsoDate('2026-03-03')).toBe('March 3, 2026')
    expect(formatIsoDate('not a date')).toBe('not a date')
  })

  it('counts the documents step complete once the case has left it', () => {
    expect(isDocumentsStepComplete('INTAKE')).toBe(false)
    expect(isDocumentsStepComplete('DOCS_PENDING')).toBe(false)
    expect(isDocumentsStepComplete('FINGERPRINTS_PENDING')).toBe(true)
    expect(isDocumentsStepComplete('DECISION')).toBe(true)
  })
})

describe('effectiveEligibility', () => {
  it("is the check's verdict until staff review the case", () => {
    expect(effectiveEligibility('ELIGIBLE', null)).toBe('ELIGIBLE')
    expect(effectiveEligibility('MANUAL_REVIEW', undefined)).toBe('MANUAL_REVIEW')
    expect(effectiveEligibility('NOT_ELIGIBLE', null)).toBe('NOT_ELIGIBLE')
  })

  it("is the staff review's finding once there is one, whatever the check said", () => {
    expect(effectiveEligibility('MANUAL_REVIEW', 'ELIGIBLE')).toBe('ELIGIBLE')
    expect(effectiveEligibility('NOT_ELIGIBLE', 'ELIGIBLE')).toBe('ELIGIBLE')
    expect(effectiveEligibility('MANUAL_REVIEW', 'NOT_ELIGIBLE')).toBe('NOT_ELIGIBLE')
    expect(effectiveEligibility('ELIGIBLE', 'NOT_ELIGIBLE')).toBe('NOT_ELIGIBLE')
  })

  it('names each eligibility in plain words', () => {
    expect(CASE_ELIGIBILITY_NAMES).toEqual({
      ELIGIBLE: 'Eligible',
      MANUAL_REVIEW: 'Needs review',
      NOT_ELIGIBLE: 'Not eligible yet',
    })
  })
})

describe('caseTracker', () => {
  const eligibilityStep = (eligibility: Parameters<typeof caseTracker>[1]) =>
    caseTracker('INTAKE', eligibility, false, false)[0]

  it('completes Eligibility only for an eligible case', () => {
    expect(eligibilityStep('ELIGIBLE')).toEqual({ name: 'Eligibility', state: 'complete' })
    expect(eligibilityStep('MANUAL_REVIEW')).toEqual({ name: 'Eligibility', state: 'needs-review' })
    expect(eligibilityStep('NOT_ELIGIBLE')).toEqual({ name: 'Eligibility', state: 'not-eligible' })
  })

  it('follows a staff review over the check: reviewed eligible is complete, reviewed not eligible is not', () => {
    expect(eligibilityStep(effectiveEligibility('MANUAL_REVIEW', 'ELIGIBLE'))?.state).toBe('complete')
    expect(eligibilityStep(effectiveEligibility('NOT_ELIGIBLE', 'ELIGIBLE'))?.state).toBe('complete')
    expect(eligibilityStep(effectiveEligibility('ELIGIBLE', 'NOT_ELIGIBLE'))?.state).toBe('not-eligible')
  })

  it('leaves the other steps to the status, documents and fingerprints, whatever the eligibility', () => {
    for (const eligibility of ['ELIGIBLE', 'MANUAL_REVIEW', 'NOT_ELIGIBLE'] as const) {
      expect(caseTracker('DOCS_PENDING', eligibility, false, false).slice(1)).toEqual([
        { name: 'Documents', state: 'in-progress' },
        { name: 'Fingerprints', state: 'pending' },
        { name: 'Submission', state: 'pending' },
      ])
    }
    expect(caseTracker('DECISION', 'ELIGIBLE', true, true).map((step) => step.state)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
    ])
  })
})

describe('summarizeCases', () => {
  it('counts a submitted case apart: neither active nor completed, and says so under the tiles', () => {
    const summary = summarizeCases(['INTAKE', 'DOCS_PENDING', 'SUBMITTED', 'SUBMITTED', 'DECISION'])
    expect(summary).toEqual({ active: 2, completed: 1, pendingActions: 1, submitted: 2 })
    expect(awaitingDecisionNote(summary.submitted)).toBe(
      '2 cases have been submitted and are awaiting their decisions; each counts as completed once its decision arrives.',
    )
    expect(awaitingDecisionNote(1)).toMatch(/^One case has been submitted/)
    expect(awaitingDecisionNote(0)).toBeNull()
  })
})

describe('uploads', () => {
  it('are taken from payment until the case is submitted, and refused in words otherwise', () => {
    expect(UPLOAD_STATUSES).toEqual(['DOCS_PENDING', 'FINGERPRINTS_PENDING', 'READY_TO_SEND'])
    for (const status of UPLOAD_STATUSES) {
      expect(acceptsUploads(status)).toBe(true)
      expect(uploadsClosedReason(status)).toBeNull()
    }
    expect(uploadsClosedReason('INTAKE')).toBe(
      'This case is not taking uploads: they open once its package is paid.',
    )
    expect(uploadsClosedReason('SUBMITTED')).toMatch(
      /^This case has been submitted, so it takes no more uploads\./,
    )
    expect(uploadsClosedReason('DECISION')).toBe('This case has its decision, so it takes no more uploads.')
    expect(uploadsClosedReason('ARCHIVED')).toBe('This case is not taking uploads now.')
    expect(acceptsUploads('INTAKE')).toBe(false)
  })
})
