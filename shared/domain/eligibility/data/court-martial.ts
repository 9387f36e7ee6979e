// The maximum confinement the Manual for Courts-Martial (Part IV, each punitive article's
// "Maximum punishment" paragraph) allows for the offenses most often seen in restoration cases.
// 18 U.S.C. § 921(a)(20) turns on the maximum the law allowed, and for a court-martial that is the
// Manual's figure for the offense (docs/decisions/048). An article whose maximum depends on facts
// (value, kind of property, how an absence ended) has one row per variant, and a text that does not
// pin the variant leaves the maximum unknown. Articles are numbered as in the Manual since 2019;
// where an offense moved between articles (forgery, bad checks, housebreaking), it is also found by
// its name. The figures are the Manual's maximum-punishment paragraphs as practitioners summarize
// them; the Manual's own text was not re-read on COURT_MARTIAL_CHECKED, so an offense whose figure
// sits near the one-year line (absence without leave, larceny of $1,000 or less) deserves a look at
// the charge sheet.
import { LIFE_YEARS } from './offense-classes.ts'

export interface MilitaryVariant {
  /** Words that pin this variant; the last variant of an article may have none (the default). */
  readonly when?: RegExp
  readonly label: string
  readonly maxYears: number
  readonly maxLabel: string
  readonly sets?: Readonly<Record<string, boolean>>
}

export interface MilitaryOffense {
  /** The article numbers that hold the offense (old and new numbering). */
  readonly articles: readonly string[]
  /** The offense's name in a charge sheet; read when no article number is given. */
  readonly name: RegExp
  readonly label: string
  /** The span of maxima across the variants, for the reasoning when none is pinned. */
  readonly range: string
  readonly variants: readonly MilitaryVariant[]
  readonly sets: Readonly<Record<string, boolean>>
}

const OVER_1000 =
  /\bover\s+\$?1,?000\b|\bmore\s+than\s+\$?1,?000\b|\$\s?(?:[1-9]\d{0,2},\d{3}|[1-9]\d{3,})\b/i
const MILITARY_PROPERTY = /\bmilitary\s+property\b|\bgovernment\s+property\b/i
const FIREARM = /\bfirearm\b|\bloaded\b|\bgun\b|\bpistol\b|\brifle\b/i

export const COURT_MARTIAL_CITATION = 'Manual for Courts-Martial, United States (2019 ed.), pt. IV'

export const COURT_MARTIAL_CHECKED = '2026-12-02'

