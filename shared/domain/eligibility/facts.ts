import { inferFromCharges, type ChargeReading } from './charges.ts'
import type { EligibilityInput } from './input.ts'
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

/** The offense facts the rules read, after stated answers and the charges text are merged. */
export interface CaseFacts {
  readonly grade: 'FELONY' | 'MISDEMEANOR' | undefined
  readonly maxSentenceYears: number | undefined
  readonly flags: Readonly<Record<FlagName, Tri>>
  readonly priorConvictions: Tri
  readonly businessRegulation: boolean
  readonly courtMartial: boolean
  readonly dishonorableDischarge: Tri
  /** Plain-English sentences on what was inferred and assumed, for the reasoning. */
  readonly notes: readonly string[]
  readonly readings: readonly ChargeReading[]
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

// Offenses that are violent by definition: a stated "not violent" answer rules them out too.
const VIOLENT_KINDS: readonly FlagName[] = ['homicide', 'robbery', 'kidnapping', 'arson']

function quoteList(readings: readonly ChargeReading[]): string {
  return readings.map((r) => `We read '${r.matched}' as ${r.reading}.`).join(' ')
}

/** Merges the person's answers with what the charges text suggests; answers always win. */
export function deriveFacts(input: EligibilityInput): CaseFacts {
  const charges = input.charges[0] ?? ''
  const inferred = inferFromCharges(charges)
  const stated = input.offense ?? {}
  const notes: string[] = []
  if (inferred.readings.length > 0) notes.push(quoteList(inferred.readings))

  const statedFlags: Partial<Record<FlagName, boolean>> = {
    violent: stated.violent,
    weapon: stated.weapon,
    domestic: stated.domesticRelationship,
    drugDistribution: stated.drugDistribution,
    drugPossession: stated.drugPossession,
    sexOffenderRegistration: stated.sexOffenseRegistration,
  }
  const flags = {} as Record<FlagName, Tri>
  const conflicts: string[] = []
  for (const name of Object.keys(FLAG_LABELS) as FlagName[]) {
    const said = statedFlags[name]
    const read = inferred.facts[name]
    if (said !== undefined && read !== undefined && said !== read) {
      conflicts.push(`${said ? '' : 'not '}${FLAG_LABELS[name]}`)
    }
    flags[name] = said ?? read
  }
  if (stated.violent === false) {
    for (const kind of VIOLENT_KINDS) flags[kind] = flags[kind] === true ? false : flags[kind]
  }
  if (stated.sexOffenseRegistration === true) flags.sexOffense = true
  if (conflicts.length > 0) {
    notes.push(
      `You told us the offense was ${conflicts.join(', ')}; we used your answers where the charges text suggested otherwise.`,
    )
  }

  let grade: CaseFacts['grade']
  if (stated.felony !== undefined) {
    grade = stated.felony ? 'FELONY' : 'MISDEMEANOR'
    if (inferred.facts.felony !== undefined && inferred.facts.felony !== stated.felony) {
      notes.push(
        `You told us the conviction was a ${stated.felony ? 'felony' : 'misdemeanor'}; we used your answer.`,
      )
    }
  } else if (inferred.facts.felony !== undefined) {
    grade = inferred.facts.felony ? 'FELONY' : 'MISDEMEANOR'
  } else if (stated.maxSentenceYears !== undefined && stated.maxSentenceYears <= 1) {
    // No state classes an offense punishable by a year or less as a felony.
    grade = 'MISDEMEANOR'
    notes.push(
      'Because the maximum punishment was one year or less, we treated the offense as a misdemeanor.',
    )
  }

  const military = input.militaryDetails ?? ''
  const dishonorable =
    /\bdishonorabl[ey]\b/i.test(military) && !/\b(?:not|no|never)\b[^.]{0,20}dishonorabl/i.test(military)
  const courtMartial =
    inferred.facts.courtMartial === true || /\bcourt[- ]?martial\b|\bUCMJ\b/i.test(military)
  if (dishonorable) {
    notes.push('We read your military details as a dishonorable discharge, which is a separate federal bar.')
  }

  return {
    grade,
    maxSentenceYears: stated.maxSentenceYears,
    flags,
    priorConvictions: input.priorConvictions,
    businessRegulation: inferred.facts.businessRegulation === true,
    courtMartial,
    dishonorableDischarge: input.militaryService === false ? false : dishonorable ? true : undefined,
    notes,
    readings: inferred.readings,
  }
}

export const and = (...values: Tri[]): Tri =>
  values.some((v) => v === false) ? false : values.every((v) => v === true) ? true : undefined
export const or = (...values: Tri[]): Tri =>
  values.some((v) => v === true) ? true : values.every((v) => v === false) ? false : undefined
export const not = (value: Tri): Tri => (value === undefined ? undefined : !value)

function fact(name: FactName, f: CaseFacts): Tri {
  switch (name) {
    case 'felony':
      return f.grade === undefined ? undefined : f.grade === 'FELONY'
    case 'misdemeanor':
      return f.grade === undefined ? undefined : f.grade === 'MISDEMEANOR'
    case 'mcdv':
      return and(fact('misdemeanor', f), f.flags.domestic, f.flags.violent)
    case 'drugOffense':
      return or(f.flags.drugDistribution, f.flags.drugPossession)
    case 'priorConvictions':
      return f.priorConvictions
    default:
      return f.flags[name]
  }
}

/** Evaluates a rule's test over the facts in three-valued logic. */
export function evaluate(condition: Condition, f: CaseFacts): Tri {
  if (typeof condition === 'string') return fact(condition, f)
  if ('not' in condition) return not(evaluate(condition.not, f))
  if ('all' in condition) return and(...condition.all.map((c) => evaluate(c, f)))
  if ('any' in condition) return or(...condition.any.map((c) => evaluate(c, f)))
  if ('maxSentenceAtLeast' in condition) {
    return f.maxSentenceYears === undefined ? undefined : f.maxSentenceYears >= condition.maxSentenceAtLeast
  }
  return f.maxSentenceYears === undefined ? undefined : f.maxSentenceYears <= condition.maxSentenceAtMost
}

const FACT_QUESTIONS: Record<FactName, string> = {
  felony: 'whether the conviction was a felony or a misdemeanor',
  misdemeanor: 'whether the conviction was a felony or a misdemeanor',
  violent: 'whether the offense involved violence or force',
  weapon: 'whether a firearm or other weapon was involved',
  domestic: 'whether the victim was a spouse, partner, family or household member',
  mcdv: 'whether this was a misdemeanor of force against a spouse, partner, family or household member',
  drugDistribution: 'whether the offense was drug distribution or trafficking',
  drugPossession: 'whether the offense was drug possession',
  drugOffense: 'whether the offense was a drug offense',
  sexOffense: 'whether the offense was a sex offense',
  sexOffenderRegistration: 'whether sex-offender registration applies',
  burglary: 'whether the offense was a burglary',
  homicide: 'whether the offense was a homicide',
  robbery: 'whether the offense was a robbery',
  kidnapping: 'whether the offense was a kidnapping',
  arson: 'whether the offense was an arson',
  priorConvictions: 'whether you have other convictions',
}

/** The questions whose answers would settle a condition that came out unknown. */
export function unknownFactsOf(condition: Condition, f: CaseFacts): string[] {
  const out = new Set<string>()
  const walk = (c: Condition): void => {
    if (evaluate(c, f) !== undefined) return
    if (typeof c === 'string') {
      if (c === 'mcdv') {
        for (const part of ['misdemeanor', 'domestic', 'violent'] as const) walk(part)
        return
      }
      if (c === 'drugOffense') {
        walk('drugDistribution')
        walk('drugPossession')
        return
      }
      out.add(FACT_QUESTIONS[c])
    } else if ('not' in c) walk(c.not)
    else if ('all' in c) c.all.forEach(walk)
    else if ('any' in c) c.any.forEach(walk)
    else out.add('the maximum sentence the law allowed for the offense')
  }
  walk(condition)
  return [...out]
}
