import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const RI: JurisdictionRules = {
  code: 'RI',
  name: 'Rhode Island',
  loss: {
    summary:
      "A conviction of a 'crime of violence' (listed felonies, including felony domestic violence and drug-trafficking felonies) bars firearms; specified misdemeanor domestic-violence offenses also bar firearms. Other felonies are not barred by state law.",
    bars: [
      {
        label: "a 'crime of violence' (R.I. Gen. Laws § 11-47-2)",
        when: {
          all: ['felony', { any: [VIOLENT_KINDS, 'burglary', 'sexOffense', 'drugDistribution', 'domestic'] }],
        },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['R.I. Gen. Laws § 11-47-5(a)', 'R.I. Gen. Laws § 11-47-2'],
      },
      {
        label: 'a misdemeanor domestic-violence offense',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['R.I. Gen. Laws § 11-47-5(a)'],
      },
    ],
    citations: ['R.I. Gen. Laws § 11-47-5(a)', 'R.I. Gen. Laws § 11-47-2'],
  },
  mechanisms: [
    pardon({
      id: 'ri-pardon',
      path: 'Governor pardon (with the advice and consent of the Senate)',
      conditions: 'The only route for crime-of-violence convictions.',
      citations: ['R.I. Const. art. IX, § 13'],
    }),
    route({
      id: 'ri-dv-motion',
      kind: 'COURT_PETITION',
      path: 'District court motion to lift the misdemeanor domestic-violence prohibition',
      requires: 'mcdv',
      requiresLabel: 'misdemeanor domestic-violence offenses',
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after completing the sentence with no new listed offense',
        },
      ],
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions: 'The federal (g)(9) bar remains.',
      citations: ['R.I. Gen. Laws § 11-47-5.5'],
    }),
  ],
  honors925c: false,
  notes: '',
  verification: [
    '2026-11-25, regime: the Governor pardon (R.I. Const. art. IX, § 13) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the § 11-47-5.5 motion is REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://instalawyer.io/laws/rhode-island-general-laws/section-11-47-55-motion-to',
    'https://advocatefortheconvictedfelon.com/2019/10/09/restoration-of-rights-rhode-island/',
  ],
}
