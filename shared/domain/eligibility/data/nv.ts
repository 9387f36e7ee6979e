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
  verification: [
    '2026-11-25, regime: the pardon by the State Board of Pardons Commissioners is CLEMENCY. Read Shouse Law (Las Vegas) and Pardon411: the Board (Governor, Supreme Court justices, Attorney General) considers an application only after a "significant period of time" since discharge, with no defined wait; about 2% of petitions get a hearing (about 1% granted), and firearm rights must be requested and granted expressly (NRS 213.090). No threshold the facts can meet, so it is named, never counted; sealing is REGULAR (no firearm effect).',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://shouselaw.com/nv/blog/gun-laws/will-a-pardon-in-nevada-restore-my-gun-rights',
    'https://www.shouselaw.com/nevada/NV-restore-gun-rights.html',
    'https://connorpllc.com/felons-prohibited-to-own-or-possess-a-firearm/',
    'https://shouselaw.com/nv/blog/gun-laws/how-gun-rights-restored-las-vegas-nevada',
    'http://www.pardon411.com/wiki/Nevada_Pardon_Information',
  ],
}
