import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const NC: JurisdictionRules = {
  code: 'NC',
  name: 'North Carolina',
  loss: {
    summary: 'Any felony (any jurisdiction) bars purchasing, owning, possessing or having any firearm.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['N.C. Gen. Stat. § 14-415.1'],
      },
    ],
    citations: ['N.C. Gen. Stat. § 14-415.1'],
  },
  mechanisms: [
    route({
      id: 'nc-restoration',
      kind: 'COURT_PETITION',
      path: 'District court petition to restore firearms rights (one nonviolent felony)',
      appliesTo: ANY_COURT,
      requires: { all: ['felony', { not: 'priorFelony' }] },
      requiresLabel: 'a single nonviolent felony',
      excludes: [
        {
          when: { any: ['violent', 'homicide', 'kidnapping', 'robbery'] },
          label: 'felonies with assault as an essential element, and Class A, B1 and B2 felonies',
        },
        { when: 'weapon', label: 'felonies involving a firearm or deadly weapon' },
        {
          when: { any: ['sexOffense', 'sexOffenderRegistration'] },
          label: 'felonies requiring sex-offender registration',
        },
      ],
      waits: [
        {
          years: 20,
          from: 'SENTENCE_COMPLETION',
          label: '20 years after citizenship rights were restored (on completing the sentence)',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'North Carolina resident for at least a year; $200 fee; fingerprints; no violent misdemeanor since; not otherwise prohibited.',
      citations: ['N.C. Gen. Stat. § 14-415.4'],
    }),
    route({
      id: 'nc-expunction',
      kind: 'EXPUNGEMENT',
      path: 'Expunction of a nonviolent felony',
      // § 15A-145.5(a): only Class H and I felonies qualify. The class the charges name decides;
      // without one, a maximum above Class H's 39 months marks Class A through G (a named Class H or
      // I carries its own maximum, 39 months or less, so the second test stays false for it).
      excludes: [
        {
          when: {
            any: [
              { offenseClassIn: ['F:A', 'F:B1', 'F:B2', 'F:C', 'F:D', 'F:E', 'F:F', 'F:G'] },
              { all: ['felony', { maxSentenceAtLeast: 3.5 }] },
            ],
          },
          label: 'Class A through G felonies',
        },
        { when: VIOLENT_KINDS, label: 'offenses with assault as an essential element' },
        {
          when: { any: ['sexOffense', 'sexOffenderRegistration'] },
          label: 'registrable and listed sex offenses',
        },
        {
          when: { all: ['felony', 'drugDistribution'] },
          label: 'felony drug offenses involving methamphetamine, heroin, or selling cocaine',
          confidence: 'low',
        },
      ],
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: '10 years for one nonviolent felony (reported)',
          confidence: 'low',
        },
        {
          years: 20,
          from: 'SENTENCE_COMPLETION',
          when: 'priorFelony',
          label: '20 years for two or three nonviolent felonies (reported)',
          confidence: 'low',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'medium',
      conditions: 'Waiting periods under § 15A-145.5.',
      citations: ['N.C. Gen. Stat. § 15A-145.5'],
    }),
    pardon({
      id: 'nc-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary (pardon of innocence or unconditional pardon).',
      citations: ['N.C. Const. art. III, § 5(6)'],
    }),
  ],
  honors925c: false,
  notes: 'UNC School of Government: whether a § 14-415.4 restoration lifts the federal ban is unresolved.',
  verification: [
    '2026-12-02, other convictions: the § 14-415.4 petition is for a person with one felony conviction (several from one judgment count as one), so it turns on another felony, not on misdemeanors; the expunction of more than one nonviolent felony waits longer (20 years, § 15A-145.5(c), reported, low) (docs/decisions/048).',
    '2026-11-25, expunction: the Class A-G exclusion of § 15A-145.5(a) now tests the class letter the charges name (offenseClassIn), with the 39-month maximum kept only for texts that name no class.',
    "2026-11-25, expunction: read N.C. Gen. Stat. § 15A-145.5(a) on ncleg.gov: a 'nonviolent felony' excludes Class A through G felonies, offenses with assault as an essential element, registrable and listed sex or stalking offenses, felony drug offenses involving methamphetamine, heroin or selling cocaine, and others; the UNC School of Government's Relief from a Criminal Conviction (2023) confirms only Class H and I felonies qualify. Added the Class A-G exclusion (read from the class table's maximum: Class G 47 months, Class H 39), the sex-offense and (low, as only some drug felonies are excluded) drug-distribution exclusions. The 10-year wait was not re-read and stays low.",
    '2026-11-25, regime: the Governor pardon (N.C. Const. art. III, § 5(6)) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the § 14-415.4 petition and expunction are REGULAR.',
    'Earlier pass (2026-11-21): high-confidence row, not re-checked.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://www.ncrecordexpungements.com/restoration-of-firearm-rights-in-north-carolina',
    'https://prjlaw.com/2022/07/05/restoring-firearm-rights-after-a-felony-conviction/',
    'https://www.sog.unc.edu/node/97826',
    'https://nccriminallaw.sog.unc.edu/tag/caron/',
    'https://ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_15A/GS_15A-145.5.html',
    'http://www.sog.unc.edu/resources/microsites/relief-criminal-conviction/older-nonviolent-misdemeanor-and-felony-convictions',
  ],
}
