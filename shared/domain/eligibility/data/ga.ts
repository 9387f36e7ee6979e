import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const GA: JurisdictionRules = {
  code: 'GA',
  name: 'Georgia',
  loss: {
    summary:
      "Any felony (Georgia, another state, federal or foreign; 'felony' means punishable by a year or more) and persons on felony first-offender probation may not receive, possess or transport firearms.",
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['O.C.G.A. § 16-11-131(a), (b)'],
      },
    ],
    citations: ['O.C.G.A. § 16-11-131(a), (b)'],
  },
  mechanisms: [
    pardon({
      id: 'ga-pardon-firearms',
      path: 'Pardon with restoration of firearm rights (State Board of Pardons and Paroles)',
      // An independent board's firearm-restoration pardon with a published wait (docs/decisions/020).
      regime: 'REGULAR',
      firearmsMustBeExpress: true,
      waits: [
        { years: 5, from: 'SENTENCE_COMPLETION', label: '5 years after completing all sentences' },
        { years: 10, from: 'SENTENCE_COMPLETION', when: 'sexOffense', label: '10 years for sex offenses' },
      ],
      confidence: 'high',
      conditions:
        'Law-abiding since, no pending charges, fines paid. The Board issues pardons with and without firearm restoration; § 16-11-131(c) exempts a pardon that expressly authorizes firearms. The Board will not restore firearm rights for federal offenses.',
      citations: [
        'O.C.G.A. § 16-11-131(c)',
        'Ga. Const. art. IV, § 2, ¶ II',
        'Ga. Comp. R. & Regs. 475-3-.10(4)',
      ],
    }),
    route({
      id: 'ga-restoration-of-rights',
      kind: 'EXECUTIVE_RESTORATION',
      path: 'Restoration of civil and political rights (Board order removing disabilities)',
      appliesTo: ANY_COURT,
      waits: [{ years: 2, from: 'SENTENCE_COMPLETION', label: '2 years after completing the sentence' }],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'PARTIAL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'low',
      conditions:
        'Restores office and jury rights; Perry v. Ferguson (Ga. 2013) held a removal of disabilities restores eligibility for a carry license, but firearm rights are normally handled through the separate pardon request.',
      citations: ['Perry v. Ferguson, 293 Ga. 15, 743 S.E.2d 393 (2013)'],
    }),
  ],
  honors925c: false,
  notes:
    'Completed first-offender sentences (O.C.G.A. § 42-8-60 et seq.) are not convictions; the person may not need restoration at all (verify the discharge order).',
  verification: [
    "2026-11-25, regime: the State Board of Pardons and Paroles' pardon with restoration of firearm rights is REGULAR: the Board grants it independently of the Governor (Ga. Const. art. IV, § 2, ¶ II) under its published rule (Ga. Comp. R. & Regs. 475-3-.10(4)) with a 5-year wait after completion of all sentences; O.C.G.A. § 16-11-131(c) exempts a pardon that expressly restores firearm rights. The restoration of civil and political rights stays REGULAR, partial and low.",
    "2026-11-25, waits: read the Board's 2012 notice amending Rule 475-3-.10(4) (pap.georgia.gov: firearm rights considered for former offenders otherwise qualified for a pardon or restoration of rights who have been free of criminal involvement for five years after completing their sentences; never for a federal offense), the Board's pardon FAQ (all sentences completed at least five years before applying, no pending charges, fines paid) and the CCRC Georgia summary (pardon 5 years after completion including court debt; sex offenses 10 years; restoration of rights 2 years). The 5- and 10-year waits are confirmed; the pardon route's confidence is raised to high.",
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://georgiacarry.org/cms/georgia-code-section-16-11-131-possession-of-firearms-by-convicted-felons-and-first-offender-probationers',
    'https://ccresourcecenter.org/text-blocks/georgia-pardon',
    'https://pap.georgia.gov/parole-consideration/pardons-restoration-rights/pardons-faqs?os=io___',
    'https://pap.georgia.gov/press-releases/2012-11-06/notice-intent-consider-amending-agency-rule-0',
    'https://www.fmglaw.com/FMGBlogLine/government-law/attention-all-georgia-probate-court-judges-convicted-felons-are-eligible-for-weapons-carry-license-without-a-pardon/',
  ],
}
