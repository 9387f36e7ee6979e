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
      requires: { all: ['felony', { not: 'priorConvictions' }] },
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
      excludes: [{ when: { any: [VIOLENT_KINDS, 'sexOffense'] }, label: 'violent felonies' }],
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: '10 years for one nonviolent felony (reported)',
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
  verification: ['High-confidence row; not re-checked in this session.'],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://www.ncrecordexpungements.com/restoration-of-firearm-rights-in-north-carolina',
    'https://prjlaw.com/2022/07/05/restoring-firearm-rights-after-a-felony-conviction/',
    'https://www.sog.unc.edu/node/97826',
    'https://nccriminallaw.sog.unc.edu/tag/caron/',
  ],
}
