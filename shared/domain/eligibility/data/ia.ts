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
  verification: ['High-confidence row; not re-checked in this session.'],
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
