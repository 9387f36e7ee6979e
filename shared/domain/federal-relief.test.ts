import { describe, expect, it } from 'vitest'
import type { Finding } from './eligibility/result.ts'
import {
  federalReliefPromise,
  federalReliefWords,
  needsFederalReliefAcknowledgement,
  withFederalReliefIntake,
} from './federal-relief.ts'

const finding = (change: Partial<Finding> = {}): Finding => ({
  status: 'ELIGIBLE',
  path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
  lifts: 'The federal ban',
  nextStep: 'Stored next step',
  federalRelief: { acceptsApplications: false },
  citations: ['18 U.S.C. § 925(c)'],
  ...change,
})
const noBan = finding({
  status: 'NOT_APPLICABLE',
  path: 'No state firearm bar found',
  federalRelief: undefined,
})

describe('the promise about § 925(c) relief', () => {
  it('words an open side by the intake, and leaves a side on another route as it was', () => {
    const result = withFederalReliefIntake({ federal: finding(), state: noBan }, true)
    expect(result.federal).toMatchObject({
      federalRelief: { acceptsApplications: true },
      nextStep: federalReliefWords(true).nextStep,
    })
    expect(result.state).toBe(noBan)
    expect(federalReliefPromise(result)).toBe(federalReliefWords(true).promise)
    expect(federalReliefPromise(withFederalReliefIntake(result, false))).toBe(
      federalReliefWords(false).promise,
    )
  })

  it("gives a result stored under the old internal label today's name and the mark", () => {
    const legacy = {
      ...finding({ path: '925(c) relief (proposed rule, pending)' }),
      federalRelief: undefined,
    }
    const { federal } = withFederalReliefIntake({ federal: legacy, state: noBan }, false)
    expect(federal.path).toBe('Relief from federal firearms disabilities under 18 U.S.C. § 925(c)')
    expect(federal.federalRelief).toEqual({ acceptsApplications: false })
  })

  it('makes no promise for a side that only waits for it, and never says "open now" while closed', () => {
    const waiting = finding({ status: 'NOT_ELIGIBLE', earliestEligibleDate: '2030-01-01' })
    expect(federalReliefPromise({ federal: waiting, state: noBan })).toBeUndefined()
    expect(federalReliefWords(false).badge).not.toMatch(/open now/i)
  })

  it('asks for the acknowledgement only when the package rests on relief that takes no applications', () => {
    const pending = { federal: finding(), state: noBan }
    expect(needsFederalReliefAcknowledgement(pending, 'FEDERAL')).toBe(true)
    expect(needsFederalReliefAcknowledgement(pending, 'BUNDLE')).toBe(true)
    expect(needsFederalReliefAcknowledgement(pending, 'STATE')).toBe(false)
    expect(needsFederalReliefAcknowledgement({ federal: noBan, state: finding() }, 'STATE')).toBe(true)
    expect(needsFederalReliefAcknowledgement(withFederalReliefIntake(pending, true), 'FEDERAL')).toBe(false)
  })
})
