import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const NM: JurisdictionRules = {
  code: 'NM',
  name: 'New Mexico',
  loss: {
    summary:
      "A 'felon' may not receive, transport or possess firearms; 'felon' excludes a person for whom more than 10 years have passed since completing the sentence or probation, a person pardoned (unless the pardon withholds firearms), and a person who received a deferred sentence. Certain domestic-violence misdemeanors also bar.",
    bars: [
      {
        label: 'a felony (until 10 years after completing the sentence)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['N.M. Stat. Ann. § 30-7-16'],
      },
      {
        label: 'a domestic-violence misdemeanor',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['N.M. Stat. Ann. § 30-7-16'],
      },
    ],
    citations: ['N.M. Stat. Ann. § 30-7-16'],
  },
  mechanisms: [
    route({
      id: 'nm-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Felon status ends 10 years after completing the sentence',
      requires: 'felony',
      requiresLabel: 'felonies',
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: '10 years after completing the sentence or probation',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions: 'Automatic.',
      citations: ['N.M. Stat. Ann. § 30-7-16'],
    }),
    pardon({
      id: 'nm-pardon',
      path: 'Governor pardon',
      conditions:
        "The Governor may withhold firearm rights in an otherwise unconditional pardon (N.M. Att'y Gen. Op. 92-09).",
      citations: ['N.M. Const. art. V, § 6'],
    }),
  ],
  honors925c: false,
  notes:
    'New Mexico restores voting on completion; after the 10-year lapse no state firearm restriction remains, so federal status is likely cleared for New Mexico convictions but is sent to review. A completed deferred sentence is not a conviction (disposition DEFERRED goes to review).',
  verification: [
    '2026-11-25, regime: the Governor pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the 10-year lapse of N.M. Stat. § 30-7-16 is REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://law.justia.com/codes/new-mexico/2018/chapter-30/article-7/section-30-7-16/',
    'https://legalfix.com/statutes/state-codes/new-mexico/chapter-30/article-7/section-30-7-16',
    'https://www.jailexchange.com/jail_and_inmate_search_blog/legal-lawyers/can-a-felon-own-a-gun-in-new-mexico/',
    'https://gaymexico.net/us/can-a-felon-get-gun-rights-back-in-new-mexico',
  ],
}
