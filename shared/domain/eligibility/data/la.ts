import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const LA: JurisdictionRules = {
  code: 'LA',
  name: 'Louisiana',
  loss: {
    summary:
      'Only enumerated felonies bar possession: felony crimes of violence, burglary types, felony illegal use of weapons, explosives offenses, any felony under the Controlled Dangerous Substances Law, sex offenses, attempts, and out-of-state or federal equivalents.',
    bars: [
      {
        label: 'an enumerated felony (crime of violence, burglary, weapon, drug or sex felony)',
        when: {
          all: ['felony', { any: [VIOLENT_KINDS, 'burglary', 'weapon', 'drugOffense', 'sexOffense'] }],
        },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['La. Rev. Stat. § 14:95.1(A)'],
      },
    ],
    citations: ['La. Rev. Stat. § 14:95.1(A)'],
  },
  mechanisms: [
    route({
      id: 'la-cleansing',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: "Ten-year 'cleansing period' ends the bar",
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: '10 years after completing the sentence, probation or parole',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions: 'Automatic if no felony conviction intervened during the 10 years.',
      citations: ['La. Rev. Stat. § 14:95.1(C)'],
    }),
    pardon({
      id: 'la-pardon',
      path: 'Governor pardon (Board of Pardons)',
      federalEffect: 'UNCERTAIN',
      confidence: 'medium',
      conditions:
        'Discretionary; the firearm effect of the automatic first-offender pardon was not verified.',
      citations: ['La. Const. art. IV, § 5(E)'],
    }),
  ],
  honors925c: false,
  notes:
    'Louisiana expungement (C.Cr.P. art. 971 et seq.) is described by practitioners as not removing the federal disability.',
  verification: [
    "2026-11-25, regime: the Governor pardon on the Board of Pardons' recommendation is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the 10-year cleansing period of La. R.S. 14:95.1(C) is REGULAR.",
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://www.legis.la.gov/Legis/Law.aspx?d=78740',
    'https://manassehandgill.com/2018/12/27/can-i-buy-a-gun-after-my-article-893-expungement/',
    'http://www.jameseboren.com/FAQs.shtml',
  ],
}
