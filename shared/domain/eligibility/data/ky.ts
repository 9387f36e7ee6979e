import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const KY: JurisdictionRules = {
  code: 'KY',
  name: 'Kentucky',
  loss: {
    summary:
      'Any felony conviction (any state or federal court) bars possessing, manufacturing or transporting a firearm.',
    bars: [
      {
        label: 'a felony (any court)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Ky. Rev. Stat. § 527.040'],
      },
    ],
    citations: ['Ky. Rev. Stat. § 527.040'],
  },
  mechanisms: [
    pardon({
      id: 'ky-pardon',
      path: 'Governor full pardon',
      conditions:
        "The Governor's restoration of civil rights (voting) alone does not restore firearm rights.",
      citations: ['Ky. Const. §§ 77, 145', 'Ky. Rev. Stat. § 527.040'],
    }),
    route({
      id: 'ky-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Felony expungement (conviction vacated)',
      requires: { all: ['felony', { maxSentenceAtMost: 5 }] },
      requiresLabel: 'Class D felonies (punishable by 1 to 5 years)',
      excludes: [
        {
          when: { any: ['sexOffense', 'sexOffenderRegistration'] },
          label: 'sex offenses and offenses against a child',
        },
        { when: VIOLENT_KINDS, label: 'offenses that caused serious bodily injury or death' },
      ],
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after completing the sentence, probation or parole',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'high',
      conditions: 'No new conviction in the 5 years, fines and restitution paid, no pending charges.',
      citations: ['Ky. Rev. Stat. § 431.073'],
    }),
  ],
  honors925c: false,
  notes:
    "Practitioners describe the federal effect of a § 431.073 expungement as 'uncertain at best'; federal analysis goes to review or is paired with § 925(c).",
  verification: [
    '2026-11-25, regime: the Governor full pardon (Ky. Const. § 77) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; felony expungement (KRS 431.073) is REGULAR.',
    'Earlier pass (2026-11-21): Read Ky. Rev. Stat. § 431.073(1) (self-law copy): Class D felonies not involving sex offenses, offenses against a child, serious bodily injury or death, or a full pardon, may be vacated and expunged. Several practitioner and DPA guides agree on the 5-year wait after completion of sentence.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://clarkharris.com/firearms-rights-restoration/how-kentuckys-expungement-statute-krs-431-073-interacts-with-federal-firearms-law/',
    'https://clarkharris.com/firearms-rights-restoration/kentucky-expungement-vs-firearms-restoration-they-are-not-the-same-thing/',
    'http://ccresourcecenter.org/state-restoration-profiles/kentucky-restoration-of-rights-pardon-expungement-sealing/',
    'https://self-law.org/code/ky/431-073',
  ],
}
