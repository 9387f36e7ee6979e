// The federal side: whether a federal bar follows from the conviction, relief already held, and
// the routes that lift it: the convicting state's remedies that reach the federal bar, and
// § 925(c) judged on the proposed rule's presumptions (docs/decisions/020).
import { checkWaits, type Context } from './context.ts'
import { FEDERAL } from './data/federal.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { toReview, draftFromOutcomes, draftOf, missingFirst, type Draft } from './draft.ts'
import { and, or, unknownFactsOf, type CaseFacts, type Tri } from './facts.ts'
import type { SideView } from './next-steps.ts'
import type { MissingKey } from './questions.ts'
import { checkReliefObtained, type McdvStatus } from './relief.ts'
import {
  evaluate925c,
  evaluateMechanism,
  outcome,
  rejudged,
  textContext,
  type Outcome,
  type Package,
  type Route,
} from './routes.ts'
import { describeYears } from './reading/durations.ts'
import { article, sentence, unique } from './text.ts'
import type { ConvictionSource, JurisdictionRules, Mechanism } from './types.ts'

const RESTORATION_KINDS: ReadonlySet<Mechanism['kind']> = new Set([
  'AUTOMATIC_ON_COMPLETION',
  'AUTOMATIC_AFTER_WAIT',
  'COURT_PETITION',
  'AGENCY_OR_BOARD_PETITION',
  'EXECUTIVE_RESTORATION',
  'CERTIFICATE_OF_RELIEF',
])
// 18 U.S.C. § 921(a)(33)(B)(ii): only these reach a misdemeanor crime of domestic violence.
const MCDV_REMEDY_KINDS: ReadonlySet<Mechanism['kind']> = new Set(['PARDON', 'EXPUNGEMENT', 'SET_ASIDE'])

interface FederalRoutes {
  readonly any: readonly Mechanism[]
  readonly mcdv: readonly Mechanism[]
  /** The citations of every route weighed (with § 925(c)), for each list. */
  readonly anyCitations: readonly string[]
  readonly mcdvCitations: readonly string[]
  readonly unlessLead: string
}

const citationsOf = (routes: readonly Mechanism[], extra: readonly string[]): string[] =>
  unique([...routes.flatMap((m) => m.citations), ...extra])

/** Each state's remedies that can reach the federal bar for its own convictions, picked once. */
const FEDERAL_ROUTES: ReadonlyMap<string, FederalRoutes> = new Map(
  Object.entries(JURISDICTION_RULES).map(([code, rules]) => {
    const any = rules.mechanisms.filter(
      (m) =>
        m.appliesTo.includes('THIS_STATE') &&
        !m.extraordinary &&
        !m.dependsOnFederal &&
        m.federalEffect !== 'DOES_NOT_REMOVE' &&
        m.kind !== 'FEDERAL_925C_RECOGNIZED' &&
        // Caron: a remedy that leaves a state firearm restriction leaves the federal bar too.
        m.liftsStateBar !== 'PARTIAL' &&
        !(rules.civilRightsNeverLost && RESTORATION_KINDS.has(m.kind)),
    )
    const a = article(rules.name)
    const mcdv = any.filter((m) => MCDV_REMEDY_KINDS.has(m.kind))
    return [
      code,
      {
        any,
        mcdv,
        anyCitations: citationsOf(any, FEDERAL.relief925c.citations),
        mcdvCitations: citationsOf(mcdv, FEDERAL.relief925c.citations),
        unlessLead: `${a} ${rules.name} pardon, expungement, set-aside or full restoration of civil rights lifts the federal bar for ${a.toLowerCase()} ${rules.name} conviction unless it, or any remaining ${rules.name} firearm restriction, still limits firearms (18 U.S.C. § 921(a)(20); Caron)`,
      },
    ]
  }),
)

const FELONY_BAR_TEXT = sentence(FEDERAL.felonyBar.label) + ' That applies to this conviction'
const MCDV_BAR_TEXT = sentence(FEDERAL.mcdvBar.label) + ' That appears to apply to this conviction'
const PROPOSED_LEAD =
  'Relief under 18 U.S.C. § 925(c) is judged on the presumptions of a rule that is only proposed (90 FR 34394, proposed 28 C.F.R. part 107); relief is discretionary'
