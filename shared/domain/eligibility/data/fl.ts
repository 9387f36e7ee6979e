import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon } from './builders.ts'

export const FL: JurisdictionRules = {
  code: 'FL',
  name: 'Florida',
  loss: {
    summary:
      'Any felony conviction (Florida, another state or federal) bars possession of firearms and ammunition unless civil rights and firearm authority have been restored.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Fla. Stat. § 790.23'],
      },
    ],
    citations: ['Fla. Stat. § 790.23', 'Fla. Stat. § 944.292'],
  },
  mechanisms: [
    pardon({
      id: 'fl-firearm-authority',
      path: 'Executive clemency: specific authority to own, possess or use firearms',
      // The Clemency Board's published rules set the wait and conditions (docs/decisions/020).
      regime: 'REGULAR',
      waits: [
        { years: 8, from: 'SENTENCE_COMPLETION', label: '8 years after all sentences and supervision ended' },
      ],
      conditions:
        'Governor and two Cabinet members; no outstanding detainers or pending charges, no restitution owed, other pecuniary liabilities not over $1,000. Florida convictions only. Very slow (multi-year backlog reported).',
      citations: ['Fla. Const. art. IV, § 8', 'Fla. R. Exec. Clemency 5(E)'],
    }),
    pardon({
      id: 'fl-full-pardon',
      path: 'Full pardon (executive clemency)',
      // Same published rules (docs/decisions/020).
      regime: 'REGULAR',
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: '10 years after completing the sentence and supervision',
        },
      ],
      confidence: 'high',
      conditions:
        'Governor with two Cabinet members; no outstanding detainers or pending charges, no restitution owed, other pecuniary liabilities not over $1,000. Florida convictions only; restores all rights including firearms.',
      citations: ['Fla. Const. art. IV, § 8', 'Fla. R. Exec. Clemency 5'],
    }),
  ],
  honors925c: false,
  notes:
    'Automatic voting restoration (Amendment 4 / § 98.0751) does not restore firearm rights. For concealed-weapon licensing, FDACS accepts a presidential pardon or federal relief for federal felons.',
  verification: [
    "2026-11-25, regime: both routes are REGULAR. The Rules of Executive Clemency are the Clemency Board's published rules with defined waits (flgov.com/clemency points to them). Read the Florida Action Committee's quotation of the firearm-authority rule (all sentences and supervision completed 'for a period of no less than 8 years'; no detainers, pending charges, restitution or liabilities over $1,000; federal, military and out-of-state convictions not eligible) and the CCRC Florida pardon summary (full pardon eligibility 10 years after completion; firearm authority 8 years). The full-pardon wait is now confirmed (medium to high). The rules keep the Governor's unfettered discretion to deny, which the reasoning states as for every discretionary route.",
    'Earlier pass (2026-11-21): high-confidence row, not re-checked.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://floridaactioncommittee.org/authority-to-own-a-firearm/',
    'https://www.freshfromflorida.com/Divisions-Offices/Licensing/Concealed-Weapon-License/Disqualifying-Conditions/Felony-Conviction',
    'https://recordgone.com:443/florida/fl-gun-rights-restoration.htm',
    'https://allfloridaforms.com/florida-clemency-application',
    'https://floridaactioncommittee.org/authority-to-own-a-firearm/',
    'https://ccresourcecenter.org/text-blocks/florida-pardon',
    'https://www.flgov.com/clemency/',
  ],
}
