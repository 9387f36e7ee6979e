// Shorthands for the data files: common tests over the facts and the defaults of common routes.
// They only fill in fields; every rule stays a plain value that the engine reads.
import type { Condition, ConvictionSource, Mechanism } from '../types.ts'

/**
 * The date every row was last reviewed: each route's regime (regular or clemency-only,
 * docs/decisions/020) was decided on this date for every row, and the rows' dated `verification`
 * entries say what statute text was read.
 */
export const LAST_CHECKED = '2026-11-25'

export const THIS_STATE: readonly ConvictionSource[] = ['THIS_STATE']
export const ANY_COURT: readonly ConvictionSource[] = ['THIS_STATE', 'OTHER_STATE', 'FEDERAL']

export const VIOLENT_KINDS: Condition = { any: ['violent', 'homicide', 'robbery', 'kidnapping', 'arson'] }
export const VIOLENT_FELONY: Condition = { all: ['felony', VIOLENT_KINDS] }
export const VIOLENT_OR_SEX_FELONY: Condition = { all: ['felony', { any: [VIOLENT_KINDS, 'sexOffense'] }] }

type MechanismDraft = Omit<
  Mechanism,
  | 'kind'
  | 'regime'
  | 'discretionary'
  | 'federalEffect'
  | 'liftsStateBar'
  | 'reliefKinds'
  | 'confidence'
  | 'appliesTo'
> &
  Partial<Mechanism>

/**
 * A governor's (or board's) pardon of this state's conviction: discretionary, lifts both bars.
 * Clemency unless the draft says REGULAR (a pardon board's firearm pardon with a published wait).
 */
export function pardon(draft: MechanismDraft): Mechanism {
  return {
    kind: 'PARDON',
    regime: 'CLEMENCY',
    appliesTo: THIS_STATE,
    discretionary: true,
    federalEffect: 'REMOVES',
    liftsStateBar: 'FULL',
    reliefKinds: ['PARDON'],
    confidence: 'high',
    ...draft,
  }
}

/** The state statute lets federal relief under 18 U.S.C. § 925(c) lift its own bar. */
export function honors925c(id: string, citations: readonly string[]): Mechanism {
  return {
    id,
    kind: 'FEDERAL_925C_RECOGNIZED',
    regime: 'REGULAR',
    path: 'Federal relief under 18 U.S.C. § 925(c), which this state honors',
    appliesTo: ANY_COURT,
    discretionary: true,
    federalEffect: 'REMOVES',
    liftsStateBar: 'FULL',
    reliefKinds: ['FEDERAL_RELIEF'],
    confidence: 'high',
    conditions: 'The state prohibition does not apply to a person granted relief under 18 U.S.C. § 925(c).',
    citations,
  }
}

/** Any other route; every field but the defaults must be given. */
export function route(
  draft: MechanismDraft & Pick<Mechanism, 'kind' | 'federalEffect' | 'liftsStateBar'>,
): Mechanism {
  return {
    appliesTo: THIS_STATE,
    regime: 'REGULAR',
    discretionary: true,
    reliefKinds: [],
    confidence: 'medium',
    ...draft,
  }
}
