// The shape of the eligibility rules. Every jurisdiction's law is data of these types (data/*.ts);
// the engine only interprets them, so a change in the law is a change of data, not of code.

/** How sure the research is of a rule: 'low' rules never give a confident answer (MANUAL_REVIEW). */
export type Confidence = 'high' | 'medium' | 'low'

/** Whether a state remedy also ends the federal disability (18 U.S.C. § 921(a)(20), (a)(33)(B)(ii)). */
export type FederalEffect = 'REMOVES' | 'DOES_NOT_REMOVE' | 'UNCERTAIN'

/** Which convictions a bar or a remedy reaches, seen from the state that applies it. */
export type ConvictionSource = 'THIS_STATE' | 'OTHER_STATE' | 'FEDERAL'

export type MechanismKind =
  | 'AUTOMATIC_ON_COMPLETION'
  | 'AUTOMATIC_AFTER_WAIT'
  | 'COURT_PETITION'
  | 'AGENCY_OR_BOARD_PETITION'
  | 'EXECUTIVE_RESTORATION'
  | 'PARDON'
  | 'EXPUNGEMENT'
  | 'SET_ASIDE'
  | 'SEALING'
  | 'OFFENSE_REDUCTION'
  | 'CERTIFICATE_OF_RELIEF'
  | 'FEDERAL_925C_RECOGNIZED'
  | 'OTHER'

/** Relief a person may already hold; mirrors the input's reliefObtained kinds. */
export type ReliefKind =
  'EXPUNGEMENT' | 'SET_ASIDE' | 'SEALING' | 'PARDON' | 'RIGHTS_RESTORED' | 'FEDERAL_RELIEF'

/**
 * The event a waiting period runs from. Sources word these many ways; they reduce to three:
 * SENTENCE_COMPLETION covers completion of sentence, final/absolute/unconditional discharge, the end
 * of probation or parole and "the later of conviction or release from supervision" (completion is
 * never before conviction); RELEASE_FROM_CONFINEMENT is release from prison or jail, which we only
 * know to lie between the conviction and the end of supervision.
 */
export type WaitFrom = 'CONVICTION' | 'SENTENCE_COMPLETION' | 'RELEASE_FROM_CONFINEMENT'

/** Offense facts a rule can test. Each is true, false or unknown for a given case. */
export type FactName =
  | 'felony'
  | 'misdemeanor'
  | 'violent'
  | 'weapon'
  | 'domestic'
  | 'mcdv'
  | 'drugDistribution'
  | 'drugPossession'
  | 'drugOffense'
  | 'sexOffense'
  | 'sexOffenderRegistration'
  | 'burglary'
  | 'homicide'
  | 'robbery'
  | 'kidnapping'
  | 'arson'
  | 'priorConvictions'

/** A test over the facts, evaluated in three-valued logic (unknown facts stay unknown). */
export type Condition =
  | FactName
  | { readonly not: Condition }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly maxSentenceAtLeast: number }
  | { readonly maxSentenceAtMost: number }

export interface Wait {
  readonly years: number
  readonly from: WaitFrom
  /** The wait applies only to offenses meeting this test (e.g. felonies); always when absent. */
  readonly when?: Condition
  /** Plain-English description, e.g. '5 years after completing the sentence (felonies)'. */
  readonly label: string
  /** A 'low' wait (board practice, unverified) yields MANUAL_REVIEW instead of NOT_ELIGIBLE while it runs. */
  readonly confidence?: Confidence
}

export interface Exclusion {
  readonly when: Condition
  /** What is excluded, in plain English, e.g. 'dangerous offenses (Ariz. Rev. Stat. § 13-704)'. */
  readonly label: string
  /** A 'low' exclusion (reported, not verified) yields MANUAL_REVIEW instead of excluding. */
  readonly confidence?: Confidence
}

/** One way the state firearm prohibition attaches to a conviction. */
export interface Bar {
  readonly label: string
  readonly when: Condition
  readonly covers: readonly ConvictionSource[]
  readonly confidence: Confidence
  readonly citations: readonly string[]
}

