// Interprets the rules in data/ for one person's answers and decides the verdict under the policy of
// docs/decisions/020: ELIGIBLE only when the recommended package alone lifts every firearm ban that
// applies (federal, the convicting state's and the home state's). Pure and deterministic: the same
// input gives the same result, and nothing here reads the clock, the network or the environment.
import type { ChargeInference } from './charges.ts'
import { buildContext, type Context } from './context.ts'
import { FEDERAL } from './data/federal.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { combine, toFinding, type Draft } from './draft.ts'
import { reportEngineError } from './engine-errors.ts'
import { federalDraft } from './federal-finding.ts'
import type { EligibilityInput, JurisdictionCode } from './input.ts'
import type { JurisdictionRules } from './types.ts'
import { missingLabels, questionsFor, type MissingKey } from './questions.ts'
import type { EligibilityResult, Finding, RecommendedPackage, Verdict } from './result.ts'
import { evaluateMechanism, type Package } from './routes.ts'
import { RULES_VERSION } from './rules-version.ts'
import { stateDraft, withResidence } from './state-finding.ts'
import { listJoin, sentence, uniqueOf } from './text.ts'

/** The words docs/decisions/020 requires when the case may not be a conviction at all. */
const DISCHARGE_WORDS = 'restoration may be unnecessary; verify the discharge order'

/** How each outcome that may not be a conviction is named, why, and the order that shows it. */
const NOT_A_CONVICTION = {
  DEFERRED: {
    words: 'a deferred adjudication or deferred sentence',
    why: 'a completed deferral is often not one',
    verify: DISCHARGE_WORDS,
  },
  DIVERSION: { words: 'diversion', why: 'a completed diversion is often not one', verify: DISCHARGE_WORDS },
  FIRST_OFFENDER: {
    words: 'a first-offender sentence',
    why: 'a completed first-offender sentence is often not one',
    verify: DISCHARGE_WORDS,
  },
  JUVENILE: {
    words: 'a juvenile adjudication',
    why: 'an adjudication of delinquency is not a criminal conviction, though a few states bar possession after certain juvenile adjudications',
    verify: "restoration may be unnecessary; verify the juvenile court's order",
  },
  DISMISSED: {
    words: 'a dismissal or an acquittal',
    why: 'a charge dismissed or ending in acquittal is no conviction at all',
    verify: 'restoration may be unnecessary; verify the dismissal order',
  },
  OTHER: {
    words: 'an outcome other than a conviction',
    why: 'an outcome other than a conviction often leaves no ban',
    verify: DISCHARGE_WORDS,
  },
} as const

/** A deferred, first-offender or diversion disposition may leave no conviction: both sides review. */
function dispositionDraft(
  ctx: Context,
  rules: JurisdictionRules,
  citations: readonly string[],
  type: EligibilityInput['convictionType'],
): Draft | undefined {
  const d = ctx.facts.disposition
  if (d === undefined || d === 'CONVICTION') return undefined
  // The state's own route for this disposition (e.g. an Alaska set-aside after a suspended
  // imposition of sentence) decides instead, on the usual rules, when the facts decide it (open or
  // waiting); one that turns on what the discharge order says (Arkansas's Act 346 dismissal) is the
  // discharge order itself.
  const deferral = d === 'DEFERRED' || d === 'DIVERSION' || d === 'FIRST_OFFENDER'
  if (type === 'STATE' && deferral && decidesDisposition(ctx, rules)) return undefined
  const how = ctx.facts.dispositionStated ? 'You told us the case ended in' : 'We read the case as ending in'
  const outcome = NOT_A_CONVICTION[d]
  return {
    status: 'MANUAL_REVIEW',
    path: 'Whether the case counts as a conviction',
    citations: [...citations],
    packages: [],
    text: [
      `${how} ${outcome.words}; whether that is a "conviction" depends on the law of the jurisdiction where it was decided (18 U.S.C. § 921(a)(20)), and ${outcome.why}, so ${outcome.verify}`,
    ],
    missing: ['courtPapers'],
    lifts: 'Possibly nothing: the case may have left no ban to lift',
    nextStep: `Get the court's ${d === 'JUVENILE' ? 'order' : d === 'DISMISSED' ? 'dismissal order' : 'discharge or dismissal order'}: ${outcome.verify}.`,
    waiting: false,
  }
}

