// The case's time line: when the sentence ended and when the person left custody, each known only
// to lie in an interval, and whether a waiting period has run on it. Dates are never invented: when
// the end of a sentence is unknown the wait has no date, and the missing answer is asked instead.
import { addYears, laterOf } from './dates.ts'
import type { ChargeInference } from './charges.ts'
import { deriveFacts, evaluate, unknownFactsOf, type CaseFacts, type Tri } from './facts.ts'
import type { EligibilityInput } from './input.ts'
import type { MissingKey } from './questions.ts'
import type { Outcome } from './routes.ts'
import type { Mechanism, Wait, WaitFrom } from './types.ts'

export interface Interval {
  readonly lo: string
  /** null: not known to have happened by any date we can name. */
  readonly hi: string | null
  /** true: it has not happened yet and we do not know when it will, so no date follows from it. */
  readonly open?: boolean
}

export interface Context {
  readonly input: EligibilityInput
  readonly facts: CaseFacts
  readonly asOf: string | undefined
  readonly conviction: string
  readonly completion: Interval
  readonly release: Interval
  /** true: sentence and supervision complete on asOf; false: not; undefined: cannot tell. */
  readonly supervisionDone: Tri
  /** Sentences on how the dates were bounded, for the reasoning. */
  readonly notes: readonly string[]
  /**
   * What was already worked out for this case: both sides (and both convictions of a BOTH case) ask
   * the same questions of it. Kept on the case itself rather than in weak maps, which cost the
   * garbage collector more than they save.
   */
  readonly memo: CaseMemo
}

export interface CaseMemo {
  readonly waits: Map<readonly Wait[], WaitCheck>
  readonly routes: Map<Mechanism, Outcome>
  relief925c: Outcome | undefined
  /** The case as the charges text alone reads it, where it disagrees with the answers. */
  textContext: Context | undefined
}

/** A known day, never before the conviction. */
function exactly(date: string, conviction: string): Interval {
  const day = laterOf(date, conviction)
  return { lo: day, hi: day }
}

function completionOf(input: EligibilityInput, asOf: string | undefined): [Interval, Tri] {
  const conviction = input.convictionDate
  const end = input.supervisionEndDate
  const endFuture = end !== undefined && asOf !== undefined && end > asOf
  if (input.supervisionCompleted === true) {
    if (end === undefined)
      return [{ lo: conviction, hi: asOf ?? null }, asOf === undefined ? undefined : true]
    return [exactly(end, conviction), asOf === undefined ? undefined : !endFuture]
  }
  if (input.supervisionCompleted === false) {
    // Not complete: an end date still ahead bounds it; without one we cannot date anything.
    if (end !== undefined && (asOf === undefined || end > asOf)) return [exactly(end, conviction), false]
    return [{ lo: asOf ?? conviction, hi: null, open: true }, false]
  }
  if (endFuture) return [exactly(end, conviction), false]
  return [{ lo: laterOf(end ?? conviction, conviction), hi: null }, undefined]
}

/**
 * Builds the facts and the time line for one input. `inferred`: the reading of its charges and
 * sentence texts, when the caller already made it for the same texts.
 */
export function buildContext(input: EligibilityInput, inferred?: ChargeInference): Context {
  const facts = inferred === undefined ? deriveFacts(input) : deriveFacts(input, inferred)
  const asOf = input.asOf
  const conviction = input.convictionDate
  const [completion, supervisionDone] = completionOf(input, asOf)
  const notes: string[] = []
  let release: Interval
  if (input.releaseDate !== undefined) {
    const day = laterOf(input.releaseDate, conviction)
    release = { lo: day, hi: day }
  } else if (facts.sentenceKind === 'PROBATION') {
    // No custody: a wait from release runs from the sentence itself.
    release = { lo: conviction, hi: conviction }
    notes.push(
      'With no prison or jail term, we measured waits that run from release from the conviction date.',
    )
  } else if (facts.custodyYears !== undefined) {
    const bound = addYears(conviction, facts.custodyYears)
    const hi = completion.hi !== null && completion.hi < bound ? completion.hi : bound
    release = { lo: conviction, hi }
    notes.push(
      `We took your release from custody to be no later than ${hi}, the conviction date plus the custody term.`,
    )
  } else {
    release = { lo: conviction, hi: completion.hi, ...(completion.open ? { open: true } : {}) }
  }
  const memo: CaseMemo = {
    waits: new Map(),
    routes: new Map(),
    relief925c: undefined,
    textContext: undefined,
  }
  return { input, facts, asOf, conviction, completion, release, supervisionDone, notes, memo }
}

