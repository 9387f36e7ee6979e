// Reads the class or degree a charge names ('class A felony', 'felony of the third degree', 'Level 6
// felony', 'gross misdemeanor', 'M1') and a stated maximum ('max 5 years', 'punishable by up to 10
// years'), and looks the class up in the jurisdiction's table, so the engine knows the statutory
// maximum that 18 U.S.C. § 921(a)(20) turns on. A stated maximum always beats the table.
import {
  findOffenseClass,
  LIFE_YEARS,
  OFFENSE_CLASSES,
  type OffenseClass,
  type OffenseGrade,
} from '../data/offense-classes.ts'
import { describeYears, NUMBER, spanYears, toYears, UNIT } from './durations.ts'

/** One class or degree named in the text. */
export interface ClassMention {
  readonly matched: string
  /** Normalized keys to look up, in order (e.g. 'F:D3' then 'F:3' for 'F3'). */
  readonly keys: readonly string[]
  /** The grade the words themselves say, when they say one. */
  readonly grade: OffenseGrade | undefined
  /** The table row, when the jurisdiction has this class. */
  readonly row: OffenseClass | undefined
}

export interface StatedMaximum {
  readonly matched: string
  readonly years: number
}

export interface ClassReading {
  readonly mentions: readonly ClassMention[]
  readonly statedMaxima: readonly StatedMaximum[]
}

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
}
const ORDINAL = String.raw`(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)`
const KIND = String.raw`(felony|fel\.?|misdemeanou?r|misd\.?|crime)`
// Letters A-I (with AA, A1, B1, B2, M2), X and Y, numbers 1-6, Roman I-V with Nebraska's A-D suffixes.
const CLASS = String.raw`(A-?I{1,2}|AA|A1|B1|B2|M2|I{1,3}[A-D]?|IV|V|[A-IXY]|[1-6])`

function kindOf(word: string): 'F' | 'M' | 'C' {
  const w = word.toLowerCase()
  return w.startsWith('f') ? 'F' : w.startsWith('m') ? 'M' : 'C'
}

function gradeOf(kind: 'F' | 'M' | 'C'): OffenseGrade | undefined {
  return kind === 'F' ? 'FELONY' : kind === 'M' ? 'MISDEMEANOR' : undefined
}

function classKeys(kind: 'F' | 'M' | 'C', cls: string): string[] {
  const c = cls.toUpperCase().replace('-', '')
  // New York's A-I and A-II felonies are Class A felonies for the maximum.
  const normalized = /^AI{1,2}$/.test(c) ? 'A' : c
  return [`${kind}:${normalized}`]
}

interface Pattern {
  /** A cheap test first: a lower-case word the text must contain, or a small regex. */
  readonly hint: string | RegExp
  readonly regex: RegExp
  readonly keys: (m: RegExpExecArray) => { keys: string[]; grade: OffenseGrade | undefined }
}

const word = (kind: 'F' | 'M', key: string) => () => ({ keys: [`${kind}:${key}`], grade: gradeOf(kind) })

