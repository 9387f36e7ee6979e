import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const OR: JurisdictionRules = {
  code: 'OR',
  name: 'Oregon',
  loss: {
    summary:
      'Any felony (Oregon, another state or federal) bars firearm possession; narrow exceptions exist for a single old felony and for felonies reduced to misdemeanors.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Or. Rev. Stat. § 166.270', 'Or. Rev. Stat. § 166.250(1)(c)'],
      },
    ],
    citations: ['Or. Rev. Stat. § 166.270', 'Or. Rev. Stat. § 166.250(1)(c)'],
  },
  mechanisms: [
    route({
      id: 'or-15-year',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Single-felony 15-year exception (limited)',
      requires: { all: ['felony', { not: 'priorFelony' }] },
      requiresLabel: 'a single felony',
      excludes: [
        { when: { any: ['homicide', 'weapon'] }, label: 'criminal homicide and firearm or weapon offenses' },
      ],
      waits: [{ years: 15, from: 'SENTENCE_COMPLETION', label: '15 years after discharge' }],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'PARTIAL',
      conditions:
        'State v. Burris (Or. 2022): the exception applies to § 166.270 but not to § 166.250(1)(c), so it is of limited use.',
      citations: ['Or. Rev. Stat. § 166.270(4)(a)', 'State v. Burris, 370 Or. 543 (2022)'],
    }),
    route({
      id: 'or-relief',
      kind: 'COURT_PETITION',
      path: 'Circuit court petition for relief from the firearm prohibition',
      excludes: [
        {
          when: VIOLENT_KINDS,
          label: 'offenses excluded by § 166.274(11) (not verified)',
          confidence: 'low',
        },
      ],
      waits: [
        {
          years: 1,
          from: 'SENTENCE_COMPLETION',
          label: '1 year after completing a felony sentence (reported)',
          confidence: 'low',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'Once per calendar year; serve the police chief or sheriff; clear and convincing evidence the petitioner is not a threat.',
      citations: ['Or. Rev. Stat. § 166.274'],
    }),
    route({
      id: 'or-set-aside',
      kind: 'SET_ASIDE',
      path: 'Set-aside of the conviction',
      excludes: [
        { when: { maxSentenceAtLeast: 20 }, label: 'Class A felonies' },
        { when: { any: ['sexOffense', 'sexOffenderRegistration'] }, label: 'most sex offenses' },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['SET_ASIDE', 'EXPUNGEMENT'],
      confidence: 'low',
      conditions:
        'Most Class C and some Class B felonies and most misdemeanors; current waiting periods not verified.',
      citations: ['Or. Rev. Stat. § 137.225'],
    }),
    route({
      id: 'or-reduction',
      kind: 'OFFENSE_REDUCTION',
      path: 'Reduction of a Class C felony to a Class A misdemeanor',
      // § 161.705(1)(a): any Class C felony (read from the class the charges name); the completed
      // probation of (1)(b) is required only of the Class B and A felonies listed there.
      requires: { all: ['felony', { offenseClassIn: ['F:C'] }] },
      requiresLabel: 'Class C felonies',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      conditions: 'Court discretion.',
      citations: ['Or. Rev. Stat. § 161.705'],
    }),
    pardon({
      id: 'or-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Or. Const. art. V, § 14'],
    }),
  ],
  honors925c: false,
  notes: 'Added the Governor pardon, which the research row omitted.',
  verification: [
    '2026-11-25, reduction: read Or. Rev. Stat. § 161.705 (as quoted by oregongunlaw.com and practitioner guides): (1)(a) any Class C felony; completed probation is required only for the felonies of (1)(b). The route requires the Class C class key read from the charges instead of an open question; not marked probation only.',
    '2026-11-25, regime: the Governor pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the § 166.274 petition, set-aside, reduction and the 15-year exception are REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text; set-aside waits and § 166.274(11) exclusions are encoded as unverified.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://www.oregonlaws.org/ors/166.274',
    'https://wlo.willamette.edu/orsupreme/2022/10/state-v.-burris.html',
    'https://www.zuanichlaw.com/can-i-restore-my-firearm-rights-in-oregon',
  ],
}
