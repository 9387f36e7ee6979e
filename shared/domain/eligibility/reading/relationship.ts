// Reads the victim's relationship to the person from the charges text. It decides whether a
// misdemeanor of force is a "misdemeanor crime of domestic violence" (18 U.S.C. § 921(a)(33)), where
// the relationship need not be an element of the offense (United States v. Hayes, 555 U.S. 415).
// Only explicit words count: 'household' alone, or a victim who is the person's parent or sibling
// (outside the federal list), leaves the relationship unknown.
import { isNegatedAt } from './durations.ts'

export interface RelationshipReading {
  readonly domesticRelationship: boolean | undefined
  /** The only relationship read was a dating one (18 U.S.C. § 921(a)(33)(C), (a)(37)). */
  readonly dating?: boolean
  readonly readings: readonly { readonly matched: string; readonly reading: string }[]
}

interface Cue {
  readonly regex: RegExp
  readonly reading: string
  readonly dating?: boolean
}

const POSSESSIVE = String.raw`(?:my|his|her|their|the\s+defendant'?s|defendant'?s|own)`

const COVERED: readonly Cue[] = [
  {
    regex: /\b(?:ex-?|former\s+|estranged\s+)?(?:spouse|wife|husband)\b/i,
    reading: 'a current or former spouse, a relationship federal law counts for domestic violence',
  },
  {
    regex: /\bchild(?:ren)?\s+in\s+common\b|\bco-?parent\b/i,
    reading:
      'a person with whom the offender shares a child, a relationship federal law counts for domestic violence',
  },
  {
    regex: new RegExp(
      String.raw`\b(?:mother|father|parent)\s+of\s+${POSSESSIVE}\s+(?:child|children|son|daughter|kids?)\b`,
      'i',
    ),
    reading:
      'a person with whom the offender shares a child, a relationship federal law counts for domestic violence',
  },
  {
    regex:
      /\b(?:ex-?|former\s+)?(?:girlfriend|boyfriend|dating\s+partner|intimate\s+partner|fianc[eé]e?|significant\s+other)\b/i,
    reading:
      'a dating or intimate partner (federal law counts a dating relationship for convictions from 25 June 2022, and a partner who lived with the offender as a spouse before then)',
    dating: true,
  },
  {
    regex:
      /\bco-?habit(?:ant|ing|ed|ation)\b|\blive-?in\s+(?:partner|girlfriend|boyfriend)\b|\b(?:who\s+)?(?:lived|lives|living|was\s+living)\s+(?:together\s+)?with\s+(?:me|him|her|them|the\s+defendant)\b|\bwe\s+lived\s+together\b/i,
    reading:
      'a person who lived with the offender as a partner, a relationship federal law counts for domestic violence',
  },
  {
    regex: /\b(?:family|household)\s+member\b|\bmember\s+of\s+(?:the\s+)?(?:family|household)\b/i,
    reading: 'a family or household member, which we read as a domestic relationship',
  },
  {
    regex: new RegExp(
      String.raw`\bvictim\s*(?:was|is|:|-|=|—)?\s*${POSSESSIVE}\s+(?:minor\s+)?(?:son|daughter|child|stepchild|stepson|stepdaughter|ward)\b`,
      'i',
    ),
    reading: "the offender's own child or ward, a relationship federal law counts for domestic violence",
  },
]

const NOT_COVERED: readonly Cue[] = [
  {
    regex: /\bnon-?domestic\b|\bnot\s+(?:a\s+)?domestic\b|\bno\s+(?:domestic\s+)?relationship\b/i,
    reading: 'a statement that there was no domestic relationship with the victim',
  },
  {
    regex:
      /\bvictim\s*(?:was|is|:|-|=|—)?\s*(?:a\s+|an\s+)?(?:stranger|police\s+officer|law\s+enforcement\s+officer|officer|co-?worker|store\s+employee)\b/i,
    reading: 'a victim with no domestic relationship to the offender',
  },
]

// Every cue contains one of these words; most texts contain none, so the cues are skipped.
const HINT =
  /spouse|wife|husband|child|parent|mother|father|girl|boy|dating|partner|fianc|significant|habit|live|living|family|household|victim|domestic|relationship/i

/** Reads the relationship; both kinds of cue at once leave it unknown. */
export function readRelationship(text: string): RelationshipReading {
  if (!HINT.test(text)) return { domesticRelationship: undefined, readings: [] }
  const readings: { matched: string; reading: string }[] = []
  let covered = false
  let notCovered = false
  let dating = false
  // Dating only when nothing else is said: a girlfriend who lived with the offender is a cohabitant,
  // whom the dating rules of 18 U.S.C. § 921(a)(33)(C) do not cover.
  let otherCovered = false
  for (const cue of COVERED) {
    const m = cue.regex.exec(text)
    if (!m || isNegatedAt(text, m.index)) continue
    if (!covered) readings.push({ matched: m[0].trim(), reading: `a victim who was ${cue.reading}` })
    covered = true
    if (cue.dating === true) dating = true
    else otherCovered = true
  }
  if (otherCovered) dating = false
  for (const cue of NOT_COVERED) {
    const m = cue.regex.exec(text)
    if (!m) continue
    notCovered = true
    readings.push({ matched: m[0].trim(), reading: cue.reading })
    break
  }
  if (covered && notCovered) {
    return {
      domesticRelationship: undefined,
      readings: [
        ...readings,
        {
          matched: readings.map((r) => r.matched).join(' / '),
          reading: 'conflicting statements about the victim, so we could not tell the relationship',
        },
      ],
    }
  }
  return {
    domesticRelationship: covered ? true : notCovered ? false : undefined,
    ...(dating ? { dating } : {}),
    readings,
  }
}
