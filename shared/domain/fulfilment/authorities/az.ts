import { blank, customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const AZ: StateAuthorities = {
  code: 'AZ',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://boec.az.gov/helpful-information',
    'https://online.documentine.com/child-support-card-az/1/how-to-apply-for-a-pardon-az.html',
  ],
  byMechanism: {
    'az-pardon': {
      name: 'Arizona Board of Executive Clemency',
      kind: 'BOARD',
      address: [
        'Arizona Board of Executive Clemency',
        '4000 North Central Avenue, Suite 2300',
        'Phoenix, AZ 85012',
      ],
      website: 'https://boec.az.gov/',
      howToFile:
        'Mail the pardon package to the Board: the original pardon application with the signature page notarized and one copy, two recent sets of fingerprints, the affidavit of publication of your notice in the county of conviction, the certified-mail return receipts from notifying the prosecutor of that county, the presentence report and sentencing minute entries for each case, proof that all fees and restitution are paid, your resume, copies of your absolute discharge, restoration of civil rights or set-aside orders, and at least three letters of support (no more than one from a relative). Incomplete packages are not processed. The Board holds a hearing and, if it recommends a pardon, the Governor decides.',
      feeCents: null,
      feeNote:
        "No fee was stated in the Board's instructions we read; publishing the notice costs what the newspaper charges.",
      forms: [
        form('Pardon Application', null, {
          notarized: true,
          source: 'https://boec.az.gov/',
          extra: [
            customer(
              'Affidavit of publication (county of conviction)',
              'HANDWRITTEN',
              'The newspaper gives it once your notice of application has run.',
            ),
            blank(
              'Certified-mail receipt from notifying the county prosecutor',
              'The green card return receipt.',
            ),
          ],
        }),
      ],
      requires: { CHARACTER_REFERENCES: true, PRIOR_RELIEF_ORDER: false },
      citations: ['Ariz. Rev. Stat. § 31-402', 'Ariz. Admin. Code R5-4-201'],
      isVerified: true,
    },
  },
}
