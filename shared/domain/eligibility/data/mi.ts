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
      // § 750.224f's bar and its lapse reach a felony of any jurisdiction alike.
      appliesTo: ANY_COURT,
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
      appliesTo: ANY_COURT,
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
      // Each wait runs from the last of sentencing, probation, parole and imprisonment (§ 780.621d).
      waits: [
        { years: 5, from: 'SENTENCE_COMPLETION', when: 'felony', label: '5 years for one felony' },
        {
          years: 7,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['felony', 'priorFelony'] },
          label: '7 years to set aside more than one felony',
        },
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '3 years for misdemeanors',
        },
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: { all: ['misdemeanor', { any: ['violent', 'domestic'] }] },
          label: '5 years for serious or assaultive misdemeanors',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['SET_ASIDE', 'EXPUNGEMENT'],
      confidence: 'medium',
      conditions: 'Eligibility and waiting periods under Mich. Comp. Laws § 780.621 et seq.',
      citations: ['Mich. Comp. Laws § 780.621 et seq.', 'Mich. Comp. Laws § 780.621d'],
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
    "2026-12-02, other jurisdictions: § 750.224f defines 'felony' to include another state's or the United States' offenses punishable by 4 years or more, and its 3-year lapse (subsection 1) and the § 28.424 petition (subsection 2) apply to 'a person convicted of a felony' alike, so both routes now reach out-of-state and federal convictions (docs/decisions/048).",
    '2026-11-25, waits: read Mich. Comp. Laws § 780.621d (casetext copy current through P.A. 156 of 2024; Clean Slate Clearinghouse MI-C-11 and MI-C-1): more than one felony 7 years, one felony or serious misdemeanors 5 years, other (non-assaultive) misdemeanors 3 years, each after the last of sentencing, probation, parole and imprisonment; a set-aside conviction is treated as never having occurred (§ 780.622). The set-aside waits are confirmed (no longer low); more than one felony is approximated by prior convictions.',
    '2026-11-25, regime: the Governor pardon (Mich. Const. art. V, § 14) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; automatic restoration, the § 28.424 petition and set-aside are REGULAR.',
    'Earlier pass (2026-11-21): high-confidence row, not re-checked. Added the Governor pardon, which the research row omitted.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://instalawyer.io/laws/michigan-compiled-laws/section-28424-restoration-of',
    'https://www.austin-legal.net/tag/restore-firearm-rights-after-convicted-of-a-felony/',
    'https://www.mattbenedictlaw.com/firearm-rights-restoration-in-michigan-restore-gun-rights-after-a-felony-conviction/',
    'https://courts.michigan.gov/4a2700/siteassets/publications/benchbooks/dvbb/dvbbresponsivehtml5.zip/DVBB/Ch_6_Firearms_Restrictions/Firearms_and_Ammunition_Restrictions_Resulting_From_Felony-.htm',
    'https://cleanslateclearinghouse.org/policies/mi-c-11/',
    'http://www.nationalreentryresourcecenter.org/cleanslate/states/michigan/policies/mi-c-1',
  ],
}
