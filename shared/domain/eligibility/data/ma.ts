import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const MA: JurisdictionRules = {
  code: 'MA',
  name: 'Massachusetts',
  loss: {
    summary:
      "A 'prohibited person' includes anyone convicted of a felony, a misdemeanor punishable by more than 2 years, a violent crime, a weapons-law violation, a controlled-substance violation, or a misdemeanor crime of domestic violence. For other misdemeanors the right to non-large-capacity rifles and shotguns is deemed restored 5 years after conviction or release.",
    bars: [
      {
        label: 'a felony',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Mass. Gen. Laws ch. 140, § 129B(1)(i)'],
      },
      {
        label: 'a misdemeanor that is violent, a weapons or drug offense, or a domestic-violence misdemeanor',
        when: { all: ['misdemeanor', { any: ['violent', 'weapon', 'drugOffense', 'mcdv'] }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Mass. Gen. Laws ch. 140, § 129B(1)(i)'],
      },
      {
        label: 'a misdemeanor punishable by more than 2 years',
        when: { all: ['misdemeanor', { maxSentenceAtLeast: 2.01 }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Mass. Gen. Laws ch. 140, § 129B(1)(i)'],
      },
    ],
    citations: [
      'Mass. Gen. Laws ch. 140, § 129B(1)(i)',
      'Mass. Gen. Laws ch. 140, § 131',
      'St. 2024, c. 135',
    ],
  },
  mechanisms: [
    route({
      id: 'ma-long-gun-restored',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Rifle and shotgun rights deemed restored after 5 years (misdemeanors)',
      requires: 'misdemeanor',
      requiresLabel: 'misdemeanors',
      excludes: [
        {
          when: { any: ['violent', 'mcdv'] },
          label: 'violent crimes and misdemeanor crimes of domestic violence',
        },
        { when: 'drugDistribution', label: 'drug trafficking' },
      ],
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after conviction or release from confinement, probation or parole',
        },
      ],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'PARTIAL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'medium',
      conditions: 'Non-large-capacity rifles and shotguns only; licenses to carry remain barred.',
      citations: ['Mass. Gen. Laws ch. 140, § 129B(1)(i)'],
    }),
    route({
      id: 'ma-flrb',
      kind: 'AGENCY_OR_BOARD_PETITION',
      path: 'Firearm Licensing Review Board petition (misdemeanor disqualifiers)',
      requires: 'misdemeanor',
      requiresLabel: 'misdemeanor disqualifiers',
      excludes: [
        {
          when: { any: ['violent', 'mcdv'] },
          label: 'violent crimes and misdemeanor crimes of domestic violence',
        },
        { when: 'drugDistribution', label: 'drug trafficking' },
      ],
      waits: [{ years: 5, from: 'SENTENCE_COMPLETION', label: '5 years after conviction or release' }],
      // DuPont v. Nashua Police Dep't held FLRB relief lifts the federal bar; ATF and federal courts
      // do not follow it, so the federal effect is unsettled, never assumed either way.
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'low',
      conditions: 'The 2024 act reorganized licensing; the Board’s current section was not confirmed.',
      citations: ['Mass. Gen. Laws ch. 140, § 130B'],
    }),
    pardon({
      id: 'ma-pardon',
      path: "Governor pardon (with the Governor's Council)",
      conditions: 'The only realistic route for felonies.',
      citations: ['Mass. Const. pt. 2, c. 2, § 1, art. VIII'],
    }),
  ],
  honors925c: false,
  misdemeanorsMayExceedTwoYears: true,
  notes:
    "The federal effect of FLRB relief is unsettled: DuPont v. Nashua Police Dep't, 167 N.H. 429 (2015), held that an FLRB restoration for a Massachusetts misdemeanor punishable by 2.5 years restored the civil right to possess firearms and so lifted the federal bar, declining federal precedents; ATF and the federal courts do not follow it.",
  verification: [
    "2026-11-25, correction: FLRB relief's federal effect changed from DOES_NOT_REMOVE to UNCERTAIN. The research row described DuPont v. Nashua Police Dep't, 167 N.H. 429 (2015) backwards: the New Hampshire Supreme Court (read: the Justia and vLex copies of the opinion's opening, the nhmunicipal.org summary and the CCRC note of Mar. 13, 2015) held the FLRB restoration did lift the federal bar, treating the right to possess firearms as a civil right restored and declining federal precedents; federal courts and ATF do not follow it. A Massachusetts misdemeanor with FLRB relief therefore goes to review on the federal side.",
    "2026-11-25, regime: the Governor pardon with the Governor's Council is CLEMENCY: the Executive Clemency Guidelines are the Governor's policy, not a published rule the facts can meet, and pardons are rarely granted; it is named as the remaining option. The rifle-and-shotgun restoration and the FLRB petition are REGULAR (statutory).",
    'Earlier pass (2026-11-21): Read Mass. Gen. Laws ch. 140, § 129B(1)(i) (text before the 2024 act) and the version effective Oct. 23, 2024 (casetext): the prohibited-person categories and the 5-year deemed restoration of non-large-capacity rifles and shotguns for non-felony, non-violent, non-MCDV, non-trafficking convictions; the 2024 act moves the suitability rules to § 121F. FLRB section not confirmed (kept low).',
  ],
  confidence: 'low',
  researchConfidence: 'low-medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://legalfix.com/statutes/state-codes/massachusetts/part-i/title-xx/chapter-140/section-129b',
    'https://mafirearmsafety.com/?m=201806',
    'https://malegislature.gov/Laws/SessionLaws/Acts/2024/Chapter135',
    'https://nhmunicipal.org/court-updates/greg-dupont-v-nashua-police-department-et-al',
    'https://law.justia.com/cases/new-hampshire/supreme-court/2015/2013-051.html',
    'https://ccresourcecenter.org/2015/03/13/nh-supreme-court-takes-aim-at-federal-felon-in-possession-statute',
  ],
}
