// Reads how the case ended when it may not have been a conviction: first-offender treatment,
// deferred adjudication and its kin (non-adjudication), diversion (Ohio's intervention in lieu of
// conviction), a juvenile adjudication, a charge dismissed or an acquittal. A completed deferral may
// leave no conviction at all, and the others never were one, so the engine sends them to review
// ("restoration may be unnecessary; verify the discharge order"). A deferral that was revoked ended
// in an adjudication of guilt, which is a conviction; so did a juvenile case tried in adult court,
// and a dismissal of some counts beside a plea to another.
import { isNegatedAt } from './durations.ts'

export type Disposition =
  'DEFERRED' | 'DIVERSION' | 'FIRST_OFFENDER' | 'JUVENILE' | 'DISMISSED' | 'CONVICTION'

export interface DispositionReading {
  readonly disposition: Disposition | undefined
  readonly readings: readonly { readonly matched: string; readonly reading: string }[]
}

interface Cue {
  readonly regex: RegExp
  readonly disposition: Exclude<Disposition, 'CONVICTION'>
  readonly reading: string
}

// Most specific first; abbreviations are matched in capitals only. 'Drug diversion' and 'diversion
// of funds' are offenses, not dispositions.
const CUES: readonly Cue[] = [
  {
    regex:
      /\bfirst[-\s]offender(?:\s+(?:act|treatment|status|program|probation|plea|sentence))?\b|\bFOA\b|\bO\.?C\.?G\.?A\.?\s*§*\s*42-8-6[0-5]\b/,
    disposition: 'FIRST_OFFENDER',
    reading: 'a first-offender disposition, which may not be a conviction once completed',
  },
  {
    regex: /\bfirst[-\s]offender(?:\s+(?:act|treatment|status|program|probation|plea|sentence))?\b/i,
    disposition: 'FIRST_OFFENDER',
    reading: 'a first-offender disposition, which may not be a conviction once completed',
  },
  {
    regex:
      /\bdeferred\s+(?:adjudication|judgm?ent|entry\s+of\s+judgm?ent|sentence|sentencing|imposition\s+of\s+sentence)\b/i,
    disposition: 'DEFERRED',
    reading: 'a deferred adjudication or judgment, which may not be a conviction once completed',
  },
  {
    regex: /\bprobation\s+before\s+(?:judgm?ent|verdict)\b|\bPBJ\b/i,
    disposition: 'DEFERRED',
    reading:
      'probation before judgment, which is not a conviction once completed (Md. Code, Crim. Proc. § 6-220)',
  },
  {
    regex:
      /\b(?:adjudication\s+(?:of\s+guilt\s+)?withheld|withh(?:o|e)ld(?:ing)?\s+(?:of\s+)?(?:adjudication|judgm?ent)|withhold\s+of\s+adjudication|withheld\s+judgm?ent)\b/i,
    disposition: 'DEFERRED',
    reading: 'an adjudication withheld, which may not be a conviction once completed',
  },
  {
    regex: /\bsuspended\s+imposition\s+of\s+(?:the\s+)?sentence\b|\bSIS\b/,
    disposition: 'DEFERRED',
    reading:
      'a suspended imposition of sentence, which several states (e.g. Missouri, Alaska) do not treat as a conviction once completed or set aside',
  },
  {
    regex: /\bsuspended\s+imposition\s+of\s+(?:the\s+)?sentence\b/i,
    disposition: 'DEFERRED',
    reading:
      'a suspended imposition of sentence, which several states (e.g. Missouri, Alaska) do not treat as a conviction once completed or set aside',
  },
  {
    regex:
      /\bstay(?:ed)?\s+of\s+adjudication\b|\bstayed\s+adjudication\b|\bHYTA\b|\bholmes\s+youthful\s+trainee\b/i,
    disposition: 'DEFERRED',
    reading: 'a stayed or deferred adjudication, which may not be a conviction once completed',
  },
  {
    regex:
      /\b(?:pre-?trial\s+(?:intervention|diversion)|(?<!(?:drug|funds?|prescription|medication|narcotics?|opioid|of|money)\s)diversion(?:ary)?(?:\s+program)?(?!\s+of\b)|deferred\s+prosecution|accelerated\s+rehabilitative\s+disposition|adjournment\s+in\s+contemplation\s+of\s+dismissal)\b/i,
    disposition: 'DIVERSION',
    reading: 'a diversion, which is not a conviction once completed',
  },
  {
    regex: /\b(?:PTI|ARD|ACD)\b/,
    disposition: 'DIVERSION',
    reading: 'a diversion, which is not a conviction once completed',
  },
  {
    regex: /\bnon-?adjudication\b/i,
    disposition: 'DEFERRED',
    reading: 'a non-adjudication, which is not a conviction once completed (e.g. Miss. Code Ann. § 99-15-26)',
  },
  {
    regex: /\bintervention\s+in\s+lieu\s+of\s+(?:a\s+)?conviction\b|\bILC\b/i,
    disposition: 'DIVERSION',
    reading:
      'intervention in lieu of conviction, which leaves no conviction once completed (Ohio Rev. Code § 2951.041(E))',
  },
]

