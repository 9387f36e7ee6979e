import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inferFromCharges } from './charges.ts'
import { buildContext } from './context.ts'
import { evaluateEligibility } from './engine.ts'
import { evaluate } from './facts.ts'
import { federalProhibition } from './federal-finding.ts'
import {
  EligibilityInputSchema,
  JURISDICTION_CODES,
  type EligibilityInput,
  type JurisdictionCode,
} from './input.ts'
import { evaluate925c, evaluateMechanism } from './routes.ts'
import type { ConvictionSource } from './types.ts'
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

// Generated cases for the two policy properties below: every jurisdiction, convictions of each kind,
// charges that name a class, a degree, a stated maximum, a court-martial or an outcome that is no
// conviction, and every answer known or unknown.
const CHARGE_TEXTS = [
  'Theft, felony of the fourth degree',
  'Theft, F5',
  'Forgery in the first degree',
  'Burglary in the third degree',
  'Assault in the fourth degree against my wife',
  'Domestic battery, Class A misdemeanor; I pushed my wife',
  'Robbery, felony',
  'Possession with intent to deliver, ungraded felony',
  'Embezzlement, punishable by up to 5 years',
  'Forgery (1 to 10 years)',
  'Embezzlement of $60,000, Class F felony, habitual felon status',
  'General court-martial, Article 121 larceny of military property over $1,000',
  'Theft; juvenile adjudication of delinquency',
  'Burglary charge dismissed',
  'Possession of cocaine, deferred adjudication completed',
  'Nonjudicial punishment under Article 15',
  'Criminal mischief',
  'Simple battery against my girlfriend',
] as const

const tri = fc.option(fc.boolean(), { nil: undefined })

const generatedInput = fc
  .record({
    convictionType: fc.constantFrom('STATE', 'STATE', 'FEDERAL', 'BOTH' as const),
    stateCode: fc.constantFrom(...JURISDICTION_CODES),
    residenceState: fc.option(fc.constantFrom(...JURISDICTION_CODES), { freq: 3, nil: undefined }),
    year: fc.integer({ min: 1985, max: 2025 }),
    sentenceYears: fc.integer({ min: 0, max: 8 }),
    charges: fc.constantFrom(...CHARGE_TEXTS),
    supervisionCompleted: fc.constantFrom(true, true, true, false, undefined),
    priorConvictions: fc.constantFrom(false, false, true, undefined),
    priorConvictionsDetails: fc.option(fc.constantFrom('felony theft 1999', 'misdemeanor DUI 2001'), {
      freq: 3,
      nil: undefined,
    }),
    offense: fc.option(
      fc.record({
        felony: tri,
        maxSentenceYears: fc.option(fc.constantFrom(0.5, 1, 1.5, 2.5, 5, 10, 99), { nil: undefined }),
        violent: tri,
        weapon: tri,
        domesticRelationship: tri,
        drugDistribution: tri,
        sexOffenseRegistration: tri,
      }),
      { freq: 2, nil: undefined },
    ),
    disposition: fc.option(fc.constantFrom('CONVICTION', 'DEFERRED', 'DIVERSION', 'OTHER' as const), {
      freq: 2,
      nil: undefined,
    }),
  })
  .map(({ year, sentenceYears, charges, ...raw }) =>
    EligibilityInputSchema.safeParse({
      ...raw,
      convictionDate: `${year}-03-15`,
      supervisionEndDate: `${Math.min(year + sentenceYears, 2028)}-03-15`,
      charges: [charges],
      asOf: '2026-11-25',
    }),
  )
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!)

/** The kind of conviction the engine judges: a court-martial is a federal one (docs/decisions/048). */
function judgedType(input: EligibilityInput): EligibilityInput['convictionType'] {
  const ctx = buildContext(input)
  return input.convictionType === 'STATE' && ctx.facts.courtMartialConviction
    ? 'FEDERAL'
    : input.convictionType
}

const FEDERAL_OPEN = { status: 'ELIGIBLE', waiting: false } as const

/** Whether a regular route that lifts this state's ban for this kind of conviction is open now. */
function stateSideOpen(input: EligibilityInput, code: JurisdictionCode, source: ConvictionSource): boolean {
  const ctx = buildContext(input)
  const rules = JURISDICTION_RULES[code]
  const bars = rules.loss.bars.filter((b) => b.covers.includes(source))
  if (bars.every((b) => evaluate(b.when, ctx.facts) === false)) return true
  return rules.mechanisms.some(
    (m) =>
      m.appliesTo.includes(source) &&
      m.regime === 'REGULAR' &&
      m.extraordinary !== true &&
      m.liftsStateBar === 'FULL' &&
      m.stateEffectUnverified === undefined &&
      (m.kind === 'FEDERAL_925C_RECOGNIZED'
        ? evaluate925c(ctx).kind === 'AVAILABLE'
        : evaluateMechanism(m, ctx, FEDERAL_OPEN).kind === 'AVAILABLE'),
  )
}