// Specific names first: a span read by one pattern is blanked out before the next runs.
const PATTERNS: readonly Pattern[] = [
  {
    hint: 'high',
    regex:
      /\b(?:misdemeanou?r\s+of\s+a\s+high\s+and\s+aggravated\s+nature|high\s+and\s+aggravated\s+misdemeanou?r)\b/gi,
    keys: word('M', 'HIGH_AGGRAVATED'),
  },
  { hint: 'high', regex: /\bhigh[-\s]court\s+misdemeanou?r\b/gi, keys: word('M', 'HIGH_COURT') },
  { hint: 'gross', regex: /\bgross\s+misdemeanou?r\b/gi, keys: word('M', 'GROSS') },
  { hint: 'aggravated', regex: /\baggravated\s+misdemeanou?r\b/gi, keys: word('M', 'AGGRAVATED') },
  { hint: 'serious', regex: /\bserious\s+misdemeanou?r\b/gi, keys: word('M', 'SERIOUS') },
  { hint: 'simple', regex: /\bsimple\s+misdemeanou?r\b/gi, keys: word('M', 'SIMPLE') },
  { hint: 'petty', regex: /\bpetty\s+misdemeanou?r\b/gi, keys: word('M', 'PETTY') },
  { hint: 'minor', regex: /\bminor\s+misdemeanou?r\b/gi, keys: word('M', 'MINOR') },
  { hint: 'petty', regex: /\bpetty\s+disorderly\s+persons?(?:\s+offen[cs]e)?\b/gi, keys: word('M', 'PDP') },
  { hint: 'disorderly', regex: /\bdisorderly\s+persons?(?:\s+offen[cs]e)?\b/gi, keys: word('M', 'DP') },
  { hint: 'unclassified', regex: /\bunclassified\s+felony\b/gi, keys: word('F', 'UNCLASSIFIED') },
  { hint: 'unclassified', regex: /\bunclassified\s+misdemeanou?r\b/gi, keys: word('M', 'UNCLASSIFIED') },
  { hint: 'jail', regex: /\bstate[-\s]jail\s+felony\b/gi, keys: word('F', 'STATE_JAIL') },
  { hint: /SJF/, regex: /\bSJF\b/g, keys: word('F', 'STATE_JAIL') },
  { hint: 'capital', regex: /\bcapital\s+(?:felony|offen[cs]e|murder)\b/gi, keys: word('F', 'CAPITAL') },
  { hint: 'life', regex: /\blife\s+felony\b/gi, keys: word('F', 'LIFE') },
  {
    hint: 'indictable',
    regex: /\bindictable\s+offen[cs]e\b/gi,
    keys: () => ({ keys: ['C:INDICTABLE'], grade: undefined }),
  },
  {
    hint: /drug|df\s?-?[1-4]/i,
    regex: /\b(?:level\s+([1-4])\s+drug\s+felony|drug\s+felony\s+(?:level\s+)?([1-4])|DF\s?-?([1-4]))\b/gi,
    keys: (m) => ({ keys: [`F:DL${m[1] ?? m[2] ?? m[3]}`], grade: 'FELONY' }),
  },
  {
    hint: 'severity',
    regex: /\b(drug\s+)?severity\s+level\s+(\d{1,2})\b(?:\s+(?:non-?)?(?:person|drug)\s+)?(?:\s*felony)?/gi,
    keys: (m) => ({ keys: [`F:${m[1] ? 'DL' : 'SL'}${m[2]}`], grade: 'FELONY' }),
  },
  {
    hint: 'level',
    regex: /\blevel\s+([1-6])\s+felony\b|\bfelony\s*,?\s+level\s+([1-6])\b/gi,
    keys: (m) => ({ keys: [`F:L${m[1] ?? m[2]}`], grade: 'FELONY' }),
  },
  {
    hint: 'degree',
    regex: new RegExp(String.raw`\b${KIND}\s+of\s+the\s+${ORDINAL}\s+degree\b`, 'gi'),
    keys: (m) => degreeKeys(kindOf(m[1]!), m[2]!),
  },
  {
    hint: 'degree',
    regex: new RegExp(String.raw`\b${ORDINAL}[-\s]+degree\s+${KIND}(?![a-z])`, 'gi'),
    keys: (m) => degreeKeys(kindOf(m[2]!), m[1]!),
  },
  {
    hint: /class|categor/i,
    regex: new RegExp(String.raw`\b(?:class|category)\s+${CLASS}\s+${KIND}(?![a-z])`, 'gi'),
    keys: (m) => ({ keys: classKeys(kindOf(m[2]!), m[1]!), grade: gradeOf(kindOf(m[2]!)) }),
  },
  {
    hint: /class|categor/i,
    regex: new RegExp(String.raw`\b${KIND}\s*,?\s*(?:class|category)\s+${CLASS}\b`, 'gi'),
    keys: (m) => ({ keys: classKeys(kindOf(m[1]!), m[2]!), grade: gradeOf(kindOf(m[1]!)) }),
  },
  {
    // Ohio, Pennsylvania and Texas abbreviations: F1-F5, M1-M4 (degrees), else numbered classes.
    hint: /[FM]-?[1-5]/,
    regex: /\b([FM])-?([1-5])\b/g,
    keys: (m) => {
      const kind = m[1] === 'F' ? 'F' : 'M'
      return { keys: [`${kind}:D${m[2]}`, `${kind}:${m[2]}`], grade: gradeOf(kind) }
    },
  },
]

// New Jersey grades crimes by degree alone ('robbery, second degree' is a second-degree crime).
const BARE_DEGREE = new RegExp(String.raw`\b${ORDINAL}[-\s]+degree\b`, 'gi')

function degreeKeys(kind: 'F' | 'M' | 'C', ordinal: string) {
  const n = ORDINALS[ordinal.toLowerCase()]
  return {
    keys: [`${kind}:D${n}`],
    grade: gradeOf(kind),
  }
}

const MAXIMUM_HINT =
  /max|punishable|up\s+to|more\s+than|\d\s*(?:-|–|to)\s*\d|\b(?:years?|yrs?)[\s-]+(?:felony|misdemeanou?r|offen[cs]e|crime)\b/i
