import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const UT: JurisdictionRules = {
  code: 'UT',
  name: 'Utah',
  loss: {
    summary:
      'Category I restricted persons (violent felony; on probation or parole for any felony) and Category II (any felony; certain misdemeanor domestic-violence assaults) may not possess dangerous weapons or firearms. Recodified in 2025 from § 76-10-503 into §§ 76-11-302 to -304.',
    bars: [
      {
        label: 'a felony',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Utah Code Ann. §§ 76-11-302, 76-11-303, 76-11-304'],
      },
      {
        label: 'a misdemeanor domestic-violence assault',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Utah Code Ann. § 76-11-303'],
      },
    ],
    citations: ['Utah Code Ann. §§ 76-11-302, 76-11-303, 76-11-304', 'former Utah Code Ann. § 76-10-503'],
  },
  mechanisms: [
    route({
      id: 'ut-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement',
      excludes: [
        { when: 'homicide', label: 'capital and first-degree felonies' },
        { when: { all: ['felony', VIOLENT_KINDS] }, label: 'violent felonies (§ 76-3-203.5)' },
        { when: { any: ['sexOffenderRegistration', 'sexOffense'] }, label: 'registrable sex offenses' },
      ],
      waits: [
        {
          years: 7,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['felony', { not: 'drugPossession' }] },
          label: '7 years after the later of conviction or release for a felony',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['felony', 'drugPossession'] },
          label: '5 years for a felony drug possession offense',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '5 years for a class A misdemeanor (3 or 4 for lower classes)',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'high',
      conditions:
        'Fines, interest and restitution paid; certificate of eligibility from the Bureau of Criminal Identification.',
      citations: ['Utah Code Ann. § 77-40a-303', 'Utah Code Ann. § 76-11-304(1)(a)(i)(A)'],
    }),
    route({
      id: 'ut-reduction',
      kind: 'OFFENSE_REDUCTION',
      path: 'Court reduction of the offense to a misdemeanor',
      requires: 'felony',
      requiresLabel: 'felonies',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: [],
      conditions: 'Court discretion after the sentence is complete.',
      citations: ['Utah Code Ann. § 76-3-402', 'Utah Code Ann. § 76-11-304(1)(a)(i)(C)'],
    }),
    route({
      id: 'ut-set-aside',
      kind: 'SET_ASIDE',
      path: 'Set-aside',
      unresolved: 'whether a set-aside of the conviction is available for your case',
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['SET_ASIDE'],
      conditions: 'A conviction that has been set aside is excepted.',
      citations: ['Utah Code Ann. § 76-11-304(1)(a)(i)(B)'],
    }),
    pardon({
      id: 'ut-pardon',
      path: 'Board of Pardons and Parole pardon',
      conditions: 'A pardoned felony is excepted.',
      citations: ['Utah Code Ann. § 76-11-304(1)(a)(i)(D)'],
    }),
  ],
  honors925c: false,
  notes:
    '§ 76-11-304 also excepts convictions whose civil rights were restored under the law of the convicting jurisdiction, and business-regulation offenses (mirrors federal law).',
  verification: [
    "2026-11-25, regime: the Board of Pardons and Parole pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own (its rule's eligibility conditions were not read); expungement, reduction and set-aside are REGULAR.",
    'Earlier pass (2026-11-21): Read Utah Code Ann. § 77-40a-303 (casetext, current through the 2024 Fourth Special Session; counselstack): 7 years for a felony, 5 for a felony drug possession offense, 5, 4 and 3 for class A, B and C misdemeanors, measured from the later of conviction or release; capital, first-degree and violent felonies and registrable sex offenses excluded. Raised the expungement route to high.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://self-law.org/code/ut/title-76/chapter-11/76-11-304',
    'https://self-law.org/code/ut/title-76/chapter-11/76-11-302',
    'https://law.counselstack.com/statute/ut/76-11-304',
    'https://law.counselstack.com/statute/ut/77-40a-303',
  ],
}
