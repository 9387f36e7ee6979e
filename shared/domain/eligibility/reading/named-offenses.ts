// Reads an offense named with its degree ('forgery in the first degree', 'first-degree burglary',
// 'Assault 4th degree', 'larceny, third degree') in a state that grades that offense by degree
// (data/offense-names.ts), so the degree gives the grade and the statutory maximum.
import { findOffenseClass, type OffenseClass, type OffenseGrade } from '../data/offense-classes.ts'
import { NAMED_OFFENSES, type NamedDegree, type NamedOffense } from '../data/offense-names.ts'

export interface NamedMention {
  readonly matched: string
  readonly offense: NamedOffense
  readonly degree: number
  readonly grade: OffenseGrade
  /** The class row, when the degree names a class of the state's table. */
  readonly row: OffenseClass | undefined
  readonly maxYears: number | undefined
  readonly maxLabel: string | undefined
  readonly citation: string
  readonly classKey: string | undefined
}

const ORDINAL_NUMBERS: Readonly<Record<string, number>> = {
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
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
}
const ORDINAL = String.raw`(first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th)`
const DEGREE = String.raw`(?:[-\s]+degree|\s+deg\.?)`

// One pattern per offense, built once: '<ordinal> degree <name>' or '<name> (in the) <ordinal> degree'.
const PATTERNS = new Map<NamedOffense, RegExp>()

function patternOf(o: NamedOffense): RegExp {
  let regex = PATTERNS.get(o)
  if (regex === undefined) {
    regex = new RegExp(
      String.raw`\b${ORDINAL}${DEGREE}\s+(?:${o.name})\b|\b(?:${o.name})\s*(?:,\s*|\(\s*|-\s*|\s+in\s+the\s+|\s+)${ORDINAL}(?:${DEGREE})?\b`,
      'gi',
    )
    PATTERNS.set(o, regex)
  }
  return regex
}

function mention(
  code: string,
  o: NamedOffense,
  matched: string,
  degree: number,
  d: NamedDegree,
): NamedMention {
  const row = d.classKey === undefined ? undefined : findOffenseClass(code, d.classKey)
  return {
    matched,
    offense: o,
    degree,
    grade: d.grade,
    row,
    maxYears: d.maxYears ?? row?.maxYears,
    maxLabel: d.maxLabel ?? row?.maxLabel,
    citation: d.citation,
    classKey: d.classKey,
  }
}

/** The degreed offenses the text names, for a state that grades them so. */
export function readNamedOffenses(text: string, code: string | undefined): NamedMention[] {
  const offenses = code === undefined ? undefined : NAMED_OFFENSES[code as keyof typeof NAMED_OFFENSES]
  if (offenses === undefined || !/degree|deg\b|\d(?:st|nd|rd|th)\b/i.test(text)) return []
  const out: NamedMention[] = []
  for (const o of offenses) {
    for (const m of text.matchAll(patternOf(o))) {
      const degree = ORDINAL_NUMBERS[(m[1] ?? m[2] ?? '').toLowerCase()]
      const d = degree === undefined ? undefined : o.degrees[degree]
      if (d === undefined) continue
      // A bare '2nd' after the name must not be a date or count ('burglary 2nd count').
      if (
        m[2] !== undefined &&
        !/degree|deg/i.test(m[0]) &&
        /^\s*(?:count|offen|time)/i.test(text.slice(m.index + m[0].length))
      )
        continue
      out.push(mention(code!, o, m[0].trim(), degree!, d))
    }
  }
  return out
}
