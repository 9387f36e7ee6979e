import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const DC: JurisdictionRules = {
  code: 'DC',
  name: 'District of Columbia',
  loss: {
    summary:
      'A conviction in any court of a crime punishable by more than one year bars firearm possession; firearm registration is also denied for felony and certain misdemeanor convictions.',
    bars: [
      {
        label: 'a crime punishable by more than one year (any court)',
        when: { any: ['felony', { maxSentenceAtLeast: 1.01 }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['D.C. Code § 22-4503(a)(1)', 'D.C. Code § 7-2502.03'],
      },
      {
        label: 'an intrafamily offense punishable as a misdemeanor, or stalking, within the past 5 years',
        when: { all: ['misdemeanor', 'domestic'] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['D.C. Code § 22-4503(a)(6)'],
      },
    ],
    citations: ['D.C. Code § 22-4503(a)(1)', 'D.C. Code § 22-4503(a)(6)', 'D.C. Code § 7-2502.03'],
  },
  mechanisms: [
    route({
      id: 'dc-intrafamily-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'The intrafamily-offense bar ends 5 years after the conviction',
      requires: { all: ['misdemeanor', 'domestic'] },
      requiresLabel: 'misdemeanor intrafamily offenses',
      waits: [{ years: 5, from: 'CONVICTION', label: '5 years after the conviction' }],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      confidence: 'high',
      conditions:
        'Automatic under D.C. law; the federal bar of 18 U.S.C. § 922(g)(9) remains for a misdemeanor crime of domestic violence.',
      citations: ['D.C. Code § 22-4503(a)(6)'],
    }),
    pardon({
      id: 'dc-presidential-pardon',
      path: 'Presidential pardon of a D.C. Code offense',
      extraordinary: true,
      confidence: 'low',
      conditions:
        'The District has no local pardon power; D.C. Code offenses are pardoned by the President. Such pardons are rare.',
      citations: ['U.S. Const. art. II, § 2, cl. 1'],
    }),
    route({
      id: 'dc-sealing',
      kind: 'SEALING',
      path: 'Record sealing (effect on firearm eligibility not verified)',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['SEALING'],
      confidence: 'low',
      conditions: 'Whether D.C. sealing ends the firearm bar was not verified.',
      citations: ['D.C. Code § 16-801 et seq.'],
    }),
  ],
  honors925c: false,
  notes:
    'No D.C. firearm-restoration statute was found; a Youth Rehabilitation Act set-aside keeps the firearm restriction (United States v. Aka, D.D.C. 2018). D.C. felons vote except while incarcerated, so there is little to restore for federal purposes; the realistic routes are a presidential pardon or federal relief.',
  verification: [
    '2026-11-25, regime: the presidential pardon of a D.C. Code offense is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own (and rarely granted: extraordinary); sealing stays REGULAR but unverified.',
    '2026-11-25, bar: read D.C. Code § 22-4503 (casetext, version effective until June 9, 2024; legalfix copy): (a)(1) a conviction in any court of a crime punishable by more than one year, confirmed; (a)(6) a conviction within the past 5 years of an intrafamily offense (misdemeanor, D.C. Code § 16-1001(8)) or stalking, or a similar offense elsewhere. Added that 5-year bar and its lapse (state side only: the federal (g)(9) bar stays). United States v. Aka (D.D.C. 2018) holds a Youth Rehabilitation Act set-aside (§ 24-906) keeps the D.C. firearm restriction, so it does not lift the federal bar either; noted.',
    'Earlier pass (2026-11-21): Read the CCRC D.C. profile (2015 and 2017 versions): voting is lost only during incarceration; no firearm restoration provision was found in the parts read. Row stays low confidence; every D.C. felony case goes to review.',
  ],
  confidence: 'low',
  researchConfidence: 'low',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://ccresourcecenter.org/state-restoration-profiles/district-of-columbia-restoration-of-rights-pardon-expungement-sealing/',
    'http://dcrules.elaws.us/dcmr/24-2307',
    'https://legalfix.com/statutes/state-codes/district-of-columbia/title-22/chapter-45/section-22-4503',
    'http://dc.findacase.com/research/wfrmDocViewer.aspx/xq/fac.20181022_0001441.DDC.htm/qx',
  ],
}
