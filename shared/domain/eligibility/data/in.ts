import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const IN: JurisdictionRules = {
  code: 'IN',
  name: 'Indiana',
  loss: {
    summary:
      "A 'serious violent felon' may not possess a firearm; a person convicted of a crime of domestic violence may not possess a firearm; other felons are not 'proper persons' to carry handguns.",
    bars: [
      {
        label: "a 'serious violent felony' (Ind. Code § 35-47-4-5)",
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'sexOffense', 'burglary', 'drugDistribution'] }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Ind. Code § 35-47-4-5'],
      },
      {
        label: 'a crime of domestic violence',
        when: { all: ['domestic', 'violent'] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Ind. Code § 35-47-4-7'],
      },
      {
        label: "any other felony (not a 'proper person' to carry a handgun)",
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Ind. Code §§ 35-47-1-7, 35-47-2-3'],
      },
    ],
    citations: ['Ind. Code § 35-47-4-5', 'Ind. Code §§ 35-47-1-7, 35-47-2-3', 'Ind. Code § 35-47-4-7'],
  },
  mechanisms: [
    route({
      id: 'in-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement of conviction records',
      excludes: [
        {
          when: { any: ['sexOffense', 'sexOffenderRegistration'] },
          label: 'sex or violent offenders (Ind. Code § 11-8-8-5) and sex crimes (Ind. Code § 35-42-4)',
        },
        { when: 'homicide', label: 'homicide offenses (Ind. Code § 35-42-1)' },
        {
          when: { all: ['felony', 'violent'] },
          label: 'felonies that resulted in bodily injury',
          confidence: 'low',
        },
        {
          when: { all: ['domestic', 'violent'] },
          label:
            'crimes of domestic violence (expungement does not restore the firearm right without a § 35-47-4-7 restoration order)',
          liftedBy: 'RIGHTS_RESTORED',
        },
      ],
      waits: [
        {
          years: 5,
          from: 'CONVICTION',
          when: 'misdemeanor',
          label: '5 years after a misdemeanor conviction (§ 35-38-9-2)',
        },
        {
          years: 8,
          from: 'CONVICTION',
          when: 'felony',
          label: '8 years after a felony conviction (§§ 35-38-9-3, 35-38-9-4)',
        },
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['felony', { maxSentenceAtLeast: 3 }] },
          label: 'and 3 years after completing the sentence for felonies above Level 6 (§ 35-38-9-4)',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'high',
      conditions:
        'No pending charges, fines and restitution paid, no new conviction in the waiting period; one petition per lifetime for most people.',
      citations: [
        'Ind. Code § 35-38-9-1 et seq.',
        'Ind. Code § 35-38-9-3',
        'Ind. Code § 35-38-9-4',
        "Ind. Op. Att'y Gen. 2019-6",
      ],
    }),
    route({
      id: 'in-dv-restoration',
      kind: 'COURT_PETITION',
      path: 'Petition to restore the right to possess a firearm after a crime of domestic violence',
      requires: { all: ['domestic', 'violent'] },
      requiresLabel: 'crimes of domestic violence',
      waits: [{ years: 5, from: 'CONVICTION', label: '5 years after the conviction' }],
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'The court weighs protective orders, treatment and risk to the victim; it may impose conditions; re-petition after 1 year.',
      citations: ['Ind. Code § 35-47-4-7(b)-(d)'],
    }),
    pardon({
      id: 'in-pardon',
      path: 'Governor pardon',
      conditions: 'A pardoned person is not convicted of a crime of domestic violence for § 35-47-4-7.',
      citations: ['Ind. Const. art. 5, § 17', 'Ind. Code § 35-47-4-7(e)'],
    }),
  ],
  honors925c: false,
  notes:
    'Indiana AG Opinion 2019-6 concludes an Indiana expungement removes the federal disability; DOJ/ATF had taken a contrary view for some expungements, so the federal effect goes to review. State domestic-violence restoration does not lift the federal (g)(9) bar (Logan).',
  verification: [
    "2026-11-25, expungement of a crime of domestic violence: Ind. Code § 35-38-9-10 (as summarized in the row's sources) restores the firearm right only together with a § 35-47-4-7 restoration order; the exclusion now falls away once that order is held (liftedBy), leaving the expungement's federal effect to review.",
    '2026-11-25, regime: the Governor pardon (Ind. Const. art. 5, § 17) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; expungement and the § 35-47-4-7 petition are REGULAR.',
    'Earlier pass (2026-11-21): Read Ind. Code § 35-38-9-3 (casetext, current through P.L. 171-2024) and § 35-38-9-4 (2014 compilation): Level 6/Class D felonies wait 8 years from conviction; other felonies wait the later of 8 years from conviction or 3 years from completion of the sentence; sex or violent offenders, homicide (IC 35-42-1) and sex crimes (IC 35-42-4) excluded, and felonies with bodily injury excluded from § 3. A practitioner summary of § 35-38-9-2 gives 5 years from conviction for misdemeanors.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://www.in.gov/legislative/iac/20191218-IR-010190681AOA.xml.html',
    'https://e.casetext.com/statute/indiana-code/title-35-criminal-law-and-procedure/article-47-weapons-and-instruments-of-violence/chapter-4-miscellaneous-provisions/section-35-47-4-7-persons-prohibited-from-possessing-a-firearm-restoration-of-right-to-possess-a-firearm',
    'https://wiperecord.com/blog/restoring-firearm-rights-and-your-ability-to-own-a-gun-in-indiana',
    'https://warsawlaw.com/expungement-your-right-to-possess-firearms',
    'https://casetext.com/statute/indiana-code/title-35-criminal-law-and-procedure/article-38-proceedings-following-dismissal-verdict-or-finding/chapter-9-sealing-and-expunging-conviction-records/section-35-38-9-3-expunging-minor-class-d-and-level-6-felony-convictions',
    'http://monroeprosecutor.us/wp-content/uploads/2014/08/2014%20ICCB/files/assets/basic-html/page185.html',
  ],
}