const FEDERAL_ONLY_CITATIONS = unique([
  ...FEDERAL.relief925c.citations,
  ...FEDERAL.presidentialPardon.citations,
])
const NO_STATE_ROUTE_CITATIONS: readonly string[] = FEDERAL.relief925c.citations
const PRESIDENTIAL: Outcome = outcome(
  {
    path: FEDERAL.presidentialPardon.path,
    citations: FEDERAL.presidentialPardon.citations,
    packages: [],
    automatic: false,
    clemency: true,
    federal925c: false,
    federalEffect: undefined,
    mechanism: undefined,
  },
  'AVAILABLE',
  [],
  [],
)
const DATING_LAPSE: Route = {
  path: FEDERAL.datingMcdvLapse.path,
  citations: FEDERAL.datingMcdvLapse.citations,
  packages: [],
  automatic: true,
  clemency: false,
  federal925c: false,
  federalEffect: 'REMOVES',
  mechanism: undefined,
}
const BOTH_PACKAGES: readonly Package[] = ['STATE', 'FEDERAL']
// One list for the wait, so the case's memo of checked waits finds it again.
const DATING_WAITS = [FEDERAL.datingMcdvLapse.wait]
/** The day the Bipartisan Safer Communities Act brought dating relationships into § 921(a)(33). */
const DATING_COVERED_FROM = '2022-06-25'

export interface FederalProhibition {
  readonly prohibited: Tri
  readonly felony: Tri
  readonly mcdv: Tri
  readonly text: string[]
  readonly citations: string[]
  readonly missing: MissingKey[]
}

interface BarReading {
  readonly felony: Tri
  readonly mcdv: Tri
  readonly threshold: 1 | 2
  readonly custodyProves: boolean
  readonly datingBeforeBsca: boolean
  readonly forum: 'SPECIAL' | 'SUMMARY' | undefined
}

/** The felony and domestic-violence bars on one reading of the facts. */
function barsOn(
  f: CaseFacts,
  source: ConvictionSource,
  rules: JurisdictionRules | undefined,
  convictionDate: string,
): BarReading {
  let felony: Tri
  // Antitrust, price-fixing, bid-rigging and unfair-trade offenses are excluded by § 921(a)(20)(A).
  // A state misdemeanor counts only when punishable by more than two years (§ 921(a)(20)(B)).
  const threshold = source === 'FEDERAL' || f.grade !== 'MISDEMEANOR' ? 1 : 2
  // Time in custody proves the offense was punishable by at least that much.
  const custodyProves =
    f.maxSentenceYears === undefined && f.custodyYears !== undefined && f.custodyYears > threshold
  if (f.businessRegulation) felony = false
  else if (f.maxSentenceYears !== undefined) felony = f.maxSentenceYears > threshold
  else if (custodyProves) felony = true
  // A felony of unknown degree where a felony may carry 12 months (Ohio's fifth degree) is not
  // shown to be punishable by more than a year: "exceeding one year" is strict.
  else if (f.grade === 'FELONY') felony = f.felonyMayBeShort && source !== 'FEDERAL' ? undefined : true
  else if (f.grade === 'MISDEMEANOR')
    felony = source !== 'FEDERAL' && rules?.misdemeanorsMayExceedTwoYears ? undefined : false
  else felony = undefined

  // A court-martial's forum caps the sentence: a summary court-martial is no criminal conviction and
  // adjudges at most a month; whether a special court-martial's one-year cap (UCMJ art. 19) keeps an
  // offense whose Manual maximum is longer from counting is unsettled.
  let forum: BarReading['forum']
  if (source === 'FEDERAL' && f.courtMartialConviction) {
    if (f.courtMartialForum === 'SUMMARY') {
      felony = false
      forum = 'SUMMARY'
    } else if (f.courtMartialForum === 'SPECIAL' && felony === true) {
      felony = undefined
      forum = 'SPECIAL'
    }
  }

  // A dating relationship counts only for convictions from the Bipartisan Safer Communities Act on;
  // before it, a dating partner who did not live with the offender was outside § 921(a)(33).
  const datingBeforeBsca = f.datingRelationship && convictionDate < DATING_COVERED_FROM
  const mcdv =
    datingBeforeBsca || forum === 'SUMMARY'
      ? false
      : and(
          felony === true ? false : f.grade === undefined ? undefined : f.grade === 'MISDEMEANOR',
          f.flags.domestic,
          f.flags.violent,
        )
  return { felony, mcdv, threshold, custodyProves, datingBeforeBsca, forum }
}

