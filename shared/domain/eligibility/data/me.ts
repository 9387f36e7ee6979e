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
      path: 'Permit to possess a black-powder (muzzle-loading) rifle (Office of the Governor)',
      requires: 'felony',
      requiresLabel: 'disqualifying convictions',
      waits: [
        { years: 5, from: 'SENTENCE_COMPLETION', label: '5 years after final discharge from the sentence' },
      ],
      // Reported to cover only black-powder arms, which federal law does not count as firearms
      // (18 U.S.C. § 921(a)(3), (16)); it restores nothing that the state or federal bar reaches.
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'PARTIAL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'medium',
      conditions:
        'Reported to allow only a black-powder or muzzle-loading rifle, an antique firearm outside the federal definition: it is no restoration of firearm rights, and modern firearms stay barred under state and federal law.',
      citations: ['15 M.R.S. § 393(2)', '18 U.S.C. § 921(a)(3), (16)'],
      notes: 'Named for completeness; it never counts as a restoration route.',
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
    "2026-11-25, correction: the § 393(2) permit is encoded as no restoration route. The current section text was searched for (pages, docs and code corpora) but no stored copy was found; the correction on review reports that the permit covers only black-powder or muzzle-loading arms. Those are 'antique firearms' outside the federal definition (18 U.S.C. § 921(a)(3), (16); Vermont's 13 V.S.A. § 4017(d)(2)(C), read on legislature.vermont.gov, uses the same exclusion), so the permit restores nothing either bar reaches: kept PARTIAL with no federal effect and described as black-powder only. If the statute text shows a wider permit, revisit.",
    '2026-11-25, regime: the Governor pardon (Me. Const. art. V, pt. 1, § 11) is CLEMENCY: no eligibility threshold in statute or published rules; it is named as the remaining option (with § 925(c) the only federal routes, as Maine never takes civil rights away). The permit and the domestic-violence lapse are REGULAR.',
    'Earlier pass (2026-11-21): read Public Law 2017, c. 206 amending 15 M.R.S. § 393(2) (legislature.maine.gov): a person disqualified under subsection 1(A-1) or (C) may apply 5 years after final discharge, now to the Office of the Governor; the permit never allows a concealed handgun and lasts 4 years. Encoded as a partial restoration that leaves the federal bar.',
    'Earlier pass (2026-11-21): a secondary summary states the state domestic-violence loss lasts 5 years from final discharge; not confirmed in statute text.',
  ],
  confidence: 'low',
  researchConfidence: 'low',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://app.legiplex.com/me/legislature/2025/2025-r/bills/ld1009/drafts-latest',
    'https://legalclarity.org/maine-gun-laws-felons-rights-and-legal-restoration-process',
    'http://legislature.maine.gov/legis/bills/bills_128th/chapters/PUBLIC206.asp',
    'https://legislature.vermont.gov/statutes/section/13/085/04017',
  ],
}
