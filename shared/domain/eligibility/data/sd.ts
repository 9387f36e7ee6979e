import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const SD: JurisdictionRules = {
  code: 'SD',
  name: 'South Dakota',
  loss: {
    summary:
      'A conviction of a crime of violence or of listed felony drug offenses bars firearm possession for 15 years from discharge; misdemeanor domestic violence and certain drug misdemeanors carry shorter bars. Other felonies are not barred by state law.',
    bars: [
      {
        label: 'a crime of violence or a listed felony drug offense (for 15 years)',
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'burglary', 'sexOffense', 'drugOffense'] }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['S.D. Codified Laws § 22-14-15', 'S.D. Codified Laws §§ 22-14-15.1, 22-14-15.2'],
      },
      {
        label: 'a misdemeanor domestic-violence offense (shorter bar)',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'low',
        citations: ['S.D. Codified Laws § 22-14-15.2'],
      },
    ],
    citations: ['S.D. Codified Laws § 22-14-15', 'S.D. Codified Laws §§ 22-14-15.1, 22-14-15.2'],
  },
  mechanisms: [
    route({
      id: 'sd-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Prohibition lapses 15 years after discharge',
      requires: 'felony',
      requiresLabel: 'felony crimes of violence and listed drug felonies',
      waits: [
        {
          years: 15,
          from: 'SENTENCE_COMPLETION',
          label: '15 years after discharge from prison, jail, probation or parole',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions: 'Automatic.',
      citations: ['S.D. Codified Laws § 22-14-15'],
    }),
    pardon({
      id: 'sd-pardon',
      path: 'Governor pardon (Board of Pardons and Paroles)',
      conditions: 'Discretionary.',
      citations: ['S.D. Const. art. IV, § 3'],
    }),
  ],
  honors925c: false,
  notes: 'Lists of qualifying drug offenses were read from statute headings only.',
  verification: [
    '2026-11-25, regime: the Governor pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the 15-year lapse of S.D. Codified Laws § 22-14-15 is REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://sdlegislature.gov/api/Statutes/22-14.html?all=true',
    'https://www.walterlawoffice.com/blog/2023/02/possession-controlled-substance-attorney-lawyer-dwi-dui-drunk-driving-criminal-attorney/',
  ],
}