// A juvenile court's finding of delinquency is not a conviction (18 U.S.C. § 921(a)(20) leaves it to
// the deciding jurisdiction, and none treats an adjudication of delinquency as one), unless the case
// went to adult court.
const JUVENILE =
  /\bjuvenile\s+(?:court\s+)?(?:adjudication|delinquency|petition|case|record|disposition|court)s?\b|\badjudicated\s+(?:a\s+)?(?:juvenile\s+)?delinquent\b|\bdelinquency\s+(?:adjudication|petition|proceeding|finding)s?\b|\bas\s+a\s+juvenile\b/i
const ADULT_COURT =
  /\b(?:tried|charged|prosecuted|convicted|sentenced)\s+as\s+an?\s+adult\b|\b(?:certified|transferred|waived|bound\s+over)\s+(?:\w+\s+){0,2}(?:to|into)\s+(?:the\s+)?adult\s+(?:court|system)\b|\badult\s+(?:court|certification)\b/i

// A charge that ended without a finding of guilt: dismissed, dropped, nolle prossed, or acquitted.
const DISMISSED =
  /\b(?:charges?|case|indictment|information|complaint|counts?)\s+(?:(?:was|were|got|had\s+been|has\s+been|have\s+been|being)\s+)?(?:dismissed|dropped|nolle[\s-]?pross(?:ed|equi)|nol[\s-]?prossed)\b|\b(?:dismissed|dropped)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:charges?|case|indictment|counts?)\b|\bnolle\s+pros(?:equi|sed)\b|\bnol[\s-]?pros(?:sed)?\b|\bacquitted\b|\b(?:found|verdict\s+of|pleaded|pled)\s+not\s+guilty\b|\bnot\s+guilty\s+verdict\b/i
// Beside a dismissal, these say another count ended in a conviction.
const GUILT =
  /\b(?:convicted|conviction\s+(?:on|for|of)|pleaded\s+guilty|pled\s+guilty|plead\s+guilty|found\s+guilty|guilty\s+(?:plea|verdict)|plea\s+of\s+guilty|plea(?:ded)?\s+(?:no\s+contest|nolo)|nolo\s+contendere|plea\s+(?:agreement|bargain|deal)|no\s+contest\s+plea|sentenced|prison|probation|jail)\b/i