function decidesDisposition(ctx: Context, rules: JurisdictionRules): boolean {
  return rules.mechanisms.some((m) => {
    if (!m.requiresDeferredDisposition) return false
    const kind = evaluateMechanism(m, ctx).kind
    return kind === 'AVAILABLE' || kind === 'WAIT'
  })
}

function packageOf(packages: readonly Package[]): RecommendedPackage | undefined {
  const set = new Set(packages)
  if (set.has('STATE') && set.has('FEDERAL')) return 'BUNDLE'
  if (set.has('STATE')) return 'STATE'
  if (set.has('FEDERAL')) return 'FEDERAL'
  return undefined
}

const VERDICT_WORDS: Record<Verdict, string> = {
  ELIGIBLE:
    'On your answers, you appear eligible to pursue restoration: a route is open on every side that bars you. Relief itself is discretionary almost everywhere, so this is not a promise that it will be granted',
  NOT_ELIGIBLE: 'On your answers, a restoration route does not appear to be open to you yet',
  MANUAL_REVIEW: 'Your case needs review by our team before we can say whether a route is open',
}

const PACKAGE_WORDS: Record<RecommendedPackage, string> = {
  FEDERAL: 'The federal package addresses the route identified',
  STATE: 'The state package addresses the route identified',
  BUNDLE: 'The bundle addresses both the state and the federal side',
}

// One shape for every decision (earliest present, maybe undefined), so the code reading it stays
// optimized.
interface Decision {
  readonly verdict: Verdict
  readonly earliest: string | undefined
  readonly notes: readonly string[]
}

/**
 * Both sides must clear (docs/decisions/020). A side open while the other's ban stays with no
 * regular route is review; every regular route on a side barred or waiting is NOT_ELIGIBLE, dated
 * when waits are the only obstacle, unless which § 925(c) presumption applies is itself undecided
 * (review). Relief already held that clears every side leaves nothing to buy: review, to confirm.
 */
function decide(federal: Draft, state: Draft): Decision {
  const active = [federal, state].filter((d) => d.status !== 'NOT_APPLICABLE')
  if (active.length === 0) {
    return {
      verdict: 'MANUAL_REVIEW',
      earliest: undefined,
      notes: [
        'No firearm disability is apparent from your answers; our team will confirm before you buy anything',
      ],
    }
  }
  if (active.every((d) => d.status === 'ELIGIBLE')) {
    if (active.every((d) => d.clearedByRelief === true)) {
      return {
        verdict: 'MANUAL_REVIEW',
        earliest: undefined,
        notes: [
          'The relief you already hold appears to lift every firearm ban that applied, so no disability is apparent; our team will confirm before you buy anything',
        ],
      }
    }
    return { verdict: 'ELIGIBLE', earliest: undefined, notes: [] }
  }
  const blocked = active.filter((d) => d.status === 'NOT_ELIGIBLE')
  if (blocked.length === 0) return { verdict: 'MANUAL_REVIEW', earliest: undefined, notes: [] }
  const barred = blocked.some((d) => !d.waiting)
  if (barred && blocked.length < active.length && blocked.every((d) => !d.waiting)) {
    const open = active.some((d) => d.status === 'ELIGIBLE')
    if (open || active.some((d) => d.presumptionUndecided === true)) {
      return {
        verdict: 'MANUAL_REVIEW',
        earliest: undefined,
        notes: [
          open
            ? 'A route is open on one side, but the other side’s ban would remain with no regular route open, so that route alone would not restore your rights; our team will review what else may apply'
            : 'Which presumption of the proposed § 925(c) rule applies is undecided on your answers, so our team will review the federal side',
        ],
      }
    }
  }
  const dates = blocked.map((d) => d.earliestEligibleDate)
  const earliest =
    blocked.every((d) => d.waiting) && dates.every((d) => d !== undefined)
      ? dates.reduce((a, b) => (b! > a! ? b : a))
      : undefined
  // One side with a route to file now and the other's route only waiting: which to start, and when,
  // is a choice for review (the open side's package, the date the other opens), not a refusal. An
  // open side with nothing to file (a ban that lapsed) leaves only the wait: NOT_ELIGIBLE, dated.
  if (earliest !== undefined && active.some((d) => d.status === 'ELIGIBLE' && d.packages.length > 0)) {
    return {
      verdict: 'MANUAL_REVIEW',
      earliest: undefined,
      notes: [
        `A route is open on one side now, and the other side's route opens on ${earliest}; our team will review whether to start the open side now and the other when it opens`,
      ],
    }
  }
  return { verdict: 'NOT_ELIGIBLE', earliest, notes: [] }
}

