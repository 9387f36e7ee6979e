// Reads a court-martial conviction: the article of the Uniform Code of Military Justice and the
// offense's maximum confinement in the Manual for Courts-Martial (Part IV), which decides the
// federal felony bar as a civilian statute's maximum does (18 U.S.C. § 921(a)(20) reaches a
// conviction "in any court"). A court-martial is a federal conviction: only a presidential pardon or
// relief under 18 U.S.C. § 925(c) lifts its federal ban (docs/decisions/048). The forum matters too:
// a special court-martial may adjudge at most a year of confinement (UCMJ art. 19) and a summary
// court-martial at most a month, and is no criminal conviction (Middendorf v. Henry).
import { COURT_MARTIAL as data } from '../data/court-martial.ts'
import { isNegatedAt } from './durations.ts'

export type CourtMartialForum = 'GENERAL' | 'SPECIAL' | 'SUMMARY'

export interface MilitaryFlags {
  readonly domestic?: boolean
  readonly kidnapping?: boolean
  readonly arson?: boolean
  readonly sexOffenderRegistration?: boolean
  readonly violent?: boolean
  readonly drugPossession?: boolean
  readonly drugDistribution?: boolean
  readonly sexOffense?: boolean
  readonly homicide?: boolean
  readonly robbery?: boolean
  readonly burglary?: boolean
  readonly weapon?: boolean
}

export interface CourtMartialReading {
  readonly forum: CourtMartialForum | undefined
  /** Nonjudicial punishment (UCMJ art. 15) only: no court-martial, no conviction. */
  readonly nonJudicial: boolean
  /** The longest maximum among the offenses read, when every one was pinned to one figure. */
  readonly maxSentenceYears: number | undefined
  readonly label: string | undefined
  readonly flags: MilitaryFlags
  readonly readings: readonly { readonly matched: string; readonly reading: string }[]
}

const NAMED_KINDS = [
  'drugPossession',
  'drugDistribution',
  'sexOffense',
  'sexOffenderRegistration',
  'homicide',
  'robbery',
  'burglary',
  'kidnapping',
  'arson',
] as const

const FORUMS: readonly [RegExp, CourtMartialForum][] = [
  [/\bgeneral\s+court[-\s]?martial\b|\bGCM\b/i, 'GENERAL'],
  [/\bspecial\s+court[-\s]?martial\b|\bSPCM\b|\bBCD\s+special\b/i, 'SPECIAL'],
  [/\bsummary\s+court[-\s]?martial\b|\bSCM\b/i, 'SUMMARY'],
]

const NONJUDICIAL = /\bart(?:icle)?\.?\s*15\b(?!\d)|\bnon-?judicial\s+punishment\b|\bNJP\b/i
const COURT_MARTIAL_WORDS = /\bcourt[-\s]?martial/i

// 'Art. 121', 'Article 112a', 'UCMJ art 86', or the article's place in 10 U.S.C. (§ 921 is art. 121).
const ARTICLE = /\bart(?:icle)?s?\.?\s*(\d{2,3}[a-z]?)\b/gi
const CODE_SECTION = /\b10\s*U\.?\s*S\.?\s*C\.?\s*(?:§+|sec(?:tion)?\.?)?\s*(8[7-9]\d|9[0-4]\d)([a-z]?)\b/gi

function articlesOf(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(ARTICLE)) out.push(m[1]!.toLowerCase())
  for (const m of text.matchAll(CODE_SECTION)) out.push(`${Number(m[1]) - 800}${m[2]!.toLowerCase()}`)
  return out
}

/** Reads the forum, the articles and their maxima; only called for a court-martial text. */
export function readCourtMartial(text: string): CourtMartialReading {
  const readings: { matched: string; reading: string }[] = []
  let forum: CourtMartialForum | undefined
  for (const [regex, name] of FORUMS) {
    const m = regex.exec(text)
    if (m && !isNegatedAt(text, m.index)) {
      forum = name
      break
    }
  }
  const articles = new Set(articlesOf(text))
  const found: { max: number | undefined; label: string; matched: string }[] = []
  const flags: { -readonly [K in keyof MilitaryFlags]: MilitaryFlags[K] } = {}
  for (const offense of data.offenses) {
    const byArticle = offense.articles.some((a) => articles.has(a))
    const byName = offense.name.test(text)
    if (!byArticle && !byName) continue
    const variant = offense.variants.find((v) => v.when === undefined || v.when.test(text))
    const matched = byName ? (offense.name.exec(text)?.[0] ?? '') : `Article ${offense.articles[0]!}`
    for (const key in offense.sets) {
      const name = key as keyof MilitaryFlags
      flags[name] ??= offense.sets[name]
    }
    if (variant === undefined) {
      found.push({ max: undefined, label: offense.label, matched })
      readings.push({
        matched: matched.trim(),
        reading: `${offense.label} (UCMJ art. ${offense.articles[0]!}), whose maximum confinement in the Manual for Courts-Martial depends on facts the text does not give (${offense.range})`,
      })
      continue
    }
    for (const key in variant.sets ?? {}) {
      const name = key as keyof MilitaryFlags
      flags[name] ??= variant.sets![name]
    }
    found.push({ max: variant.maxYears, label: `${offense.label}: ${variant.label}`, matched })
    readings.push({
      matched: matched.trim(),
      reading: `${offense.label}: ${variant.label} (UCMJ art. ${offense.articles[0]!}), for which the Manual for Courts-Martial allows ${variant.maxLabel} of confinement (${data.citation}, art. ${offense.articles[0]!})`,
    })
  }
  if (found.length > 0) {
    // The articles name the offenses: what none of them is, the case is not.
    const nonViolent = flags.violent === false
    for (const name of NAMED_KINDS) flags[name] ??= false
    if (nonViolent) flags.weapon ??= false
  }
  // Every offense pinned: the most serious one's maximum. Some not pinned: a pinned maximum over a
  // year still proves the federal felony bar (the true maximum is no lower).
  const known = found.filter((f) => f.max !== undefined)
  const best = known.length > 0 ? known.reduce((a, b) => (b.max! > a.max! ? b : a)) : undefined
  const top = best !== undefined && (known.length === found.length || best.max! > 1) ? best : undefined
  const nonJudicial = NONJUDICIAL.test(text) && !COURT_MARTIAL_WORDS.test(text)
  if (nonJudicial) {
    readings.push({
      matched: (NONJUDICIAL.exec(text)?.[0] ?? '').trim(),
      reading: 'nonjudicial punishment under UCMJ art. 15, which is not a court-martial or a conviction',
    })
  }
  return {
    forum,
    nonJudicial,
    maxSentenceYears: top?.max,
    label: top === undefined ? undefined : `${top.label} (Manual for Courts-Martial)`,
    flags,
    readings,
  }
}
