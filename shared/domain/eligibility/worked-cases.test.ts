import { describe, expect, it } from 'vitest'
import { evaluateEligibility } from './engine.ts'
import { JURISDICTION_CODES } from './input.ts'
import type { EligibilityResult } from './result.ts'
import { WORKED_CASES, type WorkedCase, type WorkedCaseExpectation } from './worked-cases/index.ts'

// What the engine answered, reduced to the fields the case states, so a failure shows expected and
// actual side by side. The earliest date may sit on either finding: the one whose wait is the
// obstacle.
function observed(expectation: WorkedCaseExpectation, result: EligibilityResult): WorkedCaseExpectation {
  const dates = [result.state.earliestEligibleDate, result.federal.earliestEligibleDate]
  const expectedDate = expectation.earliestEligibleDate
  return {
    verdict: result.verdict,
    ...(expectation.package !== undefined && { package: result.recommendedPackage }),
    ...(expectedDate !== undefined && {
      earliestEligibleDate: dates.includes(expectedDate)
        ? expectedDate
        : `state ${dates[0] ?? 'none'}, federal ${dates[1] ?? 'none'}`,
    }),
    ...(expectation.federalStatus !== undefined && { federalStatus: result.federal.status }),
    ...(expectation.stateStatus !== undefined && { stateStatus: result.state.status }),
    ...(expectation.reasoningIncludes !== undefined && {
      reasoningIncludes: expectation.reasoningIncludes.filter((phrase) => result.reasoning.includes(phrase)),
    }),
  }
}

describe('the table of worked cases', () => {
  it('holds at least 160 cases with distinct ids, each with its source', () => {
    expect(WORKED_CASES.length).toBeGreaterThanOrEqual(160)
    expect(new Set(WORKED_CASES.map((c) => c.id)).size).toBe(WORKED_CASES.length)
    expect(WORKED_CASES.filter((c) => c.source.trim().length === 0)).toEqual([])
  })

  it('covers each of the 51 jurisdictions at least twice', () => {
    const thin = JURISDICTION_CODES.filter(
      (code) => WORKED_CASES.filter((c) => c.input.stateCode === code).length < 2,
    )
    expect(thin).toEqual([])
  })

  it('states a package only for ELIGIBLE cases and a date only for NOT_ELIGIBLE ones', () => {
    const inconsistent = WORKED_CASES.filter(
      (c) =>
        (c.expect.package !== undefined && c.expect.verdict !== 'ELIGIBLE') ||
        (c.expect.earliestEligibleDate !== undefined && c.expect.verdict !== 'NOT_ELIGIBLE'),
    )
    expect(inconsistent.map((c) => c.id)).toEqual([])
  })
})

describe('worked cases written from the statutes', () => {
  it.each(WORKED_CASES)('$id: $title', (worked: WorkedCase) => {
    const result = evaluateEligibility(worked.input)
    expect(observed(worked.expect, result), worked.source).toEqual(worked.expect)
  })
})
