// The two short lines each side's card shows: what the route lifts and what to do next, in plain
// words a phone can show without the reasoning (docs/decisions/020).
import type { Outcome } from './routes.ts'
import { lowerFirst } from './text.ts'
import { federalReliefWords } from '../federal-relief.ts'

/** What the card needs to phrase one side. */
export interface SideView {
  readonly side: 'FEDERAL' | 'STATE'
  /** The state whose ban the state side is about (for a federal conviction, where the person lives). */
  readonly stateName: string
  /** The state whose remedies lift the federal bar (the convicting state), if any. */
  readonly convictingName: string | undefined
  /** A federal ban applies or may apply, so a state route's federal effect is worth naming. */
  readonly federalBan: boolean
  /** The state honors § 925(c) relief. */
  readonly honors925c: boolean
  /** Only pardon, expungement or set-aside reach a misdemeanor crime of domestic violence. */
  readonly mcdv: boolean
}

const MCDV_KINDS: ReadonlySet<string> = new Set(['PARDON', 'EXPUNGEMENT', 'SET_ASIDE'])

/** What one route lifts, e.g. "Georgia's ban and the federal ban". */
export function liftsOf(o: Outcome, view: SideView): string {
  if (o.federal925c) {
    if (view.side === 'STATE') return `${view.stateName}'s ban and the federal ban`
    return view.honors925c && view.convictingName
      ? `The federal ban, and ${view.convictingName}'s ban, which ${view.convictingName} law lifts after § 925(c) relief`
      : 'The federal ban'
  }
  const m = o.mechanism
  if (m === undefined) return 'The federal ban'
  const name = view.side === 'STATE' ? view.stateName : (view.convictingName ?? view.stateName)
  const state =
    m.liftsStateBar === 'PARTIAL' ? `Part of ${name}'s ban (a firearm restriction remains)` : `${name}'s ban`
  if (!view.federalBan) return state
  const federalEffect =
    m.liftsStateBar === 'PARTIAL' || (view.mcdv && !MCDV_KINDS.has(m.kind))
      ? 'DOES_NOT_REMOVE'
      : m.federalEffect
  if (federalEffect === 'REMOVES') return `${state} and the federal ban`
  if (federalEffect === 'UNCERTAIN') return `${state}; whether it also lifts the federal ban is unsettled`
  return `${state}, not the federal ban`
}

const APPLY_925C =
  'Apply to the U.S. Department of Justice for relief under 18 U.S.C. § 925(c) once it accepts applications; relief is discretionary'

/** The next step for a side whose chosen route is open now. */
export function openStep(o: Outcome, view: SideView): string {
  if (o.automatic) {
    return `Nothing to file for ${view.side === 'STATE' ? `${view.stateName}'s ban` : 'the federal ban'}: it appears lifted by law. Keep proof that your sentence ended.`
  }
  if (o.federal925c) return federalReliefWords(false).nextStep
  return `File for this route now: ${o.path}.`
}

/** The next step for a side whose chosen route opens later. */
export function waitStep(o: Outcome): string {
  if (o.date === undefined) {
    return 'Tell us the date your sentence, including probation or parole, ends, so we can tell you when the first route opens.'
  }
  const when = o.dateExact ? `on or after ${o.date}` : `no earlier than ${o.date}`
  if (o.automatic)
    return `Nothing to file: check again ${when}, when this applies by law (${lowerFirst(o.path)}).`
  return o.federal925c ? `${APPLY_925C}, ${when}.` : `File for ${lowerFirst(o.path)} ${when}.`
}

/** The next step for a side where no regular route is open or will open. */
export function barredStep(clemency: Outcome | undefined): string {
  if (clemency === undefined) {
    return 'No route is open on these answers. A lawyer can advise whether anything else applies.'
  }
  return `The remaining option is to ask for ${lowerFirst(clemency.path)}: it can be requested at any time, but it is granted at discretion.`
}

export const REVIEW_STEP =
  'Answer the open questions so we can finish the check; if you cannot, our team will review your case.'