/** Whether a federal bar follows: punishable by more than a year, MCDV, or a dishonorable discharge. */
export function federalProhibition(
  ctx: Context,
  source: ConvictionSource,
  rules: JurisdictionRules | undefined,
): FederalProhibition {
  const f = ctx.facts
  const text: string[] = []
  const citations: string[] = []
  const missing: MissingKey[] = []
  const bars = barsOn(f, source, rules, ctx.input.convictionDate)
  const { threshold, custodyProves, datingBeforeBsca } = bars
  let { felony, mcdv } = bars
  // The answers say no federal bar, the charges text says there is one: stated facts win, but not
  // into an answer that no bar exists (docs/decisions/048).
  let disputed = false
  if (f.textView !== undefined && or(felony, mcdv) === false) {
    const read = barsOn(textContext(ctx).facts, source, rules, ctx.input.convictionDate)
    if (or(read.felony, read.mcdv) !== false) {
      disputed = true
      if (read.felony !== false) felony = undefined
      if (read.mcdv !== false) mcdv = undefined
    }
  }
  const dishonorable = f.dishonorableDischarge === true
  const prohibited = or(felony, mcdv, dishonorable ? true : false)

  if (disputed) {
    text.push(
      'Your answers and the charges text disagree on whether this conviction carries a federal bar (the text reads it as a felony or a misdemeanor of domestic violence); our team will check the court papers',
    )
    missing.push('courtPapers')
    citations.push(...FEDERAL.felonyBar.citations, ...FEDERAL.mcdvBar.citations)
  }
  if (bars.forum === 'SUMMARY') {
    text.push(
      'A summary court-martial is not a criminal conviction (Middendorf v. Henry, 425 U.S. 25 (1976)) and can adjudge at most a month of confinement, so no federal felony bar follows from it',
    )
    citations.push('Middendorf v. Henry, 425 U.S. 25 (1976)', '10 U.S.C. § 820')
  } else if (bars.forum === 'SPECIAL') {
    text.push(
      'A special court-martial can adjudge at most a year of confinement (10 U.S.C. § 819); whether an offense the Manual for Courts-Martial punishes more severely still counts as punishable by more than a year is unsettled, so our team will review it',
    )
    missing.push('courtPapers')
    citations.push('10 U.S.C. § 819', ...FEDERAL.felonyBar.citations)
  }
  const shortFelony =
    f.felonyMayBeShort && source !== 'FEDERAL' && felony === undefined && f.grade === 'FELONY'
  const explained = disputed || bars.forum === 'SPECIAL' || shortFelony
  if (shortFelony) {
    text.push(
      `A ${rules?.name ?? 'state'} felony of the lowest degree is punishable by at most 12 months, which is not more than one year (18 U.S.C. § 921(a)(20)), so we need the degree or the maximum punishment`,
    )
    missing.push('offense.maxSentenceYears')
    citations.push(...FEDERAL.felonyBar.citations)
  }

  if (f.businessRegulation) {
    text.push(
      'We read the offense as one of the business-regulation offenses (antitrust, price fixing, unfair trade practices) that 18 U.S.C. § 921(a)(20)(A) excludes from the federal felony bar',
    )
    citations.push(...FEDERAL.felonyBar.citations)
  } else if (felony === true) {
    if (custodyProves)
      text.push(
        `The custody sentence of ${describeYears(f.custodyYears!)} shows the offense was punishable by more than ${threshold === 1 ? 'one year' : 'two years'}`,
      )
    text.push(FELONY_BAR_TEXT)
    citations.push(...FEDERAL.felonyBar.citations)
  } else if (felony === undefined && !explained) {
    if (f.grade === 'MISDEMEANOR') {
      text.push(
        `Some ${rules?.name ?? 'state'} misdemeanors are punishable by more than two years, which makes them federal felonies; we need the maximum punishment`,
      )
      missing.push('offense.maxSentenceYears')
    } else {
      text.push(
        'We could not tell whether the conviction was punishable by more than one year, which decides the federal felony bar',
      )
      missing.push('offense.felony')
    }
    citations.push(...FEDERAL.felonyBar.citations)
  }
  if (datingBeforeBsca && felony !== true) {
    text.push(
      'A misdemeanor against a dating partner counts as a misdemeanor crime of domestic violence only for convictions from 25 June 2022 (Pub. L. 117-159, § 12005), so the federal domestic-violence bar does not reach this one',
    )
    citations.push(...FEDERAL.datingMcdvLapse.citations)
  }
  if (mcdv === true) {
    text.push(MCDV_BAR_TEXT)
    citations.push(...FEDERAL.mcdvBar.citations)
  } else if (mcdv === undefined && felony !== true && f.flags.domestic !== false && !disputed) {
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

/** The federal finding for one conviction (a STATE one from `rules`' state, or a FEDERAL one). */
export function federalDraft(
  ctx: Context,
  source: ConvictionSource,
  rules: JurisdictionRules | undefined,
  disposition: Draft | undefined,
  prefer925c = false,
): Draft {
  return draftOf(judgeFederal(ctx, source, rules, disposition, prefer925c))
}

/**
 * `prefer925c`: § 925(c) relief is being sought anyway (for a federal conviction beside this one), so
 * where it is open it is the route for this conviction's federal ban too, and the package stays the
 * one that clears both (docs/decisions/048).
 */
function judgeFederal(
  ctx: Context,
  source: ConvictionSource,
  rules: JurisdictionRules | undefined,
  disposition: Draft | undefined,
  prefer925c: boolean,
): Draft {
  if (disposition) return disposition
  const p = federalProhibition(ctx, source, rules)
  const mcdvStatus: McdvStatus =
    p.mcdv === true && p.felony !== true ? 'YES' : p.mcdv === false ? 'NO' : 'MAYBE'
  const mcdvOnly = mcdvStatus === 'YES'
  const relief = checkReliefObtained(ctx, rules, source, mcdvStatus, true)
  const lead = [...p.text, ...relief.text]
  const citations = [...p.citations, ...relief.citations]
  const view: SideView = {
    side: 'FEDERAL',
    stateName: rules?.name ?? 'the state',
    convictingName: source === 'FEDERAL' ? undefined : rules?.name,
    federalBan: true,
    honors925c: source !== 'FEDERAL' && rules?.honors925c === true,
    mcdv: mcdvOnly,
  }
  if (relief.cleared && ctx.facts.dishonorableDischarge !== true) {
    return {
      status: 'ELIGIBLE',
      path: 'Federal bar already lifted by relief you obtained',
      citations,
      packages: [],
      text: lead,
      missing: [],
      lifts: 'The federal ban, already lifted by the relief you obtained',
      nextStep: 'Nothing to file for the federal ban: keep a certified copy of your order.',
      waiting: false,
      clearedByRelief: true,
    }
  }
  if (p.prohibited === false) {
    return {
      status: 'NOT_APPLICABLE',
      path: 'No federal firearm bar found for this conviction',
      citations: [...citations, ...FEDERAL.felonyBar.citations],
      packages: [],
      text: [
        ...lead,
        'The conviction does not appear to be punishable by more than one year or to be a misdemeanor crime of domestic violence, so no federal bar appears to follow from it',
      ],
      missing: [],
      lifts: 'Nothing: no federal ban found',
      nextStep: 'Nothing to do for federal law.',
      waiting: false,
    }
  }
  const outcomes: Outcome[] = []
  let routeCitations = source === 'FEDERAL' ? FEDERAL_ONLY_CITATIONS : NO_STATE_ROUTE_CITATIONS
  if (source === 'FEDERAL') {
    if (ctx.facts.courtMartialConviction) {
      lead.push(
        'A court-martial conviction is a federal conviction, so no state remedy reaches its federal bar',
      )
    }
    lead.push(
      'Only federal law can lift a bar that comes from a federal conviction (Beecham): a presidential pardon or relief under 18 U.S.C. § 925(c)',
    )
    citations.push(...FEDERAL.federalConvictions.citations)
  } else if (rules !== undefined && ctx.facts.dishonorableDischarge !== true) {
    const routes = FEDERAL_ROUTES.get(rules.code)!
    routeCitations = mcdvOnly ? routes.mcdvCitations : routes.anyCitations
    for (const m of mcdvOnly ? routes.mcdv : routes.any) {
      const o = evaluateMechanism(m, ctx)
      if (m.federalEffect === 'UNCERTAIN' && (o.kind === 'AVAILABLE' || o.kind === 'UNKNOWN')) {
        outcomes.push(
          rejudged(
            o,
            'UNKNOWN',
            o.reasons.concat('whether it also lifts the federal bar is unsettled'),
            BOTH_PACKAGES,
          ),
        )
      } else outcomes.push(o)
    }
    lead.push(routes.unlessLead)
    citations.push(...FEDERAL.unlessClause.citations)
    if (mcdvOnly) {
      lead.push(
        'For a misdemeanor crime of domestic violence, a state order restoring rights (or only firearm rights) does not lift the federal bar: only a pardon, expungement or set-aside can (18 U.S.C. § 921(a)(33)(B)(ii); Logan)',
      )
      citations.push(...FEDERAL.civilRightsMeaning.citations)
    }
  }
  if (ctx.facts.dishonorableDischarge === true) {
    lead.push('A dishonorable discharge is a separate federal bar that state relief cannot cure')
  }
  lead.push(PROPOSED_LEAD)
  const relief925c = evaluate925c(ctx)
  // The first of equally good routes is chosen: § 925(c) first when it is being sought anyway.
  if (prefer925c && relief925c.kind === 'AVAILABLE') outcomes.unshift(relief925c)
  else outcomes.push(relief925c)
  if (mcdvOnly && ctx.facts.datingRelationship) {
    outcomes.push(datingLapse(ctx))
    citations.push(...FEDERAL.datingMcdvLapse.citations)
  }
  if (source === 'FEDERAL') outcomes.push(PRESIDENTIAL)
  let draft = draftFromOutcomes(outcomes, view, 'No federal route found', lead, citations, routeCitations)
  if (p.prohibited === undefined && draft.status !== 'MANUAL_REVIEW') draft = toReview(draft, p.missing)
  else if (p.felony === undefined && draft.status === 'ELIGIBLE') {
    // Another bar (a dishonorable discharge) is certain, but the grade that decides the presumptions is not.
    draft = toReview(draft, p.missing.length > 0 ? p.missing : ['offense.felony'])
  } else draft = missingFirst(draft, p.missing)
  // Relief already held whose wording is unknown may clear this side: it needs reading first.
  if (relief.review) {
    draft = toReview(draft, ['reliefObtained.mentionsFirearms'])
  }
  return draft
}

/**
 * A single misdemeanor crime of domestic violence against a dating partner stops counting once the
 * wait of 18 U.S.C. § 921(a)(33)(C) has run, by operation of law. A second such conviction (or
 * other convictions we cannot rule out as one) keeps the bar, so that goes to review.
 */
function datingLapse(ctx: Context): Outcome {
  const rule = FEDERAL.datingMcdvLapse
  if (ctx.facts.priorConvictions !== false) {
    return outcome(
      DATING_LAPSE,
      'UNKNOWN',
      [
        ctx.facts.priorConvictions === true
          ? 'it applies only to a person with no other such conviction, and you told us of other convictions'
          : 'it applies only to a person with no other such conviction, and we do not know of your other convictions',
      ],
      ctx.facts.priorConvictions === true ? [] : ['priorConvictions'],
    )
  }
  const waits = checkWaits(DATING_WAITS, ctx)
  if (waits.state === 'MET') return outcome(DATING_LAPSE, 'AVAILABLE', [rule.wait.label], [])
  return outcome(
    DATING_LAPSE,
    waits.state === 'NOT_YET' ? 'WAIT' : 'UNKNOWN',
    waits.reasons,
    waits.missing,
    waits.date,
    waits.exact,
  )
}
