// Reads how the case ended when it may not have been a conviction: first-offender treatment,
// deferred adjudication and its kin, diversion. A completed one may leave no conviction at all, so
// the engine sends it to review ("restoration may be unnecessary; verify the discharge order").
// A deferral that was revoked ended in an adjudication of guilt, which is a conviction.
import { isNegatedAt } from './durations.ts'

export type Disposition = 'DEFERRED' | 'DIVERSION' | 'FIRST_OFFENDER' | 'CONVICTION'

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
]

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
  /offender|FOA|42-8|defer|before|PBJ|withh|imposition|SIS|stay|HYTA|youthful|divers|pre-?trial|prosecution|accelerated|adjournment|PTI|ARD|ACD|conditional/i

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
