import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const NH: JurisdictionRules = {
  code: 'NH',
  name: 'New Hampshire',
  loss: {
    summary:
      'A conviction in any jurisdiction of a felony against the person or property of another, or a felony drug offense, bars firearms and other deadly weapons. Because most felonies are against a person or property, every felony is treated as barred here.',
    bars: [
      {
        label: 'a felony against the person or property of another, or a felony drug offense',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['N.H. Rev. Stat. Ann. § 159:3(I)'],
      },
    ],
    citations: ['N.H. Rev. Stat. Ann. § 159:3(I)'],
  },
  mechanisms: [
    route({
      id: 'nh-annulment',
      kind: 'EXPUNGEMENT',
      path: 'Annulment of the conviction',
      excludes: [
        {
          when: { any: ['homicide', 'kidnapping', 'sexOffense', { all: ['felony', 'violent'] }] },
          label:
            'violent crimes listed in § 651:5 (e.g. murder, manslaughter, first- and second-degree assault, kidnapping, sexual assault, armed robbery)',
        },
      ],
      waits: [
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '3 years after completing the sentence for a class A misdemeanor',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: '5 years after completing the sentence for a class B felony',
        },
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['felony', { maxSentenceAtLeast: 7.01 }] },
          label: '10 years for a class A felony (punishable by more than 7 years)',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT', 'SET_ASIDE'],
      confidence: 'high',
      conditions: 'No other conviction since; the annulled conviction is treated as never having occurred.',
      citations: ['N.H. Rev. Stat. Ann. § 651:5'],
    }),
    pardon({
      id: 'nh-pardon',
      path: 'Pardon by the Governor and Executive Council',
      conditions: 'Discretionary.',
      citations: ['N.H. Const. pt. 2, art. 52'],
    }),
  ],
  honors925c: false,
  notes:
    "Dupont v. Nashua Police Dep't (N.H. 2015): Massachusetts FLRB relief did not restore civil rights for federal purposes.",
  verification: [
    '2026-11-25, regime: the pardon by the Governor and Executive Council is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; annulment (RSA 651:5) is REGULAR.',
    'Earlier pass (2026-11-21): Read N.H. Rev. Stat. Ann. § 651:5 (Justia 2015 and current lawserver copy): annulment after completing the sentence and no further conviction, 3 years for class A and B misdemeanors, 5 for class B felonies, 10 for class A felonies; violent crimes (§ 651:5 V) cannot be annulled. Later amendments changed some misdemeanor periods; the felony periods were encoded.',
  ],
  confidence: 'medium',
  researchConfidence: 'low-medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://www.gencourt.state.nh.us/rsa/html/xii/159/159-mrg.htm',
    'https://nhmunicipal.org/court-updates/greg-dupont-v-nashua-police-department-et-al',
    'https://law.justia.com/codes/new-hampshire/2015/title-lxii/chapter-651/section-651-5/',
    'https://www.lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_651_5',
  ],
}
