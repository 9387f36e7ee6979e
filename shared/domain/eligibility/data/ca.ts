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
      requiresProbationSentence: true,
      kind: 'OFFENSE_REDUCTION',
      path: "Reduction of a 'wobbler' felony to a misdemeanor (Pen. Code § 17(b))",
      // § 17(b)(3): a felony punishable either way ('wobbler') for which probation was granted.
      requires: { all: ['felony', 'wobbler'] },
      requiresLabel: "'wobbler' felonies (punishable as a felony or a misdemeanor)",
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
    "2026-11-25, § 17(b): read Cal. Penal Code § 17(b)(3) (text quoted by several practitioner pages; People v. Wood (1998): not after a prison sentence imposed and suspended): it reduces only a felony punishable either way ('wobbler') for which probation was granted: the route requires a felony the charges text calls a wobbler and a probation sentence; the open question is gone (an unknown wobbler status is review through the condition).",
    '2026-11-25, sentence: a § 17(b) reduction of a wobbler needs a sentence other than state prison (probation granted, or a non-prison punishment): marked as requiring a probation sentence, so a prison sentence read from the sentence text rules it out.',
    "2026-11-25, regime: the Governor pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own. The certificate of rehabilitation (Pen. Code §§ 4852.01-.03) has statutory criteria, but it is only a recommendation: firearm rights return only with the Governor's pardon (§ 4854), so the wait is kept for the earliest date and the route stays clemency; § 17(b) reduction and the misdemeanor lapse are REGULAR.",
    'Earlier pass (2026-11-21): not re-checked against statute text; the certificate-of-rehabilitation period is encoded as unverified.',
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
