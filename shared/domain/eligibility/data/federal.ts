import type { FederalRules } from '../types.ts'
import { LAST_CHECKED } from './builders.ts'

const FR_34394 = '90 Fed. Reg. 34394 (July 22, 2025) (proposed 28 C.F.R. pt. 107)'

export const FEDERAL: FederalRules = {
  felonyBar: {
    label:
      'federal law bars anyone convicted in any court of a crime punishable by more than one year (a state misdemeanor counts only if punishable by more than two years)',
    citations: ['18 U.S.C. § 922(g)(1)', '18 U.S.C. § 921(a)(20)'],
  },
  mcdvBar: {
    label:
      'federal law bars anyone convicted of a misdemeanor crime of domestic violence: a misdemeanor with the use or attempted use of force, or the threatened use of a deadly weapon, against a spouse, former spouse, partner with a child in common, cohabitant, similarly situated person or dating partner',
    citations: [
      '18 U.S.C. § 922(g)(9)',
      '18 U.S.C. § 921(a)(33)',
      'United States v. Hayes, 555 U.S. 415 (2009)',
    ],
  },
  dishonorableDischargeBar: {
    label:
      'federal law bars anyone discharged from the Armed Forces under dishonorable conditions; state relief does not cure it',
    citations: ['18 U.S.C. § 922(g)(6)'],
  },
  unlessClause: {
    citations: ['18 U.S.C. § 921(a)(20)', 'Caron v. United States, 524 U.S. 308 (1998)'],
  },
  civilRightsMeaning: {
    citations: ['Logan v. United States, 552 U.S. 23 (2007)'],
  },
  federalConvictions: {
    citations: ['Beecham v. United States, 511 U.S. 368 (1994)'],
  },
  relief925c: {
    path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    status: 'PROPOSED_NOT_FINAL',
    // The proposed rule's presumptions (docs/decisions/020): they decide the federal side until a
    // final rule replaces them. Supervision not yet complete is also presumptively ineligible; the
    // engine applies that through the rule that every route waits for the sentence to end.
    presumptivelyIneligible: [
      {
        when: { all: ['felony', { any: ['violent', 'homicide', 'robbery', 'kidnapping', 'arson'] }] },
        label: 'violent felonies (e.g. murder, rape, kidnapping, robbery, arson)',
        citation: FR_34394,
      },
      { when: { all: ['felony', 'sexOffense'] }, label: 'felony sex offenses', citation: FR_34394 },
      {
        when: 'sexOffenderRegistration',
        label: 'persons required to register as sex offenders',
        citation: FR_34394,
      },
    ],
    waits: [
      {
        years: 5,
        from: 'SENTENCE_COMPLETION',
        label: '5 years after the later of conviction or release from custody or supervision',
        citation: FR_34394,
      },
      {
        years: 10,
        from: 'SENTENCE_COMPLETION',
        when: { any: ['mcdv', { all: ['felony', 'drugDistribution'] }, 'weapon'] },
        label:
          '10 years after the later of conviction or release, for misdemeanor crimes of domestic violence, felony drug distribution and the firearm offenses the rule lists',
        citation: FR_34394,
      },
    ],
    citations: ['18 U.S.C. § 925(c)', '90 Fed. Reg. 13080 (Mar. 20, 2025)', FR_34394],
    verified: {
      on: '2026-11-25',
      note: 'Compared with the notice of proposed rulemaking at 90 FR 34394 (FR Doc. 2025-13765, govinfo.gov) and its summaries (calgunlawyers, federalfirearmslaw.com part 3, usaherald): lifetime presumptions for violent felonies, felony sex offenses and registrants and anyone under supervision; 10 years for misdemeanor crimes of domestic violence, felony drug distribution and listed firearm offenses; 5 years for other crimes punishable by more than one year; from the later of conviction or release from custody or supervision. No final rule found.',
    },
  },
  datingMcdvLapse: {
    path: 'End of the federal ban for a single misdemeanor against a dating partner',
    wait: {
      years: 5,
      from: 'SENTENCE_COMPLETION',
      label:
        '5 years after the later of the judgment of conviction or the end of any custodial or supervisory sentence, with no later such conviction',
    },
    citations: ['18 U.S.C. § 921(a)(33)(C)', 'Pub. L. 117-159, § 12005 (2022)'],
  },
  presidentialPardon: {
    path: 'Presidential pardon',
    waits: [
      {
        years: 5,
        from: 'RELEASE_FROM_CONFINEMENT',
        label:
          '5 years after release from confinement, or after the conviction if there was no prison sentence',
      },
    ],
    citations: ['U.S. Const. art. II, § 2, cl. 1', '28 C.F.R. § 1.2'],
  },
  confidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://www.govinfo.gov/content/pkg/FR-2025-03-20/html/2025-04872.htm',
    'https://www.govinfo.gov/content/pkg/FR-2025-07-22/html/2025-13765.htm',
    'http://m.omb.report/icr/202507-1123-001/doc/161021400',
    'https://ccresourcecenter.org/2025/06/18/doj-explains-how-firearm-restoration-process-will',
    'https://www.federalfirearmslaw.com/blog',
    'https://www.calgunlawyers.com/feds-issue-notice-of-proposed-rule-making-for-application-for-relief-from-federal-firearms-disabilities',
    'https://usaherald.com/restoring-gun-rights-dojs-proposed-rule-offers-pathway-for-certain-felons-to-regain-firearms-ownership/3',
    'https://atf.gov/firearms/qa/what-misdemeanor-crime-domestic-violence',
    'https://regulations.atf.gov/search_all_parts?q=22misdeameanor+crime+of+domestic+violence22',
    'http://supreme.justia.com/cases/federal/us/552/06-6911/opinion.html',
    'http://ccresourcecenter.org/resources-2/restoration-of-rights/50-state-comparisonstate-law-relief-from-federal-firearms-act-disabilities/',
  ],
  notes:
    "Relief under § 925(c) was revived in 2025 but its criteria are only proposed (comments closed Oct. 20, 2025); no final rule was found in the sources, which run to December 2025. The engine judges § 925(c) on the proposed presumptions (docs/decisions/020): met thresholds count as an open federal route, and the reasoning says the rule is proposed and relief discretionary. The BSCA's rule for a single dating-relationship misdemeanor (§ 921(a)(33)(C), added by Pub. L. 117-159 § 12005) is encoded as an automatic end of the federal ban 5 years after the later of conviction or the end of the sentence; a further conviction, or one we cannot rule out, sends it to review. Other prohibitors the wizard does not ask about (fugitives, unlawful drug users, unlawfully present aliens, protection orders, pending felony charges) are assumed absent and said so.",
  verification: [
    'Found the NPRM itself (govinfo.gov, 90 FR 34394, FR Doc. 2025-13765: new 28 C.F.R. part 107, comments to Oct. 20, 2025); its criteria were read through consistent summaries (federalfirearmslaw.com part 3, usaherald, calgunlawyers): rebuttable presumptions of ineligibility for violent felonies, sex offenses and registrants, current supervision; 10- and 5-year presumptions. Encoded as proposed.',
    'Read ATF’s MCDV answers (atf.gov and regulations.atf.gov): force element, covered relationships including dating, counsel and jury conditions, and that civil-rights restoration counts for a misdemeanor only where the convicting jurisdiction takes civil rights away.',
    'Searched for 28 C.F.R. § 1.2 (five-year pardon petition wait) without finding the text; the presidential pardon is named in the reasoning only and never counted as a path.',
  ],
}
