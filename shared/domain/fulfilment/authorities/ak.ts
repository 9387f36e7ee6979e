import { customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const AK: StateAuthorities = {
  code: 'AK',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://doc.alaska.gov/parole-board/clemency-update',
    'https://ccresourcecenter.org/text-blocks/alaska-pardon',
  ],
  byMechanism: {
    'ak-pardon': {
      name: 'Alaska Board of Parole (executive clemency applications for the Governor)',
      kind: 'BOARD',
      address: ['Alaska Board of Parole', '550 W. 7th Ave., Suite 1800', 'Anchorage, AK 99501'],
      website: 'https://doc.alaska.gov/parole-board/clemency-update',
      howToFile:
        'Mail or e-mail the signed Clemency Application and waivers to the Alaska Board of Parole. Board staff decide eligibility; the Board then investigates, consults the district attorney and the sentencing court, and sends a confidential recommendation to the Governor, who alone grants a pardon. There is no hearing, and no pardon has been granted since 2006.',
      feeCents: null,
      feeNote: "No fee was stated on the Board's clemency page.",
      forms: [
        form('Clemency Application', null, {
          source: 'https://doc.alaska.gov/parole-board/clemency-update',
          extra: [customer('Waivers (release of records)', 'SIGNATURE')],
        }),
      ],
      citations: ['Alaska Const. art. III, § 21'],
      isVerified: true,
    },
  },
}
