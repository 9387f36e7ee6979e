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
      id: 'va-civil-rights',
      kind: 'EXECUTIVE_RESTORATION',
      // Anyone released from incarceration may ask; decided case by case with no published
      // criteria since 2023, so it is clemency (docs/decisions/020).
      regime: 'CLEMENCY',
      path: "Governor's restoration of civil rights (the first step; it does not restore firearms)",
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'NONE',
      conditions:
        'The Secretary of the Commonwealth reviews applications case by case after release from incarceration; the Governor cannot restore firearm rights, which need a circuit court order.',
      citations: ['Va. Const. art. V, § 12'],
    }),
    route({
      id: 'va-restoration-order',
      kind: 'COURT_PETITION',
      path: 'Governor restoration of civil rights, then a circuit court firearm restoration order',
      waits: [{ years: 0, from: 'RELEASE_FROM_CONFINEMENT', label: 'after release' }],
      // § 18.2-308.2(C): only a person whose civil rights the Governor has restored may petition.
      requiresRelief: 'RIGHTS_RESTORED',
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
  verification: [
    "2026-11-25, court order: read practitioner summaries of Va. Code Ann. § 18.2-308.2(C) (four firms, consistent): it lets only a person whose civil rights the Governor has restored petition the circuit court: encoded as requiring restoration of rights held (requiresRelief) instead of an open question; without it the route is closed and the Governor's restoration (clemency) is the remaining step.",
    "2026-11-25, regime: the Governor pardon is CLEMENCY (no threshold). Read the Restoration of Rights office FAQ (restore.virginia.gov: the Governor will consider anyone who has finished incarceration; the Governor cannot restore firearm rights, which a circuit court restores under § 18.2-308.2(C); other-state and federal convictions petition the court of conviction) and WHSV (Mar. 28, 2023: since 2023 the Secretary of the Commonwealth reviews applications case by case, and advocates do not know the criteria). The civil-rights step is therefore encoded as its own CLEMENCY route with no firearm effect, and the court route, still REGULAR, depends on it having been granted (unresolved: review), so a case whose only state route needs the Governor's discretion is never ELIGIBLE. The engine cannot yet tell a restoration already held from one still to seek (reported as a needed field).",
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://armedagain.com/?p=567',
    'https://visitmiddlesexva.org/452/Order---Petition-to-Restore-Firearm-Righ',
    'https://www.whfisher.com/news-updates/2017/10/24/restoration-of-gun-rights-in-virginia-under-section-182-3082c',
    'https://www.novadefender.com/restoration-of-gun-rights-va',
    'http://restore.virginia.gov/frequently-asked-questions/',
    'https://www.whsv.com/2023/03/28/youngkin-administration-changes-policies-regarding-restoring-rights-convicted-felons/',
  ],
}
