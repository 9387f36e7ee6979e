// One route's outcome for one person: open now, not yet (with the date), needs review, or closed.
// Clemency routes (an executive pardon anyone may ask for at any time) are weighed and named but
// never chosen as the route that makes a side eligible (docs/decisions/020).
import { checkWaits, type Context } from './context.ts'
import { FEDERAL } from './data/federal.ts'
import { evaluate, unknownFactsOf } from './facts.ts'
import type { MissingKey } from './questions.ts'
import { listJoin } from './text.ts'
import type { Mechanism, ReliefKind, Wait } from './types.ts'

export type Package = 'STATE' | 'FEDERAL'

/** What an outcome says about its route, whoever the person is. */
export interface Route {
  readonly path: string
  readonly citations: readonly string[]
  readonly packages: readonly Package[]
  readonly automatic: boolean
  /** An executive pardon with no threshold: named, never counted. */
  readonly clemency: boolean
  /** The § 925(c) application itself (on the federal side, or honored by the state). */
  readonly federal925c: boolean
  readonly federalEffect: Mechanism['federalEffect'] | undefined
  readonly mechanism: Mechanism | undefined
}

/** One route's outcome for this person. */
export interface Outcome extends Route {
  readonly kind: 'AVAILABLE' | 'WAIT' | 'UNKNOWN' | 'CLOSED'
  readonly date: string | undefined
  readonly dateExact: boolean
  readonly reasons: readonly string[]
  /** Answers that would settle an UNKNOWN outcome. */
  readonly missing: readonly MissingKey[]
  /** § 925(c) only: in review because which presumption applies is unknown or disputed. */
  readonly presumptionUndecided: boolean
}

/**
 * An outcome with every field present, in one order: the code that weighs outcomes then sees one
 * object shape, which V8 keeps fast (object spreads of varying shapes were a large share of the
 * engine's time).
 */
export function outcome(
  route: Route,
  kind: Outcome['kind'],
  reasons: readonly string[],
  missing: readonly MissingKey[],
  date: string | undefined = undefined,
  dateExact = false,
  presumptionUndecided = false,
): Outcome {
  return {
    path: route.path,
    citations: route.citations,
    packages: route.packages,
    automatic: route.automatic,
    clemency: route.clemency,
    federal925c: route.federal925c,
    federalEffect: route.federalEffect,
    mechanism: route.mechanism,
    kind,
    date,
    dateExact,
    reasons,
    missing,
    presumptionUndecided,
  }
}

/** The same outcome judged again: another kind and reasons (and packages), the rest kept. */
export function rejudged(
  o: Outcome,
  kind: Outcome['kind'],
  reasons: readonly string[],
  packages: readonly Package[] = o.packages,
): Outcome {
  return {
    path: o.path,
    citations: o.citations,
    packages,
    automatic: o.automatic,
    clemency: o.clemency,
    federal925c: o.federal925c,
    federalEffect: o.federalEffect,
    mechanism: o.mechanism,
    kind,
    date: o.date,
    dateExact: o.dateExact,
    reasons,
    missing: o.missing,
    presumptionUndecided: o.presumptionUndecided,
  }
}

/** The outcome of `o` on another route (a state's path to § 925(c) relief). */
export function onRoute(o: Outcome, route: Route): Outcome {
  return outcome(route, o.kind, o.reasons, o.missing, o.date, o.dateExact, o.presumptionUndecided)
}

export const RELIEF_NAMES: Record<ReliefKind, string> = {
  EXPUNGEMENT: 'expungement',
  SET_ASIDE: 'set-aside',
  SEALING: 'sealing',
  PARDON: 'pardon',
  RIGHTS_RESTORED: 'restoration of rights',
  FEDERAL_RELIEF: 'federal relief under 18 U.S.C. § 925(c)',
}

const NO_WAITS: readonly Wait[] = []
const FIREARM_PETITIONS: ReadonlySet<Mechanism['kind']> = new Set([
  'COURT_PETITION',
  'AGENCY_OR_BOARD_PETITION',
])
// A pretrial diversion is not a deferred or withheld judgment: no route made for one serves it.
const DEFERRALS: ReadonlySet<string> = new Set(['DEFERRED', 'FIRST_OFFENDER'])

const AUTOMATIC: ReadonlySet<Mechanism['kind']> = new Set(['AUTOMATIC_ON_COMPLETION', 'AUTOMATIC_AFTER_WAIT'])

function packagesOf(m: Mechanism): Package[] {
  if (AUTOMATIC.has(m.kind)) return []
  if (m.kind === 'FEDERAL_925C_RECOGNIZED') return ['FEDERAL']
  return ['STATE']
}

/**
 * Whether the person holds this relief. A prerequisite counts even when it withheld firearms (its
 * withholding is what the next step cures); relief that lifts an exclusion must not withhold them.
 */
