import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_FELONY } from './builders.ts'

export const IL: JurisdictionRules = {
  code: 'IL',
  name: 'Illinois',
  loss: {
    summary:
      'A felony conviction (any jurisdiction) bars possession and a FOID card; domestic battery and other listed misdemeanors also bar a FOID card.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['720 ILCS 5/24-1.1', '430 ILCS 65/8'],
      },
      {
        label: 'domestic battery and other listed misdemeanors (FOID card)',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['430 ILCS 65/8'],
      },
    ],
    citations: ['720 ILCS 5/24-1.1', '430 ILCS 65/8'],
  },
  mechanisms: [
    route({
      id: 'il-foid-relief',
      kind: 'AGENCY_OR_BOARD_PETITION',
      path: 'Relief from firearm prohibition (FOID Card Review Board or circuit court)',
      appliesTo: ANY_COURT,
      dependsOnFederal: true,
      waits: [
        {
          years: 20,
          from: 'RELEASE_FROM_CONFINEMENT',
          // A forcible felony is a felony: a misdemeanant's FOID relief has no 20-year wait.
          when: VIOLENT_FELONY,
          label: '20 years since a forcible-felony conviction or the end of imprisonment for it',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        "The person must not be likely to act dangerously and relief must not be contrary to the public interest or to federal law (430 ILCS 65/10(c)(4); Evans v. Cook County State's Attorney, 2021 IL 125513), so federal relief has to come first: a sequence, § 925(c) and then this relief.",
      citations: [
        '430 ILCS 65/10(a), (c)',
        '20 Ill. Adm. Code 3500.200',
        "Evans v. Cook County State's Attorney, 2021 IL 125513",
      ],
    }),
    pardon({
      id: 'il-pardon',
      path: 'Governor pardon expressly authorizing firearms (Prisoner Review Board)',
      firearmsMustBeExpress: true,
      confidence: 'medium',
      conditions: 'Discretionary.',
      citations: ['Ill. Const. art. V, § 12'],
    }),
  ],
  honors925c: false,
  notes:
    'Because relief must not be contrary to federal law, Illinois applicants generally need a pardon or federal relief before FOID relief can issue: a natural BUNDLE case.',
  verification: [
    '2026-12-02, conditions: the 20-year wait of 430 ILCS 65/10(c)(1) is for a forcible felony (720 ILCS 5/2-8), so it is tested on violent felonies only, never on a misdemeanor such as domestic battery; relief contrary to federal law is refused (10(c)(4); Evans, 2021), so the route follows the federal side (docs/decisions/048).',
    '2026-11-25, regime: the Governor pardon (Ill. Const. art. V, § 12) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the FOID relief (430 ILCS 65/10) is REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://ilga.gov/legislation/publicacts/fulltext.asp?Name=096-1368&print=true&write=',
    'https://regulations.justia.com/states/illinois/title-20/part-3500/subpart-b/section-3500-200',
    'https://illinoisexpungementcenter.com/restoration-of-illinois-gun-rights/',
  ],
}
