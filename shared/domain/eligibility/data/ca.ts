import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const CA: JurisdictionRules = {
  code: 'CA',
  name: 'California',
  loss: {
    summary:
      'Any felony (California, another state, federal or foreign) is a lifetime ban; listed misdemeanors (e.g. Pen. Code §§ 273.5, 243(e), 422, 245) carry a 10-year ban.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Cal. Penal Code § 29800'],
      },
      {
        label:
          'a misdemeanor listed in § 29805 (violent, threatening, weapon or domestic offenses), for 10 years',
        when: { all: ['misdemeanor', { any: ['violent', 'weapon', 'domestic'] }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Cal. Penal Code § 29805'],
      },
    ],
    citations: ['Cal. Penal Code § 29800', 'Cal. Penal Code § 29805'],
  },
  mechanisms: [
    route({
      id: 'ca-misdemeanor-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Ten-year misdemeanor ban ends',
      requires: 'misdemeanor',
      requiresLabel: 'misdemeanors listed in § 29805',
      waits: [{ years: 10, from: 'CONVICTION', label: '10 years after the conviction' }],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      conditions:
        'Automatic for the listed misdemeanors; a federal misdemeanor-domestic-violence bar is not affected.',
      citations: ['Cal. Penal Code § 29805'],
    }),
    route({
      id: 'ca-17b',
      kind: 'OFFENSE_REDUCTION',
      path: "Reduction of a 'wobbler' felony to a misdemeanor (Pen. Code § 17(b))",
      requires: 'felony',
      requiresLabel: 'felonies',
      unresolved: "whether the felony is a 'wobbler' for which probation, not prison, was granted",
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      conditions:
        'After reduction the offense is a misdemeanor for all purposes, leaving only a § 29805 misdemeanor ban where one applies.',
      citations: ['Cal. Penal Code § 17(b)'],
    }),
    pardon({
      id: 'ca-pardon',
      path: 'Governor pardon (directly or through a certificate of rehabilitation)',
      excludes: [
        {
          when: { all: ['felony', 'weapon'] },
          label:
            'felonies involving the use of a dangerous weapon, for which a pardon cannot restore firearm rights (§ 4854)',
        },
      ],
      waits: [
        {
          years: 7,
          from: 'SENTENCE_COMPLETION',
          label:
            'about 7 to 10 years of rehabilitation for a certificate of rehabilitation (§ 4852.03; not verified)',
          confidence: 'low',
        },
      ],
      confidence: 'medium',
      conditions:
        'A certificate of rehabilitation from the superior court operates as an application for a pardon; a full pardon may restore firearm rights.',
      citations: ['Cal. Penal Code § 4852.01 et seq.', 'Cal. Penal Code § 4854'],
    }),
    route({
      id: 'ca-1203-4',
      kind: 'OTHER',
      path: "Dismissal under Pen. Code § 1203.4 ('expungement')",
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'NONE',
      reliefKinds: ['EXPUNGEMENT', 'SET_ASIDE'],
      confidence: 'high',
      conditions:
        'Does not restore firearm rights: the statute expressly keeps the firearm bar, which also keeps the federal bar.',
      citations: ['Cal. Penal Code § 1203.4(a)(2)'],
    }),
  ],
  honors925c: false,
  notes:
    "Code for America's rap-sheet-assistant encodes 1203.4/1203.4a/17(b) eligibility from sentence dates.",
  verification: [
    'Not re-checked against statute text in this session; the certificate-of-rehabilitation period is encoded as unverified.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://shouselaw.com/?p=2974',
    'https://speakernetqinmavis.pages.dev/781694.html',
    'https://attorneydavidreagan.com/restorationoffirearmrights',
  ],
}
