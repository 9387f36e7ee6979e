// Reads the sentence text for custody or probation: '3 years state prison' and '18 months DOC' are
// custody; 'probation', 'community control' and 'supervised release' alone are not; a custody term
// that was suspended or probated is not custody either. Some routes need probation to have been
// granted, others wait from release from confinement. Anything unclear stays unknown.
import {
  describeYears,
  isNegatedAt,
  mergeCompoundLengths,
  NUMBER,
  spanYears,
  toYears,
  UNIT,
} from './durations.ts'

export type SentenceKind = 'CUSTODY' | 'PROBATION' | 'MIXED'

export interface SentenceReading {
  readonly sentenceKind: SentenceKind | undefined
  readonly custodyYears: number | undefined
  readonly readings: readonly { readonly matched: string; readonly reading: string }[]
}

const PLACE = String.raw`(?:state\s+|county\s+|federal\s+|local\s+)?(?:prison|jail|penitentiary|D\.?O\.?C\b|[A-Z]?DOCC?S?\b|TDCJ(?:-ID)?|BOP\b|CDCR\b|incarceration|imprisonment|confinement|custody|house\s+of\s+correction|correctional\s+(?:facility|institution|center)|state\s+jail|workhouse|penal\s+institution)`
const SPAN = String.raw`\b${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`
// '3 years state prison', '18 months in the DOC', '90 days county jail'
const TERM_THEN_PLACE = new RegExp(
  String.raw`${SPAN}\s*(?:of\s+|in\s+|at\s+|to\s+)?(?:the\s+)?${PLACE}`,
  'gi',
)
// 'prison: 3 years', 'incarceration of 18 months', 'TDCJ 5 yrs'
const PLACE_THEN_TERM = new RegExp(
  String.raw`${PLACE}\s*(?:term\s+|sentence\s+)?(?:of\s+|for\s+|:\s*|-\s*)?${SPAN}`,
  'gi',
)
// A term needs a number; a text without one skips the term patterns.
const TERM_HINT = new RegExp(String.raw`\d|\b${NUMBER}\b`, 'i')
const SPAN_ONLY = new RegExp(SPAN, 'i')
const SUSPENDED_AFTER =
  /^[\s,;(]*(?:(?:which\s+(?:was|is)\s+)?(?:all\s+but\s+[^,;]{1,20}?\s+)?(?:all\s+|fully\s+|entirely\s+|execution\s+)?(?:suspended|susp\.?|probated|stayed)\b)/i
const SUSPENDED_BEFORE = /\b(?:suspended|probated|stayed)\s+(?:sentence\s+of\s+|term\s+of\s+)?$/i
// 'suspended after 6 months', 'all but 6 months suspended': the part served is custody.
const SERVED_PART = new RegExp(
  String.raw`(?:suspended\s+after(?:\s+serving)?|all\s+but)\s+${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`,
  'i',
)
const CUSTODY_WORDS =
  /\b(?:incarcerated|incarceration|imprisoned|imprisonment|prison\s+(?:sentence|term)|sentenced\s+to\s+(?:state\s+)?prison|served\s+(?:time\s+)?in\s+(?:state\s+)?prison|TDCJ|paroled|released\s+on\s+parole|on\s+parole)\b/i
// Idaho unified sentences: '10 years, 5 fixed' or '5 fixed + 5 indeterminate' is a prison term of
// 10 years at most (the fixed part is the minimum served), so the whole term bounds the custody.
const UNIFIED = new RegExp(
  String.raw`\b${NUMBER}[\s-]*(?:years?|yrs?\.?)?\s*,?\s*(?:with\s+)?${NUMBER}[\s-]*(?:years?\s+|yrs?\.?\s+)?fixed\b`,
  'i',
)
const FIXED_PLUS = new RegExp(
  String.raw`\b${NUMBER}[\s-]*(?:years?\s+|yrs?\.?\s+)?fixed\s*(?:\+|plus|and|,|followed\s+by)\s*${NUMBER}[\s-]*(?:years?\s+|yrs?\.?\s+)?indeterminate\b`,
  'i',
)
// A custody word followed by one of these was not served: '10 years TDCJ probated'.
const SUSPENDED_NEAR = /\b(?:suspended|susp\.?|probated|stayed)\b/i
const PROBATION_WORDS =
  /\b(?:probation|probated|community\s+(?:control|supervision|corrections)|supervised\s+release|conditional\s+release)\b/i

/** What reading one sentence text has found so far. */
interface TermState {
  readonly text: string
  readonly readings: { matched: string; reading: string }[]
  readonly terms: number[]
  readonly seen: Set<number>
  suspended: boolean
}

/** A term read at [start, end) with its span's groups (low, high, unit). */
function consider(
  state: TermState,
  start: number,
  end: number,
  matched: string,
  low: string,
  high: string | undefined,
  unit: string,
): void {
  const { text, readings, terms, seen } = state
  for (const i of seen) if (Math.abs(i - start) < 3) return
  seen.add(start)
  if (isNegatedAt(text, start)) return
  const years = spanYears(low, high, unit)
  if (years === undefined) return
  const after = text.slice(end, end + 60)
  const before = text.slice(Math.max(0, start - 30), start)
  if (SUSPENDED_AFTER.test(after) || SUSPENDED_BEFORE.test(before)) {
    const served = SERVED_PART.exec(after)
    const servedYears = served ? spanYears(served[1]!, served[2], served[3]!) : undefined
    if (served && servedYears !== undefined && servedYears > 0) {
      terms.push(servedYears)
      readings.push({
        matched: `${matched} ${served[0].trim()}`,
        reading: `a custody term partly suspended, with ${describeYears(servedYears)} to serve in custody`,
      })
    } else {
      state.suspended = true
      readings.push({
        matched,
        reading: 'a custody term that was suspended or probated, which is not time in custody',
      })
    }
    return
  }
  terms.push(years)
  readings.push({ matched, reading: `a custody sentence of ${describeYears(years)}` })
}

/** Reads the sentence text; undefined when it says nothing we recognize. */
export function readSentence(given: string | undefined): SentenceReading {
  if (given === undefined || given.trim() === '') {
    return { sentenceKind: undefined, custodyYears: undefined, readings: [] }
  }
  const text = mergeCompoundLengths(given)
  const state: TermState = { text, readings: [], terms: [], seen: new Set<number>(), suspended: false }
  const { readings, terms } = state
  const hasTerm = TERM_HINT.test(text)
  for (const m of hasTerm ? text.matchAll(TERM_THEN_PLACE) : []) {
    consider(state, m.index, m.index + m[0].length, m[0].trim(), m[1]!, m[2], m[3]!)
  }
  for (const m of hasTerm ? text.matchAll(PLACE_THEN_TERM) : []) {
    const end = m.index + m[0].length
    const spanAt = m.index + m[0].search(SPAN_ONLY)
    consider(state, spanAt, end, m[0].trim(), m[1]!, m[2], m[3]!)
  }

  const unified = hasTerm ? (FIXED_PLUS.exec(text) ?? UNIFIED.exec(text)) : null
  if (unified && !isNegatedAt(text, unified.index)) {
    const first = toYears(unified[1]!, 'years')
    const second = toYears(unified[2]!, 'years')
    const years =
      first === undefined || second === undefined
        ? undefined
        : unified[0].match(/indeterminate/i)
          ? first + second
          : first
    if (
      years !== undefined &&
      !SUSPENDED_NEAR.test(text.slice(unified.index, unified.index + unified[0].length + 40))
    ) {
      terms.push(years)
      readings.push({
        matched: unified[0].trim(),
        reading: `a unified prison sentence of ${describeYears(years)} at most`,
      })
    }
  }

  const custodyWord = CUSTODY_WORDS.exec(text)
  const hasCustodyWord =
    custodyWord !== null &&
    !isNegatedAt(text, custodyWord.index) &&
    !SUSPENDED_NEAR.test(text.slice(custodyWord.index, custodyWord.index + custodyWord[0].length + 40))
  if (hasCustodyWord && terms.length === 0) {
    readings.push({
      matched: custodyWord[0].trim(),
      reading: 'a sentence served in custody (length not stated)',
    })
  }
  const probation = PROBATION_WORDS.exec(text)
  const hasProbation = (probation !== null && !isNegatedAt(text, probation.index)) || state.suspended
  if (probation && hasProbation && !readings.some((r) => r.matched.includes(probation[0]))) {
    readings.push({
      matched: probation[0].trim(),
      reading: 'a sentence of probation or supervision in the community',
    })
  }

  const hasCustody = terms.length > 0 || hasCustodyWord
  const custodyYears = terms.length > 0 ? Math.max(...terms) : undefined
  const sentenceKind: SentenceKind | undefined =
    hasCustody && hasProbation ? 'MIXED' : hasCustody ? 'CUSTODY' : hasProbation ? 'PROBATION' : undefined
  return { sentenceKind, custodyYears, readings }
}
