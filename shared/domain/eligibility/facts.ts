import {
  inferFromCharges,
  type ChargeInference,
  type ChargeReading,
  type InferredOffense,
} from './charges.ts'
import { OFFENSE_CLASSES } from './data/offense-classes.ts'
import type { EligibilityInput } from './input.ts'
import type { MissingKey } from './questions.ts'
import type { CourtMartialForum } from './reading/court-martial.ts'
import { readPriors } from './reading/priors.ts'
import type { SentenceKind } from './reading/sentence.ts'
import type { Condition, FactName } from './types.ts'

/** A fact is true, false, or unknown (undefined): unknown is never read as false. */
export type Tri = boolean | undefined

type FlagName =
  | 'violent'
  | 'weapon'
  | 'domestic'
  | 'drugDistribution'
  | 'drugPossession'
  | 'sexOffense'
  | 'sexOffenderRegistration'
  | 'burglary'
  | 'homicide'
  | 'robbery'
  | 'kidnapping'
  | 'arson'

export type DispositionKind =
  'CONVICTION' | 'DEFERRED' | 'DIVERSION' | 'FIRST_OFFENDER' | 'JUVENILE' | 'DISMISSED' | 'OTHER'

/** The charges text's own values for the facts where it and the answers disagree. */
export interface TextView {
  readonly flags: Readonly<Partial<Record<FlagName, boolean>>>
  readonly grade: CaseFacts['grade'] | undefined
  readonly maxSentenceYears: number | undefined
}

/** The offense facts the rules read, after stated answers and the charges text are merged. */
export interface CaseFacts {
  readonly grade: 'FELONY' | 'MISDEMEANOR' | undefined
  readonly maxSentenceYears: number | undefined
  /** The class keys the charges text names (data/offense-classes.ts), e.g. ['F:H']; read only. */
  readonly offenseClasses: readonly string[] | undefined
  /** The text calls the offense one the law lets be punished as a felony or a misdemeanor. */
  readonly wobbler: Tri
  /** The victim was a dating partner (not a spouse, co-parent or cohabitant), read from the text. */
  readonly datingRelationship: boolean
  readonly flags: Readonly<Record<FlagName, Tri>>
  readonly priorConvictions: Tri
  /** Another felony conviction (the details of other convictions, or the charges text). */
  readonly priorFelony: Tri
  readonly businessRegulation: boolean
  readonly courtMartial: boolean
  /** The conviction itself is a court-martial's, read from the charges text (a federal conviction). */
  readonly courtMartialConviction: boolean
  readonly courtMartialForum: CourtMartialForum | undefined
  /**
   * A felony whose degree is unknown in a state with a felony class punishable by a year or less
   * (Ohio's fifth degree): that it was a felony does not show it was punishable by more than a year.
   */
  readonly felonyMayBeShort: boolean
  /**
   * What the charges text says where it disagrees with the answers: the facts the rules would see on
   * the text alone (docs/decisions/048). Undefined when they agree.
   */
  readonly textView: TextView | undefined
  readonly dishonorableDischarge: Tri
  /** How the case ended; `dispositionStated` says whether the person told us or the text did. */
  readonly disposition: DispositionKind | undefined
  readonly dispositionStated: boolean
  readonly sentenceKind: SentenceKind | undefined
  readonly custodyYears: number | undefined
  /** Facts where the person's answer and the charges text disagree (the answer was used). */
  readonly conflicts: ReadonlySet<FlagName | 'grade'>
  /** Plain-English sentences on what was inferred and assumed, for the reasoning. */
  readonly notes: readonly string[]
  readonly readings: readonly ChargeReading[]
  /** The reading of the charges and sentence texts the facts were merged from. */
  readonly inference: ChargeInference
}

