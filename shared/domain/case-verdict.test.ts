import { describe, expect, it } from 'vitest'
import { effectiveEligibility } from './case-status.ts'
import { checkoutRefusal, packageChangeWarning, reminderDate } from './case-verdict.ts'
import type { Finding } from './eligibility/result.ts'

const finding = (status: Finding['status'], earliestEligibleDate?: string): Finding => ({
  status,
  path: 'A route',
  lifts: 'a ban',
  nextStep: 'Apply.',
  citations: [],
  ...(earliestEligibleDate ? { earliestEligibleDate } : {}),
})

describe('reminderDate', () => {
  it('is the latest date of the sides barred by a wait', () => {
    expect(
      reminderDate({
        verdict: 'NOT_ELIGIBLE',
        federal: finding('NOT_ELIGIBLE', '2031-05-01'),
        state: finding('NOT_ELIGIBLE', '2030-01-15'),
      }),
    ).toBe('2031-05-01')
    expect(
      reminderDate({
        verdict: 'NOT_ELIGIBLE',
        federal: finding('NOT_ELIGIBLE', '2029-06-01'),
        state: finding('NOT_APPLICABLE'),
      }),
    ).toBe('2029-06-01')
  })

  it('is null when a barred side has no date, or the verdict is not NOT_ELIGIBLE', () => {
    expect(
      reminderDate({
        verdict: 'NOT_ELIGIBLE',
        federal: finding('NOT_ELIGIBLE', '2031-05-01'),
        state: finding('NOT_ELIGIBLE'),
      }),
    ).toBeNull()
    expect(
      reminderDate({
        verdict: 'MANUAL_REVIEW',
        federal: finding('NOT_ELIGIBLE', '2031-05-01'),
        state: finding('ELIGIBLE'),
      }),
    ).toBeNull()
  })
})

describe('checkoutRefusal', () => {
  it('refuses NOT_ELIGIBLE, MANUAL_REVIEW before the acknowledgement, and a case our review found not eligible', () => {
    const state = { isReviewAcknowledged: false, isFoundNotEligibleByReview: false }
    expect(checkoutRefusal({ verdict: 'ELIGIBLE', ...state })).toBeNull()
    expect(checkoutRefusal({ verdict: 'NOT_ELIGIBLE', ...state })).toMatch(/cannot be paid for/)
    expect(checkoutRefusal({ verdict: 'MANUAL_REVIEW', ...state })).toMatch(/needs our review/)
    expect(checkoutRefusal({ verdict: 'MANUAL_REVIEW', ...state, isReviewAcknowledged: true })).toBeNull()
    expect(
      checkoutRefusal({
        verdict: 'MANUAL_REVIEW',
        isReviewAcknowledged: true,
        isFoundNotEligibleByReview: true,
      }),
    ).toMatch(/Our review found/)
  })

  it("follows a staff review's finding, passed as the case's effective eligibility", () => {
    const reviewed = { isStaffReviewed: true, isReviewAcknowledged: false, isFoundNotEligibleByReview: false }
    expect(
      checkoutRefusal({ verdict: effectiveEligibility('MANUAL_REVIEW', 'ELIGIBLE'), ...reviewed }),
    ).toBeNull()
    expect(
      checkoutRefusal({ verdict: effectiveEligibility('NOT_ELIGIBLE', 'ELIGIBLE'), ...reviewed }),
    ).toBeNull()
    expect(checkoutRefusal({ verdict: effectiveEligibility('ELIGIBLE', 'NOT_ELIGIBLE'), ...reviewed })).toBe(
      'Our team reviewed your case and found that you are not eligible now, so this case cannot be paid for. Your case page shows what you can do now.',
    )
  })
})

describe('packageChangeWarning', () => {
  it('names the recommended package, the chosen one and the refund window', () => {
    expect(packageChangeWarning('STATE', 'FEDERAL')).toBe(
      'Our eligibility check recommends the State Restoration package for your case. The Federal ' +
        'Restoration package may not lift every firearm ban that applies to you. If you buy it and ' +
        'later find it does not, you can cancel for a full refund only within 24 hours of payment ' +
        'and before work starts.',
    )
  })
})
