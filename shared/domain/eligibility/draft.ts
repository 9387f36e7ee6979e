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
  const text = [...lead, ...outcomes.map(describeOutcome)]
  const clemency = outcomes.find((o) => o.clemency && o.kind !== 'CLOSED')
  const named = clemency ? { clemencyRoute: clemency.path } : {}
  // Every route weighed is cited; the caller passes their citations, gathered once per
  // jurisdiction. Duplicates are dropped once, when the finding is made (toFinding).
  const allCitations = citations.concat(routeCitations)
  if (chosen === undefined || chosen.kind === 'CLOSED') {
    return {
      ...named,
      status: 'NOT_ELIGIBLE',
      path: clemency?.path ?? noRoute,
      citations: allCitations,
      packages: [],
      text: clemency ? text : [...text, noRoute],
      missing: [],
      lifts: clemency ? `If granted: ${lowerLifts(liftsOf(clemency, view))}` : 'Nothing: no route is open',
      nextStep: barredStep(clemency),
      waiting: false,
    }
  }
  if (chosen.kind === 'AVAILABLE') {
    return {
      ...named,
      status: 'ELIGIBLE',
      path: chosen.path,
      citations: allCitations,
      packages: chosen.packages,
      text,
      missing: [],
      lifts: liftsOf(chosen, view),
      nextStep: openStep(chosen, view),
      waiting: false,
    }
  }
  if (chosen.kind === 'WAIT') {
    return {
      ...named,
      status: 'NOT_ELIGIBLE',
      path: chosen.path,
      ...(chosen.date !== undefined ? { earliestEligibleDate: chosen.date } : {}),
      citations: allCitations,
      packages: [],
      text,
      missing: unique(chosen.missing),
      lifts: liftsOf(chosen, view),
      nextStep: waitStep(chosen),
      waiting: chosen.date !== undefined,
    }
  }
  // A case under review may end on any of the routes still in question, so it needs their packages.
  return {
    ...named,
    status: 'MANUAL_REVIEW',
    presumptionUndecided: chosen.federal925c && chosen.presumptionUndecided === true,
    path: chosen.path,
    citations: allCitations,
    packages: unique(outcomes.filter((o) => o.kind === 'UNKNOWN' && !o.clemency).flatMap((o) => o.packages)),
    text,
    missing: unique(chosen.missing),
    lifts: liftsOf(chosen, view),
    nextStep: REVIEW_STEP,
    waiting: false,
  }
}

function lowerLifts(text: string): string {
  return text.startsWith('The ') || text.startsWith('Part ') ? text[0]!.toLowerCase() + text.slice(1) : text
}

/**
 * The same draft with every field present, in one order, so the verdict code that reads both sides
 * always sees one object shape (V8 optimizes it once instead of deoptimizing on each new shape).
 */
export function draftOf(d: Draft): Draft {
  return {
    status: d.status,
    path: d.path,
    earliestEligibleDate: d.earliestEligibleDate,
    citations: d.citations,
    packages: d.packages,
    text: d.text,
    missing: d.missing,
    lifts: d.lifts,
    nextStep: d.nextStep,
    waiting: d.waiting,
    clearedByRelief: d.clearedByRelief === true,
    presumptionUndecided: d.presumptionUndecided === true,
    clemencyRoute: d.clemencyRoute,
  }
}

/** Turns a draft into a review, keeping its route and adding what is missing. */
export function toReview(draft: Draft, missing: readonly MissingKey[]): Draft {
  return {
    ...draft,
    status: 'MANUAL_REVIEW',
    earliestEligibleDate: undefined,
    missing: unique([...draft.missing, ...missing]),
    nextStep: REVIEW_STEP,
    waiting: false,
  }
}

const SEVERITY: Record<Status, number> = { NOT_APPLICABLE: 0, ELIGIBLE: 1, MANUAL_REVIEW: 2, NOT_ELIGIBLE: 3 }

/** Two findings on the same side (a conviction of each kind): both must clear. */
export function combine(drafts: readonly Draft[]): Draft {
  const active = drafts.filter((d) => d.status !== 'NOT_APPLICABLE')
  const citations = ([] as string[]).concat(...drafts.map((d) => d.citations))
  const text = uniqueOf(...drafts.map((d) => d.text))
  const shown = active.length === 0 ? drafts : active
  const joined = {
    path: unique(shown.map((d) => d.path)).join('; '),
    lifts: unique(shown.map((d) => d.lifts)).join('; '),
    nextStep: unique(shown.map((d) => d.nextStep)).join(' '),
    clemencyRoute:
      unique(shown.flatMap((d) => (d.clemencyRoute ? [d.clemencyRoute] : []))).join('; ') || undefined,
  }
  if (active.length === 0) {
    return draftOf({
      status: 'NOT_APPLICABLE',
      ...joined,
      citations,
      packages: [],
      text,
      missing: [],
      waiting: false,
    })
  }
  const worst = active.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a))
  const blocked = active.filter((d) => d.status === 'NOT_ELIGIBLE')
  const dates = blocked.map((d) => d.earliestEligibleDate)
  const waiting = worst.status === 'NOT_ELIGIBLE' && blocked.every((d) => d.waiting)
  const clearedByRelief = active.every((d) => d.clearedByRelief === true)
  const presumptionUndecided = active.some((d) => d.presumptionUndecided === true)
  const earliest =
    waiting && dates.every((d) => d !== undefined) ? dates.reduce((a, b) => (b! > a! ? b : a)) : undefined
  return draftOf({
    status: worst.status,
    ...joined,
    ...(earliest !== undefined ? { earliestEligibleDate: earliest } : {}),
    citations,
    packages: unique(active.filter((d) => d.status !== 'NOT_ELIGIBLE').flatMap((d) => d.packages)),
    text,
    missing: uniqueOf(...active.map((d) => d.missing)),
    waiting,
    clearedByRelief,
    presumptionUndecided,
  })
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
    citations: unique(d.citations),
  }
}
