import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const IA: JurisdictionRules = {
  code: 'IA',
  name: 'Iowa',
  loss: {
    summary:
      'Any person convicted of a felony in a state or federal court may not possess, receive or transport firearms.',
    bars: [
      {
        label: 'a felony (state or federal court)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Iowa Code § 724.26'],
      },
    ],
    citations: ['Iowa Code § 724.26', 'Iowa Code § 724.27'],
  },
  mechanisms: [
    route({
      id: 'ia-special-restoration',
      kind: 'EXECUTIVE_RESTORATION',
      path: "Governor's special restoration of firearm rights",
      excludes: [
        {
          when: 'weapon',
          label:
            'felony weapons offenses (Iowa Code ch. 724) and drug felonies involving a firearm (§ 914.7)',
        },
        { when: VIOLENT_KINDS, label: 'forcible felonies (reported ineligible)', confidence: 'low' },
      ],
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: 'about 5 years after discharge of the sentence (Governor policy)',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'Iowa convictions only; joint pardon/firearm application through the Governor with a Board of Parole recommendation.',
      citations: ['Iowa Code § 914.7', 'Iowa Code § 724.27'],
    }),
    pardon({
      id: 'ia-pardon',
      path: 'Governor full pardon',
      waits: [
        { years: 10, from: 'SENTENCE_COMPLETION', label: 'about 10 years after discharge (Governor policy)' },
      ],
      conditions: 'Restores vote, office and firearm rights.',
      citations: ['Iowa Const. art. IV, § 16', 'Iowa Code ch. 914'],
    }),
    route({
      id: 'ia-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expunged conviction (where Iowa law allows it)',
      // Iowa Code § 901C.3(1): misdemeanors only, 8 years after conviction, once in a lifetime.
      requires: 'misdemeanor',
      requiresLabel: 'misdemeanors (Iowa Code § 901C.3; felonies cannot be expunged)',
      excludes: [
        {
          when: { any: ['weapon', 'domestic', 'sexOffense', 'sexOffenderRegistration'] },
          label:
            'the misdemeanors § 901C.3(2) lists, among them weapons offenses (ch. 724), domestic abuse assault (§ 708.2A) and sex offenses',
        },
      ],
      waits: [{ years: 8, from: 'CONVICTION', label: 'more than 8 years after the conviction' }],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'low',
      conditions:
        'Iowa expunges few convictions; § 724.27 exempts expunged convictions unless the relief expressly forbids firearms.',
      citations: ['Iowa Code § 724.27(1)(c)'],
    }),
  ],
  honors925c: false,
  notes:
    '§ 724.27 also exempts persons pardoned by the President or a state chief executive, or whose civil rights were restored, unless the relief expressly forbids firearms.',
  verification: [
    '2026-11-25, expungement: read Iowa Code § 901C.3 (lawserver.com text; Iowa Legal Aid; Clean Slate Clearinghouse): only misdemeanor convictions, more than 8 years after conviction, once in a lifetime; § 901C.3(2) excludes, among others, ch. 724 weapons offenses, domestic abuse assault (§ 708.2A), OWI and sex offenses. Encoded: misdemeanors only, the 8-year wait, those exclusions.',
    "2026-11-25, regime: the Governor's special restoration of firearm rights (Iowa Code §§ 914.7, 724.27) is REGULAR: a published firearm-specific application with a stated 5-year policy and statutory exclusions. The Governor full pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own: its 10-year figure is the Governor's policy, not a rule, and the firearm route Iowa publishes is the special restoration.",
    'Earlier pass (2026-11-21): high-confidence row, not re-checked.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://bop.iowa.gov/executive-clemency-commutation/firearms-and-pardons',
    'https://bop.iowa.gov/executive-clemencies/firearmspardon/frequently-asked-questions',
    'http://Governor.Iowa.Gov/services/pardons-commutations',
    'https://lawserver.com/law/state/iowa/ia-code/iowa_code_724-27',
  ],
}