const SENTENCED_BEFORE =
  /\b(?:sentenced|sentence\s+of|received|serve[ds]?|serving|given|got|did|spent|imposed)\b[^.;]{0,20}$/i
// A term followed by one of these words was the sentence imposed, not the law's maximum.
const SENTENCE_AFTER =
  /^\s*(?:of\s+|in\s+|at\s+)?(?:the\s+)?(?:prison|jail|D\.?O\.?C\b|[A-Z]?DOCC?\b|TDCJ|BOP\b|probation|probated|suspended|susp\.?|parole|supervis|community|custody|served|county|state\s+(?:prison|jail))/i
const STATED_MAXIMA: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:statutory\s+)?max(?:imum)?\.?(?:\s+(?:possible\s+)?(?:penalty|sentence|punishment|term|exposure|prison|imprisonment|incarceration))?\s*(?:of|is|was|:|=|-)?\s*(?:up\s+to\s+)?\b${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`,
    'gi',
  ),
  new RegExp(
    String.raw`\bpunishable\s+(?:by|with)\s+(?:up\s+to\s+|not\s+more\s+than\s+|no\s+more\s+than\s+|a\s+maximum\s+of\s+|a\s+term\s+of\s+|imprisonment\s+(?:of|for)\s+(?:up\s+to\s+|not\s+more\s+than\s+)?)?\b${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`,
    'gi',
  ),
  new RegExp(String.raw`\(\s*up\s+to\s+${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`, 'gi'),
]
// Maxima stated less formally, which a sentence imposed could also be written as: they count only
// when no sentence word stands before or after them ('up to 5 years', 'not more than 2 years').
const LOOSE_MAXIMA: readonly RegExp[] = [
  new RegExp(String.raw`\bup\s+to\s+${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`, 'gi'),
  new RegExp(
    String.raw`\b(?:not|no)\s+more\s+than\s+${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`,
    'gi',
  ),
]
// '14-year felony', 'a 5 year offense': the offense named by its maximum.
const YEAR_OFFENSE = new RegExp(
  String.raw`\b${NUMBER}[\s-]*(years?|yrs?\.?)[\s-]+(?:felony|misdemeanou?r|offen[cs]e|crime)\b(?!\s+(?:probation|sentence|supervision|term))`,
  'gi',
)
// A statutory range ('1 to 10 years', '(6-12 months)'): its top is the maximum. Ranges are also how
// sentences are written, so one counts only in parentheses or when its top is over two years (a
// sentence imposed can only understate the maximum, which then still exceeds both thresholds).
const RANGE = new RegExp(String.raw`\b${NUMBER}\s*(?:-|–|to)\s*${NUMBER}[\s-]*${UNIT}`, 'gi')
const STATED_LIFE =
  /\b(?:max(?:imum)?\.?(?:\s+(?:penalty|sentence|punishment))?\s*(?:of|is|:|-)?\s*|punishable\s+by\s+(?:up\s+to\s+)?)life(?:\s+imprisonment)?\b/gi

function blank(text: string, index: number, length: number): string {
  return text.slice(0, index) + ' '.repeat(length) + text.slice(index + length)
}

/** Finds the stated maxima; a maximum after 'sentenced to' is the sentence imposed, not the law's. */
function readStatedMaxima(text: string): StatedMaximum[] {
  const out: StatedMaximum[] = []
  // Spans already read, so one stated maximum read by two patterns counts once.
  const spans: [number, number][] = []
  const add = (m: RegExpExecArray, years: number | undefined) => {
    const end = m.index + m[0].length
    if (years === undefined || spans.some(([a, b]) => m.index < b && end > a)) return
    spans.push([m.index, end])
    out.push({ matched: m[0].trim(), years })
  }
  const sentencedBefore = (index: number) => SENTENCED_BEFORE.test(text.slice(Math.max(0, index - 40), index))
  const sentenceAfter = (end: number) => SENTENCE_AFTER.test(text.slice(end, end + 30))
  for (const regex of STATED_MAXIMA) {
    for (const m of text.matchAll(regex)) {
      if (!sentencedBefore(m.index)) add(m, spanYears(m[1]!, m[2], m[3]!))
    }
  }
  for (const regex of LOOSE_MAXIMA) {
    for (const m of text.matchAll(regex)) {
      if (sentencedBefore(m.index) || sentenceAfter(m.index + m[0].length)) continue
      add(m, spanYears(m[1]!, m[2], m[3]!))
    }
  }
  for (const m of text.matchAll(YEAR_OFFENSE)) {
    if (!sentencedBefore(m.index)) add(m, toYears(m[1]!, m[2]!))
  }
  for (const m of text.matchAll(RANGE)) {
    if (sentencedBefore(m.index) || sentenceAfter(m.index + m[0].length)) continue
    const years = spanYears(m[1]!, m[2], m[3]!)
    const parenthesized = /\(\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))
    if (years !== undefined && (years > 2 || parenthesized)) add(m, years)
  }
  for (const m of text.matchAll(STATED_LIFE)) add(m, LIFE_YEARS)
  return out
}

/** Gives the state code, 'US' or undefined for a text; asked only when the text names a class. */
export type JurisdictionResolver = (text: string, stateCode: string | undefined) => string | undefined

/**
 * Reads class words and stated maxima. `resolveJurisdiction` gives the state code, 'US' or
 * undefined; it is asked only when the text names a class, since most texts name none. (No
 * closures are made per call: this runs on every case.)
 */
export function readClasses(
  text: string,
  resolveJurisdiction: JurisdictionResolver,
  stateCode?: string,
): ClassReading {
  const mentions: ClassMention[] = []
  let rest = text
  let resolved = false
  let code: string | undefined
  const lower = text.toLowerCase()
  for (const pattern of PATTERNS) {
    if (typeof pattern.hint === 'string' ? !lower.includes(pattern.hint) : !pattern.hint.test(text)) continue
    for (const m of rest.matchAll(pattern.regex)) {
      if (!resolved) {
        code = resolveJurisdiction(text, stateCode)
        resolved = true
      }
      rest = addMention(mentions, rest, m, pattern.keys(m), code)
    }
  }
  if (lower.includes('degree')) {
    if (!resolved) code = resolveJurisdiction(text, stateCode)
    if (code === 'NJ') {
      for (const m of rest.matchAll(BARE_DEGREE))
        rest = addMention(mentions, rest, m, degreeKeys('C', m[1]!), code)
    }
  }
  return { mentions, statedMaxima: MAXIMUM_HINT.test(text) ? readStatedMaxima(text) : [] }
}

/** Records one class mention and blanks its words, so a vaguer pattern does not read them again. */
function addMention(
  mentions: ClassMention[],
  rest: string,
  m: RegExpExecArray,
  found: { keys: string[]; grade: OffenseGrade | undefined },
  code: string | undefined,
): string {
  let row: OffenseClass | undefined
  if (code !== undefined) {
    for (const key of found.keys) {
      row = findOffenseClass(code, key)
      if (row !== undefined) break
    }
  }
  mentions.push({ matched: m[0].trim(), keys: found.keys, grade: found.grade ?? row?.grade, row })
  return blank(rest, m.index, m[0].length)
}

/** 'a Texas felony of the first degree, punishable by life or 5 to 99 years (Tex. Penal Code § 12.32)'. */
export function describeMention(mention: ClassMention, jurisdiction: string | undefined): string {
  const grade =
    mention.grade === 'FELONY' ? 'a felony' : mention.grade === 'MISDEMEANOR' ? 'a misdemeanor' : 'an offense'
  if (jurisdiction === undefined) {
    return `${grade}; without the state we could not look up the class's maximum punishment`
  }
  const table = OFFENSE_CLASSES[jurisdiction as keyof typeof OFFENSE_CLASSES]
  const name = table?.name ?? jurisdiction
  const row = mention.row
  if (row === undefined) {
    const how = table ? ` (${table.summary.replace(/\.$/, '')}: ${table.citations.join('; ')})` : ''
    return `${grade}; ${name} has no class of that name${how}, so we could not tell its maximum punishment`
  }
  const where = jurisdiction === 'US' ? 'a federal' : `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`
  const what = `${where} ${row.label.charAt(0).toLowerCase()}${row.label.slice(1)}`
  if (row.confidence === 'low' || row.maxYears === undefined) {
    return `${what} (${row.maxLabel}; ${row.citation}); we did not rely on a single maximum for it`
  }
  const graded =
    row.grade === 'FELONY' && mention.grade === undefined ? ', which is punishable as a felony' : ''
  return `${what}${graded}, punishable by ${row.maxLabel} (${row.citation})`
}

/** 'Class A misdemeanor (Texas: up to 1 year)'. */
export function classLabel(row: OffenseClass, jurisdiction: string): string {
  const name = OFFENSE_CLASSES[jurisdiction as keyof typeof OFFENSE_CLASSES]?.name ?? jurisdiction
  return `${row.label} (${name}: ${row.maxLabel})`
}

export function describeStatedMaximum(years: number): string {
  return years >= LIFE_YEARS
    ? 'a stated maximum punishment of life imprisonment'
    : `a stated maximum punishment of ${describeYears(years)}`
}
