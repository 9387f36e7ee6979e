import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const PA: JurisdictionRules = {
  code: 'PA',
  name: 'Pennsylvania',
  loss: {
    summary:
      'The bar applies to offenses enumerated in § 6105(b) (violent, weapons, burglary and similar offenses regardless of sentence), Controlled Substance Act offenses punishable by more than 2 years, and other § 6105(c) categories. Other felonies and M1 misdemeanors do not trigger the state bar, but a Pennsylvania M1 (up to 5 years) is a federal prohibitor.',
    bars: [
      {
        label:
          'an offense enumerated in § 6105(b) or a § 6105(c) category (violent, weapon, burglary, sex, drug trafficking, domestic)',
        when: { any: [VIOLENT_KINDS, 'weapon', 'burglary', 'sexOffense', 'drugDistribution', 'mcdv'] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['18 Pa. Cons. Stat. § 6105(a), (b), (c)'],
      },
    ],
    citations: ['18 Pa. Cons. Stat. § 6105(a), (b), (c)'],
  },
  mechanisms: [
    pardon({
      id: 'pa-pardon',
      path: 'Governor pardon on the recommendation of the Board of Pardons (then expungement)',
      conditions:
        'A pardon entitles the recipient to expungement, restoring firearm rights under state and federal law.',
      citations: ['Pa. Const. art. IV, § 9', '18 Pa. Cons. Stat. § 6105(d)(1)'],
    }),
    route({
      id: 'pa-6105d3',
      kind: 'COURT_PETITION',
      path: 'Court of common pleas exemption under § 6105(d)(3) after federal relief',
      appliesTo: ANY_COURT,
      // (d)(3)(i): the federal disability must have been relieved first, so § 925(c) comes first.
      dependsOnFederal: true,
      waits: [
        {
          years: 10,
          from: 'RELEASE_FROM_CONFINEMENT',
          label: '10 years since the most recent disabling conviction, not counting time in prison',
        },
      ],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'The court shall grant relief when federal relief from the firearm disability has been granted for the conviction and 10 years, not counting incarceration, have passed since the most recent § 6105(b) offense or drug felony. The order lifts the state ban only (Paulshock); the federal relief lifts the federal ban.',
      citations: ['18 Pa. Cons. Stat. § 6105(d)(3)'],
    }),
    route({
      id: 'pa-6105d',
      kind: 'COURT_PETITION',
      path: 'Court relief under § 6105(d) or § 6105.1',
      unresolved: 'whether the offense is one of the older or lesser offenses § 6105(d) reaches',
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'Pennsylvania State Police v. Paulshock, 836 A.2d 110 (Pa. 2003): such orders do not relieve the federal disability.',
      citations: ['18 Pa. Cons. Stat. § 6105(d)', '18 Pa. Cons. Stat. § 6105.1'],
    }),
  ],
  honors925c: false,
  misdemeanorsMayExceedTwoYears: true,
  notes:
    "Range v. Att'y Gen. (3d Cir. en banc 2023/2024) involved a Pennsylvania food-stamp-fraud misdemeanor punishable by 5 years.",
  verification: [
    '2026-12-02, § 6105(d)(3): the court of common pleas grants relief when federal relief has lifted the federal disability and 10 years (not counting incarceration) have passed since the most recent disabling conviction; encoded as a route that follows the federal side (dependsOnFederal), so with § 925(c) it is a sequence and a BUNDLE (docs/decisions/048). The pardon and vacatur grounds, (d)(1) and (d)(2), follow other routes.',
    "2026-11-25, regime: the Governor pardon on the Board of Pardons' recommendation (Pa. Const. art. IV, § 9) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own: anyone may apply at any time; § 6105(d) relief is REGULAR.",
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://www.laws9.com/statutes/pennsylvania/title-18/chapter-61/6105',
    'https://caselaw.findlaw.com/court/pa-supreme-court/1198735.html',
    'https://loving-newton.192-64-126-74.plesk.page/?p=518',
    'https://mystatecollegelawyer.com/2019/06/pardon-delaware-drug-conviction-restores-pennsylvania-gun-rights',
  ],
}