const FLAG_LABELS: Record<FlagName, string> = {
  violent: 'violent',
  weapon: 'involving a weapon',
  domestic: 'committed against a family member, partner or household member',
  drugDistribution: 'a drug distribution offense',
  drugPossession: 'a drug possession offense',
  sexOffense: 'a sex offense',
  sexOffenderRegistration: 'one requiring sex-offender registration',
  burglary: 'a burglary',
  homicide: 'a homicide',
  robbery: 'a robbery',
  kidnapping: 'a kidnapping',
  arson: 'an arson',
}
const FLAG_NAMES = Object.keys(FLAG_LABELS) as FlagName[]

const DISPOSITION_WORDS: Record<DispositionKind, string> = {
  CONVICTION: 'a conviction',
  DEFERRED: 'a deferred adjudication or deferred sentence',
  DIVERSION: 'diversion',
  FIRST_OFFENDER: 'a first-offender sentence',
  JUVENILE: 'a juvenile adjudication',
  DISMISSED: 'a dismissal or an acquittal',
  OTHER: 'an outcome other than a conviction',
}

// Offenses that are violent by definition: a stated "not violent" answer rules them out too.
const VIOLENT_KINDS: readonly FlagName[] = ['homicide', 'robbery', 'kidnapping', 'arson']
const DISHONORABLE = /\bdishonorabl[ey]\b/i
const NOT_DISHONORABLE = /\b(?:not|no|never)\b[^.]{0,20}dishonorabl/i
const COURT_MARTIAL = /\bcourt[- ]?martial\b|\bUCMJ\b/i

/** States with a felony class punishable by a year or less (data/offense-classes.ts). */
const SHORT_FELONY_STATES: ReadonlySet<string> = new Set(
  Object.entries(OFFENSE_CLASSES)
    .filter(([, table]) =>
      table.classes.some((r) => r.grade === 'FELONY' && r.maxYears !== undefined && r.maxYears <= 1),
    )
    .map(([code]) => code),
)

/**
 * Where no misdemeanor is punishable by more than a year, so a longer maximum makes a felony: states
 * whose class tables hold no misdemeanor over a year (and no crimes graded outside felonies and
 * misdemeanors, as Maine's and New Jersey's are), and the states without class tables whose
 * statutes define a felony by a term over a year or in the penitentiary and cap misdemeanors at a
 * year (not Louisiana, Maryland, Massachusetts or Vermont, whose misdemeanors can run longer).
 */
const GRADE_BY_MAXIMUM: ReadonlySet<string> = new Set([
  ...Object.entries(OFFENSE_CLASSES)
    .filter(
      ([code, table]) =>
        code !== 'US' &&
        table.classes.length > 0 &&
        table.classes.every((r) => !r.keys[0]!.startsWith('C:')) &&
        table.classes.every((r) => r.grade === 'FELONY' || (r.maxYears ?? 99) <= 1),
    )
    .map(([code]) => code),
  'CA',
  'DC',
  'GA',
  'ID',
  'MS',
  'MT',
  'OK',
  'RI',
  'WV',
  'WY',
])

function quoteList(readings: readonly ChargeReading[]): string {
  return readings.map((r) => `We read '${r.matched}' as ${r.reading}.`).join(' ')
}

/** What the charges and sentence texts say; it depends on them, the state and the kind of conviction. */
function readCharges(input: EligibilityInput): ChargeInference {
  // A federal conviction's class is read against the federal table, not the state's.
  const stateCode = input.convictionType === 'FEDERAL' ? 'US' : input.stateCode
  return inferFromCharges(input.charges[0] ?? '', {
    stateCode,
    ...(input.sentence !== undefined ? { sentence: input.sentence } : {}),
    // A state conviction and a federal one: class words are the state conviction's.
    ...(input.convictionType === 'BOTH' ? { stateClasses: true } : {}),
  })
}

/**
 * Merges the person's answers with what the charges text suggests; answers always win. `inferred`
 * is the reading of the same texts when the caller already has it (answers tried on one case).
 */
