import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const TX: JurisdictionRules = {
  code: 'TX',
  name: 'Texas',
  loss: {
    summary:
      'A felon may possess a firearm only at the premises where they live, and only after the fifth anniversary of the later of release from confinement or from supervision; possession elsewhere is barred indefinitely. A Class A family-violence misdemeanor bars possession for 5 years after release from confinement or supervision.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Tex. Penal Code § 46.04(a)'],
      },
      {
        label: 'a Class A family-violence misdemeanor (for 5 years)',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Tex. Penal Code § 46.04(b)'],
      },
    ],
    citations: ['Tex. Penal Code § 46.04(a), (b)'],
  },
  mechanisms: [
    route({
      id: 'tx-home-only',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Possession at home only, 5 years after release (felonies)',
      requires: 'felony',
      requiresLabel: 'felonies',
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after the later of release from confinement or supervision',
        },
      ],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'PARTIAL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions: 'At the premises where the person lives only.',
      citations: ['Tex. Penal Code § 46.04(a)'],
    }),
    route({
      id: 'tx-family-violence-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Family-violence misdemeanor bar ends 5 years after release',
      requires: 'mcdv',
      requiresLabel: 'Class A family-violence misdemeanors',
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after release from confinement or community supervision',
        },
      ],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      confidence: 'high',
      conditions: 'Automatic under state law; the federal (g)(9) bar remains.',
      citations: ['Tex. Penal Code § 46.04(b)'],
    }),
    pardon({
      id: 'tx-pardon-firearms',
      path: 'Full pardon with restoration of firearm rights (Board of Pardons and Paroles and the Governor)',
      unresolved:
        'proof of an application for federal relief under 18 U.S.C. § 925(c), which the Board requires and which cannot be made until the federal rule is final',
      conditions:
        'The Board considers firearm restoration only in extreme and unusual circumstances preventing a livelihood, with proof of a full pardon and of a § 925(c) application.',
      citations: ['Tex. Const. art. IV, § 11', '37 Tex. Admin. Code § 143.12'],
    }),
  ],
  honors925c: false,
  notes:
    'Texas restores voting on discharge but keeps the firearm restriction, so under Caron the federal disability remains: Texas felons need federal relief. Successfully completed deferred adjudication is generally not a conviction.',
  verification: [
    '2026-11-25, regime: the full pardon with restoration of firearm rights is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own: 37 Tex. Admin. Code § 143.12 reserves it for extreme and unusual circumstances, not a threshold the facts can meet; the home-only and family-violence lapses of Penal Code § 46.04 are REGULAR.',
    'Earlier pass (2026-11-21): high-confidence row, not re-checked.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://u-s-lawshield.paperturn-view.com/texas-book-gun-law-armed-and-educated?p=395&pid=MjE213314',
    'https://thegunzone.com/?p=1098863',
    'https://thelaw.com/threads/can-i-buy-a-gun-with-an-expunged-felony.76804/latest',
  ],
}