// A review asks what would settle it; a NOT_ELIGIBLE with no date asks for the date that would
// give one (never a made-up date: docs/decisions/020).
const DATING_FIELDS: ReadonlySet<MissingKey> = new Set(['supervisionEndDate', 'releaseDate'])

function questionsOf(verdict: Verdict, earliest: string | undefined, missing: readonly MissingKey[]) {
  if (verdict === 'MANUAL_REVIEW') return questionsFor(missing)
  if (verdict === 'NOT_ELIGIBLE' && earliest === undefined) {
    return questionsFor(missing.filter((key) => DATING_FIELDS.has(key)))
  }
  return []
}

/** Each text as a sentence, joined by spaces (one string, no intermediate array). */
function sentences(texts: readonly string[]): string {
  let out = ''
  for (let i = 0; i < texts.length; i++) out += (i > 0 ? ' ' : '') + sentence(texts[i]!)
  return out
}

/** Both sides judged and the verdict decided, before the reasoning is written. */
interface Assessment {
  readonly ctx: Context
  readonly rules: JurisdictionRules
  readonly homeRules: JurisdictionRules
  readonly type: EligibilityInput['convictionType']
  readonly federal: Draft
  readonly state: Draft
  readonly verdict: Verdict
  readonly earliest: string | undefined
  readonly notes: readonly string[]
  readonly missing: readonly MissingKey[]
}

function assess(input: EligibilityInput, inferred?: ChargeInference): Assessment {
  const ctx = buildContext(input, inferred)
  const code = input.stateCode as JurisdictionCode
  const rules = JURISDICTION_RULES[code]
  const homeRules = JURISDICTION_RULES[(input.residenceState ?? input.stateCode) as JurisdictionCode]
  // A court-martial conviction is a federal conviction whatever wizard it came through
  // (docs/decisions/048): only a presidential pardon or § 925(c) relief lifts its federal ban.
  const type =
    input.convictionType === 'STATE' && ctx.facts.courtMartialConviction ? 'FEDERAL' : input.convictionType
  const disposition = dispositionDraft(ctx, rules, FEDERAL.felonyBar.citations, type)
  const stateDisposition = disposition && { ...disposition, citations: [...rules.loss.citations] }
  const homeDisposition = disposition && { ...disposition, citations: [...homeRules.loss.citations] }

  let federal: Draft
  let state: Draft
  if (type === 'FEDERAL') {
    federal = federalDraft(ctx, 'FEDERAL', rules, disposition)
    state = stateDraft(ctx, homeRules, 'FEDERAL', federal, false, homeDisposition)
  } else if (type === 'STATE') {
    federal = federalDraft(ctx, 'THIS_STATE', rules, disposition)
    state = withResidence(
      ctx,
      stateDraft(ctx, rules, 'THIS_STATE', federal, false, stateDisposition),
      federal,
      disposition,
    )
  } else {
    // A state conviction and a federal one: the package must clear the state conviction's bans (the
    // convicting state's, the home state's, the federal one) and the federal conviction's (the
    // federal one, by § 925(c) or a presidential pardon, and the home state's).
    const forFederal = federalDraft(ctx, 'FEDERAL', rules, disposition)
    federal = combine([
      federalDraft(ctx, 'THIS_STATE', rules, disposition, forFederal.relief925c === true),
      forFederal,
    ])
    state = combine([
      withResidence(
        ctx,
        stateDraft(ctx, rules, 'THIS_STATE', federal, false, stateDisposition),
        federal,
        disposition,
      ),
      stateDraft(ctx, homeRules, 'FEDERAL', federal, false, homeDisposition),
    ])
  }

  const decision = decide(federal, state)
  let verdict = decision.verdict
  let earliest = decision.earliest
  const notes = [...decision.notes]
  const missing = uniqueOf(federal.missing, state.missing)
  if (ctx.asOf !== undefined && input.convictionDate > ctx.asOf) {
    verdict = 'MANUAL_REVIEW'
    notes.push('The conviction date is after the date of assessment, so the answers need checking')
  }
  if (verdict === 'ELIGIBLE' && (missing.length > 0 || ctx.supervisionDone !== true))
    verdict = 'MANUAL_REVIEW'
  if (ctx.supervisionDone === false) {
    verdict = 'NOT_ELIGIBLE'
    notes.push('Your sentence or supervision is not complete, and no route opens before it is')
    if (earliest === undefined && input.supervisionEndDate === undefined) {
      notes.push(
        'Tell us when your sentence, including probation or parole, ends and we can date the first route',
      )
    }
  }
  if (verdict !== 'NOT_ELIGIBLE') earliest = undefined
  return { ctx, rules, homeRules, type, federal, state, verdict, earliest, notes, missing }
}

