import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const ND: JurisdictionRules = {
  code: 'ND',
  name: 'North Dakota',
  loss: {
    summary:
      'A felony involving violence or intimidation bars firearms for 10 years from the later of conviction or release from incarceration, parole or probation; any other felony, or a Class A misdemeanor involving violence with a firearm or dangerous weapon, for 5 years.',
    bars: [
      {
        label: 'a felony (for 5 or 10 years)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['N.D. Cent. Code § 62.1-02-01(1)(a), (b)'],
      },
      {
        label: 'a Class A misdemeanor involving violence with a firearm or dangerous weapon (for 5 years)',
        when: { all: ['misdemeanor', 'violent', 'weapon'] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['N.D. Cent. Code § 62.1-02-01(1)(b)'],
      },
    ],
    citations: ['N.D. Cent. Code § 62.1-02-01(1)(a), (b)'],
  },
  mechanisms: [
    route({
      id: 'nd-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Prohibition lapses after 5 years (10 for violent felonies)',
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after the later of conviction or release from incarceration, parole or probation',
        },
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['felony', VIOLENT_KINDS] },
          label: '10 years for felonies involving violence or intimidation',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'medium',
      conditions: 'Automatic.',
      citations: ['N.D. Cent. Code § 62.1-02-01(1)'],
    }),
    route({
      id: 'nd-court-restoration',
      kind: 'COURT_PETITION',
      path: 'District court petition to restore firearm rights (non-violent felonies)',
      requires: 'felony',
      requiresLabel: 'felonies',
      excludes: [
        { when: VIOLENT_KINDS, label: 'felonies involving violence or intimidation (subdivision a)' },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'medium',
      conditions:
        "Clear and convincing evidence that fines are paid, the sentence served and the person is not likely to be dangerous; the state's attorney has 20 days to respond.",
      citations: ['N.D. Cent. Code § 62.1-02-01.1', 'N.D.R.Ct. 5.4'],
    }),
    pardon({
      id: 'nd-pardon',
      path: 'Governor pardon (Pardon Advisory Board)',
      conditions: 'Discretionary.',
      citations: ['N.D. Const. art. V, § 7'],
    }),
  ],
  honors925c: false,
  notes: 'Added the Governor pardon, which the research row omitted.',
  verification: [
    '2026-11-25, regime: the Governor pardon (Pardon Advisory Board) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the lapse and the § 62.1-02-01.1 petition are REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://codes.findlaw.com/nd/title-62-1-weapons/nd-cent-code-sect-62-1-02-01-1/',
    'https://www.swlattorneys.com/gun-rights-north-dakota/',
    'https://www.fremstadlaw.com/amendment-possess-firearms-ammunition/',
    'http://ndcourts.gov/legal-resources/rules/ndrct/5-4-2',
  ],
}
