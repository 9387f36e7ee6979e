import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const NV: JurisdictionRules = {
  code: 'NV',
  name: 'Nevada',
  loss: {
    summary:
      'Any felony (any jurisdiction) and misdemeanor domestic-violence battery bar firearm ownership and possession.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Nev. Rev. Stat. § 202.360(1)'],
      },
      {
        label: 'a misdemeanor battery constituting domestic violence',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Nev. Rev. Stat. § 202.360(1)'],
      },
    ],
    citations: ['Nev. Rev. Stat. § 202.360(1)'],
  },
  mechanisms: [
    pardon({
      id: 'nv-pardon',
      path: 'Pardon by the State Board of Pardons Commissioners expressly restoring firearm rights',
      firearmsMustBeExpress: true,
      confidence: 'medium',
      conditions:
        'Firearm rights must be requested specifically; Nevada convictions only; few petitions reach a hearing.',
      citations: ['Nev. Const. art. 5, § 14', 'Nev. Rev. Stat. § 213.090'],
    }),
    route({
      id: 'nv-sealing',
      kind: 'SEALING',
      path: 'Record sealing (does not restore firearm rights)',
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'NONE',
      reliefKinds: ['SEALING'],
      confidence: 'medium',
      conditions: 'Sealing and an honorable discharge from probation do not restore firearm rights.',
      citations: ['Nev. Rev. Stat. § 179.245'],
    }),
  ],
  honors925c: false,
  notes: 'Record sealing and honorable discharge from probation do not restore firearm rights.',
  verification: ['Not re-checked against statute text in this session.'],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://shouselaw.com/nv/blog/gun-laws/will-a-pardon-in-nevada-restore-my-gun-rights',
    'https://www.shouselaw.com/nevada/NV-restore-gun-rights.html',
    'https://connorpllc.com/felons-prohibited-to-own-or-possess-a-firearm/',
  ],
}
