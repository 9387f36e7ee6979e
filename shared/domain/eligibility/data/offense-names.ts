// Offenses a state grades by degree in the offense's own name ('forgery in the first degree',
// 'assault 4th degree', 'larceny in the third degree'), with the grade and the maximum the statute
// gives each degree. A charge that names such a degree, and no class, tells the engine the grade and
// the statutory maximum that 18 U.S.C. § 921(a)(20) turns on (docs/decisions/048): Georgia's
// first-degree forgery is a felony punishable by up to 15 years (O.C.G.A. § 16-9-2(a)) although
// Georgia has no felony classes. Where the state has classes, a degree names its class (key of
// data/offense-classes.ts) and the class table gives the maximum.
import type { JurisdictionCode } from '../input.ts'
import type { Confidence } from '../types.ts'
import type { OffenseGrade } from './offense-classes.ts'

export interface NamedDegree {
  readonly grade: OffenseGrade
  /** The class the statute gives this degree (a key of data/offense-classes.ts), when it has one. */
  readonly classKey?: string
  /** The maximum in years, when the statute gives it directly (states without classes). */
  readonly maxYears?: number
  readonly maxLabel?: string
  readonly citation: string
  readonly confidence: Confidence
}

export interface NamedFacts {
  readonly violent?: boolean
  readonly robbery?: boolean
  readonly burglary?: boolean
  readonly domestic?: boolean
}

export interface NamedOffense {
  /** The offense's name, as a regular-expression source, e.g. 'forgery'. */
  readonly name: string
  readonly label: string
  /** What the offense is by definition, whatever its degree (an assault is force against a person). */
  readonly sets: NamedFacts
  /** By degree (1 for the first degree). */
  readonly degrees: Readonly<Record<number, NamedDegree>>
}

const F = 'FELONY' as const
const M = 'MISDEMEANOR' as const

type DegreeRow = [grade: OffenseGrade, classKeyOrYears: string | number, citation: string, maxLabel?: string]

function offense(
  name: string,
  label: string,
  rows: Readonly<Record<number, DegreeRow>>,
  confidence: Confidence = 'medium',
): NamedOffense {
  const sets = SETS_BY_NAME.find(([test]) => test.test(label))?.[1] ?? {}
  const degrees: Record<number, NamedDegree> = {}
  for (const [degree, [grade, classOrYears, citation, maxLabel]] of Object.entries(rows)) {
    degrees[Number(degree)] =
      typeof classOrYears === 'string'
        ? { grade, classKey: classOrYears, citation, confidence }
        : {
            grade,
            maxYears: classOrYears,
            maxLabel: maxLabel ?? `up to ${classOrYears} years`,
            citation,
            confidence,
          }
  }
  return { name, label, sets, degrees }
}

// Offenses defined by force, entry or the relationship, whatever the state and degree.
const SETS_BY_NAME: readonly (readonly [RegExp, NamedFacts])[] = [
  [/domestic/i, { violent: true, domestic: true }],
  [/assault|battery|battering/i, { violent: true }],
  [/robbery/i, { violent: true, robbery: true }],
  [/burglary/i, { burglary: true }],
]

const THEFT = String.raw`theft(?:\s+of\s+property)?`
const ASSAULT = 'assault'
const BURGLARY = 'burglary'
const ROBBERY = 'robbery'

export const OFFENSE_NAMES_CHECKED = '2026-12-02'

