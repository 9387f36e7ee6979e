import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, honors925c, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const VT: JurisdictionRules = {
  code: 'VT',
  name: 'Vermont',
  loss: {
    summary:
      "Since 2018 a person convicted of a 'violent crime' may not possess firearms; other felonies are not barred by state law. Felons never lose the vote.",
    bars: [
      {
        label: "a 'violent crime' (13 V.S.A. § 4017)",
        when: { any: [VIOLENT_KINDS, 'sexOffense', 'burglary'] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['13 V.S.A. § 4017(a)'],
      },
    ],
    citations: ['13 V.S.A. § 4017(a)'],
  },
  mechanisms: [
    honors925c('vt-925c', ['13 V.S.A. § 4017(c)']),
    route({
      id: 'vt-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement or sealing of a qualifying conviction',
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: '10 years after completing probation with no new conviction (older summary)',
          confidence: 'low',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'low',
      conditions: 'Limited felony eligibility; not verified against the current statute.',
      citations: ['13 V.S.A. § 7601 et seq.'],
    }),
    pardon({
      id: 'vt-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Vt. Const. ch. II, § 20'],
    }),
  ],
  honors925c: true,
  civilRightsNeverLost: true,
  notes:
    "Because Vermont felons never lose civil rights, there is nothing to 'restore' for federal purposes (Logan): only a pardon, expungement or § 925(c) relief removes the federal disability.",
  verification: ['Not re-checked against statute text in this session.'],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://self-law.org/code/vt/title-13/chapter-85/4017',
    'http://ccresourcecenter.org/state-restoration-profiles/vermontrestoration-of-rights-pardon-expungement-sealing/',
    'https://hillattorneypllc.com/other-blog-content/2015/11/22/expungement-in-vermont-what-firearms-owners-should-know',
  ],
}
