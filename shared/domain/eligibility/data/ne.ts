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
      // A board pardon under the Board's published criteria: a regular route (decision 048), its
      // waits the thresholds the Board publishes.
      regime: 'REGULAR',
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: '10 years after discharge for a felony (when the Board of Pardons considers an application)',
          confidence: 'medium',
        },
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label:
            '3 years after discharge for a misdemeanor (when the Board of Pardons considers an application)',
          confidence: 'medium',
        },
      ],
      confidence: 'medium',
      conditions:
        'After a pardon the Board may empower the Governor to expressly authorize firearms. Nebraska convictions only; the Board meets at its discretion and has unfettered discretion (Otey v. State).',
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
  verification: [
    "2026-12-02, regime: REGULAR. The Board of Pardons publishes when it considers an application (10 years after discharge for a felony, 3 for a misdemeanor), so its pardon with the Governor's express firearm authorization is a board pardon under published criteria, a regular mechanism (decision 048), superseding the reading below.",
    "2026-11-25, regime: the Board of Pardons pardon with the Governor's express firearm authorization is CLEMENCY. Read Neb. Rev. Stat. § 83-1,130 (lawserver, legalfix: the Board may, after a felony pardon, empower the Governor to authorize firearms expressly; Otey v. State: unfettered discretion), the Board's FAQ (pardons.nebraska.gov: meetings at the Board's discretion; no expungement; a set-aside restores no civil rights) and Pardon411 (applications usually considered 10 years after discharge for felonies, 3 for misdemeanors, an informal rule the Board may waive). The waits are encoded as Board practice (low) for the reasoning; a two-step discretionary grant with informal waits is not a regular route. The set-aside is REGULAR (no firearm effect).",
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://pardons.nebraska.gov/node',
    'https://www.lawserver.com/law/state/nebraska/ne-statutes/nebraska_statutes_83-1_130',
    'https://cetient.com/case/3546840/opinion-no-1995',
    'https://www.lawserver.com/law/state/nebraska/ne-statutes/nebraska_statutes_83-1_130',
    'https://pardons.nebraska.gov/node',
    'https://www.pardon411.com/wiki/Nebraska_Pardon_Information',
  ],
}
