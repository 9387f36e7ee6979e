// Reads offense facts out of the free-text charges when the person did not state them. Each rule
// names what it recognized so the reasoning can say "We read 'armed robbery' as ...". Stated facts
// always win: this module only proposes values, facts.ts decides. The class and degree words, the
// victim's relationship, the disposition and the sentence are read by the modules in reading/.
import { OFFENSE_CLASSES, type OffenseClass } from './data/offense-classes.ts'
import { classLabel, describeMention, describeStatedMaximum, readClasses } from './reading/classes.ts'
import { readDisposition, type Disposition } from './reading/disposition.ts'
import { readNamedOffenses, type NamedMention } from './reading/named-offenses.ts'
import { readCourtMartial, type CourtMartialForum } from './reading/court-martial.ts'
import { isNegatedAt } from './reading/durations.ts'
import { readRelationship } from './reading/relationship.ts'
import { readSentence, type SentenceKind } from './reading/sentence.ts'

export type { Disposition } from './reading/disposition.ts'
export type { SentenceKind } from './reading/sentence.ts'

export type OffenseCategory =
  | 'homicide'
  | 'robbery'
  | 'kidnapping'
  | 'sex'
  | 'assault'
  | 'arson'
  | 'burglary'
  | 'weapon'
  | 'domestic'
  | 'drugDistribution'
  | 'drugPossession'
  | 'theft'
  | 'fraud'
  | 'dui'
  | 'trespass'
  | 'businessRegulation'
  | 'sexRegistration'

/** Facts the charges text can suggest; absent means the text said nothing about it. */
export interface InferredOffense {
  felony?: boolean
  violent?: boolean
  weapon?: boolean
  domestic?: boolean
  drugDistribution?: boolean
  drugPossession?: boolean
  sexOffense?: boolean
  sexOffenderRegistration?: boolean
  burglary?: boolean
  homicide?: boolean
  robbery?: boolean
  kidnapping?: boolean
  arson?: boolean
  dui?: boolean
  /** The text calls the offense a 'wobbler': punishable as a felony or a misdemeanor. */
  wobbler?: boolean
  businessRegulation?: boolean
  courtMartial?: boolean
  /** The kind of court-martial the text names. */
  courtMartialForum?: CourtMartialForum
  /** Nonjudicial punishment (UCMJ art. 15) and no court-martial: no conviction. */
  nonJudicial?: boolean
  /** The longest imprisonment the law allowed, in years (life = LIFE_YEARS): stated, else the class's. */
  maxSentenceYears?: number
  /** The class the text names, with its maximum, e.g. 'Felony of the first degree (Texas: life or 5 to 99 years)'. */
  offenseClassLabel?: string
  /** The victim was a spouse, partner, co-parent, cohabitant, child or household member. */
  domesticRelationship?: boolean
  /** The victim was a dating partner (girlfriend, boyfriend, dating partner). */
  datingRelationship?: boolean
  /** The class keys of data/offense-classes.ts the text names, when their grades agree. */
  offenseClasses?: readonly string[]
  disposition?: Disposition
  sentenceKind?: SentenceKind
  /** The longest custody term the sentence text names, in years ('18 months DOC' is 1.5). */
  custodyYears?: number
}

/**
 * A copy of `from` with every field present (unknown ones undefined), in one order: the reading
 * fills fields in on the way, and one object shape keeps the code that reads them fast. A field
 * is cleared by setting it undefined, never by delete, which would turn the object into a slow
 * dictionary.
 */
function factsFrom(from: Readonly<InferredOffense> = {}): InferredOffense {
  return {
    felony: from.felony,
    violent: from.violent,
    weapon: from.weapon,
    domestic: from.domestic,
    drugDistribution: from.drugDistribution,
    drugPossession: from.drugPossession,
    sexOffense: from.sexOffense,
    sexOffenderRegistration: from.sexOffenderRegistration,
    burglary: from.burglary,
    homicide: from.homicide,
    robbery: from.robbery,
    kidnapping: from.kidnapping,
    arson: from.arson,
    dui: from.dui,
    wobbler: from.wobbler,
    businessRegulation: from.businessRegulation,
    courtMartial: from.courtMartial,
    courtMartialForum: from.courtMartialForum,
    nonJudicial: from.nonJudicial,
    maxSentenceYears: from.maxSentenceYears,
    offenseClassLabel: from.offenseClassLabel,
    domesticRelationship: from.domesticRelationship,
    datingRelationship: from.datingRelationship,
    offenseClasses: from.offenseClasses,
    disposition: from.disposition,
    sentenceKind: from.sentenceKind,
    custodyYears: from.custodyYears,
  }
}

export interface ChargeReadingOptions {
  /** The convicting state (two letters), or 'US' for a federal conviction. */
  readonly stateCode?: string
  /** The sentence text, read for custody or probation and for the disposition. */
  readonly sentence?: string
  /**
   * Class and degree words are the state's even beside a federal citation: a state conviction and
   * a federal one described together.
   */
  readonly stateClasses?: boolean
}

export interface ChargeReading {
  /** The words of the charges text that were recognized. */
  readonly matched: string
  /** How they were read, e.g. 'a violent offense involving a weapon'. */
  readonly reading: string
}

export interface ChargeInference {
  readonly facts: InferredOffense
  readonly categories: readonly OffenseCategory[]
  readonly readings: readonly ChargeReading[]
}

type FlagFacts = Omit<
  InferredOffense,
  | 'maxSentenceYears'
  | 'offenseClassLabel'
  | 'disposition'
  | 'sentenceKind'
  | 'custodyYears'
  | 'offenseClasses'
  | 'datingRelationship'
  | 'courtMartialForum'
>

interface Rule {
  /** Lower-case words one of which the text must contain before the pattern is tried. */
  readonly hints?: readonly string[]
  readonly pattern: RegExp
  readonly categories: readonly OffenseCategory[]
  readonly sets: FlagFacts
  readonly reading: string
}

const S = String.raw`\s*(?:§+|sec(?:tion)?\.?)?\s*`

