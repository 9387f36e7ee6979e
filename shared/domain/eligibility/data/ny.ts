import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const NY: JurisdictionRules = {
  code: 'NY',
  name: 'New York',
  loss: {
    summary:
      "A felony or 'serious offense' (listed misdemeanors) conviction bars firearm licenses and long-gun possession.",
    bars: [
      {
        label: 'a felony',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['N.Y. Penal Law § 265.01(4)', 'N.Y. Penal Law § 400.00(1)'],
      },
      {
        label: "a 'serious offense' misdemeanor",
        when: { all: ['misdemeanor', { any: ['violent', 'weapon', 'drugOffense', 'sexOffense'] }] },
        covers: ANY_COURT,
        confidence: 'low',
        citations: ['N.Y. Penal Law § 265.00(17)', 'N.Y. Penal Law § 400.00(1)'],
      },
    ],
    citations: ['N.Y. Penal Law § 265.01(4)', 'N.Y. Penal Law § 400.00(1)'],
  },
  mechanisms: [
    route({
      id: 'ny-crd',
      kind: 'CERTIFICATE_OF_RELIEF',
      path: 'Certificate of Relief from Disabilities that relieves the firearm disability',
      excludes: [{ when: 'priorFelony', label: 'more than one felony conviction', confidence: 'low' }],
      firearmsMustBeExpress: true,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      stateEffectUnverified:
        'a certificate removes the automatic bar, but whether a licensing officer must then issue a firearm license (N.Y. Penal Law § 400.00(1)) has not been verified',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'Issued by the sentencing court (non-prison sentences) or the Board of Parole; it relieves the firearm disability only if it says so.',
      citations: ['N.Y. Correct. Law §§ 700-703'],
    }),
    route({
      id: 'ny-cgc',
      kind: 'CERTIFICATE_OF_RELIEF',
      path: 'Certificate of Good Conduct (Board of Parole)',
      firearmsMustBeExpress: true,
      waits: [
        {
          years: 1,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '1 year of good conduct for a misdemeanor',
        },
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: '3 years for a class C, D or E felony',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['felony', { maxSentenceAtLeast: 15.01 }] },
          label: '5 years for a class A or B felony',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      stateEffectUnverified:
        'a certificate removes the automatic bar, but whether a licensing officer must then issue a firearm license (N.Y. Penal Law § 400.00(1)) has not been verified',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions: 'Waiting periods as reported; not verified against statute text.',
      citations: ['N.Y. Correct. Law §§ 703-a, 703-b'],
    }),
    pardon({
      id: 'ny-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['N.Y. Const. art. IV, § 4'],
    }),
  ],
  honors925c: false,
  notes:
    'The federal effect of New York certificates is unsettled in the sources found; federal analysis goes to review and § 925(c). Sealing and Clean Slate do not restore firearm eligibility.',
  verification: [
    '2026-11-25, certificates: a certificate of relief or good conduct removes the automatic bar, but whether a licensing officer must then issue a license under Penal Law § 400.00(1) was not verified: both marked stateEffectUnverified, so an open certificate is review, never ELIGIBLE.',
    '2026-11-25, regime: the Governor pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the certificates of relief from disabilities and of good conduct are REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text (row marked medium-low by the research).',
  ],
  confidence: 'low',
  researchConfidence: 'medium-low',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://rosenblumlaw.com/our-services/seal-criminal-record-in-new-york/how-to-get-a-firearm-in-ny-with-a-criminal-record',
    'https://www.livingstoncounty.us/FAQ.aspx?QID=410',
    'https://tilemlawfirm.com/our-practice-areas/criminal-defense/new-york-gun-laws/how-do-i-go-about-restoring-my-gun-rights-in-new-york',
  ],
}