export function deriveFacts(input: EligibilityInput, inferred = readCharges(input)): CaseFacts {
  const read = inferred.facts
  const stated = input.offense ?? {}
  const notes: string[] = []
  if (inferred.readings.length > 0) notes.push(quoteList(inferred.readings))

  const statedFlags: Record<FlagName, boolean | undefined> = {
    violent: stated.violent,
    weapon: stated.weapon,
    domestic: stated.domesticRelationship,
    drugDistribution: stated.drugDistribution,
    drugPossession: stated.drugPossession,
    sexOffense: stated.sexOffense,
    sexOffenderRegistration: stated.sexOffenseRegistration,
    burglary: stated.burglary,
    homicide: undefined,
    robbery: undefined,
    kidnapping: undefined,
    arson: undefined,
  }
  // Every flag present from the start: one object shape for the rules that read them.
  const flags: Record<FlagName, Tri> = {
    violent: undefined,
    weapon: undefined,
    domestic: undefined,
    drugDistribution: undefined,
    drugPossession: undefined,
    sexOffense: undefined,
    sexOffenderRegistration: undefined,
    burglary: undefined,
    homicide: undefined,
    robbery: undefined,
    kidnapping: undefined,
    arson: undefined,
  }
  const conflicts = new Set<FlagName | 'grade'>()
  const conflictWords: string[] = []
  for (const name of FLAG_NAMES) {
    const said = statedFlags[name]
    const text = name === 'domestic' ? (read.domestic ?? read.domesticRelationship) : read[name]
    if (said !== undefined && text !== undefined && said !== text) {
      conflicts.add(name)
      conflictWords.push(`${said ? '' : 'not '}${FLAG_LABELS[name]}`)
    }
    flags[name] = said ?? text
  }
  if (stated.violent === false) {
    // Violent by definition: a stated "not violent" rules them out (stated beats read). Where the
    // text names one, that is a disagreement the § 925(c) presumptions must weigh.
    const assumed: string[] = []
    for (const kind of VIOLENT_KINDS) {
      if (read[kind] === true && !conflicts.has(kind)) {
        conflicts.add(kind)
        conflictWords.push(`not ${FLAG_LABELS[kind]}`)
      } else if (read[kind] === undefined) assumed.push(FLAG_LABELS[kind])
      flags[kind] = false
    }
    if (assumed.length > 0) {
      notes.push(`Because you told us the offense was not violent, we took it not to be ${orJoin(assumed)}.`)
    }
  }
  if (stated.sexOffenseRegistration === true) flags.sexOffense = true
  else if (
    flags.sexOffense === undefined &&
    stated.sexOffenseRegistration === false &&
    stated.violent === false
  ) {
    // Felony sex offenses carry registration; with neither force nor registration we read none.
    flags.sexOffense = false
    notes.push(
      'Because you told us the offense involved no force and needs no sex-offender registration, we took it not to be a sex offense.',
    )
  }
  if (conflictWords.length > 0) {
    notes.push(
      `You told us the offense was ${conflictWords.join(', ')}; we used your answers where the charges text suggested otherwise.`,
    )
  }

  let maxSentenceYears = stated.maxSentenceYears
  if (maxSentenceYears === undefined && read.maxSentenceYears !== undefined) {
    maxSentenceYears = read.maxSentenceYears
    notes.push(
      `We read the maximum punishment as ${read.maxSentenceYears} years${read.offenseClassLabel ? ` (${read.offenseClassLabel})` : ''} from the charges text.`,
    )
  } else if (
    stated.maxSentenceYears !== undefined &&
    read.maxSentenceYears !== undefined &&
    read.maxSentenceYears !== stated.maxSentenceYears
  ) {
    // Only a disagreement across the federal thresholds (one and two years) changes which bar or
    // presumption applies; a class's range top against a stated maximum does not.
    if (thresholdSide(read.maxSentenceYears) !== thresholdSide(stated.maxSentenceYears))
      conflicts.add('grade')
    notes.push(
      `You told us the maximum punishment was ${stated.maxSentenceYears} years; the charges text suggests ${read.maxSentenceYears}${read.offenseClassLabel ? ` (${read.offenseClassLabel})` : ''}. We used your answer.`,
    )
  }

  let grade: CaseFacts['grade']
  if (stated.felony !== undefined) {
    grade = stated.felony ? 'FELONY' : 'MISDEMEANOR'
    if (read.felony !== undefined && read.felony !== stated.felony) {
      conflicts.add('grade')
      notes.push(
        `You told us the conviction was a ${stated.felony ? 'felony' : 'misdemeanor'}; the charges text suggests otherwise. We used your answer.`,
      )
    }
  } else if (read.felony !== undefined) {
    grade = read.felony ? 'FELONY' : 'MISDEMEANOR'
  } else if (
    maxSentenceYears !== undefined &&
    maxSentenceYears > 1 &&
    (input.convictionType === 'FEDERAL' || GRADE_BY_MAXIMUM.has(input.stateCode))
  ) {
    // Where no misdemeanor is punishable by more than a year (federal law, 18 U.S.C. § 3559(a), and
    // most states), an offense that is must be a felony.
    grade = 'FELONY'
    notes.push(
      'Because the maximum punishment was more than one year, and no misdemeanor there carries that much, we treated the offense as a felony.',
    )
  } else if (
    maxSentenceYears === undefined &&
    read.custodyYears !== undefined &&
    read.custodyYears > 1 &&
    (input.convictionType === 'FEDERAL' || GRADE_BY_MAXIMUM.has(input.stateCode))
  ) {
    // More than a year in custody shows a maximum over a year, which there only a felony carries.
    grade = 'FELONY'
    notes.push(
      'Because the sentence was more than a year in custody, and no misdemeanor there carries that much, we treated the offense as a felony.',
    )
  } else if (
    maxSentenceYears !== undefined &&
    maxSentenceYears <= 1 &&
    !SHORT_FELONY_STATES.has(input.stateCode)
  ) {
    // Most states class an offense punishable by a year or less as a misdemeanor; the states whose
    // own tables hold a felony class that short (Ohio's fifth degree, Colorado's level 4 drug
    // felonies) are left with the grade unknown.
    grade = 'MISDEMEANOR'
    notes.push(
      'Because the maximum punishment was one year or less, we treated the offense as a misdemeanor.',
    )
  }

  let disposition: DispositionKind | undefined = input.disposition
  const dispositionStated = disposition !== undefined
  if (disposition !== undefined && read.disposition !== undefined && read.disposition !== disposition) {
    notes.push(
      `You told us the case ended in ${DISPOSITION_WORDS[disposition]}; the charges text suggests ${DISPOSITION_WORDS[read.disposition]}. We used your answer.`,
    )
  } else if (disposition === undefined && read.disposition !== undefined) {
    disposition = read.disposition
    notes.push(`We read the charges text as ending in ${DISPOSITION_WORDS[read.disposition]}.`)
  }

  const military = input.militaryDetails ?? ''
  const dishonorable = DISHONORABLE.test(military) && !NOT_DISHONORABLE.test(military)
  const courtMartial = read.courtMartial === true || COURT_MARTIAL.test(military)
  if (dishonorable) {
    notes.push('We read your military details as a dishonorable discharge, which is a separate federal bar.')
  }

  if (read.nonJudicial === true && disposition === undefined) {
    disposition = 'OTHER'
    notes.push('We read the charges text as nonjudicial punishment, which is not a conviction.')
  }

  const priors = readPriors(input.priorConvictions, input.priorConvictionsDetails, input.charges[0] ?? '')
  if (priors.readings.length > 0) {
    notes.push(
      priors.readings
        .map((r) => `We read '${r.matched}' in your other convictions as ${r.reading}.`)
        .join(' '),
    )
  }

  const textView = conflicts.size > 0 ? textViewOf(read, conflicts) : undefined

  return {
    grade,
    maxSentenceYears,
    flags,
    priorConvictions: priors.priorConvictions,
    priorFelony: priors.priorFelony,
    businessRegulation: read.businessRegulation === true,
    courtMartial,
    courtMartialConviction: read.courtMartial === true && read.nonJudicial !== true,
    courtMartialForum: read.courtMartialForum,
    felonyMayBeShort:
      grade === 'FELONY' &&
      maxSentenceYears === undefined &&
      input.convictionType !== 'FEDERAL' &&
      read.courtMartial !== true &&
      SHORT_FELONY_STATES.has(input.stateCode),
    textView,
    dishonorableDischarge: input.militaryService === false ? false : dishonorable ? true : undefined,
    disposition,
    dispositionStated,
    sentenceKind: read.sentenceKind,
    custodyYears: read.custodyYears,
    conflicts,
    notes,
    readings: inferred.readings,
    inference: inferred,
    offenseClasses: read.offenseClasses,
    wobbler: read.wobbler,
    datingRelationship: read.datingRelationship === true,
  }
}

