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
          years: 1,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '1 year after completing the sentence for a misdemeanor',
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
    "2026-11-25, waits: read § 610.140 (revisor.mo.gov and a casetext copy, version effective Jan. 1, 2025: Missouri crimes only; class A felonies, dangerous felonies, sex-offender registration offenses and felonies with death as an element excluded), a practitioner summary of SB 53 (signed July 14, 2021, effective Aug. 28, 2021: the felony wait fell from 7 to 3 years and the misdemeanor wait from 3 years to 1 after the final disposition) and the Missouri Bar's 2021 update. Removed the low 7-year window; the 1-year misdemeanor wait is now firm.",
    '2026-11-25, regime: the Governor pardon (Mo. Const. art. IV, § 7) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; expungement under § 610.140 is REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text; the 3-versus-7-year conflict is encoded as an uncertain window (MANUAL_REVIEW between 3 and 7 years).',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://ccresourcecenter.org/state-restoration-profiles/missouri-restoration-of-rights-pardon-expungement-sealing/',
    'https://phillipsandthomas.com/2023/07/14/missouri-expungements-restore-gun-possession-rights-says-federal-court',
    'https://www.recordgone.com/news/2021/missouri-new-firearm-rights-expungement-legislation/',
    'https://d1tvxue8o4w0fl.cloudfront.net/statute/missouri-revised-statutes/title-xxxix-conduct-of-public-business/chapter-610-governmental-bodies-and-records/expungement-of-certain-criminal-records/section-610140-effective-112025-expungement-of-certain-criminal-records-definitions-petition-contents-procedure-effect-of-expungement-on-employer-inquiry-lifetime-limits',
    'http://revisor.mo.gov/main/OneSection.aspx?section=610.140',
    'https://expungestl.com/',
    'https://news.mobar.org/missouri-expungement-law-what-does-it-mean-to-seal-a-record-and-how-do-you-do-it/',
  ],
}
