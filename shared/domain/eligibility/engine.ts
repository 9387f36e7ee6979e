// Interprets the rules in data/ for one person's answers. Pure and deterministic: the same input
// gives the same result, and nothing here reads the clock, the network or the environment.
import { addDays, addYears, laterOf } from './dates.ts'
import { FEDERAL } from './data/federal.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { and, deriveFacts, evaluate, or, unknownFactsOf, type CaseFacts, type Tri } from './facts.ts'
import { JURISDICTIONS, type EligibilityInput, type JurisdictionCode } from './input.ts'
import type { EligibilityResult, Finding, RecommendedPackage, Verdict } from './result.ts'
import { RULES_VERSION } from './rules-version.ts'
import type { ConvictionSource, JurisdictionRules, Mechanism, ReliefKind, Wait, WaitFrom } from './types.ts'

type Status = Finding['status']
type Package = 'STATE' | 'FEDERAL'

interface Interval {
  readonly lo: string
  /** null: not known to have happened by any date we can name. */
  readonly hi: string | null
}

interface Context {
  readonly input: EligibilityInput
  readonly facts: CaseFacts
  readonly asOf: string | undefined
  readonly conviction: string
  readonly completion: Interval
  /** true: sentence and supervision complete on asOf; false: not; undefined: cannot tell. */
  readonly supervisionDone: Tri
}

/** One route's outcome for this person. */
interface Outcome {
  readonly kind: 'AVAILABLE' | 'WAIT' | 'UNKNOWN' | 'CLOSED'
  readonly path: string
  readonly date?: string
  readonly dateExact?: boolean
  readonly reasons: readonly string[]
  /** Questions whose answers would settle an UNKNOWN outcome. */
  readonly missing: readonly string[]
  readonly citations: readonly string[]
  readonly packages: readonly Package[]
  readonly automatic: boolean
  readonly federalEffect?: Mechanism['federalEffect']
}

/** A finding plus what the reasoning and the package choice need. */
interface Draft {
  readonly status: Status
  readonly path: string
  readonly earliestEligibleDate?: string
  readonly citations: readonly string[]
  readonly packages: readonly Package[]
  readonly text: readonly string[]
  readonly missing: readonly string[]
}

const RESTORATION_KINDS: ReadonlySet<Mechanism['kind']> = new Set([
  'AUTOMATIC_ON_COMPLETION',
  'AUTOMATIC_AFTER_WAIT',
  'COURT_PETITION',
  'AGENCY_OR_BOARD_PETITION',
  'EXECUTIVE_RESTORATION',
  'CERTIFICATE_OF_RELIEF',
])
const MCDV_REMEDY_KINDS: ReadonlySet<Mechanism['kind']> = new Set([
  'PARDON',
  'EXPUNGEMENT',
  'SET_ASIDE',
  'SEALING',
])

const RELIEF_NAMES: Record<ReliefKind, string> = {
  EXPUNGEMENT: 'expungement',
  SET_ASIDE: 'set-aside',
  SEALING: 'sealing',
  PARDON: 'pardon',
  RIGHTS_RESTORED: 'restoration of rights',
  FEDERAL_RELIEF: 'federal relief under 18 U.S.C. § 925(c)',
}

const NAME_OF = new Map<string, string>(JURISDICTIONS.map((j) => [j.code, j.name]))

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)]