// Where a "conditional discharge" is a sentence after a conviction, and where it is not one.
const CONDITIONAL_DISCHARGE = /\bconditional(?:ly)?\s+discharge[ds]?\b/i
const DISCHARGE_BY_STATE: Readonly<Record<string, { disposition: Disposition; reading: string }>> = {
  GA: {
    disposition: 'DEFERRED',
    reading: 'a Georgia conditional discharge, which is not a conviction once completed (O.C.G.A. § 16-13-2)',
  },
  NJ: {
    disposition: 'DIVERSION',
    reading:
      'a New Jersey conditional discharge, a diversion that is not a conviction once completed (N.J. Stat. Ann. § 2C:36A-1)',
  },
  NY: {
    disposition: 'CONVICTION',
    reading:
      'a New York conditional discharge, which is a sentence imposed on a conviction (N.Y. Penal Law § 65.05)',
  },
  IL: {
    disposition: 'CONVICTION',
    reading:
      'an Illinois conditional discharge, which is a sentence imposed on a conviction (730 ILCS 5/5-6-1)',
  },
  KY: {
    disposition: 'CONVICTION',
    reading:
      'a Kentucky conditional discharge, which is a sentence imposed on a conviction (Ky. Rev. Stat. § 533.020)',
  },
}

const REVOKED =
  /\b(?:revoked|revocation|adjudicated\s+guilty|adjudication\s+of\s+guilt\s+(?:entered|imposed)|motion\s+to\s+adjudicate\s+(?:granted|guilt)|later\s+convicted)\b/i

// Every cue contains one of these; most texts contain none, so the cues are skipped.
const HINT =
  /offender|FOA|42-8|defer|before|PBJ|withh|imposition|SIS|stay|HYTA|youthful|divers|pre-?trial|prosecution|accelerated|adjournment|PTI|ARD|ACD|conditional|adjudicat|lieu|ILC|juvenile|delinquen|dismiss|dropped|nol|acquit|not\s+guilty/i

/** One disposition read from `matched`, with how it was read. */
function read(disposition: Disposition, matched: string, reading: string): DispositionReading {
  return { disposition, readings: [{ matched, reading }] }
}

/** Reads the disposition from the charges and sentence texts; unread stays undefined. */
export function readDisposition(text: string, stateCode: string | undefined): DispositionReading {
  if (!HINT.test(text)) return { disposition: undefined, readings: [] }
  for (const cue of CUES) {
    const m = cue.regex.exec(text)
    if (!m || isNegatedAt(text, m.index)) continue
    const revoked = REVOKED.exec(text)
    if (revoked && !isNegatedAt(text, revoked.index)) {
      return {
        disposition: 'CONVICTION',
        readings: [
          {
            matched: `${m[0].trim()} / ${revoked[0].trim()}`,
            reading: `${cue.reading.replace(/,.*$/, '')} that was revoked, so the court entered a conviction`,
          },
        ],
      }
    }
    return { disposition: cue.disposition, readings: [{ matched: m[0].trim(), reading: cue.reading }] }
  }
  const juvenile = JUVENILE.exec(text)
  if (juvenile && !isNegatedAt(text, juvenile.index)) {
    const adult = ADULT_COURT.exec(text)
    return adult
      ? read(
          'CONVICTION',
          `${juvenile[0].trim()} / ${adult[0].trim()}`,
          'a juvenile charge decided in adult court, which is a conviction',
        )
      : read(
          'JUVENILE',
          juvenile[0].trim(),
          'a juvenile adjudication of delinquency, which is not a criminal conviction',
        )
  }
  const dismissed = DISMISSED.exec(text)
  if (dismissed && !isNegatedAt(text, dismissed.index) && !GUILT.test(text)) {
    return read(
      'DISMISSED',
      dismissed[0].trim(),
      'a charge dismissed or an acquittal, which is no conviction at all',
    )
  }
  const discharge = CONDITIONAL_DISCHARGE.exec(text)
  if (discharge && !isNegatedAt(text, discharge.index)) {
    const known = stateCode === undefined ? undefined : DISCHARGE_BY_STATE[stateCode]
    if (known)
      return {
        disposition: known.disposition,
        readings: [{ matched: discharge[0].trim(), reading: known.reading }],
      }
    return {
      disposition: undefined,
      readings: [
        {
          matched: discharge[0].trim(),
          reading:
            'a conditional discharge, which is a sentence after a conviction in some states and no conviction in others, so we could not tell which',
        },
      ],
    }
  }
  return { disposition: undefined, readings: [] }
}
