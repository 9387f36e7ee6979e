// Reads whether the person has another felony conviction, from the details they gave of their other
// convictions and from the charges text ('habitual felon', 'second felony'). Routes limited to a
// single felony (North Carolina's petition, Oregon's 15-year exception, Arizona's first-offender
// restoration) turn on another felony, not on any other conviction: a misdemeanor or a traffic
// ticket beside the felony leaves them open, another felony closes them (docs/decisions/048).
import { isNegatedAt } from './durations.ts'

export interface PriorsReading {
  /** Other convictions of any kind: true, false, or unknown. */
  readonly priorConvictions: boolean | undefined
  /** Another felony conviction: true, false, or unknown. */
  readonly priorFelony: boolean | undefined
  readonly readings: readonly { readonly matched: string; readonly reading: string }[]
}

const NONE = /^\s*(?:none|no|n\/?a|nothing|no\s+(?:other|prior|previous)\s+convictions?|never)\s*\.?\s*$/i
const NO_FELONY =
  /\b(?:no|never|not)\s+(?:(?:other|prior|previous|any|a)\s+)?felon(?:y|ies|ious)\b|\bnon-?felony\b|\bonly\s+(?:(?:a|one|two|some)\s+)?(?:misdemeanou?rs?|traffic)\b/i
const FELONY =
  /\bfelon(?:y|ies|ious)\b|\bhabitual\s+(?:felon|offender|criminal)\b|\b(?:murder|manslaughter|robbery|kidnapping|rape|arson)\b/i
const LESSER =
  /\bmisdemeanou?rs?\b|\bmisd\b|\bDUI\b|\bDWI\b|\bOWI\b|\btraffic\b|\bspeeding\b|\binfractions?\b|\bcitations?\b|\btickets?\b|\bpetty\b|\bsummary\s+offen[cs]es?\b|\bdisorderly\s+persons\b|\bviolations?\b/i
// In the charges text: what the court itself said about earlier felonies.
const CHARGED_PRIOR =
  /\b(?:prior|previous)\s+felon(?:y|ies)\b|\b(?:second|subsequent|third)\s+felony\s+(?:conviction|offen[cs]e|offender)\b|\bhabitual\s+(?:felon|felony\s+offender|offender|criminal)\b|\bthree[-\s]strikes\b|\brepeat\s+felony\s+offender\b/i

/**
 * What the details of other convictions (and the charges text) say. `stated` is the answer to "Do you
 * have any other convictions?", which always wins for the question it answers.
 */
export function readPriors(
  stated: boolean | undefined,
  details: string | undefined,
  charges: string,
): PriorsReading {
  const readings: { matched: string; reading: string }[] = []
  const charged = CHARGED_PRIOR.exec(charges)
  if (charged && !isNegatedAt(charges, charged.index)) {
    readings.push({ matched: charged[0].trim(), reading: 'another felony conviction named in the charges' })
    return { priorConvictions: stated ?? true, priorFelony: true, readings }
  }
  const text = details?.trim() ?? ''
  // Details that name another felony are the more specific answer, even beside a "no".
  const named = FELONY.exec(text)
  const denied = NO_FELONY.test(text)
  if (stated === false && (named === null || denied || isNegatedAt(text, named.index)))
    return { priorConvictions: false, priorFelony: false, readings }
  if (text.length === 0) return { priorConvictions: stated, priorFelony: undefined, readings }
  if (NONE.test(text)) {
    return { priorConvictions: stated ?? false, priorFelony: false, readings }
  }
  const noFelony = NO_FELONY.exec(text)
  if (noFelony) {
    readings.push({ matched: noFelony[0].trim(), reading: 'no other felony conviction' })
    return { priorConvictions: stated, priorFelony: false, readings }
  }
  const felony = FELONY.exec(text)
  if (felony && !isNegatedAt(text, felony.index)) {
    readings.push({ matched: felony[0].trim(), reading: 'another felony conviction' })
    return { priorConvictions: true, priorFelony: true, readings }
  }
  const lesser = LESSER.exec(text)
  if (lesser) {
    readings.push({
      matched: lesser[0].trim(),
      reading: 'other convictions that were not felonies',
    })
    return { priorConvictions: true, priorFelony: false, readings }
  }
  return { priorConvictions: stated ?? true, priorFelony: undefined, readings }
}