function sentence(text: string): string {
  const trimmed = text.trim()
  if (trimmed.length === 0) return trimmed
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

function article(word: string): string {
  return /^[AEIOU]/.test(word) ? 'An' : 'A'
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

// ---------------------------------------------------------------------------------------------
// Time

function buildContext(input: EligibilityInput): Context {
  const facts = deriveFacts(input)
  const asOf = input.asOf
  const conviction = input.convictionDate
  const end = input.supervisionEndDate
  const endFuture = end !== undefined && asOf !== undefined && end > asOf
  let supervisionDone: Tri
  let completion: Interval
  if (input.supervisionCompleted === true) {
    if (end === undefined) {
      supervisionDone = asOf === undefined ? undefined : true
      completion = { lo: conviction, hi: asOf ?? null }
    } else {
      supervisionDone = asOf === undefined ? undefined : !endFuture
      completion = { lo: laterOf(end, conviction), hi: laterOf(end, conviction) }
    }
  } else if (input.supervisionCompleted === false) {
    supervisionDone = false
    if (end !== undefined && (asOf === undefined || end > asOf)) {
      completion = { lo: laterOf(end, conviction), hi: laterOf(end, conviction) }
    } else {
      completion = { lo: laterOf(asOf ? addDays(asOf, 1) : conviction, conviction), hi: null }
    }
  } else {
    supervisionDone = endFuture ? false : undefined
    completion = { lo: laterOf(end ?? conviction, conviction), hi: endFuture && end ? end : null }
  }
  return { input, facts, asOf, conviction, completion, supervisionDone }
}

function intervalOf(from: WaitFrom, ctx: Context): Interval {
  if (from === 'CONVICTION') return { lo: ctx.conviction, hi: ctx.conviction }
  if (from === 'RELEASE_FROM_CONFINEMENT') return { lo: ctx.conviction, hi: ctx.completion.hi }
  return ctx.completion
}

interface WaitCheck {
  readonly state: 'MET' | 'NOT_YET' | 'UNKNOWN'
  readonly date?: string
  readonly exact: boolean
  readonly reasons: string[]
  readonly missing: string[]
}

const COMPLETION_REQUIRED: Wait = {
  years: 0,
  from: 'SENTENCE_COMPLETION',
  label: 'after the sentence, including any supervision, is complete',
}

/** Checks every wait that applies, plus the rule that the sentence must be complete first. */
function checkWaits(waits: readonly Wait[], ctx: Context): WaitCheck {
  const notYet: { date: string; exact: boolean; label: string }[] = []
  const reasons: string[] = []
  const missing: string[] = []
  for (const wait of [COMPLETION_REQUIRED, ...waits]) {
    const applies = wait.when === undefined ? true : evaluate(wait.when, ctx.facts)
    if (applies === false) continue
    const interval = intervalOf(wait.from, ctx)
    const earliest = addYears(interval.lo, wait.years)
    const latest = interval.hi === null ? null : addYears(interval.hi, wait.years)
    if (ctx.asOf === undefined) {
      reasons.push('no assessment date was given, so no waiting period could be checked')
      missing.push('the date to assess eligibility on')
      continue
    }
    if (latest !== null && latest <= ctx.asOf) continue
    if (earliest > ctx.asOf && applies === true && wait.confidence !== 'low') {
      notYet.push({ date: earliest, exact: interval.lo === interval.hi, label: wait.label })
      continue
    }
    if (applies === undefined) {
      reasons.push(`a wait of ${wait.years} years (${wait.label}) may apply`)
      missing.push(...unknownFactsOf(wait.when ?? 'felony', ctx.facts))
    } else if (wait.confidence === 'low') {
      reasons.push(`an unverified waiting period (${wait.label}) may not have run`)
    } else if (wait === COMPLETION_REQUIRED) {
      reasons.push('we could not confirm that the sentence and any supervision are complete')
      missing.push('whether you have completed your sentence, including probation or parole')
    } else {
      reasons.push(`we could not tell whether the wait of ${wait.years} years (${wait.label}) has run`)
      missing.push('the date your sentence, including any supervision, ended')
    }
  }
  if (notYet.length > 0) {
    const last = notYet.reduce((a, b) => (b.date > a.date ? b : a))
    return {
      state: 'NOT_YET',
      date: last.date,
      exact: notYet.every((n) => n.exact) && reasons.length === 0,
      reasons: [`it is open only ${last.label}`, ...reasons],
      missing,
    }
  }
  if (reasons.length > 0) return { state: 'UNKNOWN', exact: false, reasons, missing }
  return { state: 'MET', exact: true, reasons: [], missing: [] }
}

// ---------------------------------------------------------------------------------------------
// Routes

function packagesOf(m: Mechanism): Package[] {
  if (m.kind === 'AUTOMATIC_ON_COMPLETION' || m.kind === 'AUTOMATIC_AFTER_WAIT') return []
  if (m.kind === 'FEDERAL_925C_RECOGNIZED') return ['FEDERAL']
  return ['STATE']
}

function evaluateMechanism(m: Mechanism, ctx: Context, federal?: Draft): Outcome {
  const base = {
    path: m.path,
    citations: m.citations,
    packages: packagesOf(m),
    automatic: m.kind === 'AUTOMATIC_ON_COMPLETION' || m.kind === 'AUTOMATIC_AFTER_WAIT',
    federalEffect: m.federalEffect,
  }
  const unknown: string[] = []
  const missing: string[] = []
  const used = (ctx.input.reliefObtained ?? []).find(
    (r) => r.mentionsFirearms === true && m.reliefKinds.includes(r.kind),
  )
  if (used !== undefined) {
    return {
      ...base,
      kind: 'CLOSED',
      reasons: [`the ${RELIEF_NAMES[used.kind]} you already obtained expressly withholds firearm rights`],
      missing: [],
    }
  }
  if (m.requires !== undefined) {
    const ok = evaluate(m.requires, ctx.facts)
    if (ok === false)
      return {
        ...base,
        kind: 'CLOSED',
        reasons: [`it is only for ${m.requiresLabel ?? 'other offenses'}`],
        missing: [],
      }
    if (ok === undefined) {
      unknown.push(
        `we could not tell whether your conviction is among the ${m.requiresLabel ?? 'offenses'} it is limited to`,
      )
      missing.push(...unknownFactsOf(m.requires, ctx.facts))
    }
  }
  for (const ex of m.excludes ?? []) {
    const hit = evaluate(ex.when, ctx.facts)
    if (hit === true && ex.confidence !== 'low') {
      return { ...base, kind: 'CLOSED', reasons: [`it excludes ${ex.label}`], missing: [] }
    }
    if (hit === true) unknown.push(`it may exclude ${ex.label}`)
    if (hit === undefined) {
      unknown.push(`we could not tell whether its exclusion of ${ex.label} applies to you`)
      missing.push(...unknownFactsOf(ex.when, ctx.facts))
    }
  }
  if (m.unresolved !== undefined) unknown.push(`it depends on ${m.unresolved}`)
  if (m.confidence === 'low') unknown.push('this route could not be verified against the statute')
  if (
    m.dependsOnFederal &&
    federal !== undefined &&
    federal.status !== 'ELIGIBLE' &&
    federal.status !== 'NOT_APPLICABLE'
  ) {
    unknown.push('it is granted only once federal law no longer bars you')
  }
  const waits = checkWaits(m.waits ?? [], ctx)
  if (waits.state === 'NOT_YET') {
    return {
      ...base,
      kind: 'WAIT',
      date: waits.date,
      dateExact: waits.exact && unknown.length === 0,
      reasons: [...waits.reasons, ...unknown],
      missing: [...missing, ...waits.missing],
    }
  }
  const reasons = [...unknown, ...waits.reasons]
  if (reasons.length > 0)
    return { ...base, kind: 'UNKNOWN', reasons, missing: [...missing, ...waits.missing] }
  return { ...base, kind: 'AVAILABLE', reasons: [], missing: [] }
}

function evaluate925c(ctx: Context): Outcome {
  const relief = FEDERAL.relief925c
  const base = {
    path: relief.path,
    citations: relief.citations,
    packages: ['FEDERAL'] as Package[],
    automatic: false,
  }
  const missing: string[] = []
  const unsure: string[] = []
  for (const ex of relief.presumptivelyIneligible) {
    const hit = evaluate(ex.when, ctx.facts)
    if (hit === true) {
      return {
        ...base,
        kind: 'CLOSED',
        reasons: [
          `the proposed rule presumes ${ex.label} ineligible, a presumption only extraordinary circumstances overcome`,
        ],
        missing: [],
      }
    }
    if (hit === undefined) {
      unsure.push(
        `we could not tell whether the proposed rule's presumption against ${ex.label} applies to you`,
      )
      missing.push(...unknownFactsOf(ex.when, ctx.facts))
    }
  }
  const waits = checkWaits(relief.waits, ctx)
  if (waits.state === 'NOT_YET') {
    return {
      ...base,
      kind: 'WAIT',
      date: waits.date,
      dateExact: false,
      reasons: [...waits.reasons, ...unsure],
      missing,
    }
  }
  return {
    ...base,
    kind: 'UNKNOWN',
    reasons: [
      'the rule that would govern it is only proposed and relief is discretionary',
      ...unsure,
      ...waits.reasons,
    ],
    missing: [...missing, ...waits.missing],
  }
}

const RANK: Record<Outcome['kind'], number> = { AVAILABLE: 3, UNKNOWN: 2, WAIT: 1, CLOSED: 0 }
const EFFECT_RANK = { REMOVES: 2, UNCERTAIN: 1, DOES_NOT_REMOVE: 0 } as const

/** The most useful route: open now first; for the state side a route with nothing to file first. */
function best(outcomes: readonly Outcome[], side: 'STATE' | 'FEDERAL'): Outcome | undefined {
  let chosen: Outcome | undefined
  for (const o of outcomes) {
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

function describeOutcome(o: Outcome): string {
  switch (o.kind) {
    case 'AVAILABLE':
      return o.automatic
        ? `${o.path}: this appears to have happened by operation of law, with nothing to file`
        : `${o.path}: this route appears open to you now`
    case 'WAIT':
      return `${o.path}: not yet, because ${listJoin(o.reasons)}${o.date ? `; ${o.dateExact ? 'it opens on' : 'it opens no earlier than'} ${o.date}` : ''}`
    case 'UNKNOWN':
      return `${o.path}: this needs review, because ${listJoin(o.reasons)}`
    case 'CLOSED':
      return `${o.path}: not available, because ${listJoin(o.reasons)}`
  }
}

function draftFromOutcomes(
  outcomes: readonly Outcome[],
  side: 'STATE' | 'FEDERAL',
  noRoute: string,
  lead: string[],
  citations: string[],
): Draft {
  const chosen = best(outcomes, side)
  const text = [...lead, ...outcomes.map(describeOutcome)]
  const allCitations = unique([...citations, ...outcomes.flatMap((o) => o.citations)])
  if (chosen === undefined) {
    return {
      status: 'NOT_ELIGIBLE',
      path: noRoute,
      citations: allCitations,
      packages: [],
      text: [...text, noRoute],
      missing: [],
    }
  }
  const status: Status =
    chosen.kind === 'AVAILABLE' ? 'ELIGIBLE' : chosen.kind === 'UNKNOWN' ? 'MANUAL_REVIEW' : 'NOT_ELIGIBLE'
  // A case under review may end on any of the routes still in question, so it needs their packages.
  const packages =
    status === 'NOT_ELIGIBLE'
      ? []
      : status === 'MANUAL_REVIEW'
        ? unique(outcomes.filter((o) => o.kind === 'UNKNOWN').flatMap((o) => o.packages))
        : chosen.packages
  return {
    status,
    path: chosen.path,
    earliestEligibleDate: chosen.kind === 'WAIT' ? chosen.date : undefined,
    citations: allCitations,
    packages,
    text,
    missing: chosen.kind === 'UNKNOWN' ? unique(chosen.missing) : [],
  }
}

// ---------------------------------------------------------------------------------------------
// Relief already obtained

interface ReliefCheck {
  readonly cleared: boolean
  readonly review: boolean
  readonly text: string[]
  readonly citations: string[]
}

/** Whether a route could ever have been granted for this offense (not excluded, not for other offenses). */
function fitsOffense(m: Mechanism, ctx: Context): boolean {
  if (m.requires !== undefined && evaluate(m.requires, ctx.facts) === false) return false
  return !(m.excludes ?? []).some((ex) => ex.confidence !== 'low' && evaluate(ex.when, ctx.facts) === true)
}

function reliefFor(
  ctx: Context,
  kind: ReliefKind,
  rules: JurisdictionRules | undefined,
  source: ConvictionSource,
  mcdvOnly: boolean,
  forFederal: boolean,
): { effect: 'REMOVES' | 'DOES_NOT_REMOVE' | 'UNCERTAIN'; express: boolean; citations: string[] } {
  if (kind === 'FEDERAL_RELIEF') {
    if (forFederal) return { effect: 'REMOVES', express: false, citations: [...FEDERAL.relief925c.citations] }
    return rules?.honors925c
      ? {
          effect: 'REMOVES',
          express: false,
          citations: rules.mechanisms
            .filter((m) => m.kind === 'FEDERAL_925C_RECOGNIZED')
            .flatMap((m) => m.citations),
        }
      : { effect: 'DOES_NOT_REMOVE', express: false, citations: [] }
  }
  if (source === 'FEDERAL') {
    // Beecham: only federal law restores rights lost by a federal conviction.
    if (kind === 'PARDON')
      return { effect: 'REMOVES', express: false, citations: [...FEDERAL.presidentialPardon.citations] }
    if (kind === 'RIGHTS_RESTORED')
      return {
        effect: 'DOES_NOT_REMOVE',
        express: false,
        citations: [...FEDERAL.federalConvictions.citations],
      }
    return { effect: 'UNCERTAIN', express: false, citations: [...FEDERAL.federalConvictions.citations] }
  }
  if (rules === undefined) return { effect: 'UNCERTAIN', express: false, citations: [] }
  if (kind === 'RIGHTS_RESTORED' && forFederal && (mcdvOnly || rules.civilRightsNeverLost)) {
    return { effect: 'DOES_NOT_REMOVE', express: false, citations: [...FEDERAL.civilRightsMeaning.citations] }
  }
  const matches = rules.mechanisms.filter((m) => m.reliefKinds.includes(kind) && fitsOffense(m, ctx))
  if (matches.length === 0) return { effect: 'UNCERTAIN', express: false, citations: [] }
  const effects = matches.map((m) =>
    forFederal ? m.federalEffect : m.liftsStateBar === 'FULL' ? 'REMOVES' : 'DOES_NOT_REMOVE',
  )
  const effect = effects.every((e) => e === 'REMOVES')
    ? 'REMOVES'
    : effects.every((e) => e === 'DOES_NOT_REMOVE')
      ? 'DOES_NOT_REMOVE'
      : 'UNCERTAIN'
  return {
    effect,
    express: matches.some((m) => m.firearmsMustBeExpress === true),
    citations: matches.flatMap((m) => m.citations),
  }
}

function checkReliefObtained(
  ctx: Context,
  rules: JurisdictionRules | undefined,
  source: ConvictionSource,
  mcdvOnly: boolean,
  forFederal: boolean,
): ReliefCheck {
  const text: string[] = []
  const citations: string[] = []
  let cleared = false
  let review = false
  for (const relief of ctx.input.reliefObtained ?? []) {
    const name = RELIEF_NAMES[relief.kind]
    const where = forFederal ? 'the federal bar' : `${rules?.name ?? 'the state'}'s bar`
    if (relief.mentionsFirearms === true) {
      text.push(
        `Your ${name} expressly says you may not possess firearms, so under the "unless" clause of 18 U.S.C. § 921(a)(20) it does not lift ${where}.`,
      )
      citations.push(...FEDERAL.unlessClause.citations)
      continue
    }
    const found = reliefFor(ctx, relief.kind, rules, source, mcdvOnly, forFederal)
    citations.push(...found.citations)
    if (relief.mentionsFirearms === undefined && relief.kind !== 'FEDERAL_RELIEF') {
      review = true
      text.push(
        `We need to know whether your ${name} says anything restricting firearms before relying on it for ${where}.`,
      )
      continue
    }
    if (found.effect === 'REMOVES' && found.express && relief.kind === 'PARDON') {
      review = true
      text.push(
        `A pardon here restores firearm rights only when it says so expressly; please check that yours does.`,
      )
      continue
    }
    if (found.effect === 'REMOVES') {
      cleared = true
      text.push(`Your ${name}, with no firearms restriction, appears to lift ${where}.`)
      if (forFederal) citations.push(...FEDERAL.unlessClause.citations)
    } else if (found.effect === 'UNCERTAIN') {
      review = true
      text.push(`Whether your ${name} lifts ${where} is unsettled and needs review.`)
    } else {
      text.push(`Your ${name} does not lift ${where}.`)
    }
  }
  return { cleared, review, text, citations }
}

// ---------------------------------------------------------------------------------------------
// Findings

function dispositionDraft(ctx: Context, citations: readonly string[]): Draft | undefined {
  const d = ctx.input.disposition
  if (d === undefined || d === 'CONVICTION') return undefined
  const what =
    d === 'DEFERRED'
      ? 'a deferred adjudication or deferred sentence'
      : d === 'DIVERSION'
        ? 'diversion'
        : 'an outcome other than a conviction'
  return {
    status: 'MANUAL_REVIEW',
    path: 'Whether the case counts as a conviction',
    citations: [...citations],
    packages: [],
    text: [
      `The case ended in ${what}; whether that is a "conviction" depends on the law of the jurisdiction where it was decided (18 U.S.C. § 921(a)(20)), and a completed deferral is often not one`,
    ],
    missing: ['the court papers showing how the case ended'],
  }
}

interface FederalProhibition {
  readonly prohibited: Tri
  readonly felony: Tri
  readonly mcdv: Tri
  readonly text: string[]
  readonly citations: string[]
  readonly missing: string[]
}

function federalProhibition(
  ctx: Context,
  source: ConvictionSource,
  rules: JurisdictionRules | undefined,
): FederalProhibition {
  const f = ctx.facts
  const text: string[] = []
  const citations: string[] = []
  const missing: string[] = []
  let felony: Tri
  if (f.businessRegulation) felony = undefined
  else if (f.maxSentenceYears !== undefined) {
    felony =
      source === 'FEDERAL' || f.grade !== 'MISDEMEANOR' ? f.maxSentenceYears > 1 : f.maxSentenceYears > 2
  } else if (f.grade === 'FELONY') felony = true
  else if (f.grade === 'MISDEMEANOR')
    felony = source !== 'FEDERAL' && rules?.misdemeanorsMayExceedTwoYears ? undefined : false
  else felony = undefined

  const mcdv = and(
    felony === true ? false : f.grade === undefined ? undefined : f.grade === 'MISDEMEANOR',
    f.flags.domestic,
    f.flags.violent,
  )
  const dishonorable = f.dishonorableDischarge === true
  const prohibited = or(felony, mcdv, dishonorable ? true : false)

  if (felony === true) {
    text.push(sentence(FEDERAL.felonyBar.label) + ' That applies to this conviction')
    citations.push(...FEDERAL.felonyBar.citations)
  } else if (felony === undefined) {
    if (f.businessRegulation) {
      text.push(
        'Business-regulation offenses such as antitrust violations are excluded from the federal felony bar (18 U.S.C. § 921(a)(20)(A)); whether yours is one needs review',
      )
    } else if (f.grade === 'MISDEMEANOR') {
      text.push(
        `Some ${rules?.name ?? 'state'} misdemeanors are punishable by more than two years, which makes them federal felonies; we need the maximum punishment`,
      )
      missing.push('the maximum sentence the law allowed for the offense')
    } else {
      text.push(
        'We could not tell whether the conviction was punishable by more than one year, which decides the federal felony bar',
      )
      missing.push('whether the conviction was a felony or a misdemeanor')
    }
    citations.push(...FEDERAL.felonyBar.citations)
  }
  if (mcdv === true) {
    text.push(sentence(FEDERAL.mcdvBar.label) + ' That appears to apply to this conviction')
    citations.push(...FEDERAL.mcdvBar.citations)
  } else if (mcdv === undefined && felony !== true && f.flags.domestic !== false) {
    text.push(
      'A misdemeanor of force against a spouse, partner or household member would bring the federal domestic-violence bar',
    )
    missing.push(...unknownFactsOf('mcdv', f))
    citations.push(...FEDERAL.mcdvBar.citations)
  }
  if (dishonorable) {
    text.push(sentence(FEDERAL.dishonorableDischargeBar.label))
    citations.push(...FEDERAL.dishonorableDischargeBar.citations)
  }
  return { prohibited, felony, mcdv, text, citations, missing }
}

function federalDraft(ctx: Context, source: ConvictionSource, rules: JurisdictionRules | undefined): Draft {
  const disposition = dispositionDraft(ctx, FEDERAL.felonyBar.citations)
  if (disposition) return disposition
  const p = federalProhibition(ctx, source, rules)
  const mcdvOnly = p.mcdv === true && p.felony !== true
  const relief = checkReliefObtained(ctx, rules, source, mcdvOnly, true)
  const lead = [...p.text, ...relief.text]
  const citations = [...p.citations, ...relief.citations]
  if (relief.cleared && ctx.facts.dishonorableDischarge !== true) {
    return {
      status: 'ELIGIBLE',
      path: 'Federal bar already lifted by relief you obtained',
      citations,
      packages: [],
      text: lead,
      missing: [],
    }
  }
  if (p.prohibited === false) {
    return {
      status: 'NOT_APPLICABLE',
      path: 'No federal firearm bar found for this conviction',
      citations: unique([...citations, ...FEDERAL.felonyBar.citations]),
      packages: [],
      text: [
        ...lead,
        'The conviction does not appear to be punishable by more than one year or to be a misdemeanor crime of domestic violence, so no federal bar appears to follow from it',
      ],
      missing: [],
    }
  }
  const outcomes: Outcome[] = []
  if (source === 'FEDERAL') {
    lead.push(
      'Only federal law can lift a bar that comes from a federal conviction (Beecham): a presidential pardon or relief under 18 U.S.C. § 925(c)',
    )
    citations.push(...FEDERAL.federalConvictions.citations)
  } else if (rules !== undefined && ctx.facts.dishonorableDischarge !== true) {
    for (const m of rules.mechanisms) {
      if (!m.appliesTo.includes('THIS_STATE') || m.extraordinary || m.dependsOnFederal) continue
      if (m.federalEffect === 'DOES_NOT_REMOVE' || m.kind === 'FEDERAL_925C_RECOGNIZED') continue
      if (mcdvOnly && !MCDV_REMEDY_KINDS.has(m.kind)) continue
      if (rules.civilRightsNeverLost && RESTORATION_KINDS.has(m.kind)) continue
      const o = evaluateMechanism(m, ctx)
      if (m.federalEffect === 'UNCERTAIN' && (o.kind === 'AVAILABLE' || o.kind === 'UNKNOWN')) {
        outcomes.push({
          ...o,
          kind: 'UNKNOWN',
          reasons: [...o.reasons, 'whether it also lifts the federal bar is unsettled'],
          packages: ['STATE', 'FEDERAL'],
        })
      } else outcomes.push(o)
    }
    lead.push(
      `${article(rules.name)} ${rules.name} pardon, expungement, set-aside or full restoration of civil rights lifts the federal bar for ${article(rules.name).toLowerCase()} ${rules.name} conviction unless it, or any remaining ${rules.name} firearm restriction, still limits firearms (18 U.S.C. § 921(a)(20); Caron)`,
    )
    citations.push(...FEDERAL.unlessClause.citations)
    if (mcdvOnly) {
      lead.push(
        'For a misdemeanor, civil rights are usually never lost, so only a pardon, expungement or set-aside counts (Logan)',
      )
      citations.push(...FEDERAL.civilRightsMeaning.citations)
    }
  }
  if (ctx.facts.dishonorableDischarge === true) {
    lead.push('A dishonorable discharge is a separate federal bar that state relief cannot cure')
  }
  outcomes.push(evaluate925c(ctx))
  const draft = draftFromOutcomes(outcomes, 'FEDERAL', 'No federal route found', lead, citations)
  const pardonNote = `A presidential pardon (${FEDERAL.presidentialPardon.citations.join('; ')}) is also possible for federal convictions but is rarely granted, so we do not count it as a route`
  const text = source === 'FEDERAL' ? [...draft.text, pardonNote] : draft.text
  if (p.prohibited === undefined && draft.status === 'ELIGIBLE') {
    return { ...draft, text, status: 'MANUAL_REVIEW', missing: unique([...p.missing, ...draft.missing]) }
  }
  if (relief.review && draft.status !== 'NOT_ELIGIBLE') {
    return {
      ...draft,
      text,
      status: 'MANUAL_REVIEW',
      missing: unique([...draft.missing, 'the exact wording of the relief you obtained']),
    }
  }
  return { ...draft, text, missing: unique([...p.missing, ...draft.missing]) }
}

function stateDraft(
  ctx: Context,
  rules: JurisdictionRules,
  source: ConvictionSource,
  federal: Draft,
  capForResidence: boolean,
): Draft {
  const disposition = dispositionDraft(ctx, rules.loss.citations)
  if (disposition) return disposition
  const name = rules.name
  const bars = rules.loss.bars.filter((b) => b.covers.includes(source))
  const values = bars.map((b) => ({ bar: b, value: evaluate(b.when, ctx.facts) }))
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
  if (applies === false || bars.length === 0) {
    return {
      status: 'NOT_APPLICABLE',
      path: `No ${name} firearm bar found for this conviction`,
      citations,
      packages: [],
      text: [
        bars.length === 0
          ? `${name}'s firearm prohibition does not reach this kind of conviction`
          : `${name}'s firearm prohibition (${rules.loss.summary.replace(/\.$/, '')}) does not appear to reach this offense on your answers`,
      ],
      missing: [],
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

  const relief = checkReliefObtained(ctx, rules, source, false, false)
  lead.push(...relief.text)
  citations.push(...relief.citations)
  if (relief.cleared) {
    const cleared: Draft = {
      status: 'ELIGIBLE',
      path: `${name} bar already lifted by relief you obtained`,
      citations: unique(citations),
      packages: [],
      text: lead,
      missing: barMissing,
    }
    return capForResidence ? capResidence(cleared, ctx, name) : cleared
  }

  const outcomes: Outcome[] = []
  for (const m of rules.mechanisms) {
    if (!m.appliesTo.includes(source) || m.extraordinary || m.liftsStateBar === 'NONE') continue
    let o = evaluateMechanism(m, ctx, federal)
    if (m.kind === 'FEDERAL_925C_RECOGNIZED') {
      const fed = evaluate925c(ctx)
      o = {
        ...fed,
        path: m.path,
        citations: unique([...m.citations, ...fed.citations]),
        federalEffect: 'REMOVES',
      }
    }
    if (m.liftsStateBar === 'PARTIAL' && o.kind === 'AVAILABLE') {
      o = {
        ...o,
        kind: 'UNKNOWN',
        reasons: ['it leaves a firearm restriction in place, so it is not a full restoration'],
      }
    }
    outcomes.push(o)
  }
  const extraordinary = rules.mechanisms.filter((m) => m.extraordinary && m.appliesTo.includes(source))
  for (const m of extraordinary) {
    lead.push(`${m.path} is possible but rare, so we do not count it as a route (${m.citations.join('; ')})`)
    citations.push(...m.citations)
  }
  const noRoute =
    source === 'THIS_STATE'
      ? `No ${name} route found`
      : `No ${name} route for a ${source === 'FEDERAL' ? 'federal' : 'another state’s'} conviction`
  let draft = draftFromOutcomes(outcomes, 'STATE', noRoute, lead, citations)
  if (applies === undefined && draft.status === 'ELIGIBLE') {
    draft = { ...draft, status: 'MANUAL_REVIEW', missing: barMissing }
  } else {
    draft = { ...draft, missing: unique([...barMissing, ...draft.missing]) }
  }
  if (relief.review && draft.status !== 'NOT_ELIGIBLE') {
    draft = {
      ...draft,
      status: 'MANUAL_REVIEW',
      missing: unique([...draft.missing, 'the exact wording of the relief you obtained']),
    }
  }
  return capForResidence ? capResidence(draft, ctx, name) : draft
}

function capResidence(draft: Draft, ctx: Context, convictingName: string): Draft {
  const home = ctx.input.residenceState
  if (home === undefined || home === ctx.input.stateCode || draft.status !== 'ELIGIBLE') return draft
  const homeName = NAME_OF.get(home) ?? home
  return {
    ...draft,
    status: 'MANUAL_REVIEW',
    text: [
      ...draft.text,
      `You live in ${homeName}, whose own firearm law also applies to you; whether ${homeName} honors ${convictingName} relief needs review`,
    ],
    missing: [...draft.missing],
  }
}

const SEVERITY: Record<Status, number> = { NOT_APPLICABLE: 0, ELIGIBLE: 1, MANUAL_REVIEW: 2, NOT_ELIGIBLE: 3 }

/** Both (or all) must be ELIGIBLE; NOT_APPLICABLE parts are neutral. */
function combine(drafts: readonly Draft[]): Draft {
  const active = drafts.filter((d) => d.status !== 'NOT_APPLICABLE')
  const citations = unique(drafts.flatMap((d) => d.citations))
  const text = unique(drafts.flatMap((d) => d.text))
  if (active.length === 0) {
    return {
      status: 'NOT_APPLICABLE',
      path: unique(drafts.map((d) => d.path)).join('; '),
      citations,
      packages: [],
      text,
      missing: [],
    }
  }
  const worst = active.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a))
  const blocked = active.filter((d) => d.status === 'NOT_ELIGIBLE')
  const dates = blocked.map((d) => d.earliestEligibleDate)
  const earliest =
    worst.status === 'NOT_ELIGIBLE' && dates.every((d) => d !== undefined)
      ? dates.reduce((a, b) => (b! > a! ? b : a))
      : undefined
  return {
    status: worst.status,
    path: unique(active.map((d) => d.path)).join('; '),
    earliestEligibleDate: earliest,
    citations,
    packages: unique(active.filter((d) => d.status !== 'NOT_ELIGIBLE').flatMap((d) => d.packages)),
    text,
    missing: unique(active.flatMap((d) => d.missing)),
  }
}

function toFinding(d: Draft): Finding {
  return {
    status: d.status,
    path: d.path,
    ...(d.earliestEligibleDate !== undefined ? { earliestEligibleDate: d.earliestEligibleDate } : {}),
    citations: unique(d.citations),
  }
}

// ---------------------------------------------------------------------------------------------
// Verdict

function packageOf(packages: readonly Package[]): RecommendedPackage | undefined {
  const set = new Set(packages)
  if (set.has('STATE') && set.has('FEDERAL')) return 'BUNDLE'
  if (set.has('STATE')) return 'STATE'
  if (set.has('FEDERAL')) return 'FEDERAL'
  return undefined
}

const VERDICT_WORDS: Record<Verdict, string> = {
  ELIGIBLE: 'On your answers, you appear eligible to pursue restoration',
  NOT_ELIGIBLE: 'On your answers, a restoration route does not appear to be open to you yet',
  MANUAL_REVIEW: 'Your case needs review by our team before we can say whether a route is open',
}

const PACKAGE_WORDS: Record<RecommendedPackage, string> = {
  FEDERAL: 'The federal package addresses the route identified',
  STATE: 'The state package addresses the route identified',
  BUNDLE: 'The bundle addresses both the state and the federal side',
}

function evaluateOrThrow(input: EligibilityInput): EligibilityResult {
  const ctx = buildContext(input)
  const code = input.stateCode as JurisdictionCode
  const rules = JURISDICTION_RULES[code]
  const homeCode = (input.residenceState ?? input.stateCode) as JurisdictionCode
  const homeRules = JURISDICTION_RULES[homeCode]

  let federal: Draft
  let state: Draft
  if (input.convictionType === 'FEDERAL') {
    federal = federalDraft(ctx, 'FEDERAL', rules)
    state = stateDraft(ctx, homeRules, 'FEDERAL', federal, false)
  } else if (input.convictionType === 'STATE') {
    federal = federalDraft(ctx, 'THIS_STATE', rules)
    state = stateDraft(ctx, rules, 'THIS_STATE', federal, true)
  } else {
    const fromState = federalDraft(ctx, 'THIS_STATE', rules)
    const fromFederal = federalDraft(ctx, 'FEDERAL', rules)
    federal = combine([fromState, fromFederal])
    state = combine([
      stateDraft(ctx, rules, 'THIS_STATE', federal, true),
      stateDraft(ctx, homeRules, 'FEDERAL', federal, false),
    ])
  }

  let decided: Draft
  if (input.convictionType === 'FEDERAL') decided = federal.status !== 'NOT_APPLICABLE' ? federal : state
  else if (input.convictionType === 'STATE') decided = state.status !== 'NOT_APPLICABLE' ? state : federal
  else decided = combine([state, federal])

  const notes: string[] = []
  let verdict: Verdict
  if (decided.status === 'NOT_APPLICABLE') {
    verdict = 'MANUAL_REVIEW'
    notes.push(
      'No firearm disability is apparent from your answers; our team will confirm before you buy anything',
    )
  } else verdict = decided.status

  const missing = unique([...federal.missing, ...state.missing])
  if (ctx.asOf !== undefined && input.convictionDate > ctx.asOf) {
    verdict = 'MANUAL_REVIEW'
    notes.push('The conviction date is after the date of assessment, so the answers need checking')
  }
  if (verdict === 'ELIGIBLE' && missing.length > 0) verdict = 'MANUAL_REVIEW'
  if (ctx.supervisionDone !== true && verdict === 'ELIGIBLE') verdict = 'MANUAL_REVIEW'
  if (ctx.supervisionDone === false) {
    verdict = 'NOT_ELIGIBLE'
    notes.push('Your sentence or supervision is not complete, and no route opens before it is')
  }
  if (verdict === 'MANUAL_REVIEW' && missing.length > 0) {
    notes.push(`To decide, we need to know ${listJoin(missing)}`)
  }

  const recommendedPackage =
    verdict === 'NOT_ELIGIBLE' || decided.status === 'NOT_APPLICABLE'
      ? undefined
      : packageOf([...federal.packages, ...state.packages])

  const stateName = input.convictionType === 'FEDERAL' ? homeRules.name : rules.name
  const reasoning = [
    ...ctx.facts.notes,
    input.disposition === undefined ? 'We assumed the case ended in a conviction.' : '',
    'We assumed no other federal prohibition applies (such as a pending felony charge, a protection order or unlawful drug use), because the questionnaire does not ask about them.',
    `Federal law: ${federal.text.map(sentence).join(' ')}`,
    `${stateName} law: ${state.text.map(sentence).join(' ')}`,
    ...notes.map(sentence),
    sentence(VERDICT_WORDS[verdict]) +
      (recommendedPackage ? ` ${sentence(PACKAGE_WORDS[recommendedPackage])}` : '') +
      (decided.earliestEligibleDate && verdict === 'NOT_ELIGIBLE'
        ? ` The earliest date a route may open is ${decided.earliestEligibleDate}.`
        : ''),
    'This is general legal information, not legal advice; a lawyer can advise on your situation.',
  ]
    .filter((s) => s.length > 0)
    .join(' ')

  return {
    verdict,
    reasoning,
    ...(recommendedPackage ? { recommendedPackage } : {}),
    citations: unique([...federal.citations, ...state.citations]),
    federal: toFinding(federal),
    state: toFinding(state),
    rulesVersion: RULES_VERSION,
  }
}

/**
 * Decides whether the person appears eligible to restore firearm rights, under federal law and the
 * law of the state, from the rules in data/. Never throws for input that passed EligibilityInputSchema:
 * an unexpected failure becomes MANUAL_REVIEW.
 */
export function evaluateEligibility(input: EligibilityInput): EligibilityResult {
  try {
    return evaluateOrThrow(input)
  } catch {
    const review: Finding = { status: 'MANUAL_REVIEW', path: 'Review by our team', citations: [] }
    return {
      verdict: 'MANUAL_REVIEW',
      reasoning:
        'We could not assess these answers automatically, so our team will review them. This is general legal information, not legal advice.',
      citations: [],
      federal: review,
      state: review,
      rulesVersion: RULES_VERSION,
    }
  }
}