/** A route that restores firearm rights (or removes the conviction) in one jurisdiction. */
export interface Mechanism {
  readonly id: string
  readonly kind: MechanismKind
  /** The route's name as shown to the person, e.g. 'Governor pardon'. */
  readonly path: string
  readonly appliesTo: readonly ConvictionSource[]
  /** Only convictions meeting this test may use the route. */
  readonly requires?: Condition
  readonly requiresLabel?: string
  readonly excludes?: readonly Exclusion[]
  /** Minimum waits; every applicable one must have run. Absent: none beyond completing the sentence. */
  readonly waits?: readonly Wait[]
  readonly discretionary: boolean
  /** Effect on the federal disability for a conviction from this jurisdiction. */
  readonly federalEffect: FederalEffect
  /** FULL: ends the state bar; PARTIAL: leaves a firearm restriction; NONE: does not touch firearms. */
  readonly liftsStateBar: 'FULL' | 'PARTIAL' | 'NONE'
  /** Restores firearm rights only when the grant says so expressly (e.g. Alabama, Nevada pardons). */
  readonly firearmsMustBeExpress?: boolean
  /** The state grants it only where federal law no longer prohibits (e.g. Illinois FOID relief). */
  readonly dependsOnFederal?: boolean
  /**
   * A question the wizard does not ask that decides this route (e.g. whether the court suspended
   * imposition of sentence); the route can then be at best MANUAL_REVIEW.
   */
  readonly unresolved?: string
  /**
   * REGULAR: a route with published eligibility criteria (a threshold that the facts can meet).
   * CLEMENCY: an executive pardon anyone may ask for at any time with no threshold; it is named as
   * the remaining option but never makes a case ELIGIBLE on its own (docs/decisions/020).
   */
  readonly regime: 'REGULAR' | 'CLEMENCY'
  /** Exists but is granted so rarely that it is named in the reasoning and never counted as a path. */
  readonly extraordinary?: boolean
  /** Which relief already obtained (input reliefObtained) is this route. */
  readonly reliefKinds: readonly ReliefKind[]
  readonly confidence: Confidence
  /** Conditions and practice, plain English. */
  readonly conditions: string
  readonly citations: readonly string[]
  readonly notes?: string
}

export interface JurisdictionRules {
  readonly code: string
  readonly name: string
  readonly loss: {
    readonly summary: string
    readonly bars: readonly Bar[]
    readonly citations: readonly string[]
  }
  readonly mechanisms: readonly Mechanism[]
  /** The state statute expressly lets 18 U.S.C. § 925(c) relief lift its own bar. */
  readonly honors925c: boolean
  /** Felons never lose the vote here, so there are no civil rights to "restore" (Logan). */
  readonly civilRightsNeverLost?: boolean
  /** Some offenses the state calls misdemeanors carry more than two years, so are federal felonies. */
  readonly misdemeanorsMayExceedTwoYears?: boolean
  /** The row's overall confidence. */
  readonly confidence: Confidence
  /** The research brief's own label for the row (e.g. 'medium-high'), kept for the record. */
  readonly researchConfidence: string
  readonly lastChecked: string
  readonly sources: readonly string[]
  readonly notes: string
  /** What was checked against statute text for this row, and what was found. */
  readonly verification: readonly string[]
}

export interface FederalRules {
  readonly felonyBar: { readonly label: string; readonly citations: readonly string[] }
  readonly mcdvBar: { readonly label: string; readonly citations: readonly string[] }
  readonly dishonorableDischargeBar: { readonly label: string; readonly citations: readonly string[] }
  readonly unlessClause: { readonly citations: readonly string[] }
  readonly civilRightsMeaning: { readonly citations: readonly string[] }
  readonly federalConvictions: { readonly citations: readonly string[] }
  readonly relief925c: {
    readonly path: string
    readonly status: 'PROPOSED_NOT_FINAL' | 'FINAL'
    readonly presumptivelyIneligible: readonly Exclusion[]
    readonly waits: readonly Wait[]
    readonly citations: readonly string[]
  }
  readonly presidentialPardon: {
    readonly path: string
    readonly waits: readonly Wait[]
    readonly citations: readonly string[]
  }
  readonly confidence: Confidence
  readonly lastChecked: string
  readonly sources: readonly string[]
  readonly notes: string
  readonly verification: readonly string[]
}
