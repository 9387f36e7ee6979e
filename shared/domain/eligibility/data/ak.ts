import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const AK: JurisdictionRules = {
  code: 'AK',
  name: 'Alaska',
  loss: {
    summary:
      'A felon may not possess a firearm capable of being concealed on the person (handguns). The bar lapses 10 years after unconditional discharge unless the felony was an offense against the person (AS 11.41). Long guns are not barred by state law.',
    bars: [
      {
        label: 'a felony (concealable firearms only)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Alaska Stat. § 11.61.200(a)(1), (b)(1)'],
      },
    ],
    citations: ['Alaska Stat. § 11.61.200(a)(1), (b)(1)', 'Alaska Stat. § 15.05.030'],
  },
  mechanisms: [
    route({
      id: 'ak-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Handgun bar lapses 10 years after unconditional discharge',
      requires: 'felony',
      requiresLabel: 'felonies',
      excludes: [
        {
          when: { any: [VIOLENT_KINDS, 'sexOffense'] },
          label:
            'offenses against the person under AS 11.41 (homicide, assault, sexual offenses, robbery, kidnapping)',
        },
      ],
      waits: [{ years: 10, from: 'SENTENCE_COMPLETION', label: '10 years after unconditional discharge' }],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'Automatic; no filing. Civil rights return on unconditional discharge, but until the handgun bar lapses the remaining restriction keeps the federal bar (Caron).',
      citations: ['Alaska Stat. § 11.61.200(b)(1)'],
    }),
    route({
      id: 'ak-set-aside',
      requiresProbationSentence: true,
      requiresDeferredDisposition: true,
      kind: 'SET_ASIDE',
      path: 'Set-aside after suspended imposition of sentence',
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['SET_ASIDE'],
      conditions: 'Only where the court suspended imposition of sentence and later set the conviction aside.',
      citations: ['Alaska Stat. § 12.55.085', 'Alaska Stat. § 11.61.200(b)(1)'],
    }),
    pardon({
      id: 'ak-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Alaska Const. art. III, § 21'],
    }),
  ],
  honors925c: false,
  notes:
    "Before the 10-year lapse the handgun-only restriction plus restored civil rights triggers the federal 'unless' clause (Caron), so the federal bar persists; after the lapse the federal effect is unsettled and is sent to review.",
  verification: [
    '2026-11-25, set-aside: Alaska Stat. § 12.55.085 (Alaska Criminal Justice Commission recommendation 5-2015 describing it) sets aside only a conviction whose imposition of sentence was suspended and whose probation was completed: marked as requiring that deferred disposition and a probation sentence, the open question dropped; a suspended imposition read from the text (or stated) is judged on this route.',
    '2026-11-25, sentence: the set-aside (Alaska Stat. § 12.55.085) exists only after a suspended imposition of sentence, i.e. probation: marked as requiring a probation sentence, so a prison sentence read from the sentence text rules it out.',
    '2026-11-25, regime: the Governor pardon (Alaska Const. art. III, § 21) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the handgun lapse and set-aside are REGULAR (statutory criteria).',
    'Earlier pass (2026-11-21): not re-checked against statute text; encoded as the research row states.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://legalclarity.org/alaska-gun-laws-for-felons-restrictions-and-restoration-options',
    'http://ccresourcecenter.org/resources-2/restoration-of-rights/chart-1-loss-and-restoration-of-civil-rights-and-firearms-privileges/',
    'http://cd.textfiles.com/group42/WEAPONS/LAWS/AK.HTM',
  ],
}