function intervalOf(from: WaitFrom, ctx: Context): Interval {
  if (from === 'CONVICTION') return { lo: ctx.conviction, hi: ctx.conviction }
  if (from === 'RELEASE_FROM_CONFINEMENT') return ctx.release
  return ctx.completion
}

export interface WaitCheck {
  readonly state: 'MET' | 'NOT_YET' | 'UNKNOWN'
  readonly date?: string
  readonly exact: boolean
  readonly reasons: string[]
  readonly missing: MissingKey[]
}

export const COMPLETION_REQUIRED: Wait = {
  years: 0,
  from: 'SENTENCE_COMPLETION',
  label: 'after the sentence, including any supervision, is complete',
}

/** Checks every wait that applies, plus the rule that the sentence must be complete first. */
export function checkWaits(waits: readonly Wait[], ctx: Context): WaitCheck {
  // The same waits are checked for several routes (and both sides): once per case is enough.
  let result = ctx.memo.waits.get(waits)
  if (result === undefined) {
    result = computeWaits(waits, ctx)
    ctx.memo.waits.set(waits, result)
  }
  return result
}

function computeWaits(waits: readonly Wait[], ctx: Context): WaitCheck {
  const notYet: { date: string | undefined; exact: boolean; label: string }[] = []
  const reasons: string[] = []
  const missing: MissingKey[] = []
  if (ctx.asOf === undefined) {
    return {
      state: 'UNKNOWN',
      exact: false,
      reasons: ['no assessment date was given, so no waiting period could be checked'],
      missing: ['asOf'],
    }
  }
  for (const wait of [COMPLETION_REQUIRED, ...waits]) {
    const applies = wait.when === undefined ? true : evaluate(wait.when, ctx.facts)
    if (applies === false) continue
    const interval = intervalOf(wait.from, ctx)
    if (interval.open) {
      // Still running with no known end: not yet, but no date can honestly be given.
      if (applies === true && wait.confidence !== 'low') {
        notYet.push({ date: undefined, exact: false, label: wait.label })
        missing.push(wait.from === 'RELEASE_FROM_CONFINEMENT' ? 'releaseDate' : 'supervisionEndDate')
      } else {
        reasons.push(`a wait of ${wait.years} years (${wait.label}) may apply`)
        if (applies === undefined) missing.push(...unknownFactsOf(wait.when ?? 'felony', ctx.facts))
      }
      continue
    }
    const earliest = addYears(interval.lo, wait.years)
    const latest = interval.hi === null ? null : addYears(interval.hi, wait.years)
    if (latest !== null && latest <= ctx.asOf) continue
    if (earliest > ctx.asOf && applies === true) {
      // Not run on any reading: an unverified wait still dates the route, never exactly, since the
      // figure itself is unverified (docs/decisions/048).
      const verified = wait.confidence !== 'low'
      notYet.push({
        date: earliest,
        exact: verified && interval.lo === interval.hi,
        label: verified ? wait.label : `${wait.label}, a wait we could not verify`,
      })
      continue
    }
    if (applies === undefined) {
      reasons.push(`a wait of ${wait.years} years (${wait.label}) may apply`)
      missing.push(...unknownFactsOf(wait.when ?? 'felony', ctx.facts))
    } else if (wait.confidence === 'low') {
      reasons.push(`an unverified waiting period (${wait.label}) may not have run`)
    } else if (wait === COMPLETION_REQUIRED) {
      reasons.push('we could not confirm that the sentence and any supervision are complete')
      missing.push(
        ctx.input.supervisionCompleted === undefined ? 'supervisionCompleted' : 'supervisionEndDate',
      )
    } else {
      reasons.push(`we could not tell whether the wait of ${wait.years} years (${wait.label}) has run`)
      missing.push(wait.from === 'RELEASE_FROM_CONFINEMENT' ? 'releaseDate' : 'supervisionEndDate')
    }
  }
  if (notYet.length > 0) {
    const dated = notYet.filter((n) => n.date !== undefined)
    const undated = notYet.length > dated.length
    const last = dated.reduce<(typeof dated)[number] | undefined>(
      (a, b) => (a === undefined || b.date! > a.date! ? b : a),
      undefined,
    )
    return {
      state: 'NOT_YET',
      ...(undated || last === undefined ? {} : { date: last.date }),
      exact: !undated && dated.every((n) => n.exact) && reasons.length === 0,
      reasons: [`it is open only ${(last ?? notYet[0]!).label}`, ...reasons],
      missing,
    }
  }
  if (reasons.length > 0) return { state: 'UNKNOWN', exact: false, reasons, missing }
  return { state: 'MET', exact: true, reasons: [], missing: [] }
}
