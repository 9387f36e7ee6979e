import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const MO: JurisdictionRules = {
  code: 'MO',
  name: 'Missouri',
  loss: {
    summary:
      'Any felony (Missouri, or an offense elsewhere that would be a felony in Missouri) bars possession of firearms.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Mo. Rev. Stat. § 571.070.1(1)'],
      },
    ],
    citations: ['Mo. Rev. Stat. § 571.070.1(1)'],
  },
  mechanisms: [
    route({
      id: 'mo-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement under § 610.140',
      excludes: [
        { when: { maxSentenceAtLeast: 30 }, label: 'Class A felonies' },
        {
          when: { all: ['felony', VIOLENT_KINDS] },
          label:
            'dangerous felonies (§ 556.061) and felony assault, kidnapping or offenses where death is an element',
        },
        { when: { all: ['domestic', 'violent'] }, label: 'domestic assault' },
        {
          when: { any: ['sexOffenderRegistration', 'sexOffense'] },
          label: 'offenses requiring sex-offender registration',
        },
        {
          when: 'weapon',
          label: 'other § 610.140.2 exclusions, which include some weapon offenses',
          confidence: 'low',
        },
      ],
      waits: [
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: '3 years after completing the sentence for a felony',
        },
        {
          years: 7,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: 'some sources still cite the pre-2021 7-year period',
          confidence: 'low',
        },
        {
          years: 1,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '1 year after completing the sentence for a misdemeanor',
          confidence: 'low',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      conditions:
        'Missouri convictions only; lifetime limits on the number of felony expungements. A federal court held a Missouri expungement removes the federal disability.',
      citations: [
        'Mo. Rev. Stat. § 610.140',
        "Daniels v. U.S. Dep't of Justice, No. 4:22-cv-00475-RK (W.D. Mo. July 13, 2023)",
      ],
    }),
    pardon({
      id: 'mo-pardon',
      path: 'Governor pardon (Board of Probation and Parole investigates)',
      conditions: 'A pardon restores firearm privileges.',
      citations: ['Mo. Const. art. IV, § 7'],
    }),
  ],
  honors925c: false,
  notes:
    "Code for Kansas City's clear-my-record-law-codification repository encodes the § 610.140 exclusion list per statute.",
  verification: [
    'Not re-checked against statute text in this session; the 3-versus-7-year conflict is encoded as an uncertain window (MANUAL_REVIEW between 3 and 7 years).',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://ccresourcecenter.org/state-restoration-profiles/missouri-restoration-of-rights-pardon-expungement-sealing/',
    'https://phillipsandthomas.com/2023/07/14/missouri-expungements-restore-gun-possession-rights-says-federal-court',
    'https://www.recordgone.com/news/2021/missouri-new-firearm-rights-expungement-legislation/',
    'https://d1tvxue8o4w0fl.cloudfront.net/statute/missouri-revised-statutes/title-xxxix-conduct-of-public-business/chapter-610-governmental-bodies-and-records/expungement-of-certain-criminal-records/section-610140-effective-112025-expungement-of-certain-criminal-records-definitions-petition-contents-procedure-effect-of-expungement-on-employer-inquiry-lifetime-limits',
  ],
}
