import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const MI: JurisdictionRules = {
  code: 'MI',
  name: 'Michigan',
  loss: {
    summary:
      "A 'felony' here is an offense punishable by 4 years or more (Michigan, another state or federal). Non-specified felonies bar possession until 3 years after all fines are paid and imprisonment, probation and parole are complete; 'specified felonies' (force, controlled substances, firearms, explosives, burglary of an occupied dwelling, arson) bar until a court restores rights.",
    bars: [
      {
        label: 'a felony punishable by 4 years or more',
        when: { all: ['felony', { maxSentenceAtLeast: 4 }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Mich. Comp. Laws § 750.224f'],
      },
    ],
    citations: ['Mich. Comp. Laws § 750.224f'],
  },
  mechanisms: [
    route({
      id: 'mi-automatic',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Rights restored automatically 3 years after the sentence (non-specified felonies)',
      excludes: [
        {
          when: { any: [VIOLENT_KINDS, 'drugOffense', 'weapon', 'burglary'] },
          label:
            "'specified felonies' (force, controlled substances, firearms, explosives, burglary of an occupied dwelling, arson)",
        },
      ],
      waits: [
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          label: '3 years after fines, imprisonment, probation and parole are complete',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions: 'Automatic; no filing.',
      citations: ['Mich. Comp. Laws § 750.224f(1)'],
    }),
    route({
      id: 'mi-court-restoration',
      kind: 'COURT_PETITION',
      path: 'Circuit court petition to restore firearm rights (specified felonies)',
      requires: { any: [VIOLENT_KINDS, 'drugOffense', 'weapon', 'burglary'] },
      requiresLabel: "'specified felonies'",
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after fines, imprisonment, probation and parole are complete',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'Clear and convincing evidence that record and reputation show the person is not likely to be dangerous; one petition per 12 months.',
      citations: ['Mich. Comp. Laws § 28.424', 'Mich. Comp. Laws § 750.224f(2)'],
    }),
    route({
      id: 'mi-set-aside',
      kind: 'SET_ASIDE',
      path: 'Set-aside of the conviction (including Clean Slate)',
      excludes: [
        { when: 'homicide', label: 'offenses punishable by life imprisonment' },
        {
          when: { any: ['sexOffense', 'sexOffenderRegistration'] },
          label: 'certain criminal sexual conduct offenses',
        },
      ],
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: '5 years for one felony (not verified)',
          confidence: 'low',
        },
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '3 years for misdemeanors (not verified)',
          confidence: 'low',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['SET_ASIDE', 'EXPUNGEMENT'],
      confidence: 'medium',
      conditions: 'Eligibility and waiting periods under Mich. Comp. Laws § 780.621 et seq.',
      citations: ['Mich. Comp. Laws § 780.621 et seq.'],
    }),
    pardon({
      id: 'mi-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Mich. Const. art. V, § 14'],
    }),
  ],
  honors925c: false,
  notes:
    'In re Schultz, 334 Mich. App. 730 (2020): state restoration is not preempted by § 922(g). Whether automatic or court restoration satisfies § 921(a)(20) depends on full restoration of civil rights, so the federal effect goes to review; a set-aside is the clearer federal route.',
  verification: [
    'High-confidence row; not re-checked in this session. Added the Governor pardon, which the research row omitted.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://instalawyer.io/laws/michigan-compiled-laws/section-28424-restoration-of',
    'https://www.austin-legal.net/tag/restore-firearm-rights-after-convicted-of-a-felony/',
    'https://www.mattbenedictlaw.com/firearm-rights-restoration-in-michigan-restore-gun-rights-after-a-felony-conviction/',
    'https://courts.michigan.gov/4a2700/siteassets/publications/benchbooks/dvbb/dvbbresponsivehtml5.zip/DVBB/Ch_6_Firearms_Restrictions/Firearms_and_Ammunition_Restrictions_Resulting_From_Felony-.htm',
  ],
}
