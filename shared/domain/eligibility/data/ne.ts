import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const NE: JurisdictionRules = {
  code: 'NE',
  name: 'Nebraska',
  loss: {
    summary:
      'Any felony conviction, and a misdemeanor crime of domestic violence, bars possession of firearms.',
    bars: [
      {
        label: 'a felony',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Neb. Rev. Stat. § 28-1206'],
      },
      {
        label: 'a misdemeanor crime of domestic violence',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Neb. Rev. Stat. § 28-1206'],
      },
    ],
    citations: ['Neb. Rev. Stat. § 28-1206'],
  },
  mechanisms: [
    pardon({
      id: 'ne-pardon',
      path: 'Board of Pardons pardon with express firearm authorization by the Governor',
      firearmsMustBeExpress: true,
      confidence: 'medium',
      conditions:
        'After a pardon the Board may empower the Governor to expressly authorize firearms. Nebraska convictions only.',
      citations: ['Neb. Const. art. IV, § 13', 'Neb. Rev. Stat. § 83-1,130(2)'],
    }),
    route({
      id: 'ne-set-aside',
      kind: 'SET_ASIDE',
      path: 'Court set-aside (does not restore firearm rights)',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'NONE',
      reliefKinds: ['SET_ASIDE'],
      confidence: 'medium',
      conditions:
        "A set-aside under § 29-2264 does not restore firearm rights (State v. Spady, 264 Neb. 99 (2002); Neb. Op. Att'y Gen. (1995)).",
      citations: ['Neb. Rev. Stat. § 29-2264'],
    }),
  ],
  honors925c: false,
  notes: 'Nebraska does not expunge convictions. Voting returns automatically after the sentence.',
  verification: ['Not re-checked against statute text in this session.'],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://pardons.nebraska.gov/node',
    'https://www.lawserver.com/law/state/nebraska/ne-statutes/nebraska_statutes_83-1_130',
    'https://cetient.com/case/3546840/opinion-no-1995',
  ],
}
