import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const NJ: JurisdictionRules = {
  code: 'NJ',
  name: 'New Jersey',
  loss: {
    summary:
      "The 'certain persons' statute bars firearms for enumerated offenses (aggravated assault, arson, burglary, homicide, kidnapping, robbery, sexual offenses, weapons offenses, domestic-violence offenses and others); any indictable conviction, or a domestic-violence disorderly-persons offense, bars the purchaser ID card and handgun permit.",
    bars: [
      {
        label: "an enumerated 'certain persons' offense",
        when: { any: [VIOLENT_KINDS, 'burglary', 'weapon', 'sexOffense', { all: ['domestic', 'violent'] }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['N.J. Stat. Ann. § 2C:39-7'],
      },
      {
        label: 'any indictable offense (purchaser ID card and permit)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['N.J. Stat. Ann. § 2C:58-3(c)(1)'],
      },
      {
        label: 'a domestic-violence disorderly-persons offense',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['N.J. Stat. Ann. § 2C:58-3(c)(1)'],
      },
    ],
    citations: ['N.J. Stat. Ann. § 2C:39-7', 'N.J. Stat. Ann. § 2C:58-3(c)(1)'],
  },
  mechanisms: [
    route({
      id: 'nj-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement',
      excludes: [
        {
          when: { any: ['homicide', 'kidnapping', 'sexOffense', 'robbery', 'arson'] },
          label:
            'offenses that can never be expunged (e.g. murder, kidnapping, sexual assault, robbery, arson; N.J. Stat. Ann. § 2C:52-2(b))',
        },
      ],
      waits: [
        {
          years: 6,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label:
            '6 years after the later of conviction, payment, probation or release for an indictable offense (5 on the early pathway)',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '5 years for a disorderly-persons offense (3 on the early pathway)',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      stateEffectUnverified:
        'whether an expunged conviction still disqualifies you from a New Jersey purchaser ID card or permit (N.J. Stat. Ann. §§ 2C:52-27, 2C:58-3(c)) has not been verified',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'medium',
      conditions:
        'One indictable conviction (with at most three disorderly-persons convictions); expunged convictions are treated as not having occurred for permit purposes.',
      citations: ['N.J. Stat. Ann. § 2C:52-2', 'N.J. Stat. Ann. § 2C:52-3'],
    }),
    pardon({
      id: 'nj-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['N.J. Const. art. V, § 2, ¶ 1'],
    }),
  ],
  honors925c: false,
  misdemeanorsMayExceedTwoYears: true,
  notes:
    "New Jersey has no 'misdemeanors': a fourth-degree crime (up to 18 months) is indictable and a federal prohibitor, so an answer of 'misdemeanor' without the maximum punishment is not enough to settle the federal question. Practitioners report an expungement satisfies § 921(a)(20), but no primary source confirmed it, so its federal effect is sent to review.",
  verification: [
    '2026-11-25, expungement: whether an expunged conviction still bars a purchaser ID card or permit under § 2C:58-3(c) was not verified against § 2C:52-27: marked stateEffectUnverified, so an open expungement is review, never ELIGIBLE (docs/decisions/020).',
    '2026-11-25, regime: the Governor pardon (N.J. Const. art. V, § 2, ¶ 1) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; expungement (N.J.S.A. 2C:52-2) is REGULAR.',
    'Earlier pass (2026-11-21): Practitioner eligibility charts (two law firms, consistent) give 6 years (5 early pathway) for one indictable offense and 5 years (3 early) for disorderly-persons offenses, running from the later of conviction, payment, probation or release; N.J. Stat. Ann. § 2C:52-2 text itself was not read, so the route stays medium.',
  ],
  confidence: 'low',
  researchConfidence: 'low-medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://katherineobrienlaw.com/legal-blog/restoration-firearm-privileges-new-jersey-expungement/',
    'https://expungemyrecordnj.com/restoration-gun-rights/',
    'https://www.wiperecord.com/new-jersey-gunfirearm-laws-expungements/',
    'https://katherineobrienlaw.com/new-jersey-expungement-eligibility-chart/',
    'https://cheapnewjerseyexpungement.com/nj-expungement-eligibility-chart/',
  ],
}
