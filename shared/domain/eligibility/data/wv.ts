import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, route, VIOLENT_KINDS } from './builders.ts'

export const WV: JurisdictionRules = {
  code: 'WV',
  name: 'West Virginia',
  loss: {
    summary:
      'Conviction in any court of a crime punishable by more than one year bars firearms, as does a misdemeanor domestic assault or battery; felony crimes of violence, felony sexual offenses and Schedule I-II drug felonies carry harsher penalties.',
    bars: [
      {
        label: 'a crime punishable by more than one year (any court)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['W. Va. Code § 61-7-7(a)(1)'],
      },
      {
        label: 'a misdemeanor domestic assault or battery',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['W. Va. Code § 61-7-7(a)'],
      },
    ],
    citations: ['W. Va. Code § 61-7-7(a), (b)'],
  },
  mechanisms: [
    route({
      id: 'wv-petition',
      kind: 'COURT_PETITION',
      path: 'Circuit court petition to regain the ability to possess a firearm',
      dependsOnFederal: true,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'The court must find by clear and convincing evidence that the person is competent and capable, and possession must not violate federal law, so a pardon, expungement or federal relief is practically needed first.',
      citations: [
        'W. Va. Code § 61-7-7',
        'Perito v. County of Brooke, 215 W. Va. 178, 597 S.E.2d 311 (2004)',
      ],
    }),
    route({
      id: 'wv-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement of an eligible nonviolent felony',
      excludes: [
        {
          when: { any: [VIOLENT_KINDS, 'sexOffense', 'weapon'] },
          label: 'violent felonies and other excluded offenses',
        },
      ],
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: 'about 5 years after completing the sentence (not verified)',
          confidence: 'low',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'medium',
      conditions: 'Waiting periods under § 61-11-26 were not verified.',
      citations: ['W. Va. Code § 61-11-26'],
    }),
    route({
      id: 'wv-pardon',
      kind: 'PARDON',
      regime: 'CLEMENCY',
      path: 'Governor pardon (firearm rights still need a § 61-7-7 order)',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'NONE',
      reliefKinds: ['PARDON'],
      confidence: 'medium',
      conditions:
        'Perito: a pardon does not automatically restore firearm rights; the § 61-7-7 relief procedure still applies.',
      citations: [
        'W. Va. Const. art. VII, § 11',
        'Perito v. County of Brooke, 215 W. Va. 178, 597 S.E.2d 311 (2004)',
      ],
    }),
  ],
  honors925c: false,
  notes: '',
  verification: [
    '2026-11-25, regime: the Governor pardon (W. Va. Const. art. VII, § 11) is CLEMENCY (it was built as a regular route by mistake): no eligibility threshold in statute or published rules, and under Perito it does not restore firearm rights on its own. The § 61-7-7 petition and expungement are REGULAR.',
    "Earlier pass (2026-11-21): a 2024 news article quoting W. Va. Code § 61-7-7 and a practitioner article quoting § 61-7-7(f) confirm the bar ('convicted in any court of a crime punishable by imprisonment for a term exceeding one year', misdemeanor domestic assault or battery) and that the court may restore only 'if such possession would not violate any federal law'. Perito (2004) read: a pardon does not automatically restore firearm rights.",
  ],
  confidence: 'low',
  researchConfidence: 'low-medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://www.wboy.com/only-on-wboy-com/what-gets-you-banned-from-owning-a-firearm-in-west-virginia-and-how-do-you-get-it-back/',
    'https://firearmrights.net/a-few-things-to-know-about-firearm-rights-restoration-in-west-virginia',
    'https://cetient.com/opinion/1234099/perito-v-county-of-brooke',
  ],
}