export const COURT_MARTIAL_OFFENSES: readonly MilitaryOffense[] = [
  {
    articles: ['85'],
    name: /\bdesertion\b/i,
    label: 'Desertion',
    range: '2 to 5 years',
    sets: { violent: false },
    variants: [
      {
        when: /\bhazardous\s+duty\b|\bimportant\s+service\b/i,
        label: 'to avoid hazardous duty or shirk important service',
        maxYears: 5,
        maxLabel: '5 years',
      },
      { when: /\bapprehen/i, label: 'terminated by apprehension', maxYears: 3, maxLabel: '3 years' },
      { label: 'otherwise terminated', maxYears: 2, maxLabel: '2 years' },
    ],
  },
  {
    articles: ['86'],
    name: /\b(?:[Aa]bsence\s+without\s+leave|AWOL|[Uu]nauthori[sz]ed\s+absence)\b/,
    label: 'Absence without leave',
    range: '1 month to 18 months',
    sets: { violent: false },
    variants: [
      {
        when: /\b(?:more\s+than|over)\s+30\s+days\b[^.;]{0,60}\bapprehen|\bapprehen[^.;]{0,60}\b(?:more\s+than|over)\s+30\s+days\b/i,
        label: 'more than 30 days, terminated by apprehension',
        maxYears: 1.5,
        maxLabel: '18 months',
      },
      {
        when: /\b(?:more\s+than|over)\s+30\s+days\b/i,
        label: 'more than 30 days',
        maxYears: 1,
        maxLabel: '1 year',
      },
      {
        when: /\b(?:[4-9]|[12]\d|30)\s+days\b|\bmore\s+than\s+(?:3|three)\s+days\b/i,
        label: 'more than 3 and not more than 30 days',
        maxYears: 0.5,
        maxLabel: '6 months',
      },
    ],
  },
  {
    articles: ['87'],
    name: /\bmiss(?:ing|ed)\s+movement\b/i,
    label: 'Missing movement',
    range: '1 to 2 years',
    sets: { violent: false },
    variants: [
      { when: /\bdesign\b/i, label: 'through design', maxYears: 2, maxLabel: '2 years' },
      { when: /\bneglect\b/i, label: 'through neglect', maxYears: 1, maxLabel: '1 year' },
    ],
  },
  {
    articles: ['89'],
    name: /\bdisrespect\s+(?:toward|to)\s+(?:a\s+)?superior\s+commissioned\s+officer\b/i,
    label: 'Disrespect toward a superior commissioned officer',
    range: '1 year',
    sets: { violent: false },
    variants: [{ label: 'disrespect', maxYears: 1, maxLabel: '1 year' }],
  },
  {
    articles: ['90'],
    name: /\b(?:striking|assaulting)\s+(?:a\s+)?superior\s+commissioned\s+officer\b/i,
    label: 'Assaulting or willfully disobeying a superior commissioned officer',
    range: '5 to 10 years',
    sets: {},
    variants: [
      {
        when: /\bstrik|\bassault/i,
        label: 'striking or assaulting',
        maxYears: 10,
        maxLabel: '10 years',
        sets: { violent: true },
      },
      {
        when: /\bdisobey/i,
        label: 'willfully disobeying',
        maxYears: 5,
        maxLabel: '5 years',
        sets: { violent: false },
      },
    ],
  },
  {
    articles: ['92'],
    name: /\b(?:failure\s+to\s+obey|violat(?:ion|ing|ed)\s+(?:of\s+)?(?:a\s+)?lawful\s+general\s+(?:order|regulation)|dereliction\s+of\s+duty)\b/i,
    label: 'Failure to obey an order or regulation',
    range: '3 months to 2 years',
    sets: { violent: false },
    variants: [
      {
        when: /\bgeneral\s+(?:order|regulation)\b/i,
        label: 'a lawful general order or regulation',
        maxYears: 2,
        maxLabel: '2 years',
      },
      {
        when: /\bdereliction\b/i,
        label: 'dereliction of duty',
        maxYears: 0.5,
        maxLabel: 'at most 6 months',
      },
      {
        when: /\bother\s+lawful\s+order\b|\blawful\s+order\b/i,
        label: 'another lawful order',
        maxYears: 0.5,
        maxLabel: '6 months',
      },
    ],
  },
  {
    articles: ['107'],
    name: /\bfalse\s+official\s+statements?\b/i,
    label: 'False official statement',
    range: '5 years',
    sets: { violent: false },
    variants: [{ label: 'false official statement', maxYears: 5, maxLabel: '5 years' }],
  },
  {
    articles: ['111', '113'],
    name: /\b(?:drunken|drunk|reckless|impaired)\s+(?:or\s+reckless\s+)?(?:driving|operation)\b/i,
    label: 'Drunken or reckless operation of a vehicle',
    range: '6 to 18 months',
    sets: { violent: false },
    variants: [
      {
        when: /\binjur/i,
        label: 'resulting in personal injury',
        maxYears: 1.5,
        maxLabel: '18 months',
      },
      { label: 'without personal injury', maxYears: 0.5, maxLabel: '6 months' },
    ],
  },
  {
    articles: ['112a'],
    name: /\bwrongful\s+(?:use|possession|distribution|introduction|manufacture)\b[^.;]{0,40}\b(?:marijuana|cocaine|controlled\s+substance|methamphetamine|heroin|LSD|ecstasy|MDMA|amphetamine|oxycodone|fentanyl)\b/i,
    label: 'Wrongful use, possession or distribution of a controlled substance',
    range: '2 to 15 years',
    sets: { violent: false },
    variants: [
      {
        when: /\bdistribut|\bintent\s+to\s+distribute\b|\bmanufactur|\bimport/i,
        label: 'distribution, manufacture or import',
        maxYears: 15,
        maxLabel: '15 years (10 for Schedule IV or V substances)',
        sets: { drugDistribution: true, drugPossession: false },
      },
      {
        when: /\bmarijuana\b|\bmarihuana\b/i,
        label: 'use or possession of marijuana',
        maxYears: 2,
        maxLabel: '2 years',
        sets: { drugPossession: true, drugDistribution: false },
      },
      {
        when: /\b(?:cocaine|methamphetamine|heroin|LSD|ecstasy|MDMA|amphetamine|opium|fentanyl)\b/i,
        label: 'use or possession of a Schedule I, II or III substance',
        maxYears: 5,
        maxLabel: '5 years',
        sets: { drugPossession: true, drugDistribution: false },
      },
    ],
  },
  {
    articles: ['118'],
    name: /\bmurder\b/i,
    label: 'Murder',
    range: 'life',
    sets: { violent: true, homicide: true },
    variants: [{ label: 'murder', maxYears: LIFE_YEARS, maxLabel: 'life' }],
  },
  {
    articles: ['119'],
    name: /\bmanslaughter\b/i,
    label: 'Manslaughter',
    range: '10 to 15 years',
    sets: { violent: true, homicide: true },
    variants: [
      { when: /\binvoluntary\b/i, label: 'involuntary', maxYears: 10, maxLabel: '10 years' },
      { label: 'voluntary', maxYears: 15, maxLabel: '15 years' },
    ],
  },
  {
    articles: ['120'],
    name: /\brape\b|\bsexual\s+assault\b|\babusive\s+sexual\s+contact\b|\baggravated\s+sexual\s+contact\b/i,
    label: 'Rape and sexual assault',
    range: '7 years to life',
    sets: { sexOffense: true },
    variants: [
      {
        when: /\brape\b/i,
        label: 'rape',
        maxYears: LIFE_YEARS,
        maxLabel: 'life',
        sets: { violent: true },
      },
      {
        when: /\bsexual\s+assault\b/i,
        label: 'sexual assault',
        maxYears: 30,
        maxLabel: '30 years',
        sets: { violent: true },
      },
      {
        when: /\baggravated\s+sexual\s+contact\b/i,
        label: 'aggravated sexual contact',
        maxYears: 20,
        maxLabel: '20 years',
      },
      {
        when: /\babusive\s+sexual\s+contact\b/i,
        label: 'abusive sexual contact',
        maxYears: 7,
        maxLabel: '7 years',
      },
    ],
  },
  {
    articles: ['121'],
    name: /\blarceny\b/i,
    label: 'Larceny',
    range: '6 months to 10 years',
    sets: { violent: false },
    variants: [
      {
        when: /\b(?:motor\s+vehicle|aircraft|vessel|firearm|explosive)\b/i,
        label: 'of a motor vehicle, aircraft, vessel, firearm or explosive',
        maxYears: 10,
        maxLabel: '10 years',
      },
      {
        when: new RegExp(
          `(?:${MILITARY_PROPERTY.source})[^.;]*?(?:${OVER_1000.source})|(?:${OVER_1000.source})[^.;]*?(?:${MILITARY_PROPERTY.source})`,
          'i',
        ),
        label: 'of military property worth more than $1,000',
        maxYears: 10,
        maxLabel: '10 years',
      },
      {
        when: MILITARY_PROPERTY,
        label: 'of military property worth $1,000 or less',
        maxYears: 1,
        maxLabel: '1 year',
      },
      {
        when: OVER_1000,
        label: 'of other property worth more than $1,000',
        maxYears: 5,
        maxLabel: '5 years',
      },
      {
        when: /\b\$?1,?000\s+or\s+less\b|\bless\s+than\s+\$?1,?000\b|\bunder\s+\$?1,?000\b/i,
        label: 'of other property worth $1,000 or less',
        maxYears: 0.5,
        maxLabel: '6 months',
      },
    ],
  },
  {
    articles: ['121a'],
    name: /\bfraudulent\s+use\s+of\s+(?:a\s+)?(?:credit|debit)\s+cards?\b/i,
    label: 'Fraudulent use of a credit or debit card',
    range: '10 to 15 years',
    sets: { violent: false },
    variants: [
      { when: OVER_1000, label: 'more than $1,000', maxYears: 15, maxLabel: '15 years' },
      { label: '$1,000 or less', maxYears: 10, maxLabel: '10 years' },
    ],
  },
  {
    articles: ['122'],
    name: /\brobbery\b/i,
    label: 'Robbery',
    range: '10 to 15 years',
    sets: { violent: true, robbery: true },
    variants: [
      {
        when: FIREARM,
        label: 'with a firearm',
        maxYears: 15,
        maxLabel: '15 years',
        sets: { weapon: true },
      },
      { label: 'without a firearm', maxYears: 10, maxLabel: '10 years' },
    ],
  },
  {
    articles: ['105'],
    name: /\bforgery\b/i,
    label: 'Forgery',
    range: '5 years',
    sets: { violent: false },
    variants: [{ label: 'forgery', maxYears: 5, maxLabel: '5 years' }],
  },
  {
    articles: ['128'],
    name: /(?<!sexual\s)\bassault\b|\bbattery\b/i,
    label: 'Assault',
    range: '3 months to 10 years',
    sets: { violent: true },
    variants: [
      {
        when: /\baggravated\b|\bdangerous\s+weapon\b|\bgrievous\b|\bsubstantial\s+bodily\b/i,
        label: 'aggravated assault',
        maxYears: 3,
        maxLabel: '3 years (up to 10 with a loaded firearm or grievous bodily harm)',
      },
      {
        when: /\bchild\s+under\s+(?:the\s+age\s+of\s+)?16\b/i,
        label: 'consummated by a battery upon a child under 16',
        maxYears: 2,
        maxLabel: '2 years',
      },
      {
        when: /\bconsummated\s+by\s+(?:a\s+)?battery\b|\bbattery\b/i,
        label: 'consummated by a battery',
        maxYears: 0.5,
        maxLabel: '6 months',
      },
      {
        when: /\bsimple\s+assault\b/i,
        label: 'simple assault',
        maxYears: 0.25,
        maxLabel: '3 months',
      },
    ],
  },
  {
    articles: ['129', '130'],
    name: /\bburglary\b|\bhousebreaking\b/i,
    label: 'Burglary or housebreaking',
    range: '6 months to 10 years',
    sets: { burglary: true },
    variants: [
      { when: /\bburglary\b/i, label: 'burglary', maxYears: 10, maxLabel: '10 years' },
      { when: /\bhousebreaking\b/i, label: 'housebreaking', maxYears: 5, maxLabel: '5 years' },
    ],
  },
  {
    articles: ['131'],
    name: /\bperjury\b/i,
    label: 'Perjury',
    range: '5 years',
    sets: { violent: false },
    variants: [{ label: 'perjury', maxYears: 5, maxLabel: '5 years' }],
  },
  {
    articles: ['124', '132'],
    name: /\b(?:false|fraudulent)\s+claims?\b|\bfrauds?\s+against\s+the\s+United\s+States\b/i,
    label: 'Frauds against the United States',
    range: '5 years',
    sets: { violent: false },
    variants: [{ label: 'a false or fraudulent claim', maxYears: 5, maxLabel: '5 years' }],
  },
]

/** The offenses and the citation the reader names. */
export const COURT_MARTIAL = {
  offenses: COURT_MARTIAL_OFFENSES,
  citation: COURT_MARTIAL_CITATION,
  checked: COURT_MARTIAL_CHECKED,
} as const
