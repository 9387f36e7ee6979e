// The state side: whether the state's firearm bar reaches the conviction, relief already held, and
// the state's routes that lift it (docs/decisions/020).
import type { Context } from './context.ts'
import { FEDERAL } from './data/federal.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { combine, draftFromOutcomes, draftOf, missingFirst, toReview, type Draft } from './draft.ts'
import { evaluate, or, unknownFactsOf } from './facts.ts'
import { JURISDICTIONS } from './input.ts'
import type { SideView } from './next-steps.ts'
import { checkReliefObtained } from './relief.ts'
import {
  evaluate925c,
  evaluateMechanism,
  onRoute,
  rejudged,
  RELIEF_925C,
  type Outcome,
  type Route,
} from './routes.ts'
import { listJoin, unique } from './text.ts'
import type { Bar, ConvictionSource, JurisdictionRules, Mechanism } from './types.ts'

const SOURCES: readonly ConvictionSource[] = ['THIS_STATE', 'OTHER_STATE', 'FEDERAL']

interface StateRoutes {
  readonly bars: readonly Bar[]
  readonly routes: readonly Mechanism[]
  readonly extraordinary: readonly Mechanism[]
  /** The citations of every route weighed, § 925(c) relief where the state honors it. */
  readonly routeCitations: readonly string[]
  readonly noRoute: string
  readonly notReached: string
}

/** Each state's bars and routes per kind of conviction, picked once at load. */
const STATE_ROUTES: ReadonlyMap<string, Readonly<Record<ConvictionSource, StateRoutes>>> = new Map(
  Object.entries(JURISDICTION_RULES).map(([code, rules]) => {
    const bySource = {} as Record<ConvictionSource, StateRoutes>
    for (const source of SOURCES) {
      const bars = rules.loss.bars.filter((b) => b.covers.includes(source))
      const routes = rules.mechanisms.filter(
        (m) => m.appliesTo.includes(source) && !m.extraordinary && m.liftsStateBar !== 'NONE',
      )
      const honors = routes.some((m) => m.kind === 'FEDERAL_925C_RECOGNIZED')
      bySource[source] = {
        bars,
        routes,
        extraordinary: rules.mechanisms.filter((m) => m.extraordinary && m.appliesTo.includes(source)),
        routeCitations: unique([
          ...routes.flatMap((m) => m.citations),
          ...(honors ? FEDERAL.relief925c.citations : []),
        ]),
        noRoute:
          source === 'THIS_STATE'
            ? `No ${rules.name} route found`
            : `No ${rules.name} route for a ${source === 'FEDERAL' ? 'federal' : 'another state’s'} conviction`,
        notReached:
          bars.length === 0
            ? `${rules.name}'s firearm prohibition does not reach this kind of conviction`
            : `${rules.name}'s firearm prohibition (${rules.loss.summary.replace(/\.$/, '')}) does not appear to reach this offense on your answers`,
      }
    }
    return [code, bySource]
  }),
)

const NAME_OF = new Map<string, string>(JURISDICTIONS.map((j) => [j.code, j.name]))
const PARTIAL_REASONS = ['it leaves a firearm restriction in place, so it is not a full restoration']

// A state's route to § 925(c) relief: the federal application under the state's name, citing both.
const HONORED = new Map<Mechanism, Route>()

function honoredRoute(m: Mechanism): Route {
  let route = HONORED.get(m)
  if (route === undefined) {
    route = { ...RELIEF_925C, path: m.path, citations: unique([...m.citations, ...RELIEF_925C.citations]) }
    HONORED.set(m, route)
  }
  return route
}

/** The state finding for one conviction, judged under `rules` (the convicting or home state). */
export function stateDraft(
  ctx: Context,
  rules: JurisdictionRules,
  source: ConvictionSource,
  federal: Draft,
  capForResidence: boolean,
  disposition: Draft | undefined,
): Draft {
  return draftOf(judgeState(ctx, rules, source, federal, capForResidence, disposition))
}

