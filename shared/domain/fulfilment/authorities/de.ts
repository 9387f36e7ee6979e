import { customer } from '../fields.ts'
import { ADDRESS_TO_CONFIRM, AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const DE: StateAuthorities = {
  code: 'DE',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://pardons.delaware.gov/filing-pardon-application/',
    'http://pardons.delaware.gov/faqs.shtml',
  ],
  byMechanism: {
    'de-pardon': {
      name: 'Delaware Board of Pardons',
      kind: 'BOARD',
      address: [
        'Delaware Board of Pardons',
        'Carvel State Office Building',
        '820 North French Street',
        'Wilmington, DE 19801',
      ],
      website: 'https://pardons.delaware.gov/filing-pardon-application/',
      howToFile:
        "First get your certified criminal history from the State Bureau of Identification (fingerprints and a fee; no older than three months when you file) and certified court dockets and sentencing orders for every adult conviction. Then follow the Board's checklist: the Criminal History Review Form, the Application for Pardon, the narrative of the offenses, your reasons for seeking a pardon, and the Affidavit of Mailing showing the required notices were sent. A psychological evaluation is needed after jail time for the offenses the Board lists. The Board hears the case and recommends to the Governor; a pardoned conviction may then be expunged.",
      feeCents: null,
      feeNote:
        'No Board fee was stated; the State Bureau of Identification charges for the certified criminal history.',
      forms: [
        form('Application for Pardon (Pardon Application Packet)', null, {
          source: 'https://pardons.delaware.gov/filing-pardon-application/',
          extra: [
            customer(
              'Affidavit of Mailing',
              'NOTARIZATION',
              'Sworn proof that the notices the Board requires were mailed.',
            ),
          ],
        }),
      ],
      requires: { CRIMINAL_HISTORY_REPORT: true },
      citations: ['Del. Const. art. VII, § 1', '11 Del. C. § 4362'],
      isVerified: false,
      verificationNote: ADDRESS_TO_CONFIRM,
    },
  },
}