/** Offenses graded by degree in their name, per state. */
export const NAMED_OFFENSES: Readonly<Partial<Record<JurisdictionCode, readonly NamedOffense[]>>> = {
  GA: [
    offense(
      'forgery',
      'Forgery',
      {
        1: [F, 15, 'O.C.G.A. § 16-9-2(a)', '1 to 15 years'],
        2: [F, 5, 'O.C.G.A. § 16-9-2(b)', '1 to 5 years'],
        3: [F, 5, 'O.C.G.A. § 16-9-2(c)', '1 to 5 years'],
        4: [M, 1, 'O.C.G.A. § 16-9-2(d)', 'up to 12 months (a felony from the third conviction)'],
      },
      'high',
    ),
    offense(BURGLARY, 'Burglary', {
      1: [F, 20, 'O.C.G.A. § 16-7-1(b)', '1 to 20 years'],
      2: [F, 5, 'O.C.G.A. § 16-7-1(c)', '1 to 5 years'],
    }),
  ],
  AL: [
    offense(THEFT, 'Theft of property', {
      1: [F, 'F:B', 'Ala. Code § 13A-8-3'],
      2: [F, 'F:C', 'Ala. Code § 13A-8-4'],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 'F:A', 'Ala. Code § 13A-7-5'],
      2: [F, 'F:B', 'Ala. Code § 13A-7-6'],
      3: [F, 'F:C', 'Ala. Code § 13A-7-7'],
    }),
    offense(ASSAULT, 'Assault', {
      1: [F, 'F:B', 'Ala. Code § 13A-6-20'],
      2: [F, 'F:C', 'Ala. Code § 13A-6-21'],
      3: [M, 'M:A', 'Ala. Code § 13A-6-22'],
    }),
    offense(ROBBERY, 'Robbery', {
      1: [F, 'F:A', 'Ala. Code § 13A-8-41'],
      2: [F, 'F:B', 'Ala. Code § 13A-8-42'],
      3: [F, 'F:C', 'Ala. Code § 13A-8-43'],
    }),
  ],
  AK: [
    offense(ASSAULT, 'Assault', {
      1: [F, 'F:A', 'Alaska Stat. § 11.41.200'],
      2: [F, 'F:B', 'Alaska Stat. § 11.41.210'],
      3: [F, 'F:C', 'Alaska Stat. § 11.41.220'],
      4: [M, 'M:A', 'Alaska Stat. § 11.41.230'],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 'F:B', 'Alaska Stat. § 11.46.300'],
      2: [F, 'F:C', 'Alaska Stat. § 11.46.310'],
    }),
  ],
  AR: [
    offense('battery', 'Battery', {
      1: [F, 'F:B', 'Ark. Code Ann. § 5-13-201'],
      2: [F, 'F:D', 'Ark. Code Ann. § 5-13-202'],
      3: [M, 'M:A', 'Ark. Code Ann. § 5-13-203'],
    }),
    offense(String.raw`domestic\s+battering`, 'Domestic battering', {
      1: [F, 'F:B', 'Ark. Code Ann. § 5-26-303'],
      2: [F, 'F:C', 'Ark. Code Ann. § 5-26-304'],
      3: [M, 'M:A', 'Ark. Code Ann. § 5-26-305'],
    }),
  ],
  CT: [
    offense('larceny', 'Larceny', {
      1: [F, 'F:B', 'Conn. Gen. Stat. § 53a-122'],
      2: [F, 'F:C', 'Conn. Gen. Stat. § 53a-123'],
      3: [F, 'F:D', 'Conn. Gen. Stat. § 53a-124'],
      4: [M, 'M:A', 'Conn. Gen. Stat. § 53a-125'],
      5: [M, 'M:B', 'Conn. Gen. Stat. § 53a-125a'],
      6: [M, 'M:C', 'Conn. Gen. Stat. § 53a-125b'],
    }),
    offense(ASSAULT, 'Assault', {
      1: [F, 'F:B', 'Conn. Gen. Stat. § 53a-59'],
      2: [F, 'F:D', 'Conn. Gen. Stat. § 53a-60'],
      3: [M, 'M:A', 'Conn. Gen. Stat. § 53a-61'],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 'F:B', 'Conn. Gen. Stat. § 53a-101'],
      2: [F, 'F:C', 'Conn. Gen. Stat. § 53a-102'],
      3: [F, 'F:D', 'Conn. Gen. Stat. § 53a-103'],
    }),
  ],
  KY: [
    offense(ASSAULT, 'Assault', {
      1: [F, 'F:B', 'Ky. Rev. Stat. § 508.010'],
      2: [F, 'F:C', 'Ky. Rev. Stat. § 508.020'],
      3: [F, 'F:D', 'Ky. Rev. Stat. § 508.025'],
      4: [M, 'M:A', 'Ky. Rev. Stat. § 508.030'],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 'F:B', 'Ky. Rev. Stat. § 511.020'],
      2: [F, 'F:C', 'Ky. Rev. Stat. § 511.030'],
      3: [F, 'F:D', 'Ky. Rev. Stat. § 511.040'],
    }),
    offense(ROBBERY, 'Robbery', {
      1: [F, 'F:B', 'Ky. Rev. Stat. § 515.020'],
      2: [F, 'F:C', 'Ky. Rev. Stat. § 515.030'],
    }),
  ],
  NY: [
    offense(String.raw`grand\s+larceny`, 'Grand larceny', {
      1: [F, 'F:B', 'N.Y. Penal Law § 155.42'],
      2: [F, 'F:C', 'N.Y. Penal Law § 155.40'],
      3: [F, 'F:D', 'N.Y. Penal Law § 155.35'],
      4: [F, 'F:E', 'N.Y. Penal Law § 155.30'],
    }),
    offense(ASSAULT, 'Assault', {
      1: [F, 'F:B', 'N.Y. Penal Law § 120.10'],
      2: [F, 'F:D', 'N.Y. Penal Law § 120.05'],
      3: [M, 'M:A', 'N.Y. Penal Law § 120.00'],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 'F:B', 'N.Y. Penal Law § 140.30'],
      2: [F, 'F:C', 'N.Y. Penal Law § 140.25'],
      3: [F, 'F:D', 'N.Y. Penal Law § 140.20'],
    }),
    offense(ROBBERY, 'Robbery', {
      1: [F, 'F:B', 'N.Y. Penal Law § 160.15'],
      2: [F, 'F:C', 'N.Y. Penal Law § 160.10'],
      3: [F, 'F:D', 'N.Y. Penal Law § 160.05'],
    }),
    offense('forgery', 'Forgery', {
      1: [F, 'F:C', 'N.Y. Penal Law § 170.15'],
      2: [F, 'F:D', 'N.Y. Penal Law § 170.10'],
      3: [M, 'M:A', 'N.Y. Penal Law § 170.05'],
    }),
    offense(String.raw`criminal\s+mischief`, 'Criminal mischief', {
      1: [F, 'F:B', 'N.Y. Penal Law § 145.12'],
      2: [F, 'F:D', 'N.Y. Penal Law § 145.10'],
      3: [F, 'F:E', 'N.Y. Penal Law § 145.05'],
      4: [M, 'M:A', 'N.Y. Penal Law § 145.00'],
    }),
    offense(
      String.raw`criminal\s+possession\s+of\s+(?:a\s+)?controlled\s+substance`,
      'Criminal possession of a controlled substance',
      {
        1: [F, 'F:A', 'N.Y. Penal Law § 220.21'],
        2: [F, 'F:A', 'N.Y. Penal Law § 220.18'],
        3: [F, 'F:B', 'N.Y. Penal Law § 220.16'],
        4: [F, 'F:C', 'N.Y. Penal Law § 220.09'],
        5: [F, 'F:D', 'N.Y. Penal Law § 220.06'],
        7: [M, 'M:A', 'N.Y. Penal Law § 220.03'],
      },
    ),
  ],
  SC: [
    offense(String.raw`assault\s+and\s+battery`, 'Assault and battery', {
      1: [F, 10, 'S.C. Code Ann. § 16-3-600(C)'],
      2: [M, 3, 'S.C. Code Ann. § 16-3-600(D)', 'up to 3 years'],
      3: [M, 30 / 365, 'S.C. Code Ann. § 16-3-600(E)', 'up to 30 days'],
    }),
    offense(String.raw`(?:criminal\s+)?domestic\s+violence`, 'Domestic violence', {
      1: [F, 10, 'S.C. Code Ann. § 16-25-20(B)'],
      2: [M, 3, 'S.C. Code Ann. § 16-25-20(C)', 'up to 3 years'],
      3: [M, 90 / 365, 'S.C. Code Ann. § 16-25-20(D)', 'up to 90 days'],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 99, 'S.C. Code Ann. § 16-11-311', '15 years to life'],
      2: [F, 15, 'S.C. Code Ann. § 16-11-312'],
      3: [F, 5, 'S.C. Code Ann. § 16-11-313'],
    }),
  ],
  WA: [
    offense(ASSAULT, 'Assault', {
      1: [F, 'F:A', 'Wash. Rev. Code § 9A.36.011'],
      2: [F, 'F:B', 'Wash. Rev. Code § 9A.36.021'],
      3: [F, 'F:C', 'Wash. Rev. Code § 9A.36.031'],
      4: [M, 'M:GROSS', 'Wash. Rev. Code § 9A.36.041'],
    }),
    offense('theft', 'Theft', {
      1: [F, 'F:B', 'Wash. Rev. Code § 9A.56.030'],
      2: [F, 'F:C', 'Wash. Rev. Code § 9A.56.040'],
      3: [M, 'M:GROSS', 'Wash. Rev. Code § 9A.56.050'],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 'F:A', 'Wash. Rev. Code § 9A.52.020'],
      2: [F, 'F:B', 'Wash. Rev. Code § 9A.52.030'],
    }),
    offense(String.raw`malicious\s+mischief`, 'Malicious mischief', {
      1: [F, 'F:B', 'Wash. Rev. Code § 9A.48.070'],
      2: [F, 'F:C', 'Wash. Rev. Code § 9A.48.080'],
      3: [M, 'M:GROSS', 'Wash. Rev. Code § 9A.48.090'],
    }),
  ],
  MN: [
    offense(ASSAULT, 'Assault', {
      1: [F, 20, 'Minn. Stat. § 609.221'],
      2: [F, 7, 'Minn. Stat. § 609.222'],
      3: [F, 5, 'Minn. Stat. § 609.223'],
      5: [
        M,
        90 / 365,
        'Minn. Stat. § 609.224, subd. 1',
        'up to 90 days (a gross misdemeanor or felony after earlier offenses)',
      ],
    }),
    offense(BURGLARY, 'Burglary', {
      1: [F, 20, 'Minn. Stat. § 609.582, subd. 1'],
      2: [F, 10, 'Minn. Stat. § 609.582, subd. 2'],
      3: [F, 5, 'Minn. Stat. § 609.582, subd. 3'],
    }),
  ],
}