function holds(ctx: Context, kind: ReliefKind, prerequisite = false): boolean {
  return (ctx.input.reliefObtained ?? []).some(
    (r) => r.kind === kind && (prerequisite || r.mentionsFirearms !== true),
  )
}

const NONE: readonly never[] = []

function closed(route: Route, reason: string): Outcome {
  return outcome(route, 'CLOSED', [reason], NONE)
}

// What an outcome says about its route does not depend on the person: built once per route (the
// routes are the fixed data of data/, so the map stays small).
const BASES = new Map<Mechanism, Route>()

function baseOf(m: Mechanism): Route {
  let base = BASES.get(m)
  if (base === undefined) {
    base = {
      path: m.path,
      citations: m.citations,
      packages: packagesOf(m),
      automatic: AUTOMATIC.has(m.kind),
      clemency: m.regime === 'CLEMENCY',
      federal925c: m.kind === 'FEDERAL_925C_RECOGNIZED',
      federalEffect: m.federalEffect,
      mechanism: m,
    }
    BASES.set(m, base)
  }
  return base
}

/**
 * Evaluates one mechanism of a jurisdiction's data for this person. The federal and the state side
 * weigh many of the same routes for the same case: each route is judged once per case, and a route
 * that follows the federal side is then read against the federal finding it is given.
 */
export function evaluateMechanism(m: Mechanism, ctx: Context, federal?: FederalSide): Outcome {
  let outcome = ctx.memo.routes.get(m)
  if (outcome === undefined) {
    outcome = judgeMechanism(m, ctx)
    ctx.memo.routes.set(m, outcome)
  }
  return m.dependsOnFederal && federal !== undefined ? afterFederal(outcome, federal) : outcome
}

/** What a route that follows the federal side needs to know of that side's finding. */
export interface FederalSide {
  readonly status: 'ELIGIBLE' | 'NOT_ELIGIBLE' | 'MANUAL_REVIEW' | 'NOT_APPLICABLE'
  readonly earliestEligibleDate?: string | undefined
  readonly waiting: boolean
}

/**
 * A route the state grants only once federal law no longer bars the person (Illinois FOID relief,
 * West Virginia § 61-7-7(f), Pennsylvania § 6105(d)(3)) is the second step of a sequence: federal
 * relief first, then this (docs/decisions/048). It opens when the federal side is open or has no
 * ban, waits for the federal side's date, and is closed when no federal route will ever open.
 */
function afterFederal(o: Outcome, federal: FederalSide): Outcome {
  if (federal.status === 'ELIGIBLE' || federal.status === 'NOT_APPLICABLE' || o.kind === 'CLOSED') return o
  if (federal.status === 'MANUAL_REVIEW') {
    return rejudged(o, o.kind === 'WAIT' ? 'WAIT' : 'UNKNOWN', [...o.reasons, AFTER_FEDERAL_REVIEW])
  }
  if (!federal.waiting) return rejudged(o, 'CLOSED', [AFTER_FEDERAL_CLOSED])
  const federalDate = federal.earliestEligibleDate
  const date =
    federalDate === undefined || (o.kind === 'WAIT' && o.date === undefined)
      ? undefined
      : o.kind === 'WAIT' && o.date! > federalDate
        ? o.date
        : federalDate
  const reasons =
    federalDate === undefined
      ? [AFTER_FEDERAL_WAIT]
      : [`${AFTER_FEDERAL_WAIT}, which opens no earlier than ${federalDate}`]
  return outcome(baseOf(o.mechanism!), 'WAIT', [...o.reasons, ...reasons], o.missing, date, false)
}

const AFTER_FEDERAL_REVIEW = 'it is granted only once federal law no longer bars you'
const AFTER_FEDERAL_WAIT = 'it is granted only after federal relief'
const AFTER_FEDERAL_CLOSED =
  'it is granted only once federal law no longer bars you, and no federal route is open to you'

