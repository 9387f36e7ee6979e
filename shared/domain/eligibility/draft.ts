// A side's finding while it is being built: the status, the route it refers to, what it lifts,
// the next step, and what the reasoning and the package choice need.
import { barredStep, openStep, REVIEW_STEP, waitStep, liftsOf, type SideView } from './next-steps.ts'
import type { MissingKey } from './questions.ts'
import type { Finding } from './result.ts'
import { best, describeOutcome, type Outcome, type Package } from './routes.ts'
import { unique, uniqueOf } from './text.ts'

export type Status = Finding['status']

export interface Draft {
  readonly status: Status
  readonly path: string
  readonly earliestEligibleDate?: string
  /** May repeat a citation; toFinding drops duplicates. */
  readonly citations: readonly string[]
  readonly packages: readonly Package[]
  readonly text: readonly string[]
  readonly missing: readonly MissingKey[]
  readonly lifts: string
  readonly nextStep: string
  /** NOT_ELIGIBLE only because a wait has not run, not because every route is barred. */
  readonly waiting: boolean
  /** ELIGIBLE only because relief the person already holds lifts this side's ban. */
  readonly clearedByRelief?: boolean
  /** In review because which § 925(c) presumption applies is unknown or disputed. */
  readonly presumptionUndecided?: boolean
  /** The executive pardon that stays open whatever else happens (named, never counted). */
  readonly clemencyRoute?: string
  /** The side's route is relief under § 925(c), whose intake the wording follows (decision 049). */
  readonly relief925c?: boolean
}

/** Chooses the side's route among the outcomes and phrases the finding. */
export function draftFromOutcomes(
  outcomes: readonly Outcome[],
  view: SideView,
  noRoute: string,
  lead: readonly string[],
  citations: readonly string[],
  routeCitations: readonly string[],
): Draft {
  const chosen = best(outcomes, view.side)
  const text = lead.slice()
  let clemency: Outcome | undefined
  for (const o of outcomes) {
    text.push(describeOutcome(o))
    if (clemency === undefined && o.clemency && o.kind !== 'CLOSED') clemency = o
  }
  const clemencyRoute = clemency?.path
  // Every route weighed is cited; the caller passes their citations, gathered once per
  // jurisdiction. Duplicates are dropped once, when the finding is made (toFinding).
  const allCitations = citations.concat(routeCitations)
  // Each branch writes every field in draftOf's order, so every draft has one object shape.
  if (chosen === undefined || chosen.kind === 'CLOSED') {
    if (clemency === undefined) text.push(noRoute)
    return {
      status: 'NOT_ELIGIBLE',
      path: clemency?.path ?? noRoute,
      earliestEligibleDate: undefined,
      citations: allCitations,
      packages: NONE,
      text,
      missing: NONE,
      lifts: clemency ? `If granted: ${lowerLifts(liftsOf(clemency, view))}` : 'Nothing: no route is open',
      nextStep: barredStep(clemency),
      waiting: false,
      clearedByRelief: false,
      presumptionUndecided: false,
      clemencyRoute,
      relief925c: false,
    }
  }
  if (chosen.kind === 'AVAILABLE') {
    return {
      status: 'ELIGIBLE',
      path: chosen.path,
      earliestEligibleDate: undefined,
      citations: allCitations,
      packages: chosen.packages,
      text,
      missing: NONE,
      lifts: liftsOf(chosen, view),
      nextStep: openStep(chosen, view),
      waiting: false,
      clearedByRelief: false,
      presumptionUndecided: false,
      clemencyRoute,
      relief925c: chosen.federal925c,
    }
  }
  if (chosen.kind === 'WAIT') {
    return {
      status: 'NOT_ELIGIBLE',
      path: chosen.path,
      earliestEligibleDate: chosen.date,
      citations: allCitations,
      packages: NONE,
      text,
      missing: unique(chosen.missing),
      lifts: liftsOf(chosen, view),
      nextStep: waitStep(chosen),
      waiting: chosen.date !== undefined,
      clearedByRelief: false,
      presumptionUndecided: false,
      clemencyRoute,
      relief925c: chosen.federal925c,
    }
  }
  // A case under review may end on any of the routes still in question, so it needs their packages.
  const packages: Package[] = []
  for (const o of outcomes) {
    if (o.kind !== 'UNKNOWN' || o.clemency) continue
    for (const p of o.packages) if (!packages.includes(p)) packages.push(p)
  }
  return {
    status: 'MANUAL_REVIEW',
    path: chosen.path,
    earliestEligibleDate: undefined,
    citations: allCitations,
    packages,
    text,
    missing: unique(chosen.missing),
    lifts: liftsOf(chosen, view),
    nextStep: REVIEW_STEP,
    waiting: false,
    clearedByRelief: false,
    presumptionUndecided: chosen.federal925c && chosen.presumptionUndecided,
    clemencyRoute,
    relief925c: chosen.federal925c,
  }
}

