import { describe, expect, it } from 'vitest'
import { inferFromCharges } from './charges.ts'
import { evaluateEligibility } from './engine.ts'
import { EligibilityInputSchema, type EligibilityInput } from './input.ts'
import { makeRawInput as make, prng } from './sample-inputs.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { FEDERAL } from './data/federal.ts'
import { addDays } from './dates.ts'
import { EligibilityResultSchema, QUESTION_FIELDS, type EligibilityResult } from './result.ts'

function gradeUnknown(input: EligibilityInput): boolean {
  return (
    input.offense?.felony === undefined &&
    input.offense?.maxSentenceYears === undefined &&
    inferFromCharges(input.charges[0] ?? '').facts.felony === undefined
  )
}

// The names of the routes that are executive clemency (no threshold) for this case's jurisdictions.
function clemencyPaths(input: EligibilityInput): Set<string> {
  const codes = [input.stateCode, input.residenceState ?? input.stateCode]
  const paths = new Set<string>([FEDERAL.presidentialPardon.path])
  for (const code of codes) {
    for (const m of JURISDICTION_RULES[code].mechanisms) if (m.regime === 'CLEMENCY') paths.add(m.path)
  }
  return paths
}

function isMcdvOnRestorationAlone(input: EligibilityInput): boolean {
  const o = input.offense
  const relief = input.reliefObtained ?? []
  return (
    o?.felony === false &&
    o.domesticRelationship === true &&
    o.violent === true &&
    relief.length > 0 &&
    relief.every((r) => r.kind === 'RIGHTS_RESTORED')
  )
}

/** The properties docs/decisions/020 adds: each ELIGIBLE must rest on regular routes clearing every side. */
function checkPolicy(input: EligibilityInput, result: EligibilityResult, label: string): void {
  for (const finding of [result.federal, result.state]) {
    expect(finding.lifts.length, label).toBeGreaterThan(0)
    expect(finding.nextStep.length, label).toBeGreaterThan(0)
  }
  expect(result.questions.length, label).toBeLessThanOrEqual(4)
  for (const q of result.questions) expect(QUESTION_FIELDS, label).toContain(q.field)
  if (result.verdict === 'ELIGIBLE') expect(result.questions, label).toEqual([])
  // Never a date made up from an unanswered end of supervision ("tomorrow").
  if (input.supervisionCompleted === false && input.supervisionEndDate === undefined) {
    expect(result.federal.earliestEligibleDate, label).toBeUndefined()
    expect(result.state.earliestEligibleDate, label).toBeUndefined()
  }
  if (input.asOf !== undefined && input.supervisionEndDate === undefined) {
    const tomorrow = addDays(input.asOf, 1)
    expect(result.federal.earliestEligibleDate, label).not.toBe(tomorrow)
    expect(result.state.earliestEligibleDate, label).not.toBe(tomorrow)
  }
  if (result.verdict !== 'ELIGIBLE') return
  // Never ELIGIBLE while one side's ban stays.
  expect(['ELIGIBLE', 'NOT_APPLICABLE'], label).toContain(result.federal.status)
  expect(['ELIGIBLE', 'NOT_APPLICABLE'], label).toContain(result.state.status)
  // Never ELIGIBLE on an open-ended (clemency) pardon alone.
  const clemency = clemencyPaths(input)
  for (const finding of [result.federal, result.state]) {
    for (const path of finding.path.split('; ')) expect(clemency.has(path), label).toBe(false)
  }
  // Never ELIGIBLE for a misdemeanor crime of domestic violence on a state restoration order alone.
  if (isMcdvOnRestorationAlone(input)) {
    expect(result.federal.path, label).not.toBe('Federal bar already lifted by relief you obtained')
  }
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
      checkPolicy(input, result, label)

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
      // Whether it was a conviction at all, and how serious it was, are decisive, unless the
      // convicting state has a route made for a deferred or first-offender judgment, which then
      // decides on its own terms (docs/decisions/020).
      if (input.disposition !== undefined && input.disposition !== 'CONVICTION') {
        expect(['DEFERRED', 'FIRST_OFFENDER'], label).toContain(input.disposition)
        expect(input.convictionType, label).toBe('STATE')
        const routes = JURISDICTION_RULES[input.stateCode].mechanisms
        expect(
          routes.some((m) => m.requiresDeferredDisposition === true),
          label,
        ).toBe(true)
      }
      if (!input.reliefObtained?.length) expect(gradeUnknown(input), label).toBe(false)
    }
    // The generator reaches every verdict, so the checks above are not vacuous.
    expect(verdicts.ELIGIBLE).toBeGreaterThan(50)
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
