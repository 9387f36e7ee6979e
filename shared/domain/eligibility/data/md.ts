import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const MD: JurisdictionRules = {
  code: 'MD',
  name: 'Maryland',
  loss: {
    summary:
      "A 'disqualifying crime' (a crime of violence, any felony, or a misdemeanor carrying more than 2 years) bars regulated firearms and rifles or shotguns; a felony bars any firearm.",
    bars: [
      {
        label: 'a felony',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Md. Code, Crim. Law § 5-622'],
      },
      {
        label: 'a misdemeanor punishable by more than 2 years',
        when: { all: ['misdemeanor', { maxSentenceAtLeast: 2.01 }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Md. Code, Pub. Safety § 5-101(g)', 'Md. Code, Pub. Safety §§ 5-133(b), 5-205'],
      },
      {
        label: 'a crime of violence',
        when: VIOLENT_KINDS,
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Md. Code, Pub. Safety § 5-101(g)'],
      },
    ],
    citations: [
      'Md. Code, Pub. Safety § 5-101(g)',
      'Md. Code, Pub. Safety §§ 5-133(b), 5-205',
      'Md. Code, Crim. Law § 5-622',
    ],
  },
  mechanisms: [
    pardon({
      id: 'md-pardon',
      path: 'Governor pardon expressly restoring firearm rights (through the Parole Commission)',
      firearmsMustBeExpress: true,
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '5 crime-free years after the sentence for misdemeanors',
        },
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: '10 crime-free years after the sentence for felonies',
        },
        {
          years: 20,
          from: 'SENTENCE_COMPLETION',
          when: { any: [VIOLENT_KINDS, 'drugOffense'] },
          label: '20 years for crimes of violence and controlled-substance offenses',
        },
      ],
      confidence: 'medium',
      conditions:
        'Informal Parole Commission guidelines (7 or 15 years with a waiver); the Governor decides and rarely grants; firearm restoration must be express; Maryland convictions only.',
      citations: ['Md. Const. art. II, § 20', 'Md. Code Regs. 12.08.01.16'],
    }),
    route({
      id: 'md-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement of an eligible conviction',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'low',
      conditions: 'Eligible misdemeanors and certain felonies after waiting periods that were not verified.',
      citations: ['Md. Code, Crim. Proc. §§ 10-105, 10-110'],
    }),
  ],
  honors925c: false,
  misdemeanorsMayExceedTwoYears: true,
  notes:
    'Maryland misdemeanors punishable by more than 2 years are federal prohibitors even though labeled misdemeanors.',
  verification: [
    "2026-11-25, regime: the Governor pardon expressly restoring firearm rights is CLEMENCY. Read the CCRC Maryland pardon summary (the Governor decides, consulting the Parole Commission only if he wishes; the formal regulation requires only completion of the sentence; the 5/10/20-year crime-free periods are informal Parole Commission guidelines, 7 and 15 years with a waiver; grants vary with the administration), the People's Law Library page (pardons are rarely granted; the Governor uses the Commission's guidelines) and a practitioner page giving the same periods. The waits are kept for the reasoning's earliest date, but a threshold the Governor need not follow does not make the route regular; relief for a Maryland felony is named, never counted.",
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://ccresourcecenter.org/text-blocks/maryland-pardon',
    'https://dpscs.maryland.gov/publicservs/pardons.shtml',
    'https://drewcochranlaw.com/2016/11/09/can-get-gun-rights-back-criminal-conviction',
    'https://cetient.com/case/1995593/brown-v-handgun-permit-review-board',
    'https://ccresourcecenter.org/text-blocks/maryland-pardon',
    'https://peoples-law.org//node/36596/printable/print',
    'https://drewcochranlaw.com/2016/11/09/can-get-gun-rights-back-criminal-conviction',
  ],
}
