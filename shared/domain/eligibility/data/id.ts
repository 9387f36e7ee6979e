import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const ID: JurisdictionRules = {
  code: 'ID',
  name: 'Idaho',
  loss: {
    summary:
      'A felony sentence suspends civil rights including firearm rights; they return automatically on final discharge except for the serious felonies listed in § 18-310(2).',
    bars: [
      {
        label: 'a felony (until final discharge; for life for felonies listed in § 18-310(2))',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Idaho Code § 18-310(1), (2)', 'Idaho Code § 18-3316'],
      },
    ],
    citations: ['Idaho Code § 18-310(1), (2)', 'Idaho Code § 18-3316'],
  },
  mechanisms: [
    route({
      id: 'id-final-discharge',
      kind: 'AUTOMATIC_ON_COMPLETION',
      path: 'Rights restored automatically on final discharge',
      appliesTo: ANY_COURT,
      requires: 'felony',
      requiresLabel: 'felonies',
      excludes: [
        {
          when: { any: [VIOLENT_KINDS, 'sexOffense', 'drugDistribution'] },
          label:
            'felonies listed in § 18-310(2) (murder, manslaughter, rape, robbery, kidnapping, aggravated assault and battery, certain weapon and drug-trafficking felonies)',
        },
        { when: 'weapon', label: 'felonies listed in § 18-310(2) that involve a firearm', confidence: 'low' },
      ],
      discretionary: false,
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions: 'Final discharge means satisfactory completion of imprisonment, probation and parole.',
      citations: ['Idaho Code § 18-310(2)'],
    }),
    route({
      id: 'id-commission',
      kind: 'AGENCY_OR_BOARD_PETITION',
      path: 'Application to the Commission of Pardons and Parole to restore firearm rights',
      requires: { any: [VIOLENT_KINDS, 'sexOffense', 'drugDistribution', 'weapon'] },
      requiresLabel: 'felonies listed in § 18-310(2)',
      excludes: [
        { when: 'homicide', label: 'murder (permanently ineligible)' },
        {
          when: 'weapon',
          label: 'convictions with a sentence enhanced for firearm use (permanently ineligible)',
        },
      ],
      waits: [{ years: 5, from: 'SENTENCE_COMPLETION', label: '5 years after final discharge' }],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions: 'Idaho convictions only; no current supervision; one application per 12 months.',
      citations: ['Idaho Code § 18-310(3)', 'IDAPA 50.01.01.551'],
    }),
    pardon({
      id: 'id-pardon',
      path: 'Pardon (Commission of Pardons and Parole)',
      conditions: 'A pardon restores firearm rights.',
      citations: ['Idaho Code § 20-240'],
    }),
    route({
      id: 'id-withheld-judgment',
      requiresProbationSentence: true,
      kind: 'SET_ASIDE',
      path: 'Withheld judgment or dismissal after probation',
      // § 19-2604(1) reaches a suspended sentence as well as a withheld judgment (State v.
      // Harbaugh), so it is not only for a deferred disposition; the court's order decides.
      unresolved:
        'whether the court withheld judgment or suspended the sentence with probation (not prison or a rider), and grants the dismissal',
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['SET_ASIDE'],
      conditions:
        'The court may dismiss after successful probation; not available after a prison sentence (including a rider).',
      citations: ['Idaho Code § 19-2604(1)'],
    }),
  ],
  honors925c: false,
  notes:
    'Reduction to a misdemeanor under § 19-2604(2) of a listed felony may still require Commission restoration.',
  verification: [
    '2026-11-25, withheld judgment: read State v. Harbaugh (Idaho 1993) and State v. Guess (Idaho 2013) on Idaho Code § 19-2604(1): the court may set aside the plea and dismiss after a withheld judgment or a suspended sentence with probation, at its discretion. Not marked deferred-only (a suspended sentence is a conviction that can use it); the open question stays, reworded, and a prison sentence still rules it out.',
    '2026-11-25, sentence: a withheld judgment or dismissal after probation needs probation to have been granted: marked as requiring a probation sentence, so a prison sentence read from the sentence text rules it out.',
    "2026-11-25, regime: the pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own (the Commission's pardon waits were not read); the automatic restoration on final discharge and the Commission's firearm-restoration application (Idaho Code § 18-310(2), 5 years) are REGULAR.",
    'Earlier pass (2026-11-21): high-confidence row, not re-checked.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://ccresourcecenter.org/state-restoration-profiles/idaho-restoration-of-rights-pardon-expungement-sealing',
    'https://parole.idaho.gov/application-information/',
    'https://parole.idaho.gov/restoration-of-firearms-rights-request-information/',
    'https://regulations.justia.com/states/idaho/50/50-01-01/section-50-01-01-551',
    'https://www.eastidahonews.com/2025/10/787449',
  ],
}
