import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const KS: JurisdictionRules = {
  code: 'KS',
  name: 'Kansas',
  loss: {
    summary:
      'A tiered, time-limited bar on possessing any weapon: no time limit where the court found a firearm was used in a person or drug felony; otherwise 3 months (nonperson felonies), 3 years (person felonies) or 8 years (listed serious person felonies and drug felonies) after conviction or release from prison.',
    bars: [
      {
        label: 'a felony (for a period that depends on the offense)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
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
          when: { all: ['weapon', { any: [VIOLENT_KINDS, 'sexOffense', 'drugOffense'] }] },
          label: 'person or drug felonies where the convicting court found a firearm was used (no lapse)',
        },
      ],
      // The statute counts from the later of the conviction and release from imprisonment.
      waits: [
        {
          years: 0.25,
          from: 'RELEASE_FROM_CONFINEMENT',
          label: '3 months after conviction or release from prison (nonperson felonies)',
        },
        {
          years: 3,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: { any: [VIOLENT_KINDS, 'sexOffense'] },
          label: '3 years for person felonies without a firearm finding',
        },
        {
          years: 8,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: 'drugOffense',
          label: '8 years for drug felonies without a firearm finding',
        },
        {
          years: 8,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: { any: [VIOLENT_KINDS, 'sexOffense'] },
          label: '8 years for the serious person felonies the statute lists (e.g. murder, kidnapping)',
          // Which person felonies are on the 8-year list turns on the statute section of conviction.
          confidence: 'low',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      confidence: 'medium',
      conditions:
        'Automatic; the tiers follow the 2021 amendment as two consistent sources describe it; the statute text itself was not read in full.',
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
        {
          when: { all: ['felony', 'weapon', { any: [VIOLENT_KINDS, 'drugOffense'] }] },
          label:
            'person or drug felonies with a firearm finding, whose § 21-6304(a)(1) bar is for life and which an expunged conviction still triggers',
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
    "The 2021 amendment (SB 190, 'Kansas protection of firearms rights act', which also restores firearm rights on expungement) shortened the periods; which person felonies carry 8 years rather than 3 depends on the statute of conviction, so a person felony between 3 and 8 years goes to review.",
  verification: [
    "2026-11-25, expungement: a person or drug felony with a firearm finding carries the lifetime § 21-6304(a)(1) bar, and an expunged conviction still counts for § 21-6304 (2021 SB 190, 'restoration of right to possess firearms upon expungement', proposed to change that; the enacted § 21-6614 text was not read in full): excluded from the expungement route for firearm purposes.",
    "2026-11-25, lapse: re-read the K.S.A. 21-6304 copy on lawserver ((a)(1): no limit for a person or drug felony where the convicting court found a firearm was 'used', the 2021 wording; (a)(2) person felonies other than those listed in (a)(3)(A)(i); the periods are cut off in the copy), the 2021 SB 190 text on fastdemocracy (replaces 'in possession of' with 'used', reduces the underlying felonies), a 2022 practitioner table (Roth Davies: firearm used, lifetime; person felony, 3 or 8 years; drug felony, 8 years; nonperson felony, 3 months; effective July 1, 2021) and a Legal Clarity summary citing the Revisor's K.S.A. 21-6304 (nonperson 3 months; person without a firearm 3 years; listed serious offenses 8 years; firearm used, no expiry). The two current sources agree and the older 5/10-year figures are the pre-2021 text, so the tiers are encoded (medium), with the 8-year person-felony list kept low (review between 3 and 8 years). The lifetime exclusion is limited to person and drug felonies, as the statute says.",
    '2026-11-25, regime: the Governor pardon (Kan. Const. art. 1, § 7) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the lapse and expungement are REGULAR.',
    'Earlier pass (2026-11-21): searched for the current K.S.A. 21-6304: a lawserver copy confirms the no-limit tier for person or drug felonies with a court finding of firearm use, but the time limits of the other tiers were not shown; older K.S.A. 21-4204 (5 and 10 years) and a 2024 practitioner summary (3 months, 3 years, 8 years) conflict. Left at low confidence.',
  ],
  confidence: 'medium',
  researchConfidence: 'low',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://lawserver.com/law/state/kansas/ks-statutes/kansas_statutes_21-6304',
    'https://statutes.laws.com/kansas/chapter21/article42/statutes_12053',
    'https://fastdemocracy.com/bill-summary/?billsummary_state=ks&billsummary_id=KSB00008161',
    'https://www.rothdavies.com/blog/can-you-get-your-gun-rights-back-after-conviction/',
    'https://legalclarity.org/kansas-gun-laws-felon-ownership-and-rights-restoration-process',
  ],
}
