import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const WA: StateAuthorities = {
  code: 'WA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://governor.wa.gov/boards-commissions/clemency-pardons-board',
    'https://governor.wa.gov/boards-commissions/clemency-pardons-board/submit-petition',
  ],
  byMechanism: {
    'wa-pardon': {
      name: 'Washington State Clemency and Pardons Board',
      kind: 'BOARD',
      address: [
        'Washington State Clemency and Pardons Board',
        'Office of the Attorney General',
        'P.O. Box 40116',
        'Olympia, WA 98504-0116',
      ],
      website: 'https://governor.wa.gov/boards-commissions/clemency-pardons-board/submit-petition',
      howToFile:
        'Complete the Petition for Reprieve, Commutation or Pardon and send it by e-mail to CPBoard@atg.wa.gov or by mail to the Board. The Board usually considers a petition only ten years after the conviction, once judicial remedies are exhausted; it holds quarterly public hearings with notice to the prosecuting attorney and recommends to the Governor.',
      feeCents: null,
      feeNote: "No fee was stated on the Board's pages we read.",
      forms: [
        form('Petition for Reprieve, Commutation or Pardon', null, {
          source: 'https://governor.wa.gov/boards-commissions/clemency-pardons-board/submit-petition',
        }),
      ],
      citations: ['Wash. Const. art. III, § 9', 'Wash. Rev. Code § 9.94A.885'],
      isVerified: true,
    },
  },
}
