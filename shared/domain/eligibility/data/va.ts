import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const VA: JurisdictionRules = {
  code: 'VA',
  name: 'Virginia',
  loss: {
    summary:
      'Any felony (Virginia, another state or federal) bars possessing or transporting firearms and ammunition.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Va. Code Ann. § 18.2-308.2(A)'],
      },
    ],
    citations: ['Va. Code Ann. § 18.2-308.2(A)'],
  },
  mechanisms: [
    route({
      id: 'va-restoration-order',
      kind: 'COURT_PETITION',
      path: 'Governor restoration of civil rights, then a circuit court firearm restoration order',
      waits: [{ years: 0, from: 'RELEASE_FROM_CONFINEMENT', label: 'after release' }],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        "Two steps: the Governor (Secretary of the Commonwealth) restores civil rights for Virginia convictions only; then a circuit court may restore firearm rights for good cause, with a copy to the Commonwealth's Attorney.",
      citations: ['Va. Code Ann. § 18.2-308.2(C)', 'Va. Const. art. V, § 12'],
    }),
    pardon({
      id: 'va-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Va. Const. art. V, § 12'],
    }),
  ],
  honors925c: false,
  notes: "Virginia's new sealing law (effective 2026) does not substitute for firearm restoration.",
  verification: ['Not re-checked against statute text in this session.'],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://armedagain.com/?p=567',
    'https://visitmiddlesexva.org/452/Order---Petition-to-Restore-Firearm-Righ',
    'https://www.whfisher.com/news-updates/2017/10/24/restoration-of-gun-rights-in-virginia-under-section-182-3082c',
    'https://www.novadefender.com/restoration-of-gun-rights-va',
  ],
}