// The yes-or-no answers a review may be waiting for, and how each is written into the input.
type Answerable = (input: EligibilityInput, yes: boolean) => EligibilityInput
const offenseAnswer =
  (field: keyof NonNullable<EligibilityInput['offense']>): Answerable =>
  (input, yes) => ({ ...input, offense: { ...input.offense, [field]: yes } })
const ANSWERABLE: ReadonlyMap<MissingKey, Answerable> = new Map<MissingKey, Answerable>([
  ['offense.felony', offenseAnswer('felony')],
  ['offense.violent', offenseAnswer('violent')],
  ['offense.weapon', offenseAnswer('weapon')],
  ['offense.domesticRelationship', offenseAnswer('domesticRelationship')],
  ['offense.drugDistribution', offenseAnswer('drugDistribution')],
  ['offense.drugPossession', offenseAnswer('drugPossession')],
  ['offense.sexOffense', offenseAnswer('sexOffense')],
  ['offense.sexOffenseRegistration', offenseAnswer('sexOffenseRegistration')],
  ['offense.burglary', offenseAnswer('burglary')],
  ['priorConvictions', (input, yes) => ({ ...input, priorConvictions: yes })],
  [
    'priorFelonyDetails',
    (input, yes) => ({
      ...input,
      priorConvictionsDetails: yes ? 'another felony conviction' : 'only misdemeanors',
    }),
  ],
  [
    'reliefObtained.mentionsFirearms',
    (input, yes) => ({
      ...input,
      reliefObtained: (input.reliefObtained ?? []).map((r) =>
        r.mentionsFirearms === undefined ? { ...r, mentionsFirearms: yes } : r,
      ),
    }),
  ],
])
const MAX_ANSWERED = 3

/**
 * A review that waits only for yes-or-no answers, when every combination of answers would give
 * NOT_ELIGIBLE, is NOT_ELIGIBLE: no answer could open a route now, so asking would change nothing
 * (docs/decisions/048). The finding shown is the one under which a route opens soonest; its date
 * is the earliest date any answer allows. Never resolved to ELIGIBLE this way.
 */
