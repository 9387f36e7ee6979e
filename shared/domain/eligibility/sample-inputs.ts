import { CONVICTION_TYPES, JURISDICTION_CODES } from './input.ts'

// Generated eligibility inputs, shared by the property test and the benchmark so both judge the
// same varied mix of states, charges, dates and unknown facts.

/** mulberry32: a small seeded PRNG, so every run checks the same 10,000 inputs. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CHARGES = [
  'Robbery',
  'Armed robbery',
  'Possession of cocaine',
  'Domestic battery',
  'Theft',
  'Felony theft',
  'DUI',
  'Burglary of a dwelling',
  'Sexual assault',
  'Criminal mischief',
  'Case 12-CR-99, plea',
  'Aggravated assault with a deadly weapon',
  'Possession with intent to distribute',
  'Wire fraud, 18 U.S.C. § 1343',
  'Felon in possession, 18 U.S.C. § 922(g)(1)',
  '21 U.S.C. § 841(a)(1)',
  'Kidnapping',
  'Manslaughter',
  'Class A misdemeanor assault',
  'Misdemeanor DV',
  'Felony reduced to misdemeanor under 17(b)',
  'Price-fixing conspiracy',
  'Court-martial, UCMJ',
  'Cal. Penal Code § 243(e)',
  'Tex. Penal Code § 22.02',
  'felony and misdemeanor counts',
  'failure to register as a sex offender',
  'non-violent drug felony',
  '',
]

/** One raw input (it may fail the schema: an empty charge, an impossible date order). */
export function makeRawInput(random: () => number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const maybe = <T>(value: () => T, p = 0.5): T | undefined => (random() < p ? value() : undefined)
  const date = (from: number, to: number): string => {
    const y = from + Math.floor(random() * (to - from + 1))
    const m = 1 + Math.floor(random() * 12)
    const d = 1 + Math.floor(random() * 28)
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  }
  const noise = random() < 0.05 ? ' ' + '§(g)'.repeat(Math.floor(random() * 40)) + '\u00e9\u{1F600}' : ''
  const charge = (pick(CHARGES) + noise).trim() || 'unspecified'
  const bool = () => random() < 0.5
  return {
    convictionType: pick(CONVICTION_TYPES),
    stateCode: pick(JURISDICTION_CODES),
    convictionDate: date(1975, 2026),
    charges: [charge],
    sentence: maybe(() => 'probation'),
    supervisionCompleted: maybe(bool, 0.8),
    supervisionEndDate: maybe(() => date(1976, 2030), 0.7),
    priorConvictions: maybe(bool),
    priorConvictionsDetails: maybe(() => 'one prior', 0.2),
    militaryService: maybe(bool, 0.3),
    militaryDetails: maybe(() => pick(['honorable', 'dishonorable discharge', 'court-martial']), 0.2),
    residenceState: maybe(() => pick(JURISDICTION_CODES), 0.3),
    offense: maybe(
      () => ({
        felony: maybe(bool),
        maxSentenceYears: maybe(() => pick([0.5, 1, 2, 2.5, 3, 5, 10, 20, 99])),
        violent: maybe(bool),
        weapon: maybe(bool),
        domesticRelationship: maybe(bool),
        drugDistribution: maybe(bool),
        drugPossession: maybe(bool),
        sexOffenseRegistration: maybe(bool),
      }),
      0.7,
    ),
    disposition: maybe(
      () => pick(['CONVICTION', 'CONVICTION', 'CONVICTION', 'DEFERRED', 'DIVERSION', 'OTHER'] as const),
      0.6,
    ),
    reliefObtained: maybe(
      () =>
        Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({
          kind: pick([
            'EXPUNGEMENT',
            'SET_ASIDE',
            'SEALING',
            'PARDON',
            'RIGHTS_RESTORED',
            'FEDERAL_RELIEF',
          ] as const),
          mentionsFirearms: maybe(bool, 0.7),
        })),
      0.15,
    ),
    asOf: maybe(() => date(2020, 2035), 0.95),
  }
}
