import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const KS: JurisdictionRules = {
  code: 'KS',
  name: 'Kansas',
  loss: {
    summary:
      'A tiered, time-limited bar on possessing any weapon: no time limit where the court found a firearm was used in a person or drug felony; otherwise a period after conviction or release that depends on the offense. Sources conflict on the current periods.',
    bars: [
      {
        label: 'a felony (for a period that depends on the offense)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'low',
        citations: ['Kan. Stat. Ann. § 21-6304'],
      },
    ],
    citations: ['Kan. Stat. Ann. § 21-6304'],
  },
  mechanisms: [
    route({
      id: 'ks-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Prohibition lapses after a period set by offense tier',
      requires: 'felony',
      requiresLabel: 'felonies',
      excludes: [
        {
          when: 'weapon',
          label: 'person or drug felonies where the court found a firearm was used (no lapse)',
        },
      ],
      waits: [
        {
          years: 5,
          from: 'RELEASE_FROM_CONFINEMENT',
          label: '5 or 10 years depending on the tier (sources conflict)',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      confidence: 'low',
      conditions: 'Automatic; the tiers and periods of the current statute were not confirmed.',
      citations: ['Kan. Stat. Ann. § 21-6304'],
    }),
    route({
      id: 'ks-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement of the conviction',
      excludes: [
        {
          when: { any: ['homicide', 'sexOffense'] },
          label: 'serious offenses excluded from expungement (e.g. certain homicides and sex offenses)',
        },
      ],
      waits: [
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          label: '3 years after completing the sentence (lower severity levels)',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years for severity levels 1-5 (reported)',
          confidence: 'low',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      conditions: 'Waiting periods by severity level.',
      citations: ['Kan. Stat. Ann. § 21-6614'],
    }),
    pardon({
      id: 'ks-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Kan. Const. art. 1, § 7'],
    }),
  ],
  honors925c: false,
  notes:
    'Secondary sources conflict badly on the current tiers (one gives 3-month/3-year/8-year periods); the lapse is encoded as unverified, so Kansas cases that depend on it go to review.',
  verification: [
    'Searched for the current K.S.A. 21-6304: a lawserver copy confirms the no-limit tier for person or drug felonies with a court finding of firearm use, but the time limits of the other tiers were not shown; older K.S.A. 21-4204 (5 and 10 years) and a 2024 practitioner summary (3 months, 3 years, 8 years) conflict. Left at low confidence.',
  ],
  confidence: 'low',
  researchConfidence: 'low',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://lawserver.com/law/state/kansas/ks-statutes/kansas_statutes_21-6304',
    'https://statutes.laws.com/kansas/chapter21/article42/statutes_12053',
    'https://fastdemocracy.com/bill-summary/?billsummary_state=ks&billsummary_id=KSB00008161',
  ],
}
