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
  /** Another felony conviction (routes limited to a single felony turn on it, not on any conviction). */
  | 'priorFelony'
  | 'wobbler'

/** A test over the facts, evaluated in three-valued logic (unknown facts stay unknown). */
export type Condition =
  | FactName
  | { readonly not: Condition }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly maxSentenceAtLeast: number }
  | { readonly maxSentenceAtMost: number }
  /** The class or degree the charges text names (the key of data/offense-classes.ts), e.g. 'A'. */
  | { readonly offenseClassIn: readonly string[] }

export interface Wait {
  readonly years: number
  readonly from: WaitFrom
  /** The wait applies only to offenses meeting this test (e.g. felonies); always when absent. */
  readonly when?: Condition
  /** Plain-English description, e.g. '5 years after completing the sentence (felonies)'. */
  readonly label: string
  /**
   * A 'low' wait (board practice, unverified) that has not run on any reading still dates the route
   * (NOT_ELIGIBLE, "no earlier than"); once it may have run, the route is review (docs/decisions/048).
   */
  readonly confidence?: Confidence
}

export interface Exclusion {
  readonly when: Condition
  /** What is excluded, in plain English, e.g. 'dangerous offenses (Ariz. Rev. Stat. § 13-704)'. */
  readonly label: string
  /** A 'low' exclusion (reported, not verified) yields MANUAL_REVIEW instead of excluding. */
  readonly confidence?: Confidence
  /**
   * The exclusion falls away once the person holds this relief (e.g. Indiana: an expungement of a
   * domestic-violence conviction restores firearms only with a § 35-47-4-7 restoration order).
   */
  readonly liftedBy?: ReliefKind
}

/** A presumption of the § 925(c) rule, with the Federal Register text it comes from. */
export interface Presumption extends Exclusion {
  readonly citation: string
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
  /**
   * Why the route's effect on the state's own firearm ban is unverified. An open route is then
   * review, never ELIGIBLE (docs/decisions/020).
   */
  readonly stateEffectUnverified?: string
  /** Restores firearm rights only when the grant says so expressly (e.g. Alabama, Nevada pardons). */
  readonly firearmsMustBeExpress?: boolean
  /**
   * The state grants it only where federal law no longer prohibits (Illinois FOID relief, West
   * Virginia § 61-7-7(f), Pennsylvania § 6105(d)(3)): the second step of a sequence, federal relief
   * first. It follows the federal side's finding: open with it, waiting for its date, closed when
   * no federal route will open (docs/decisions/048).
   */
  readonly dependsOnFederal?: boolean
  /**
   * A question the wizard does not ask that decides this route (e.g. whether the court suspended
   * imposition of sentence); the route can then be at best MANUAL_REVIEW.
   */
  readonly unresolved?: string
  /**
   * The route exists only where the court granted probation (a suspended imposition, a withheld
   * judgment, a deferred plea): a sentence of prison or jail custody rules it out.
   */
  readonly requiresProbationSentence?: boolean
  /**
   * The route exists only for a deferred, withheld or suspended judgment (a first-offender
   * discharge, a suspended imposition of sentence, a deferred acceptance of plea). A case that ended
   * in a conviction cannot use it; one that ended that way is judged on it rather than sent to
   * review as possibly no conviction at all (docs/decisions/020).
   */
  readonly requiresDeferredDisposition?: boolean
  /**
   * Relief the person must already hold before this route opens (e.g. Virginia's court firearm
   * order needs the Governor's restoration of civil rights first). Without it the route is closed:
   * the prerequisite is itself the remaining, discretionary step.
   */
  readonly requiresRelief?: ReliefKind
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
    /** Presumptions of ineligibility that only extraordinary circumstances overcome. */
    readonly presumptivelyIneligible: readonly Presumption[]
    /** Time-limited presumptions, measured from the later of conviction or release. */
    readonly waits: readonly (Wait & { readonly citation: string })[]
    readonly citations: readonly string[]
    /** When the presumptions were last compared with the Federal Register text, and what was read. */
    readonly verified: { readonly on: string; readonly note: string }
  }
  /**
   * 18 U.S.C. § 921(a)(33)(C): a person with a single misdemeanor crime of domestic violence against a
   * dating partner, not otherwise prohibited, is no longer barred once the wait has run.
   */
  readonly datingMcdvLapse: {
    readonly path: string
    readonly wait: Wait
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