function judgeMechanism(m: Mechanism, ctx: Context): Outcome {
  const base = baseOf(m)
  const unknown: string[] = []
  const missing: MissingKey[] = []
  // Relief already granted that withheld firearms closes the same instrument, not a firearm
  // petition it is the first step to (Virginia restores civil rights, then a court firearms).
  const used = FIREARM_PETITIONS.has(m.kind)
    ? undefined
    : (ctx.input.reliefObtained ?? []).find(
        (r) => r.mentionsFirearms === true && m.reliefKinds.includes(r.kind),
      )
  if (used !== undefined) {
    return closed(
      base,
      `the ${RELIEF_NAMES[used.kind]} you already obtained expressly withholds firearm rights`,
    )
  }
  if (m.requires !== undefined) {
    const ok = evaluate(m.requires, ctx.facts)
    if (ok === false) return closed(base, `it is only for ${m.requiresLabel ?? 'other offenses'}`)
    if (ok === undefined) {
      unknown.push(
        `we could not tell whether your conviction is among the ${m.requiresLabel ?? 'offenses'} it is limited to`,
      )
      missing.push(...unknownFactsOf(m.requires, ctx.facts))
    }
  }
  if (m.requiresRelief !== undefined && !holds(ctx, m.requiresRelief, true)) {
    return closed(
      base,
      `it needs a ${RELIEF_NAMES[m.requiresRelief]} first, which you have not told us you hold`,
    )
  }
  if (m.requiresDeferredDisposition && !DEFERRALS.has(ctx.facts.disposition ?? 'CONVICTION')) {
    return closed(
      base,
      'it is only for a deferred, withheld or suspended judgment, and we took the case to have ended in a conviction',
    )
  }
  if (m.requiresProbationSentence && ctx.facts.sentenceKind === 'CUSTODY') {
    return closed(base, 'it needs a sentence of probation, and your sentence was served in custody')
  }
  for (const ex of m.excludes ?? []) {
    if (ex.liftedBy !== undefined && holds(ctx, ex.liftedBy)) continue
    const hit = evaluate(ex.when, ctx.facts)
    if (hit === true && ex.confidence !== 'low') return closed(base, `it excludes ${ex.label}`)
    if (hit === true) unknown.push(`it may exclude ${ex.label}`)
    if (hit === undefined) {
      unknown.push(`we could not tell whether its exclusion of ${ex.label} applies to you`)
      missing.push(...unknownFactsOf(ex.when, ctx.facts))
    }
  }
  if (m.unresolved !== undefined) unknown.push(`it depends on ${m.unresolved}`)
  if (m.confidence === 'low') unknown.push('this route could not be verified against the statute')
  const waits = checkWaits(m.waits ?? NO_WAITS, ctx)
  if (waits.state === 'NOT_YET') {
    return outcome(
      base,
      'WAIT',
      waits.reasons.concat(unknown),
      missing.concat(waits.missing),
      waits.date,
      waits.exact && unknown.length === 0,
    )
  }
  if (unknown.length > 0 || waits.reasons.length > 0)
    return outcome(base, 'UNKNOWN', unknown.concat(waits.reasons), missing.concat(waits.missing))
  return outcome(base, 'AVAILABLE', NONE, NONE)
}

const PROPOSED =
  'the rule is only proposed (90 FR 34394) and relief is discretionary, but its thresholds are met'

/**
 * § 925(c) relief judged on the proposed rule's presumptions (docs/decisions/020): a lifetime
 * presumption closes it, a time presumption not yet run is a wait, thresholds met make it open, and
 * an unknown or disputed fact that decides which presumption applies sends it to review.
 */
export function evaluate925c(ctx: Context): Outcome {
  // Both sides (and both convictions of a BOTH case) ask the same question of the same case.
  ctx.memo.relief925c ??= judge925c(ctx)
  return ctx.memo.relief925c
}

/** § 925(c) relief, which lifts the federal ban wherever it is weighed. */
export const RELIEF_925C: Route = {
  path: FEDERAL.relief925c.path,
  citations: FEDERAL.relief925c.citations,
  packages: ['FEDERAL'],
  automatic: false,
  clemency: false,
  federal925c: true,
  federalEffect: 'REMOVES',
  mechanism: undefined,
}

function judge925c(ctx: Context): Outcome {
  const stated = presumptionsOn(ctx)
  if (stated.kind === 'CLOSED' || ctx.facts.textView === undefined) return stated
  // The answers and the charges text disagree: review when the text's reading would change which
  // presumption applies, not when the disputed fact decides none (docs/decisions/048).
  if (presumptionsOf(ctx.facts) === presumptionsOf(textContext(ctx).facts)) return stated
  const reasons = [DISPUTED, ...stated.reasons]
  if (stated.kind === 'WAIT') {
    return outcome(RELIEF_925C, 'WAIT', reasons, stated.missing, stated.date, false)
  }
  return outcome(RELIEF_925C, 'UNKNOWN', reasons, stated.missing, undefined, false, true)
}

const DISPUTED =
  'your answers and the charges text disagree on facts that decide which of the proposed rule’s presumptions applies'

/** Which presumptions of the proposed rule apply on one reading of the facts, as a key. */
function presumptionsOf(f: Context['facts']): string {
  const relief = FEDERAL.relief925c
  let key = ''
  for (const ex of relief.presumptivelyIneligible) key += String(evaluate(ex.when, f)) + '|'
  for (const wait of relief.waits) key += String(wait.when === undefined || evaluate(wait.when, f)) + '|'
  return key
}

/** The case as the charges text alone reads it where it disagrees with the answers. */
export function textContext(ctx: Context): Context {
  ctx.memo.textContext ??= textContextOf(ctx)
  return ctx.memo.textContext
}