function judgeState(
  ctx: Context,
  rules: JurisdictionRules,
  source: ConvictionSource,
  federal: Draft,
  capForResidence: boolean,
  disposition: Draft | undefined,
): Draft {
  if (disposition) return disposition
  const name = rules.name
  const prepared = STATE_ROUTES.get(rules.code)![source]
  const values = prepared.bars.map((b) => ({ bar: b, value: evaluate(b.when, ctx.facts) }))
  const applies = or(...values.map((v) => v.value))
  const lead: string[] = []
  const citations = [...rules.loss.citations]
  const hits = values.filter((v) => v.value === true)
  if (hits.length > 0) {
    const firm = hits.filter((h) => h.bar.confidence !== 'low')
    const shown = firm.length > 0 ? firm : hits
    lead.push(
      `${name} bars firearms after ${listJoin(shown.map((h) => h.bar.label))}${firm.length === 0 ? ' (this may apply; the rule is not verified)' : ''} (${listJoin(unique(shown.flatMap((h) => h.bar.citations)))})`,
    )
  }
  if (applies === false || prepared.bars.length === 0) {
    return {
      status: 'NOT_APPLICABLE',
      path: `No ${name} firearm bar found for this conviction`,
      citations,
      packages: [],
      text: [prepared.notReached],
      missing: [],
      lifts: `Nothing: no ${name} ban found`,
      nextStep: `Nothing to do for ${name} law.`,
      waiting: false,
    }
  }
  const barMissing =
    applies === undefined
      ? unique(
          values.filter((v) => v.value === undefined).flatMap((v) => unknownFactsOf(v.bar.when, ctx.facts)),
        )
      : []
  if (applies === undefined) {
    lead.push(`Whether ${name}'s firearm prohibition reaches this offense depends on facts we do not have`)
  }

  const relief = checkReliefObtained(ctx, rules, source, 'NO', false)
  lead.push(...relief.text)
  citations.push(...relief.citations)
  if (relief.cleared) {
    const cleared: Draft = {
      status: 'ELIGIBLE',
      path: `${name} bar already lifted by relief you obtained`,
      citations,
      packages: [],
      text: lead,
      missing: barMissing,
      lifts: `${name}'s ban, already lifted by the relief you obtained`,
      nextStep: `Nothing to file for ${name}'s ban: keep a certified copy of your order.`,
      waiting: false,
      clearedByRelief: true,
    }
    return capForResidence ? capResidence(cleared, ctx, name) : cleared
  }

  const view: SideView = {
    side: 'STATE',
    stateName: name,
    convictingName: source === 'THIS_STATE' ? name : undefined,
    federalBan: source === 'THIS_STATE' && federal.status !== 'NOT_APPLICABLE',
    honors925c: rules.honors925c,
    mcdv: false,
  }
  const outcomes: Outcome[] = []
  for (const m of prepared.routes) {
    let o = evaluateMechanism(m, ctx, federal)
    if (m.kind === 'FEDERAL_925C_RECOGNIZED') o = onRoute(evaluate925c(ctx), honoredRoute(m))
    if (m.stateEffectUnverified !== undefined && o.kind === 'AVAILABLE') {
      o = rejudged(o, 'UNKNOWN', [m.stateEffectUnverified])
    }
    if (m.liftsStateBar === 'PARTIAL' && o.kind === 'AVAILABLE') {
      o = rejudged(o, 'UNKNOWN', PARTIAL_REASONS)
    }
    outcomes.push(o)
  }
  for (const m of prepared.extraordinary) {
    lead.push(`${m.path} is possible but rare, so we do not count it as a route (${m.citations.join('; ')})`)
    citations.push(...m.citations)
  }
  let draft = draftFromOutcomes(outcomes, view, prepared.noRoute, lead, citations, prepared.routeCitations)
  if (applies === undefined && draft.status !== 'MANUAL_REVIEW') draft = toReview(draft, barMissing)
  else draft = missingFirst(draft, barMissing)
  // Relief already held whose wording is unknown may clear this side: it needs reading first.
  if (relief.review) {
    draft = toReview(draft, ['reliefObtained.mentionsFirearms'])
  }
  return capForResidence ? capResidence(draft, ctx, name) : draft
}

/**
 * A state conviction of someone living in another state: the home state's own bar on an
 * out-of-state conviction applies too, and must be cleared as well. A home state with no bar for it
 * leaves the convicting state's finding; one that bars with no route open now decides (the worse
 * finding wins, with its date); one whose own route is open beside an open convicting-state route
 * needs review, since which filings clear both is not encoded.
 */
export function withResidence(
  ctx: Context,
  convicting: Draft,
  federal: Draft,
  disposition: Draft | undefined,
): Draft {
  const home = ctx.input.residenceState
  if (home === undefined || home === ctx.input.stateCode) return convicting
  const homeRules = JURISDICTION_RULES[home as keyof typeof JURISDICTION_RULES]
  const homeDraft = stateDraft(
    ctx,
    homeRules,
    'OTHER_STATE',
    federal,
    false,
    disposition && { ...disposition, citations: [...homeRules.loss.citations] },
  )
  if (homeDraft.status === 'NOT_APPLICABLE') {
    return {
      ...convicting,
      text: [...convicting.text, ...homeDraft.text],
      citations: [...convicting.citations, ...homeDraft.citations],
    }
  }
  if (homeDraft.status === 'ELIGIBLE' && convicting.status === 'ELIGIBLE')
    return capResidence(combine([convicting, homeDraft]), ctx, NAME_OF.get(ctx.input.stateCode) ?? '')
  return combine([convicting, homeDraft])
}

/** The home state's own law also applies; whether it honors the convicting state's relief is not encoded. */
function capResidence(draft: Draft, ctx: Context, convictingName: string): Draft {
  const home = ctx.input.residenceState
  if (home === undefined || home === ctx.input.stateCode || draft.status !== 'ELIGIBLE') return draft
  const homeName = NAME_OF.get(home) ?? home
  return {
    ...toReview(draft, []),
    text: [
      ...draft.text,
      `You live in ${homeName}, whose own firearm law also applies to you; whether ${homeName} honors ${convictingName} relief needs review`,
    ],
  }
}
