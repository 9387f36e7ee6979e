import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, VIOLENT_KINDS } from './builders.ts'

export const SC: JurisdictionRules = {
  code: 'SC',
  name: 'South Carolina',
  loss: {
    summary:
      "Since the 2024 Constitutional Carry act, § 16-23-500 bars anyone convicted of a crime punishable by more than one year, except business-regulation offenses and offenses South Carolina classes as misdemeanors punishable by 5 years or less; a conviction expunged, set aside or pardoned with civil rights restored is excepted. § 16-23-30 still bars handguns after a 'crime of violence'.",
    bars: [
      {
        label:
          'a crime punishable by more than one year, other than a misdemeanor punishable by 5 years or less or a business-regulation offense',
        when: { any: ['felony', { all: ['misdemeanor', { maxSentenceAtLeast: 5.01 }] }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['S.C. Code Ann. § 16-23-500'],
      },
      {
        label: "a 'crime of violence' (handguns, § 16-23-10(3))",
        when: { any: [VIOLENT_KINDS, 'burglary'] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['S.C. Code Ann. § 16-23-30', 'S.C. Code Ann. § 16-23-10(3)'],
      },
    ],
    citations: ['S.C. Code Ann. § 16-23-500', 'S.C. Code Ann. § 16-23-30', 'S.C. Code Ann. § 16-23-10(3)'],
  },
  mechanisms: [
    pardon({
      id: 'sc-pardon',
      path: 'Pardon by the Board of Probation, Parole and Pardon Services',
      // An independent board bound by statutory eligibility guidelines (docs/decisions/020).
      regime: 'REGULAR',
      conditions:
        'The Board must consider a request any time after discharge from probation or from a sentence served without parole, and after 5 years under parole supervision (or at its end, if shorter). A South Carolina pardon restores all civil rights including firearm rights (Brunson v. Stewart).',
      citations: [
        'S.C. Code Ann. § 24-21-950',
        'S.C. Code Ann. § 24-21-990',
        'Brunson v. Stewart, 345 S.C. 283, 547 S.E.2d 504 (Ct. App. 2001)',
      ],
    }),
  ],
  honors925c: false,
  misdemeanorsMayExceedTwoYears: true,
  notes:
    'Many South Carolina misdemeanors carry more than 2 years and are federal prohibitors; the state ban reaches a misdemeanor only above 5 years.',
  verification: [
    "2026-11-25, bar: the 2024 Constitutional Carry/Second Amendment Preservation Act (H. 3594, signed Mar. 7, 2024; fastdemocracy bill status) rewrote § 16-23-500. Read a law-enforcement summary of the act (scribd 'Constitutional Carry Summary'): it is unlawful for a person convicted of a crime carrying more than one year to possess a firearm or ammunition; the violent-crime requirement is removed; business-regulation offenses and offenses classified as misdemeanors carrying 5 years or less are excluded; penalties graduated. A Center Square report on the bill adds the exception for convictions expunged, set aside or pardoned with civil rights restored. Replaced the violent-crime bar and the low 'may apply' bar with one medium bar on every felony and on misdemeanors punishable by more than 5 years; the statute's own amended text was not found in a stored copy, hence medium. Row confidence raised from low to medium.",
    "2026-11-25, regime: the Board's pardon is REGULAR: an independent board that must consider applications under the statutory guidelines of S.C. Code § 24-21-950 (read on legalfix.com and lawserver: probationers any time after discharge from supervision; sentences served without parole any time after discharge; parolees after 5 years under supervision or at the end of a shorter parole). No separate wait beyond completing the sentence is encoded.",
    "Earlier pass (2026-11-21): read the 2013 § 16-23-500 (Justia) and the § 16-23-10(3) 'crime of violence' definition (scstatehouse.gov: murder, manslaughter other than negligent traffic manslaughter, rape, mayhem, kidnapping, burglary, robbery, housebreaking, assault with intent to kill, rape or rob, assault with a dangerous weapon).",
    "Earlier pass (2026-11-21): a 2024 House bill (H. 5330) refers to § 16-23-500(B) 'as last amended by Act 111 of 2024', but the amended subsection (A) text was not found; the broadening stays unverified (low), so every felony is treated as possibly barred.",
  ],
  confidence: 'medium',
  researchConfidence: 'low-medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://law.justia.com/codes/south-carolina/2013/title-16/chapter-23/section-16-23-500/index.html',
    'http://rkmerting.com/pardons-and-pistols/',
    'https://legalclarity.org/how-can-a-felon-get-gun-rights-back-in-south-carolina',
    'https://scstatehouse.gov/code/t16c023.php',
    'https://www.scstatehouse.gov/sess125_2023-2024/bills/1158.htm',
    'https://fastdemocracy.com/bill-search/sc/2023-2024/bills/SCB00018257/',
    'https://www.scribd.com/document/711821004/Constitutional-Carry-Summary',
    'https://conservativenewsbriefing.com/gun-control/south-carolina-house-passes-clean-constitutional-carry-bill',
    'https://legalfix.com/statutes/state-codes/south-carolina/title-24/chapter-21/section-24-21-950',
  ],
}