const NONE: readonly never[] = []

// The engine writes the wording of today's intake; the server refreshes it from the setting on every
// read (shared/domain/federal-relief.ts, decision 049).
const PENDING_INTAKE = { acceptsApplications: false } as const

function lowerLifts(text: string): string {
  return text.startsWith('The ') || text.startsWith('Part ') ? text[0]!.toLowerCase() + text.slice(1) : text
}

/**
 * The same draft with every field present, in one order, so the verdict code that reads both sides
 * always sees one object shape (V8 optimizes it once instead of deoptimizing on each new shape).
 */
export function draftOf(d: Draft): Draft {
  return redraft(d, false, d.missing)
}

/** Turns a draft into a review, keeping its route and adding what is missing. */
export function toReview(draft: Draft, missing: readonly MissingKey[]): Draft {
  return redraft(draft, true, uniqueOf(draft.missing, missing))
}

/** The same draft, asking first for `first` and then for what it already missed. */
export function missingFirst(draft: Draft, first: readonly MissingKey[]): Draft {
  return redraft(draft, false, uniqueOf(first, draft.missing))
}

function redraft(d: Draft, review: boolean, missing: readonly MissingKey[]): Draft {
  return {
    status: review ? 'MANUAL_REVIEW' : d.status,
    path: d.path,
    earliestEligibleDate: review ? undefined : d.earliestEligibleDate,
    citations: d.citations,
    packages: d.packages,
    text: d.text,
    missing,
    lifts: d.lifts,
    nextStep: review ? REVIEW_STEP : d.nextStep,
    waiting: review ? false : d.waiting,
    clearedByRelief: d.clearedByRelief === true,
    presumptionUndecided: d.presumptionUndecided === true,
    clemencyRoute: d.clemencyRoute,
    relief925c: d.relief925c === true,
  }
}

const SEVERITY: Record<Status, number> = { NOT_APPLICABLE: 0, ELIGIBLE: 1, MANUAL_REVIEW: 2, NOT_ELIGIBLE: 3 }

/** Two findings on the same side (a conviction of each kind): both must clear. */
export function combine(drafts: readonly Draft[]): Draft {
  const active = drafts.filter((d) => d.status !== 'NOT_APPLICABLE')
  const citations = ([] as string[]).concat(...drafts.map((d) => d.citations))
  const text = uniqueOf(...drafts.map((d) => d.text))
  const shown = active.length === 0 ? drafts : active
  const path = unique(shown.map((d) => d.path)).join('; ')
  const lifts = unique(shown.map((d) => d.lifts)).join('; ')
  const nextStep = unique(shown.map((d) => d.nextStep)).join(' ')
  const clemencyRoute =
    unique(shown.flatMap((d) => (d.clemencyRoute ? [d.clemencyRoute] : []))).join('; ') || undefined
  if (active.length === 0) {
    return {
      status: 'NOT_APPLICABLE',
      path,
      earliestEligibleDate: undefined,
      citations,
      packages: NONE,
      text,
      missing: NONE,
      lifts,
      nextStep,
      waiting: false,
      clearedByRelief: false,
      presumptionUndecided: false,
      clemencyRoute,
      relief925c: false,
    }
  }
  const worst = active.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a))
  const blocked = active.filter((d) => d.status === 'NOT_ELIGIBLE')
  const dates = blocked.map((d) => d.earliestEligibleDate)
  const waiting = worst.status === 'NOT_ELIGIBLE' && blocked.every((d) => d.waiting)
  const earliest =
    waiting && dates.every((d) => d !== undefined) ? dates.reduce((a, b) => (b! > a! ? b : a)) : undefined
  return {
    status: worst.status,
    path,
    earliestEligibleDate: earliest,
    citations,
    packages: unique(active.filter((d) => d.status !== 'NOT_ELIGIBLE').flatMap((d) => d.packages)),
    text,
    missing: uniqueOf(...active.map((d) => d.missing)),
    lifts,
    nextStep,
    waiting,
    clearedByRelief: active.every((d) => d.clearedByRelief === true),
    presumptionUndecided: active.some((d) => d.presumptionUndecided === true),
    clemencyRoute,
    relief925c: active.some((d) => d.relief925c === true),
  }
}

/** The finding the result carries. */
export function toFinding(d: Draft): Finding {
  return {
    status: d.status,
    path: d.path,
    ...(d.earliestEligibleDate !== undefined ? { earliestEligibleDate: d.earliestEligibleDate } : {}),
    lifts: d.lifts,
    nextStep: d.nextStep,
    ...(d.clemencyRoute !== undefined ? { clemencyRoute: d.clemencyRoute } : {}),
    ...(d.relief925c === true && d.status !== 'NOT_APPLICABLE' ? { federalRelief: PENDING_INTAKE } : {}),
    citations: unique(d.citations),
  }
}
