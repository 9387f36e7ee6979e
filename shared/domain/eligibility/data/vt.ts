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
      excludes: [
        {
          when: { any: [VIOLENT_KINDS, 'sexOffense', 'sexOffenderRegistration', 'domestic'] },
          label:
            'listed crimes (13 V.S.A. § 5301(7): e.g. aggravated assault, domestic assault, sexual offenses), which are never qualifying crimes (13 V.S.A. § 7601(4))',
        },
      ],
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
  verification: [
    "2026-11-25, expungement and sealing: read 13 V.S.A. § 7601(4) (legislature.vermont.gov): a 'qualifying crime' is a misdemeanor that is not a listed crime (§ 5301(7): aggravated assault, domestic assault, sexual offenses and others) or one of a few listed property felonies. Encoded: listed crimes (violent, sex, domestic) excluded.",
    '2026-11-25, § 925(c): read 13 V.S.A. § 4017 on legislature.vermont.gov and self-law.org: (a) a person convicted of a violent crime shall not possess a firearm; (c) the section does not apply to a person exempt from federal firearms restrictions under 18 U.S.C. § 925(c); (d) firearms exclude antique firearms, including black-powder muzzle-loaders. The bar and the honors-925(c) route are confirmed as encoded.',
    '2026-11-25, regime: the Governor pardon (Vt. Const. ch. II, § 20) is CLEMENCY: no eligibility threshold in statute or published rules; named as the remaining option. Expungement and § 925(c) are REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://self-law.org/code/vt/title-13/chapter-85/4017',
    'http://ccresourcecenter.org/state-restoration-profiles/vermontrestoration-of-rights-pardon-expungement-sealing/',
    'https://hillattorneypllc.com/other-blog-content/2015/11/22/expungement-in-vermont-what-firearms-owners-should-know',
    'https://legislature.vermont.gov/statutes/section/13/085/04017',
  ],
}