// Specific rules come first: a text matched by one is not read again by a later, vaguer rule.
// Statute citations all contain a section number, so a text without a digit skips them.
const CITATION_RULES: readonly Rule[] = [
  {
    pattern: new RegExp(String.raw`\b18\s*U\.?\s*S\.?\s*C\.?${S}922\s*\(\s*g\s*\)`, 'i'),
    categories: ['weapon'],
    sets: { weapon: true, felony: true },
    reading: 'a federal firearm-possession felony (18 U.S.C. § 922(g))',
  },
  {
    pattern: new RegExp(String.raw`\b18\s*U\.?\s*S\.?\s*C\.?${S}924\s*\(\s*c\s*\)`, 'i'),
    categories: ['weapon'],
    sets: { weapon: true, felony: true },
    reading: 'a federal felony of using or carrying a firearm in another crime (18 U.S.C. § 924(c))',
  },
  {
    pattern: new RegExp(String.raw`\b21\s*U\.?\s*S\.?\s*C\.?${S}84[16]\b`, 'i'),
    categories: ['drugDistribution'],
    sets: { drugDistribution: true, felony: true },
    reading: 'a federal drug distribution felony (21 U.S.C. § 841)',
  },
  {
    pattern: new RegExp(String.raw`\b21\s*U\.?\s*S\.?\s*C\.?${S}844\b`, 'i'),
    categories: ['drugPossession'],
    sets: { drugPossession: true },
    reading: 'federal simple possession of a controlled substance (21 U.S.C. § 844)',
  },
  {
    pattern: new RegExp(String.raw`\b18\s*U\.?\s*S\.?\s*C\.?${S}2113\b`, 'i'),
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'federal bank robbery, a violent felony (18 U.S.C. § 2113)',
  },
  {
    pattern: new RegExp(String.raw`\b18\s*U\.?\s*S\.?\s*C\.?${S}(?:1341|1343|1344|1347|1028)\b`, 'i'),
    categories: ['fraud'],
    sets: { felony: true },
    reading: 'a federal fraud felony',
  },
  {
    pattern: new RegExp(String.raw`\b18\s*U\.?\s*S\.?\s*C\.?${S}(?:2241|2242|2243|2244|2251|2252A?)\b`, 'i'),
    categories: ['sex'],
    sets: { sexOffense: true, felony: true },
    reading: 'a federal sex-offense felony',
  },
  {
    pattern: new RegExp(String.raw`\b18\s*U\.?\s*S\.?\s*C\.?${S}2250\b`, 'i'),
    categories: ['sexRegistration'],
    sets: { sexOffenderRegistration: true, felony: true },
    reading: 'failure to register as a sex offender, so registration applies (18 U.S.C. § 2250)',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:cal(?:ifornia)?\.?\s*)?(?:pen(?:al)?\.?\s*code|\bP\.?C\.?)${S}273\.5\b`,
      'i',
    ),
    categories: ['assault', 'domestic'],
    sets: { violent: true, domestic: true },
    reading: 'corporal injury to a spouse or partner, a violent domestic offense (Cal. Penal Code § 273.5)',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:cal(?:ifornia)?\.?\s*)?(?:pen(?:al)?\.?\s*code|\bP\.?C\.?)${S}243\s*\(\s*e\s*\)`,
      'i',
    ),
    categories: ['assault', 'domestic'],
    sets: { violent: true, domestic: true, felony: false },
    reading: 'misdemeanor domestic battery (Cal. Penal Code § 243(e))',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:cal(?:ifornia)?\.?\s*)?(?:pen(?:al)?\.?\s*code|\bP\.?C\.?)${S}211\b`,
      'i',
    ),
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery, a violent felony (Cal. Penal Code § 211)',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:cal(?:ifornia)?\.?\s*)?(?:pen(?:al)?\.?\s*code|\bP\.?C\.?)${S}245\b`,
      'i',
    ),
    categories: ['assault', 'weapon'],
    sets: { violent: true, weapon: true },
    reading:
      'assault with a deadly weapon or force likely to cause great bodily injury (Cal. Penal Code § 245)',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:cal(?:ifornia)?\.?\s*)?(?:pen(?:al)?\.?\s*code|\bP\.?C\.?)${S}459\b`,
      'i',
    ),
    categories: ['burglary'],
    sets: { burglary: true },
    reading: 'burglary (Cal. Penal Code § 459)',
  },
  {
    pattern: new RegExp(String.raw`\btex(?:as)?\.?\s*pen(?:al)?\.?\s*code${S}29\.03\b`, 'i'),
    categories: ['robbery', 'weapon'],
    sets: { robbery: true, violent: true, weapon: true, felony: true },
    reading: 'aggravated robbery, a violent felony often involving a weapon (Tex. Penal Code § 29.03)',
  },
  {
    pattern: new RegExp(String.raw`\btex(?:as)?\.?\s*pen(?:al)?\.?\s*code${S}29\.02\b`, 'i'),
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery, a violent felony (Tex. Penal Code § 29.02)',
  },
  {
    pattern: new RegExp(String.raw`\btex(?:as)?\.?\s*pen(?:al)?\.?\s*code${S}22\.02\b`, 'i'),
    categories: ['assault'],
    sets: { violent: true, felony: true },
    reading: 'aggravated assault, a violent felony (Tex. Penal Code § 22.02)',
  },
  {
    pattern: new RegExp(String.raw`\btex(?:as)?\.?\s*pen(?:al)?\.?\s*code${S}22\.01\b`, 'i'),
    categories: ['assault'],
    sets: { violent: true },
    reading: 'assault, an offense of force (Tex. Penal Code § 22.01)',
  },
  {
    pattern: new RegExp(String.raw`\btex(?:as)?\.?\s*pen(?:al)?\.?\s*code${S}30\.02\b`, 'i'),
    categories: ['burglary'],
    sets: { burglary: true },
    reading: 'burglary (Tex. Penal Code § 30.02)',
  },
  {
    pattern: new RegExp(String.raw`\bfla(?:\.|orida)?\s*stat(?:utes|\.)?${S}812\.13\b`, 'i'),
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery, a violent felony (Fla. Stat. § 812.13)',
  },
  {
    pattern: new RegExp(String.raw`\bfla(?:\.|orida)?\s*stat(?:utes|\.)?${S}784\.0(?:21|45)\b`, 'i'),
    categories: ['assault', 'weapon'],
    sets: { violent: true, felony: true },
    reading: 'aggravated assault or battery, a violent felony (Fla. Stat. § 784.021 / § 784.045)',
  },
  {
    pattern: new RegExp(String.raw`\bfla(?:\.|orida)?\s*stat(?:utes|\.)?${S}784\.03\b`, 'i'),
    categories: ['assault'],
    sets: { violent: true },
    reading: 'battery, an offense of force (Fla. Stat. § 784.03)',
  },
  {
    pattern: /\b720\s*ILCS\s*5\s*\/\s*12-3\.2\b/i,
    categories: ['assault', 'domestic'],
    sets: { violent: true, domestic: true },
    reading: 'domestic battery (720 ILCS 5/12-3.2)',
  },
  {
    pattern: /\b720\s*ILCS\s*5\s*\/\s*18-[12]\b/i,
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery or armed robbery, a violent felony (720 ILCS 5/18-1, 18-2)',
  },
  {
    pattern: new RegExp(String.raw`\bala(?:\.|bama)?\s*code${S}13A-8-4[123]\b`, 'i'),
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery, a crime of violence (Ala. Code §§ 13A-8-41 to 13A-8-43)',
  },
  {
    pattern: new RegExp(String.raw`\bariz(?:\.|ona)?\s*rev\.?\s*stat(?:\.|utes)?${S}13-1904\b`, 'i'),
    categories: ['robbery', 'weapon'],
    sets: { robbery: true, violent: true, weapon: true, felony: true },
    reading: 'armed robbery, a violent felony involving a weapon (Ariz. Rev. Stat. § 13-1904)',
  },
  {
    pattern: /\bO\.?C\.?G\.?A\.?\s*(?:§+|sec(?:tion)?\.?)?\s*16-8-4[01]\b/i,
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery or armed robbery, a violent felony (O.C.G.A. §§ 16-8-40, 16-8-41)',
  },
  {
    pattern: /\b18\s*Pa\.?\s*C(?:ons)?\.?\s*S(?:tat)?\.?\s*(?:§+|sec(?:tion)?\.?)?\s*3701\b/i,
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery, a violent felony (18 Pa. Cons. Stat. § 3701)',
  },
  {
    pattern: /\bN\.?C\.?\s*Gen\.?\s*Stat\.?\s*(?:§+|sec(?:tion)?\.?)?\s*14-87\b/i,
    categories: ['robbery', 'weapon'],
    sets: { robbery: true, violent: true, weapon: true, felony: true },
    reading: 'robbery with a dangerous weapon, a violent felony (N.C. Gen. Stat. § 14-87)',
  },
  {
    pattern: /\bOhio\s*Rev\.?\s*Code\s*(?:§+|sec(?:tion)?\.?)?\s*2919\.25\b/i,
    categories: ['assault', 'domestic'],
    sets: { violent: true, domestic: true },
    reading: 'domestic violence (Ohio Rev. Code § 2919.25)',
  },
  {
    pattern: /\bN\.?Y\.?\s*Penal\s*Law\s*(?:§+|sec(?:tion)?\.?)?\s*160\.\d+/i,
    categories: ['robbery'],
    sets: { robbery: true, violent: true, felony: true },
    reading: 'robbery, a violent felony (N.Y. Penal Law art. 160)',
  },
  {
    pattern: /\bMich\.?\s*Comp\.?\s*Laws\s*(?:§+|sec(?:tion)?\.?)?\s*750\.529\b/i,
    categories: ['robbery', 'weapon'],
    sets: { robbery: true, violent: true, weapon: true, felony: true },
    reading: 'armed robbery, a violent felony (Mich. Comp. Laws § 750.529)',
  },
]

const WORD_RULES: readonly Rule[] = [
  // Weapon findings and their absence, read before the words that name a weapon.
  {
    hints: ['danger'],
    pattern: /\bnon-?dangerous\b/i,
    categories: [],
    sets: { weapon: false },
    reading:
      'a non-dangerous offense (Ariz. Rev. Stat. § 13-105(13)): no deadly weapon or dangerous instrument',
  },
  {
    hints: ['danger'],
    pattern: /\bdangerous\s+(?:offen[cs]e|felony|nature)\b/i,
    categories: ['weapon'],
    sets: { weapon: true },
    reading:
      'a dangerous offense (Ariz. Rev. Stat. § 13-105(13)): one involving a deadly weapon or dangerous instrument, or the intentional infliction of serious physical injury',
  },
  {
    hints: ['weapon', 'firearm', 'gun', 'unarmed'],
    pattern:
      /\b(?:no|without\s+(?:a|any)?|not\s+(?:involving\s+)?(?:a|any)?|non-?)\s*(?:deadly\s+|dangerous\s+)?(?:weapons?|firearms?|guns?)(?:\s+(?:was\s+|were\s+)?(?:involved|used|finding|alleged|present))?\b|\bunarmed\b/i,
    categories: [],
    sets: { weapon: false },
    reading: 'a statement that no weapon was involved',
  },
  {
    hints: ['strong'],
    pattern: /\bstrong[-\s]?arm(?:ed)?\s+robbery\b/i,
    categories: ['robbery'],
    sets: { robbery: true, violent: true, weapon: false },
    reading: 'a robbery by force without a weapon (strong-arm robbery)',
  },
  {
    hints: ['enhancement', 'specification', 'finding', 'allegation', '12022', 'armed', 'weapon', 'firearm'],
    pattern:
      /\b(?:firearm|gun|weapon|deadly\s+weapon)\s+(?:enhancement|specification|finding|allegation)s?\b|\b(?:P\.?C\.?|penal\s+code)\s*(?:§+|sec(?:tion)?\.?)?\s*12022(?:\.5[35]?|\.[34])?(?![.\d])|\bwhile\s+armed\b|\b(?:with|use\s+of)\s+a\s+(?:deadly|dangerous)\s+weapon\b|\baffirmative\s+(?:deadly\s+weapon\s+finding|finding\s+of\s+(?:a\s+)?deadly\s+weapon)\b|\buse\s+of\s+a\s+firearm\b/i,
    categories: ['weapon'],
    sets: { weapon: true },
    reading: 'a finding that a firearm or other deadly weapon was used (a weapon enhancement)',
  },
  // Words.
  {
    hints: ['wobbler', 'alternative'],
    pattern: /\bwobbler\b|\balternative\s+(?:felony|misdemeanou?r)\b/i,
    categories: [],
    sets: { wobbler: true },
    reading: "a 'wobbler', an offense the law lets be punished as a felony or a misdemeanor",
  },
  {
    pattern: /\bcourt[- ]?martial\b|\bUCMJ\b/i,
    categories: [],
    sets: { courtMartial: true },
    reading: 'a court-martial conviction, which federal law treats as a federal conviction',
  },
  {
    pattern:
      /\b(?:armed robbery|aggravated robbery|robbery (?:with|by use of) a (?:deadly |dangerous )?(?:weapon|firearm)|robbery with a (?:gun|firearm))\b/i,
    categories: ['robbery', 'weapon'],
    sets: { robbery: true, violent: true, weapon: true },
    reading: 'a violent offense involving a weapon',
  },
  {
    pattern: /\b(?:robbery|robbed|carjacking|car-jacking)\b/i,
    categories: ['robbery'],
    sets: { robbery: true, violent: true },
    reading: 'a violent offense (robbery)',
  },
  {
    pattern: /\b(?:murder|homicide|manslaughter)\b/i,
    categories: ['homicide'],
    sets: { homicide: true, violent: true },
    reading: 'a homicide offense, which is violent',
  },
  {
    pattern: /\b(?:kidnap(?:ping|ped)?|abduction|false imprisonment|unlawful restraint)\b/i,
    categories: ['kidnapping'],
    sets: { kidnapping: true, violent: true },
    reading: 'a violent offense against the person (kidnapping or restraint)',
  },
  {
    pattern: /\b(?:rape|sexual(?:ly)? (?:assault|battery)|forcible sodomy|criminal sexual conduct)\b/i,
    categories: ['sex', 'assault'],
    sets: { sexOffense: true, violent: true },
    reading: 'a violent sex offense',
  },
  {
    pattern:
      /\b(?:sexual(?:ly)? (?:abuse|conduct|contact|exploitation)|sodomy|molest\w*|indecent (?:exposure|liberties|assault)|lewd\w*|child (?:porn\w*|sexual abuse material)|CSAM|sex(?:ual)? offen[cs]e|prostitution of a minor|solicitation of a minor)\b/i,
    categories: ['sex'],
    sets: { sexOffense: true },
    reading: 'a sex offense',
  },
  {
    pattern: /\b(?:fail(?:ure|ed)? to register|sex offender registr\w*)\b/i,
    categories: ['sexRegistration'],
    sets: { sexOffenderRegistration: true },
    reading: 'a case in which sex-offender registration applies',
  },
  {
    pattern: /\b(?:arson)\b/i,
    categories: ['arson'],
    sets: { arson: true, violent: true },
    reading: 'arson, which most firearm laws treat as a violent offense',
  },
  {
    pattern: /\b(?:burglar\w*|breaking and entering|B\s?&\s?E|home invasion|housebreaking)\b/i,
    categories: ['burglary'],
    sets: { burglary: true },
    reading: 'burglary',
  },
  {
    pattern:
      /\b(?:assault\w*|battery|batteries|strangulation|choking|mayhem|maiming|wounding|menacing|terroristic threats?|criminal threats?)\b/i,
    categories: ['assault'],
    sets: { violent: true },
    reading: 'an offense involving force or the threat of force',
  },
  {
    // What the person says they did to someone: the force is then a fact, not a question.
    hints: [
      'hit',
      'slap',
      'punch',
      'push',
      'shov',
      'kick',
      'chok',
      'strangl',
      'grab',
      'struck',
      'beat',
      'threw',
      'smack',
      'shook',
    ],
    pattern:
      /\b(?:hit|hitting|slapp(?:ed|ing)|punch(?:ed|ing)?|push(?:ed|ing)|shov(?:ed|ing)|kick(?:ed|ing)|chok(?:ed|ing)|strangl(?:ed|ing)|grabb(?:ed|ing)|struck|beat|beating|threw|smack(?:ed|ing)|shook)\s+(?:him|her|them|(?:my|his|her|their|the|our)\s+(?:ex-?|former\s+)?(?:wife|husband|spouse|girlfriend|boyfriend|partner|fianc[eé]e?|son|daughter|child|kid|stepson|stepdaughter|mother|father|mom|dad|brother|sister|victim|officer|neighbou?r|roommate|cousin|friend))\b/i,
    categories: ['assault'],
    sets: { violent: true },
    reading:
      'an account of physical force against a person, which is force even as offensive touching (United States v. Castleman, 572 U.S. 157 (2014))',
  },
  {
    hints: ['domestic'],
    pattern: /\bnon-?domestic\b|\b(?:not|no)\s+(?:a\s+)?domestic\b/i,
    categories: [],
    sets: { domestic: false },
    reading: 'a statement that the offense was not against a family member, partner or household member',
  },
  {
    pattern:
      /\b(?:domestic|DV|family violence|spous(?:e|al) (?:abuse|battery|assault)|intimate partner|dating violence)\b/i,
    categories: ['domestic'],
    sets: { domestic: true },
    reading: 'an offense against a family member, partner or household member (a domestic relationship)',
  },
  {
    pattern:
      /\b(?:firearms?|guns?|pistols?|handguns?|revolvers?|rifles?|shotguns?|weapons?|armed|deadly weapon|dangerous weapon|knife|knives|ammunition|felon in possession)\b/i,
    categories: ['weapon'],
    sets: { weapon: true },
    reading: 'an offense involving a firearm or other weapon',
  },
  {
    pattern:
      /\b(?:intent to (?:distribute|deliver|sell|manufacture)|PWID|PWITD|distribut\w*|traffick\w*|drug dealing|sale of (?:a )?(?:controlled|narcotic|drugs?|cocaine|heroin|meth\w*|fentanyl|marijuana)|sell\w* (?:drugs|narcotics|cocaine|heroin|meth\w*|fentanyl)|manufactur\w* (?:of )?(?:a )?(?:controlled|meth\w*|drugs?)|delivery of (?:a )?(?:controlled|narcotic|drugs?))\b/i,
    categories: ['drugDistribution'],
    sets: { drugDistribution: true },
    reading: 'a drug distribution offense',
  },
  {
    pattern:
      /\b(?:possession of (?:a )?(?:controlled (?:substance|dangerous substance)|cocaine|crack|heroin|meth\w*|marijuana|cannabis|narcotics?|drugs?|fentanyl|oxycodone|CDS)|drug possession|simple possession|possession of CDS|controlled substance|narcotics?|drug paraphernalia)\b/i,
    categories: ['drugPossession'],
    sets: { drugPossession: true },
    reading: 'a drug possession offense',
  },
  {
    pattern:
      /\b(?:DUI|DWI|OWI|OVI|OUI|(?:driving|operating)(?: a (?:motor )?vehicle)? (?:under the influence|while (?:intoxicated|impaired|ability impaired|under the influence))|drunk driving)\b/i,
    categories: ['dui'],
    sets: { dui: true },
    reading: 'an impaired-driving offense',
  },
  {
    pattern:
      /\b(?:theft|larceny|stealing|shoplift\w*|embezzle\w*|stolen property|receiving stolen|possession of stolen|auto theft|grand theft|petty theft)\b/i,
    categories: ['theft'],
    sets: {},
    reading: 'a theft offense',
  },
  {
    pattern:
      /\b(?:fraud\w*|forgery|forged|counterfeit\w*|identity theft|bad checks?|false statements?|false pretenses?|false pretences?|tax evasion|money laundering|perjury|bribery|uttering)\b/i,
    categories: ['fraud'],
    sets: {},
    reading: 'a fraud or dishonesty offense',
  },
  {
    pattern: /\b(?:antitrust|price[- ]fixing|bid[- ]rigging|restraint of trade|unfair trade practices?)\b/i,
    categories: ['businessRegulation'],
    sets: { businessRegulation: true },
    reading: 'a business-regulation offense of the kind 18 U.S.C. § 921(a)(20)(A) excludes',
  },
  {
    pattern:
      /\b(?:trespass\w*|criminal mischief|malicious (?:destruction|injury) (?:of|to) (?:real |personal )?property|malicious mischief|destruction of property|vandalism|disorderly conduct|resisting arrest|obstruction)\b/i,
    categories: ['trespass'],
    sets: {},
    reading: 'a public-order or property offense without violence',
  },
]

// Statutes whose offense is defined by force against a person (assault, battery, domestic
// violence): citing one fixes the force, and for the domestic ones the relationship, so neither is
// asked (docs/decisions/048). Offensive touching and recklessness count (Castleman; Voisine).
const FORCE_STATUTES: readonly (readonly [pattern: string, label: string, domestic: boolean])[] = [
  [String.raw`\b13A-6-2[012]\b`, 'assault (Ala. Code §§ 13A-6-20 to 13A-6-22)', false],
  [String.raw`\b13A-6-13[0-2]\b`, 'domestic violence (Ala. Code §§ 13A-6-130 to 13A-6-132)', true],
  [String.raw`\b13-120[34]\b`, 'assault (Ariz. Rev. Stat. §§ 13-1203, 13-1204)', false],
  [String.raw`\b5-13-20[1-3]\b`, 'battery (Ark. Code Ann. §§ 5-13-201 to 5-13-203)', false],
  [String.raw`\b5-26-30[3-5]\b`, 'domestic battering (Ark. Code Ann. §§ 5-26-303 to 5-26-305)', true],
  [
    String.raw`\b(?:P\.?C\.?|pen(?:al)?\.?\s*code)\s*(?:§+\s*)?24[23](?:\s*\(\s*[ad]\s*\))?(?![.\d])`,
    'battery (Cal. Penal Code §§ 242, 243)',
    false,
  ],
  [String.raw`\b18-3-20[2-4]\b`, 'assault (Colo. Rev. Stat. §§ 18-3-202 to 18-3-204)', false],
  [String.raw`\b53a-(?:59|60|61)\b`, 'assault (Conn. Gen. Stat. §§ 53a-59 to 53a-61)', false],
  [String.raw`\bD\.?\s*C\.?\s*(?:Code\s*)?(?:§+\s*)?22-404\b`, 'assault (D.C. Code § 22-404)', false],
  [String.raw`\b16-5-2[0-4](?:\.1)?\b`, 'assault or battery (O.C.G.A. §§ 16-5-20 to 16-5-24)', false],
  [String.raw`\b709-906\b`, 'abuse of a family or household member (Haw. Rev. Stat. § 709-906)', true],
  [String.raw`\b708\.2A\b`, 'domestic abuse assault (Iowa Code § 708.2A)', true],
  [String.raw`\b35-42-2-1\.3\b`, 'domestic battery (Ind. Code § 35-42-2-1.3)', true],
  [String.raw`\b35-42-2-1\b(?!\.)`, 'battery (Ind. Code § 35-42-2-1)', false],
  [String.raw`\b21-5414\b`, 'domestic battery (Kan. Stat. Ann. § 21-5414)', true],
  [String.raw`\b21-541[23]\b`, 'assault or battery (Kan. Stat. Ann. §§ 21-5412, 21-5413)', false],
  [String.raw`\b508\.0(?:10|20|25|30)\b`, 'assault (Ky. Rev. Stat. §§ 508.010 to 508.030)', false],
  [String.raw`\b14:35\.3\b`, 'domestic abuse battery (La. Rev. Stat. § 14:35.3)', true],
  [
    String.raw`\b265\s*,?\s*§*\s*13M\b`,
    'assault and battery on a family or household member (Mass. Gen. Laws ch. 265, § 13M)',
    true,
  ],
  [String.raw`\b265\s*,?\s*§*\s*13A\b`, 'assault and battery (Mass. Gen. Laws ch. 265, § 13A)', false],
  [
    String.raw`\b750\.81(?:a)?\b`,
    'assault and battery or domestic assault (Mich. Comp. Laws §§ 750.81, 750.81a)',
    false,
  ],
  [String.raw`\b609\.2242\b`, 'domestic assault (Minn. Stat. § 609.2242)', true],
  [String.raw`\b609\.22[1-4]\b`, 'assault (Minn. Stat. §§ 609.221 to 609.224)', false],
  [String.raw`\b565\.07[2-6]\b`, 'domestic assault (Mo. Rev. Stat. §§ 565.072 to 565.076)', true],
  [
    String.raw`\b(?:N\.?\s*C\.?\s*G(?:en)?\.?\s*S(?:tat)?\.?|G\.?\s*S\.?)\s*(?:§+\s*)?14-33\b`,
    'assault (N.C. Gen. Stat. § 14-33)',
    false,
  ],
  [String.raw`\b28-323\b`, 'domestic assault (Neb. Rev. Stat. § 28-323)', true],
  [String.raw`\b631:2-b\b`, 'domestic violence (N.H. Rev. Stat. § 631:2-b)', true],
  [String.raw`\b631:2-a\b`, 'simple assault (N.H. Rev. Stat. § 631:2-a)', false],
  [String.raw`\b2C:12-1\b`, 'assault (N.J. Stat. § 2C:12-1)', false],
  [String.raw`\b200\.485\b`, 'battery constituting domestic violence (Nev. Rev. Stat. § 200.485)', true],
  [
    String.raw`\b(?:Penal\s+Law|P\.?\s*L\.?)\s*(?:§+\s*)?120\.(?:00|05|10)\b`,
    'assault (N.Y. Penal Law §§ 120.00 to 120.10)',
    false,
  ],
  [String.raw`\b2903\.1[13]\b`, 'assault (Ohio Rev. Code §§ 2903.11, 2903.13)', false],
  [
    String.raw`\btit(?:le)?\.?\s*21\s*,?\s*§*\s*644\b`,
    'assault and battery (Okla. Stat. tit. 21, § 644)',
    false,
  ],
  [String.raw`\b163\.16[05]\b`, 'assault (Or. Rev. Stat. §§ 163.160, 163.165)', false],
  [
    String.raw`\b(?:Pa\.?\s*C\.?\s*S\.?|Pa\.?\s*Cons\.?\s*Stat\.?|C\.?\s*S\.?)\s*(?:§+\s*)?270[12]\b`,
    'assault (18 Pa. Cons. Stat. §§ 2701, 2702)',
    false,
  ],
  [String.raw`\b16-25-20\b`, 'domestic violence (S.C. Code Ann. § 16-25-20)', true],
  [String.raw`\b16-3-600\b`, 'assault and battery (S.C. Code Ann. § 16-3-600)', false],
  [String.raw`\b39-13-111\b`, 'domestic assault (Tenn. Code Ann. § 39-13-111)', true],
  [String.raw`\b39-13-10[12]\b`, 'assault (Tenn. Code Ann. §§ 39-13-101, 39-13-102)', false],
  [String.raw`\b76-5-10[23]\b`, 'assault (Utah Code §§ 76-5-102, 76-5-103)', false],
  [
    String.raw`\b18\.2-57\.2\b`,
    'assault and battery against a family or household member (Va. Code § 18.2-57.2)',
    true,
  ],
  [String.raw`\b18\.2-57\b(?!\.)`, 'assault and battery (Va. Code § 18.2-57)', false],
  [String.raw`\b9A\.36\.0[1-4]1\b`, 'assault (Wash. Rev. Code §§ 9A.36.011 to 9A.36.041)', false],
  [String.raw`\b940\.19\b`, 'battery (Wis. Stat. § 940.19)', false],
  [String.raw`\b61-2-28\b`, 'domestic battery or assault (W. Va. Code § 61-2-28)', true],
]

const FORCE_RULES: readonly Rule[] = FORCE_STATUTES.map(([source, label, domestic]) => ({
  pattern: new RegExp(source, 'i'),
  categories: domestic ? (['assault', 'domestic'] as const) : (['assault'] as const),
  sets: domestic ? { violent: true, domestic: true } : { violent: true },
  reading: `${label}, an offense defined by the use or threat of force`,
}))

const ALL_RULES: readonly Rule[] = [...CITATION_RULES, ...FORCE_RULES, ...WORD_RULES]
const HAS_DIGIT = /\d/

/** Categories whose presence alone tells us the offense was not violent, not a weapon or sex offense. */
const NON_VIOLENT: ReadonlySet<OffenseCategory> = new Set<OffenseCategory>([
  'theft',
  'fraud',
  'dui',
  'drugPossession',
  'drugDistribution',
  'trespass',
  'businessRegulation',
])

const FELONY_WORDS =
  /\b(?:felony|felonies|felonious|class [a-f] felony|level [1-6] felony|(?:first|second|third|fourth|1st|2nd|3rd|4th)[- ]degree felony)\b/i
const MISDEMEANOR_WORDS =
  /\b(?:misdemeanou?r|misdemeanors|misd\.?|disorderly persons offense|gross misdemeanor|M[123])\b/i
const REDUCED = /\breduced to (?:a )?misdemeanou?r\b|\b17\s*\(\s*b\s*\)/i
const NOT_FELONY = /\b(?:not|never)\s+(?:a\s+)?felon(?:y|ious)\b|\bnon-?felony\b/gi
const NOT_VIOLENT_WORDS = /\bnon-?violent\b/i
const FEDERAL_TEXT =
  /\bU\.?\s*S\.?\s*C\.?\b|\bUSC\b|\bfederal\s+(?:court|conviction|offen[cs]e|felony|charge|case|crime|indictment)/i

// Loops rather than callbacks: these run for every rule on every case.
function mentionsAny(lower: string, hints: readonly string[]): boolean {
  for (const hint of hints) if (lower.includes(hint)) return true
  return false
}

function allNonViolent(categories: readonly OffenseCategory[]): boolean {
  for (const c of categories) if (!NON_VIOLENT.has(c)) return false
  return true
}

/** The jurisdiction whose class table applies: federal when the text cites federal law. */
function classJurisdiction(text: string, stateCode: string | undefined): string | undefined {
  const federal = FEDERAL_TEXT.exec(text)
  if (federal && !isNegatedAt(text, federal.index)) return 'US'
  return stateJurisdiction(text, stateCode)
}

/** The state's class table, whatever federal law the text also cites (a court-martial excepted). */
function stateJurisdiction(text: string, stateCode: string | undefined): string | undefined {
  if (COURT_MARTIAL_TEXT.test(text)) return 'US'
  if (stateCode === 'US' || stateCode === 'FEDERAL') return 'US'
  return stateCode !== undefined && Object.hasOwn(OFFENSE_CLASSES, stateCode) ? stateCode : undefined
}

/** What the words of the charges say, before the state's class table and the sentence are read. */
interface WordReading {
  readonly facts: Readonly<InferredOffense>
  readonly categories: ReadonlySet<OffenseCategory>
  readonly readings: readonly ChargeReading[]
  /** A reduction, or words of both grades: the grade, and so the class's maximum, stay unknown. */
  readonly gradeUnclear: boolean
}

// The word rules are the costly part of reading and depend on the text alone (no state, no clock,
// no shared mutable state: the same text always gives the same reading), while the same texts come
// back often (a person re-checking an answer, common charges). The last readings are kept in a
// bounded map, oldest out first; callers get copies, so a kept reading is never changed.
const WORDS_KEPT = 512
const wordsCache = new Map<string, WordReading>()

function readWords(text: string): WordReading {
  const kept = wordsCache.get(text)
  if (kept !== undefined) {
    wordsCache.delete(text)
    wordsCache.set(text, kept)
    return kept
  }
  const reading = readWordsUncached(text)
  if (wordsCache.size >= WORDS_KEPT) wordsCache.delete(wordsCache.keys().next().value!)
  wordsCache.set(text, reading)
  return reading
}

// What the person wants or already got, not what they were charged with: "my gun rights", "a pardon
// restoring firearm rights", "I want my guns back". Only the charged offense sets its elements, so
// these are blanked before the word rules read the text.
const NARRATIVE =
  /\b(?:gun|firearms?|weapons?|second[- ]amendment|2a)\s+(?:rights?|privileges?|restoration|relief|disabilit(?:y|ies)|ban|prohibition)\b|\brights?\s+to\s+(?:own|possess|carry|have|buy|purchase|bear|keep)\s+(?:and\s+bear\s+)?(?:a\s+|my\s+)?(?:guns?|firearms?|arms|weapons?)\b|\b(?:my|his|her|their|our)\s+(?:guns?|firearms?|weapons?|rifles?|shotguns?|pistols?|handguns?|revolvers?)\s+back\b|\b(?:own|possess|buy|purchase|have|carry|hunt\s+with|use)\s+(?:a\s+|my\s+)?(?:guns?|firearms?|rifles?|shotguns?|pistols?|handguns?)\s+(?:again|legally|lawfully)\b|\b(?:restor\w*|regain\w*|get(?:ting)?\s+back|recover\w*)\s+(?:of\s+)?(?:my\s+|his\s+|her\s+|their\s+|the\s+)?(?:guns?|firearms?|weapons?|rifles?|shotguns?|pistols?|handguns?|revolvers?)\b/gi
const NARRATIVE_HINT = /gun|firearm|weapon|amendment|2a|arms|rifle|pistol|revolver/i

function withoutNarrative(text: string): string {
  if (!NARRATIVE_HINT.test(text)) return text
  return text.replace(NARRATIVE, (words) => ' '.repeat(words.length))
}

function readWordsUncached(text: string): WordReading {
  const facts = factsFrom()
  const categories = new Set<OffenseCategory>()
  const readings: ChargeReading[] = []
  let rest = withoutNarrative(text)
  const lower = text.toLowerCase()
  const weaponSaid = new Map<boolean, string>()

  const rules = HAS_DIGIT.test(text) ? ALL_RULES : WORD_RULES
  for (const rule of rules) {
    if (rule.hints && !mentionsAny(lower, rule.hints)) continue
    const match = rule.pattern.exec(rest)
    if (!match) continue
    const matched = match[0].trim()
    readings.push({ matched, reading: rule.reading })
    for (const c of rule.categories) categories.add(c)
    if (rule.sets.weapon !== undefined) weaponSaid.set(rule.sets.weapon, matched)
    for (const key in rule.sets) {
      const name = key as keyof FlagFacts
      if (facts[name] === undefined) facts[name] = rule.sets[name]
    }
    // Blank out what was read so a vaguer rule does not read the same words again.
    rest =
      rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length)
  }

  if (weaponSaid.size > 1) {
    facts.weapon = undefined
    readings.push({
      matched: `${weaponSaid.get(true)} / ${weaponSaid.get(false)}`,
      reading: 'both a weapon and the absence of one, so we could not tell whether a weapon was involved',
    })
  }

  const notFelony = NOT_FELONY.exec(text)
  NOT_FELONY.lastIndex = 0
  const gradeText = notFelony ? text.replace(NOT_FELONY, (m) => ' '.repeat(m.length)) : text
  const saysFelony = FELONY_WORDS.exec(gradeText)
  const saysMisdemeanor = MISDEMEANOR_WORDS.exec(gradeText)
  const reduced = REDUCED.test(text)
  if (notFelony) {
    facts.felony = false
    readings.push({ matched: notFelony[0].trim(), reading: 'a statement that the offense was not a felony' })
  } else if (reduced) {
    readings.push({
      matched: (REDUCED.exec(text)?.[0] ?? '').trim(),
      reading: 'a felony reduced to a misdemeanor, so we could not tell its grade from the text',
    })
    facts.felony = undefined
  } else if (saysFelony && saysMisdemeanor) {
    readings.push({
      matched: `${saysFelony[0]} / ${saysMisdemeanor[0]}`,
      reading:
        'mentions of both a felony and a misdemeanor, so we could not tell the grade of the conviction',
    })
    facts.felony = undefined
  } else if (saysFelony && facts.felony === undefined) {
    facts.felony = true
    readings.push({ matched: saysFelony[0], reading: 'a felony' })
  } else if (saysMisdemeanor && facts.felony === undefined) {
    facts.felony = false
    readings.push({ matched: saysMisdemeanor[0], reading: 'a misdemeanor' })
  }

  return {
    facts,
    categories,
    readings,
    gradeUnclear: reduced || (saysFelony !== null && saysMisdemeanor !== null),
  }
}

/**
 * Reads the charges text, and the sentence text when given. Class and degree words are looked up in
 * the table of `stateCode` (or federal law). Deterministic; linear in the texts' length.
 */
export function inferFromCharges(text: string, options: ChargeReadingOptions = {}): ChargeInference {
  const words = readWords(text)
  const facts = factsFrom(words.facts)
  const categories = words.categories
  const readings: ChargeReading[] = [...words.readings]
  readGrades(text, options, words.gradeUnclear, facts, readings)
  if (facts.courtMartial === true) readMilitary(text, facts, readings)
  readCircumstances(text, options, facts, readings)

  const notViolent = NOT_VIOLENT_WORDS.exec(text)
  if (notViolent && facts.violent === undefined) {
    facts.violent = false
    readings.push({ matched: notViolent[0], reading: 'a statement that the offense was not violent' })
  }

  // When every recognized category is a non-violent one, the text names the offense, so it is not
  // also a violent, weapon, sex, burglary or domestic offense.
  const known = [...categories]
  if (known.length > 0 && allNonViolent(known)) {
    facts.violent ??= false
    facts.weapon ??= false
    facts.domestic ??= false
    facts.sexOffense ??= false
    facts.sexOffenderRegistration ??= false
  }
  if (known.length > 0) {
    facts.burglary ??= false
    facts.homicide ??= false
    facts.robbery ??= false
    facts.kidnapping ??= false
    facts.arson ??= false
    facts.drugDistribution ??= false
    if (!categories.has('sex') && !categories.has('sexRegistration')) {
      facts.sexOffense ??= false
      facts.sexOffenderRegistration ??= false
    }
    if (!categories.has('drugPossession') && !categories.has('drugDistribution'))
      facts.drugPossession ??= false
  }

  return { facts, categories: known, readings }
}

/** The classes and stated maxima: the grade when the words gave none, and the maximum punishment. */
function readGrades(
  text: string,
  options: ChargeReadingOptions,
  gradeUnclear: boolean,
  facts: InferredOffense,
  readings: ChargeReading[],
): void {
  const resolve = options.stateClasses === true ? stateJurisdiction : classJurisdiction
  const { mentions, statedMaxima } = readClasses(text, resolve, options.stateCode)
  const jurisdiction =
    mentions.length > 0 || statedMaxima.length > 0 || DEGREE_HINT.test(text)
      ? resolve(text, options.stateCode)
      : undefined
  const named =
    jurisdiction === undefined || jurisdiction === 'US' ? [] : readNamedOffenses(text, jurisdiction)
  if (mentions.length === 0 && statedMaxima.length === 0 && named.length === 0) return
  // The class reading says the grade too, so the bare 'a felony' reading of the same words goes.
  const graded = new Set([...mentions.map((m) => m.grade), ...named.map((m) => m.grade)])
  for (let i = readings.length - 1; i >= 0; i--) {
    const r = readings[i]!
    if (
      (r.reading === 'a felony' && graded.has('FELONY')) ||
      (r.reading === 'a misdemeanor' && graded.has('MISDEMEANOR'))
    ) {
      readings.splice(i, 1)
    }
  }
  for (const mention of mentions) {
    readings.push({ matched: mention.matched, reading: describeMention(mention, jurisdiction) })
  }
  // A reduction, or words of both grades, leave the grade, and so the class whose maximum applies,
  // unknown.
  if (gradeUnclear) return

  const grades = new Set(mentions.map((m) => m.grade).filter((g) => g !== undefined))
  if (facts.felony === undefined && grades.size === 1) {
    facts.felony = grades.has('FELONY')
  }

  const stated = new Set(statedMaxima.map((m) => m.years))
  if (stated.size === 1) {
    const [max] = statedMaxima
    facts.maxSentenceYears = max!.years
    readings.push({ matched: max!.matched, reading: describeStatedMaximum(max!.years) })
  } else if (stated.size > 1) {
    readings.push({
      matched: statedMaxima.map((m) => m.matched).join(' / '),
      reading: 'several different maximum punishments, so we could not tell which applies',
    })
  }

  if (grades.size > 1 || jurisdiction === undefined) return
  const usable = mentions
    .map((m) => m.row)
    .filter((r): r is OffenseClass => r !== undefined && r.confidence !== 'low' && r.maxYears !== undefined)
  if (usable.length > 0) {
    // Several counts of one grade: the most serious one's maximum decides the federal question.
    const top = usable.reduce((a, b) => ((b.maxYears ?? 0) > (a.maxYears ?? 0) ? b : a))
    facts.offenseClassLabel = classLabel(top, jurisdiction)
    facts.offenseClasses = usable.map((r) => r.keys[0]!)
    if (stated.size === 0) facts.maxSentenceYears = top.maxYears
    return
  }
  readNamedGrades(named, jurisdiction, stated.size > 0, facts, readings)
}

const DEGREE_HINT = /degree|deg\b|\d(?:st|nd|rd|th)\b/i

/** An offense graded by degree in its name gives the grade and maximum when no class is named. */
function readNamedGrades(
  named: readonly NamedMention[],
  jurisdiction: string,
  maximumStated: boolean,
  facts: InferredOffense,
  readings: ChargeReading[],
): void {
  // A degree whose grade the words contradict ('fourth-degree forgery, a felony' after earlier
  // convictions) does not give its maximum.
  const fitting = named.filter((n) => facts.felony === undefined || facts.felony === (n.grade === 'FELONY'))
  if (fitting.length === 0) return
  const state = OFFENSE_CLASSES[jurisdiction as keyof typeof OFFENSE_CLASSES]?.name ?? jurisdiction
  for (const n of fitting) {
    const grade = n.grade === 'FELONY' ? 'a felony' : 'a misdemeanor'
    const max = n.maxLabel === undefined ? '' : `, punishable by ${n.maxLabel}`
    readings.push({
      matched: n.matched,
      reading: `${n.offense.label.toLowerCase()} in the ${ordinalWord(n.degree)} degree, which ${state} law makes ${grade}${max} (${n.citation})`,
    })
  }
  for (const n of fitting) {
    for (const key in n.offense.sets) {
      const name = key as keyof typeof n.offense.sets
      facts[name] ??= n.offense.sets[name]
    }
  }
  const grades = new Set(fitting.map((n) => n.grade))
  if (grades.size > 1) return
  if (facts.felony === undefined) facts.felony = grades.has('FELONY')
  const withMax = fitting.filter((n) => n.maxYears !== undefined)
  if (withMax.length === 0) return
  const top = withMax.reduce((a, b) => (b.maxYears! > a.maxYears! ? b : a))
  facts.offenseClassLabel = `${top.offense.label} in the ${ordinalWord(top.degree)} degree (${state}: ${top.maxLabel ?? ''})`
  const keys = fitting.flatMap((n) => (n.classKey === undefined ? [] : [n.classKey]))
  if (keys.length > 0) facts.offenseClasses = keys
  if (!maximumStated) facts.maxSentenceYears = top.maxYears
}

const ORDINAL_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']

function ordinalWord(n: number): string {
  return ORDINAL_WORDS[n] ?? `${n}th`
}

const COURT_MARTIAL_TEXT = /\bcourt[- ]?martial\b|\bUCMJ\b/i

/**
 * A court-martial: the forum and each article's maximum in the Manual for Courts-Martial. Courts-
 * martial do not grade offenses; an offense punishable by more than a year is a felony under
 * 18 U.S.C. § 3559(a), one punishable by a year or less a misdemeanor.
 */
function readMilitary(text: string, facts: InferredOffense, readings: ChargeReading[]): void {
  const military = readCourtMartial(text)
  readings.push(...military.readings)
  facts.courtMartialForum = military.forum
  if (military.nonJudicial) facts.nonJudicial = true
  if (facts.maxSentenceYears === undefined && military.maxSentenceYears !== undefined) {
    facts.maxSentenceYears = military.maxSentenceYears
    facts.offenseClassLabel = military.label
  }
  if (facts.felony === undefined && facts.maxSentenceYears !== undefined)
    facts.felony = facts.maxSentenceYears > 1
  for (const key in military.flags) {
    const name = key as keyof typeof military.flags
    facts[name] ??= military.flags[name]
  }
}

/** The victim's relationship, the disposition and the sentence. */
function readCircumstances(
  text: string,
  options: ChargeReadingOptions,
  facts: InferredOffense,
  readings: ChargeReading[],
): void {
  const relationship = readRelationship(text)
  readings.push(...relationship.readings)
  if (relationship.dating) facts.datingRelationship = true
  if (relationship.domesticRelationship !== undefined) {
    facts.domesticRelationship = relationship.domesticRelationship
    if (relationship.domesticRelationship) facts.domestic ??= true
  }

  const stateCode = options.stateCode === 'US' ? undefined : options.stateCode
  const both = options.sentence ? `${text}\n${options.sentence}` : text
  const disposition = readDisposition(both, stateCode)
  readings.push(...disposition.readings)
  if (disposition.disposition !== undefined) facts.disposition = disposition.disposition

  const sentence = readSentence(options.sentence)
  readings.push(...sentence.readings)
  if (sentence.sentenceKind !== undefined) facts.sentenceKind = sentence.sentenceKind
  if (sentence.custodyYears !== undefined) facts.custodyYears = sentence.custodyYears
}