/** The facts where the charges text and the answers disagree, as the text alone has them. */
function textViewOf(read: InferredOffense, conflicts: ReadonlySet<FlagName | 'grade'>): TextView {
  const flags: Partial<Record<FlagName, boolean>> = {}
  for (const name of FLAG_NAMES) {
    if (!conflicts.has(name)) continue
    const value = name === 'domestic' ? (read.domestic ?? read.domesticRelationship) : read[name]
    if (value !== undefined) flags[name] = value
  }
  const grade = conflicts.has('grade')
    ? read.felony === undefined
      ? undefined
      : read.felony
        ? 'FELONY'
        : 'MISDEMEANOR'
    : undefined
  return {
    flags,
    grade,
    maxSentenceYears: conflicts.has('grade') ? read.maxSentenceYears : undefined,
  }
}

/** Which side of the federal thresholds (one and two years) a maximum falls on. */
function thresholdSide(years: number): number {
  return years > 2 ? 2 : years > 1 ? 1 : 0
}

function orJoin(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`
}

export const and = (...values: Tri[]): Tri =>
  values.some((v) => v === false) ? false : values.every((v) => v === true) ? true : undefined
export const or = (...values: Tri[]): Tri =>
  values.some((v) => v === true) ? true : values.every((v) => v === false) ? false : undefined
export const not = (value: Tri): Tri => (value === undefined ? undefined : !value)

function fact(name: FactName, f: CaseFacts, grade: Grade): Tri {
  switch (name) {
    case 'felony':
      return grade === undefined ? undefined : grade === 'FELONY'
    case 'misdemeanor':
      return grade === undefined ? undefined : grade === 'MISDEMEANOR'
    case 'mcdv':
      return and(grade === undefined ? undefined : grade === 'MISDEMEANOR', f.flags.domestic, f.flags.violent)
    case 'drugOffense':
      return or(f.flags.drugDistribution, f.flags.drugPossession)
    case 'priorConvictions':
      return f.priorConvictions
    case 'priorFelony':
      return f.priorFelony
    case 'wobbler':
      return f.wobbler
    default:
      return f.flags[name]
  }
}

/** Evaluates a rule's test over the facts in three-valued logic. */
export function evaluate(condition: Condition, f: CaseFacts): Tri {
  const value = evaluateOn(condition, f, f.grade)
  if (value !== undefined || f.grade !== undefined || !mentionsGrade(condition)) return value
  // The grade is unknown but may not matter: a bar on "a felony, or a misdemeanor punishable by more
  // than five years" reaches a 10-year offense either way. Kleene logic cannot see that the grade is
  // one or the other, so both are tried (docs/decisions/048).
  const felony = evaluateOn(condition, f, 'FELONY')
  return felony !== undefined && felony === evaluateOn(condition, f, 'MISDEMEANOR') ? felony : undefined
}

const GRADE_FACTS: ReadonlySet<string> = new Set(['felony', 'misdemeanor', 'mcdv'])
const MENTIONS_GRADE = new Map<Condition, boolean>()

function mentionsGrade(c: Condition): boolean {
  let known = MENTIONS_GRADE.get(c)
  if (known === undefined) {
    known =
      typeof c === 'string'
        ? GRADE_FACTS.has(c)
        : 'not' in c
          ? mentionsGrade(c.not)
          : 'all' in c
            ? c.all.some(mentionsGrade)
            : 'any' in c
              ? c.any.some(mentionsGrade)
              : false
    MENTIONS_GRADE.set(c, known)
  }
  return known
}

type Grade = CaseFacts['grade']

function evaluateOn(condition: Condition, f: CaseFacts, grade: Grade): Tri {
  if (typeof condition === 'string') return fact(condition, f, grade)
  if ('not' in condition) return not(evaluateOn(condition.not, f, grade))
  if ('all' in condition) {
    let out: Tri = true
    for (const c of condition.all) {
      const v = evaluateOn(c, f, grade)
      if (v === false) return false
      if (v === undefined) out = undefined
    }
    return out
  }
  if ('any' in condition) {
    let out: Tri = false
    for (const c of condition.any) {
      const v = evaluateOn(c, f, grade)
      if (v === true) return true
      if (v === undefined) out = undefined
    }
    return out
  }
  if ('offenseClassIn' in condition) {
    const classes = f.offenseClasses
    if (classes === undefined || classes.length === 0) return undefined
    return classes.some((c) => condition.offenseClassIn.includes(c))
  }
  if ('maxSentenceAtLeast' in condition) {
    return f.maxSentenceYears === undefined ? undefined : f.maxSentenceYears >= condition.maxSentenceAtLeast
  }
  return f.maxSentenceYears === undefined ? undefined : f.maxSentenceYears <= condition.maxSentenceAtMost
}

/** The input field whose answer settles each fact. */
const FACT_FIELDS: Record<FactName, readonly MissingKey[]> = {
  felony: ['offense.felony'],
  misdemeanor: ['offense.felony'],
  violent: ['offense.violent'],
  weapon: ['offense.weapon'],
  domestic: ['offense.domesticRelationship'],
  mcdv: ['offense.felony', 'offense.domesticRelationship', 'offense.violent'],
  drugDistribution: ['offense.drugDistribution'],
  drugPossession: ['offense.drugPossession'],
  drugOffense: ['offense.drugDistribution', 'offense.drugPossession'],
  sexOffense: ['offense.sexOffense'],
  sexOffenderRegistration: ['offense.sexOffenseRegistration'],
  burglary: ['offense.burglary'],
  homicide: ['offense.violent'],
  robbery: ['offense.violent'],
  kidnapping: ['offense.violent'],
  arson: ['offense.violent'],
  priorConvictions: ['priorConvictions'],
  priorFelony: ['priorConvictions'],
  // No wizard field asks it; the court papers settle it.
  wobbler: [],
}

/** The input fields whose answers would settle a condition that came out unknown. */
export function unknownFactsOf(condition: Condition, f: CaseFacts): MissingKey[] {
  const out = new Set<MissingKey>()
  collectUnknown(condition, f, out)
  return [...out]
}

function collectUnknown(c: Condition, f: CaseFacts, out: Set<MissingKey>): void {
  if (evaluate(c, f) !== undefined) return
  if (typeof c === 'string') {
    if (c === 'priorFelony' && f.priorConvictions === true) {
      // They told us of other convictions: what is missing is whether one was a felony.
      out.add('priorFelonyDetails')
      return
    }
    if (c === 'mcdv') {
      for (const part of ['misdemeanor', 'domestic', 'violent'] as const) collectUnknown(part, f, out)
      return
    }
    if (c === 'drugOffense') {
      collectUnknown('drugDistribution', f, out)
      collectUnknown('drugPossession', f, out)
      return
    }
    for (const field of FACT_FIELDS[c]) out.add(field)
  } else if ('not' in c) collectUnknown(c.not, f, out)
  else if ('all' in c) for (const part of c.all) collectUnknown(part, f, out)
  else if ('any' in c) for (const part of c.any) collectUnknown(part, f, out)
  else out.add('offense.maxSentenceYears')
}
