import { describe, expect, it } from 'vitest'
import { inferFromCharges } from './charges.ts'
import { evaluateEligibility } from './engine.ts'
import { EligibilityInputSchema, type EligibilityInput } from './input.ts'
import { makeRawInput as make, prng } from './sample-inputs.ts'
import { EligibilityResultSchema } from './result.ts'

function gradeUnknown(input: EligibilityInput): boolean {
  return (
    input.offense?.felony === undefined &&
    input.offense?.maxSentenceYears === undefined &&
    inferFromCharges(input.charges[0] ?? '').facts.felony === undefined
  )
}

describe('evaluateEligibility over 10,000 generated inputs', () => {
  it('never throws, always returns a valid result, and never answers ELIGIBLE without the decisive facts', () => {
    const random = prng(20261121)
    const verdicts = { ELIGIBLE: 0, NOT_ELIGIBLE: 0, MANUAL_REVIEW: 0 }
    for (let i = 0; i < 10_000; i++) {
      const input = EligibilityInputSchema.parse(make(random))
      const result = evaluateEligibility(input)
      EligibilityResultSchema.parse(result)
      verdicts[result.verdict]++
      const label = JSON.stringify(input)

      expect(new Set(result.citations).size, label).toBe(result.citations.length)
      for (const finding of [result.federal, result.state]) {
        if (finding.earliestEligibleDate !== undefined) expect(finding.status, label).toBe('NOT_ELIGIBLE')
      }
      if (result.verdict === 'NOT_ELIGIBLE') expect(result.recommendedPackage, label).toBeUndefined()
      if (result.verdict !== 'ELIGIBLE') continue

      // Supervision unfinished or unknown.
      expect(input.supervisionCompleted, label).toBe(true)
      expect(input.asOf, label).toBeDefined()
      if (input.supervisionEndDate !== undefined)
        expect(input.supervisionEndDate <= input.asOf!, label).toBe(true)
      expect(input.convictionDate <= input.asOf!, label).toBe(true)
      // Whether it was a conviction at all, and how serious it was, are decisive.
      expect(['CONVICTION', undefined], label).toContain(input.disposition)
      if (!input.reliefObtained?.length) expect(gradeUnknown(input), label).toBe(false)
    }
    // The generator reaches every verdict, so the checks above are not vacuous.
    expect(verdicts.ELIGIBLE).toBeGreaterThan(100)
    expect(verdicts.NOT_ELIGIBLE).toBeGreaterThan(100)
    expect(verdicts.MANUAL_REVIEW).toBeGreaterThan(100)
    // 10,000 verdicts take about a second alone, many times that beside the integration workers.
  }, 60_000)

  it('is deterministic: the same input gives the same result', () => {
    const random = prng(7)
    for (let i = 0; i < 500; i++) {
      const input = EligibilityInputSchema.parse(make(random))
      const copy = JSON.parse(JSON.stringify(input)) as typeof input
      expect(evaluateEligibility(copy)).toEqual(evaluateEligibility(input))
    }
  })
})
