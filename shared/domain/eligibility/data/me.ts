import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const ME: JurisdictionRules = {
  code: 'ME',
  name: 'Maine',
  loss: {
    summary:
      'A person convicted of a Maine crime punishable by one year or more, or of a federal or other-state crime punishable by more than one year, may not possess firearms; a domestic-violence conviction bars possession for 5 years after discharge.',
    bars: [
      {
        label: 'a crime punishable by one year or more',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['15 M.R.S. § 393(1)(A-1)'],
      },
      {
        label: 'a domestic-violence crime (for 5 years after discharge)',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['15 M.R.S. § 393(1)(A-1)'],
      },
    ],
    citations: ['15 M.R.S. § 393(1)(A-1)', '15 M.R.S. § 393(2)'],
  },
  mechanisms: [
    route({
      id: 'me-permit',
      kind: 'AGENCY_OR_BOARD_PETITION',
      path: 'Permit to possess firearms (Office of the Governor)',
      requires: 'felony',
      requiresLabel: 'disqualifying convictions',
      waits: [
        { years: 5, from: 'SENTENCE_COMPLETION', label: '5 years after final discharge from the sentence' },
      ],
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'PARTIAL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'medium',
      conditions:
        'A 4-year permit for the firearms it names; it never allows a concealed-handgun permit, so the federal bar remains.',
      citations: ['15 M.R.S. § 393(2)'],
    }),
    route({
      id: 'me-dv-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Domestic-violence bar ends 5 years after discharge',
      requires: 'mcdv',
      requiresLabel: 'domestic-violence misdemeanors',
      waits: [{ years: 5, from: 'SENTENCE_COMPLETION', label: '5 years after final discharge' }],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      conditions: 'Automatic if no new conviction in the 5 years; the federal (g)(9) bar remains.',
      citations: ['15 M.R.S. § 393(1)(A-1)'],
    }),
    pardon({
      id: 'me-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Me. Const. art. V, pt. 1, § 11'],
    }),
  ],
  honors925c: false,
  civilRightsNeverLost: true,
  notes:
    'Maine does not disenfranchise felons, so civil rights are never lost and the civil-rights route to federal relief is unavailable (Logan); only a pardon, expungement or § 925(c) relief works federally.',
  verification: [
    'Read Public Law 2017, c. 206 amending 15 M.R.S. § 393(2) (legislature.maine.gov): a person disqualified under subsection 1(A-1) or (C) may apply 5 years after final discharge, now to the Office of the Governor; the permit never allows a concealed handgun and lasts 4 years. Encoded as a partial restoration that leaves the federal bar.',
    'A secondary summary states the state domestic-violence loss lasts 5 years from final discharge; not confirmed in statute text.',
  ],
  confidence: 'low',
  researchConfidence: 'low',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://app.legiplex.com/me/legislature/2025/2025-r/bills/ld1009/drafts-latest',
    'https://legalclarity.org/maine-gun-laws-felons-rights-and-legal-restoration-process',
    'http://legislature.maine.gov/legis/bills/bills_128th/chapters/PUBLIC206.asp',
  ],
}
