import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, VIOLENT_KINDS } from './builders.ts'

export const SC: JurisdictionRules = {
  code: 'SC',
  name: 'South Carolina',
  loss: {
    summary:
      "The 2013 text of § 16-23-500 bars a person convicted of a 'violent crime' (§ 16-1-60) classified as a felony; § 16-23-30 bars handguns for a 'crime of violence'. Whether 2024 legislation broadened § 16-23-500 to every crime punishable by more than one year was not confirmed, so every felony is treated as possibly barred.",
    bars: [
      {
        label: "a felony 'violent crime' (§ 16-1-60) or a 'crime of violence' for handguns (§ 16-23-10(3))",
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'burglary', 'sexOffense', 'drugDistribution'] }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['S.C. Code Ann. § 16-23-500', 'S.C. Code Ann. § 16-23-30', 'S.C. Code Ann. § 16-1-60'],
      },
      {
        label: 'any other crime punishable by more than one year (if 2024 legislation broadened § 16-23-500)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'low',
        citations: ['S.C. Code Ann. § 16-23-500'],
      },
    ],
    citations: ['S.C. Code Ann. § 16-23-500', 'S.C. Code Ann. § 16-23-30', 'S.C. Code Ann. § 16-1-60'],
  },
  mechanisms: [
    pardon({
      id: 'sc-pardon',
      path: 'Pardon by the Board of Probation, Parole and Pardon Services',
      conditions:
        'A South Carolina pardon restores all civil rights including firearm rights (Brunson v. Stewart).',
      citations: [
        'S.C. Code Ann. § 24-21-990',
        'Brunson v. Stewart, 345 S.C. 283, 547 S.E.2d 504 (Ct. App. 2001)',
      ],
    }),
  ],
  honors925c: false,
  misdemeanorsMayExceedTwoYears: true,
  notes: 'Many South Carolina misdemeanors carry more than 2 years and are federal prohibitors.',
  verification: [
    "Read the 2013 § 16-23-500 (Justia) and the § 16-23-10(3) 'crime of violence' definition (scstatehouse.gov: murder, manslaughter other than negligent traffic manslaughter, rape, mayhem, kidnapping, burglary, robbery, housebreaking, assault with intent to kill, rape or rob, assault with a dangerous weapon).",
    "A 2024 House bill (H. 5330) refers to § 16-23-500(B) 'as last amended by Act 111 of 2024', but the amended subsection (A) text was not found; the broadening stays unverified (low), so every felony is treated as possibly barred.",
  ],
  confidence: 'low',
  researchConfidence: 'low-medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://law.justia.com/codes/south-carolina/2013/title-16/chapter-23/section-16-23-500/index.html',
    'http://rkmerting.com/pardons-and-pistols/',
    'https://legalclarity.org/how-can-a-felon-get-gun-rights-back-in-south-carolina',
    'https://scstatehouse.gov/code/t16c023.php',
    'https://www.scstatehouse.gov/sess125_2023-2024/bills/1158.htm',
  ],
}