function textContextOf(ctx: Context): Context {
  const view = ctx.facts.textView!
  const facts = {
    ...ctx.facts,
    flags: { ...ctx.facts.flags, ...view.flags },
    grade: view.grade ?? ctx.facts.grade,
    maxSentenceYears: view.maxSentenceYears ?? ctx.facts.maxSentenceYears,
    conflicts: new Set<never>(),
    textView: undefined,
  }
  const memo = { waits: new Map(), routes: new Map(), relief925c: undefined, textContext: undefined }
  return { ...ctx, facts, memo }
}

/** § 925(c) on one reading of the facts: the presumptions and their waits. */
function presumptionsOn(ctx: Context): Outcome {
  const relief = FEDERAL.relief925c
  const missing: MissingKey[] = []
  const unsure: string[] = []
  for (const ex of relief.presumptivelyIneligible) {
    const hit = evaluate(ex.when, ctx.facts)
    if (hit === true) {
      return closed(
        RELIEF_925C,
        `the proposed rule presumes ${ex.label} ineligible, a presumption only extraordinary circumstances overcome`,
      )
    }
    if (hit === undefined) {
      unsure.push(
        `we could not tell whether the proposed rule's presumption against ${ex.label} applies to you`,
      )
      missing.push(...unknownFactsOf(ex.when, ctx.facts))
    }
  }
  if (ctx.facts.dishonorableDischarge === true) {
    unsure.push('the proposed rule does not say clearly which presumption governs a dishonorable discharge')
  }
  const waits = checkWaits(relief.waits, ctx)
  if (waits.state === 'NOT_YET') {
    return outcome(
      RELIEF_925C,
      'WAIT',
      waits.reasons.concat(unsure),
      missing.concat(waits.missing),
      waits.date,
    )
  }
  if (unsure.length > 0 || waits.state === 'UNKNOWN') {
    return outcome(
      RELIEF_925C,
      'UNKNOWN',
      unsure.concat(waits.reasons),
      missing.concat(waits.missing),
      undefined,
      false,
      unsure.length > 0,
    )
  }
  return outcome(RELIEF_925C, 'AVAILABLE', [PROPOSED], NONE)
}

const RANK: Record<Outcome['kind'], number> = { AVAILABLE: 3, UNKNOWN: 2, WAIT: 1, CLOSED: 0 }
const EFFECT_RANK = { REMOVES: 2, UNCERTAIN: 1, DOES_NOT_REMOVE: 0 } as const

/**
 * The most useful regular route: open now first; then, for the state side, one with nothing to
 * file, for the federal side one that certainly lifts the federal bar. Clemency is never chosen.
 */
export function best(outcomes: readonly Outcome[], side: 'STATE' | 'FEDERAL'): Outcome | undefined {
  let chosen: Outcome | undefined
  for (const o of outcomes) {
    if (o.clemency) continue
    if (chosen === undefined) {
      chosen = o
      continue
    }
    const diff = RANK[o.kind] - RANK[chosen.kind]
    if (diff > 0) chosen = o
    else if (diff === 0) {
      if (o.kind === 'WAIT' && (o.date ?? '9999') < (chosen.date ?? '9999')) chosen = o
      else if (o.kind === 'AVAILABLE') {
        const effect =
          EFFECT_RANK[o.federalEffect ?? 'DOES_NOT_REMOVE'] -
          EFFECT_RANK[chosen.federalEffect ?? 'DOES_NOT_REMOVE']
        const automatic = Number(o.automatic) - Number(chosen.automatic)
        const [first, second] = side === 'STATE' ? [automatic, effect] : [effect, automatic]
        if (first > 0 || (first === 0 && second > 0)) chosen = o
      }
    }
  }
  return chosen
}

/** One line of the reasoning for one route. */
export function describeOutcome(o: Outcome): string {
  if (o.clemency && o.kind !== 'CLOSED') {
    return `${o.path}: this can be requested at any time, but it is granted at discretion with no published eligibility rule, so it remains an option but does not by itself make you eligible`
  }
  switch (o.kind) {
    case 'AVAILABLE':
      if (o.automatic)
        return `${o.path}: this appears to have happened by operation of law, with nothing to file`
      return o.reasons.length > 0
        ? `${o.path}: this route appears open to you now (${listJoin(o.reasons)})`
        : `${o.path}: this route appears open to you now`
    case 'WAIT':
      return `${o.path}: not yet, because ${listJoin(o.reasons)}${o.date ? `; ${o.dateExact ? 'it opens on' : 'it opens no earlier than'} ${o.date}` : ''}`
    case 'UNKNOWN':
      return `${o.path}: this needs review, because ${listJoin(o.reasons)}`
    case 'CLOSED':
      return `${o.path}: not available, because ${listJoin(o.reasons)}`
  }
}