function resolveByAnswers(input: EligibilityInput, a: Assessment): Assessment | undefined {
  if (a.verdict !== 'MANUAL_REVIEW' || a.missing.length === 0 || a.missing.length > MAX_ANSWERED)
    return undefined
  const answers: Answerable[] = []
  for (const key of a.missing) {
    const answer = ANSWERABLE.get(key)
    if (answer === undefined) return undefined
    answers.push(answer)
  }
  let first: Assessment | undefined
  let soonest: Assessment | undefined
  let dated = true
  for (let combo = 0; combo < 1 << answers.length; combo++) {
    let answered = input
    for (let i = 0; i < answers.length; i++) answered = answers[i]!(answered, (combo & (1 << i)) !== 0)
    // The answers leave the texts as they were: their reading is the same.
    const b = assess(answered, a.ctx.facts.inference)
    if (b.verdict !== 'NOT_ELIGIBLE') return undefined
    first ??= b
    if (b.earliest === undefined) dated = false
    else if (soonest === undefined || b.earliest < soonest.earliest!) soonest = b
  }
  const shown = soonest ?? first!
  const labels = listJoin(missingLabels(a.missing))
  return {
    ...shown,
    ctx: a.ctx,
    earliest: dated ? shown.earliest : undefined,
    missing: a.missing,
    notes: [
      ...shown.notes,
      `We do not know ${labels}, but whatever the answer no route is open to you yet, so the findings above take the answer under which a route opens soonest`,
    ],
  }
}

function evaluateOrThrow(input: EligibilityInput): EligibilityResult {
  const assessed = assess(input)
  return render(input, resolveByAnswers(input, assessed) ?? assessed)
}

function render(input: EligibilityInput, a: Assessment): EligibilityResult {
  const { ctx, rules, homeRules, federal, state, verdict, earliest, missing } = a
  const notes = [...a.notes]
  if (verdict === 'MANUAL_REVIEW' && missing.length > 0) {
    notes.push(`To decide, we need to know ${listJoin(missingLabels(missing))}`)
  }

  const noDisability = federal.status === 'NOT_APPLICABLE' && state.status === 'NOT_APPLICABLE'
  const recommendedPackage =
    verdict === 'NOT_ELIGIBLE' || noDisability
      ? undefined
      : packageOf([...federal.packages, ...state.packages])

  const stateName = a.type === 'FEDERAL' ? homeRules.name : rules.name
  const reasoning: string[] = []
  for (const note of ctx.facts.notes) if (note.length > 0) reasoning.push(note)
  for (const note of ctx.notes) if (note.length > 0) reasoning.push(note)
  if (input.disposition === undefined && ctx.facts.disposition === undefined)
    reasoning.push('We assumed the case ended in a conviction.')
  if (a.type !== input.convictionType) {
    reasoning.push(
      'We read the conviction as a court-martial, which is a federal conviction: only a presidential pardon or relief under 18 U.S.C. § 925(c) lifts its federal ban.',
    )
  }
  reasoning.push(
    'We assumed no other federal prohibition applies (such as a pending felony charge, a protection order or unlawful drug use), because the questionnaire does not ask about them.',
    `Federal law: ${sentences(federal.text)}`,
    `${stateName} law: ${sentences(state.text)}`,
  )
  for (const note of notes) {
    const s = sentence(note)
    if (s.length > 0) reasoning.push(s)
  }
  reasoning.push(
    sentence(VERDICT_WORDS[verdict]) +
      (recommendedPackage ? ` ${sentence(PACKAGE_WORDS[recommendedPackage])}` : '') +
      (earliest ? ` The earliest date a route may open is ${earliest}.` : ''),
    'This is general legal information, not legal advice; a lawyer can advise on your situation.',
  )

  const federalFinding = toFinding(federal)
  const stateFinding = toFinding(state)
  return {
    verdict,
    reasoning: reasoning.join(' '),
    ...(recommendedPackage ? { recommendedPackage } : {}),
    citations: uniqueOf(federalFinding.citations, stateFinding.citations),
    federal: federalFinding,
    state: stateFinding,
    questions: questionsOf(verdict, earliest, missing),
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
  } catch (error) {
    reportEngineError(error, input.stateCode)
    const review: Finding = {
      status: 'MANUAL_REVIEW',
      path: 'Review by our team',
      lifts: 'To be decided by our review',
      nextStep: 'Our team will review your answers and write to you.',
      citations: [],
    }
    return {
      verdict: 'MANUAL_REVIEW',
      reasoning:
        'We could not assess these answers automatically, so our team will review them. This is general legal information, not legal advice.',
      citations: [],
      federal: review,
      state: review,
      questions: [],
      rulesVersion: RULES_VERSION,
    }
  }
}