/** Whether a regular route that lifts the federal ban of this conviction is open now. */
function federalSideOpen(input: EligibilityInput, source: ConvictionSource): boolean {
  const ctx = buildContext(input)
  const rules = JURISDICTION_RULES[input.stateCode]
  if (federalProhibition(ctx, source, rules).prohibited === false) return true
  if (evaluate925c(ctx).kind === 'AVAILABLE') return true
  if (source === 'FEDERAL') return false
  return rules.mechanisms.some(
    (m) =>
      m.appliesTo.includes('THIS_STATE') &&
      m.regime === 'REGULAR' &&
      m.extraordinary !== true &&
      m.federalEffect === 'REMOVES' &&
      m.liftsStateBar === 'FULL' &&
      evaluateMechanism(m, ctx).kind === 'AVAILABLE',
  )
}

describe('the verdict policy over generated cases', () => {
  // (a) ELIGIBLE only when every applicable ban has a regular route open now, checked from the
  // rules themselves rather than from the findings: for the convicting state (a state conviction),
  // the home state (where the person lives: a state conviction from elsewhere, or a federal one)
  // and federal law (each conviction), either the ban does not reach the case or a REGULAR,
  // non-extraordinary route that fully lifts it (and, for the federal ban, certainly lifts it) is
  // AVAILABLE on the assessment date. Relief already held is left out of the generated cases.
  it('never answers ELIGIBLE while a ban on any side has no regular route open', () => {
    let eligible = 0
    fc.assert(
      fc.property(generatedInput, (input) => {
        const result = evaluateEligibility(input)
        if (result.verdict !== 'ELIGIBLE') return
        eligible++
        const type = judgedType(input)
        const home = input.residenceState ?? input.stateCode
        const label = JSON.stringify(input)
        if (type !== 'FEDERAL') {
          expect(stateSideOpen(input, input.stateCode, 'THIS_STATE'), label).toBe(true)
          expect(federalSideOpen(input, 'THIS_STATE'), label).toBe(true)
          if (home !== input.stateCode) expect(stateSideOpen(input, home, 'OTHER_STATE'), label).toBe(true)
        }
        if (type !== 'STATE') {
          expect(stateSideOpen(input, home, 'FEDERAL'), label).toBe(true)
          expect(federalSideOpen(input, 'FEDERAL'), label).toBe(true)
        }
      }),
      { numRuns: 3000, seed: 20261202 },
    )
    // The generator reaches ELIGIBLE often enough for the check to mean something.
    expect(eligible).toBeGreaterThan(30)
  })

  // (b) An outcome that is no conviction (a juvenile adjudication, a dismissal or acquittal,
  // nonjudicial punishment, a deferral or diversion, stated or read) leaves no disability to
  // restore: never ELIGIBLE, never a package, both findings are the review of whether it is a
  // conviction at all (no route, no date), the reasoning says restoration may be unnecessary, and a
  // NOT_ELIGIBLE comes only from a sentence not yet finished. Excepted, as docs/decisions/020 says:
  // a state conviction whose state has a route made for a deferred judgment that decides it.
  it('never presents a restoration route as needed for an outcome that is no conviction', () => {
    let checked = 0
    fc.assert(
      fc.property(generatedInput, (input) => {
        const ctx = buildContext(input)
        const disposition = ctx.facts.disposition
        if (disposition === undefined || disposition === 'CONVICTION') return
        const type = judgedType(input)
        const deferral = ['DEFERRED', 'DIVERSION', 'FIRST_OFFENDER'].includes(disposition)
        const decidedByStateRoute =
          type === 'STATE' &&
          deferral &&
          JURISDICTION_RULES[input.stateCode].mechanisms.some(
            (m) =>
              m.requiresDeferredDisposition === true &&
              ['AVAILABLE', 'WAIT'].includes(evaluateMechanism(m, ctx).kind),
          )
        if (decidedByStateRoute) return
        checked++
        const result = evaluateEligibility(input)
        const label = JSON.stringify(input)
        expect(result.verdict, label).not.toBe('ELIGIBLE')
        expect(result.recommendedPackage, label).toBeUndefined()
        for (const finding of [result.federal, result.state]) {
          expect(finding.status, label).toBe('MANUAL_REVIEW')
          expect(finding.path, label).toBe('Whether the case counts as a conviction')
          expect(finding.earliestEligibleDate, label).toBeUndefined()
        }
        expect(result.reasoning, label).toContain('restoration may be unnecessary')
        if (result.verdict === 'NOT_ELIGIBLE') expect(ctx.supervisionDone, label).toBe(false)
      }),
      { numRuns: 3000, seed: 20261203 },
    )
    expect(checked).toBeGreaterThan(300)
  })
})
