import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const WA: JurisdictionRules = {
  code: 'WA',
  name: 'Washington',
  loss: {
    summary:
      "Unlawful possession in the first degree covers a 'serious offense'; in the second degree any other felony and listed domestic-violence, harassment and stalking misdemeanors. Out-of-state convictions count.",
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Wash. Rev. Code § 9.41.040'],
      },
      {
        label: 'a listed domestic-violence, harassment or stalking misdemeanor',
        when: { all: ['misdemeanor', 'domestic'] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Wash. Rev. Code § 9.41.040'],
      },
    ],
    citations: ['Wash. Rev. Code § 9.41.040'],
  },
  mechanisms: [
    route({
      id: 'wa-restoration',
      kind: 'COURT_PETITION',
      path: 'Superior court petition to restore firearm rights',
      appliesTo: ANY_COURT,
      excludes: [
        { when: 'sexOffense', label: 'felony sex offenses' },
        {
          when: { any: ['homicide', 'kidnapping', { maxSentenceAtLeast: 20 }] },
          label: 'Class A felonies and felonies with a maximum sentence of 20 years or more',
        },
      ],
      waits: [
        {
          years: 5,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: 'felony',
          label: 'five consecutive years in the community without a disqualifying conviction (felonies)',
        },
        {
          years: 3,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: 'misdemeanor',
          label: 'three years for other prohibiting misdemeanors',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'No pending charges; prior felony points washed out (§ 9.94A.525); sentence conditions including restitution completed; State Patrol certification.',
      citations: ['Wash. Rev. Code § 9.41.041'],
    }),
    route({
      id: 'wa-vacatur',
      kind: 'SET_ASIDE',
      path: 'Vacatur of a misdemeanor conviction',
      requires: 'misdemeanor',
      requiresLabel: 'misdemeanors',
      excludes: [
        {
          when: { any: ['sexOffense', 'sexOffenderRegistration'] },
          label: 'sex, obscenity and pornography offenses (§ 9.96.060(2))',
        },
      ],
      waits: [
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          label: '3 years after completing the sentence, fines included (§ 9.96.060(2))',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: 'domestic',
          label: '5 years after completing the sentence for a domestic-violence offense (§ 9.96.060(2))',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['SET_ASIDE', 'EXPUNGEMENT'],
      confidence: 'low',
      conditions:
        'Waiting periods and domestic-violence limits under Wash. Rev. Code § 9.96.060 were not verified.',
      citations: ['Wash. Rev. Code § 9.96.060'],
    }),
    pardon({
      id: 'wa-pardon',
      path: 'Governor pardon (Clemency and Pardons Board)',
      conditions: 'Discretionary.',
      citations: ['Wash. Const. art. III, § 9'],
    }),
  ],
  honors925c: false,
  notes:
    'Washington restores civil rights through a certificate of discharge; restoring firearm rights for a Washington felony is generally treated as removing the federal bar. For a domestic-violence misdemeanor, state restoration does not remove the federal (g)(9) bar; a vacatur or pardon is needed.',
  verification: [
    "2026-11-25, vacatur: read the Final Bill Report of SSB 5998 (2024) and practitioner summaries of Wash. Rev. Code § 9.96.060: a misdemeanor or gross misdemeanor may be vacated 3 years after the sentence (legal financial obligations included) is complete, 5 years for a domestic-violence offense; sex, obscenity and pornography offenses never. Encoded those waits and exclusions; the route stays low confidence (the section's own text not read).",
    '2026-11-25, regime: the Governor pardon (Clemency and Pardons Board) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the RCW 9.41.041 petition and vacatur are REGULAR.',
    'Earlier pass (2026-11-21): high-confidence row, not re-checked.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://apps.leg.wa.gov/RCW/default.aspx?cite=9.41.041',
    'https://spokane-law.com/category/gun-rights-restoration',
    'https://kertchenlaw.com/firearms/restoring-firearm-rights',
    'https://www.islandcountywa.gov/Clerk/Pages/RestoreCivilRightsFirearms.aspx',
  ],
}
