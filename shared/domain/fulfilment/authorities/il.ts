import { blank, customer } from '../fields.ts'
import { ADDRESS_UNKNOWN, AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const IL: StateAuthorities = {
  code: 'IL',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://isp.illinois.gov/FoidCardReviewBoard/RequestsForRelief',
    'https://isp.illinois.gov/FoidCardReviewBoard/FAQs',
    'https://ilga.gov/commission/jcar/admincode/020/020035000B02000R.html',
  ],
  byMechanism: {
    'il-foid-relief': {
      name: "Illinois Firearm Owner's Identification Card Review Board (Illinois State Police)",
      kind: 'AGENCY',
      address: [],
      website: 'https://isp.illinois.gov/FoidCardReviewBoard/RequestsForRelief',
      howToFile:
        'First e-mail the Illinois State Police (ISP.FRCU@illinois.gov) to learn which venue has your case: the FOID Card Review Board hears most felonies, while forcible felonies, domestic battery, Class 2 or greater drug felonies and weapons felonies go to the circuit court of the county where you live. For the Board, submit the Request for Relief and Reinstatement of Firearms Rights form with the documents on its checklist within 90 days of the FOID denial or revocation notice.',
      feeCents: null,
      feeNote: 'No fee was stated in the sources we read.',
      forms: [
        form('Request for Relief and Reinstatement of Firearms Rights', null, {
          source: 'https://isp.illinois.gov/FoidCardReviewBoard/FormsAndChecklists',
          extra: [
            blank(
              'FOID application or card number and date of the denial or revocation notice',
              'From the letter the State Police sent.',
            ),
            customer(
              'Personal statement',
              'HANDWRITTEN',
              'The circumstances of each conviction and why you can be trusted with firearms.',
            ),
          ],
        }),
      ],
      requires: { CHARACTER_REFERENCES: true },
      citations: ['430 ILCS 65/10', '20 Ill. Adm. Code 3500.200'],
      isVerified: false,
      verificationNote: ADDRESS_UNKNOWN,
    },
    'il-pardon': {
      name: 'Illinois Prisoner Review Board (executive clemency)',
      kind: 'BOARD',
      address: [
        'Illinois Prisoner Review Board',
        '319 East Madison Street, Suite A',
        'Springfield, IL 62701',
      ],
      website: 'https://www2.illinois.gov/sites/prb/Pages/ExecutiveClemency.aspx',
      howToFile:
        "File a Petition for Executive Clemency with the Prisoner Review Board, with copies to the state's attorney and sentencing judge as its instructions require, and ask expressly for a pardon authorizing you to possess firearms. The Board holds hearings and advises the Governor.",
      feeCents: null,
      feeNote: 'No fee was stated in the sources we read.',
      forms: [form('Petition for Executive Clemency', null, { notarized: true })],
      citations: ['Ill. Const. art. V, § 12', '730 ILCS 5/3-3-13'],
      isVerified: false,
      verificationNote:
        "Mailing address from our research notes, not yet checked against the Board's own site: confirm it (and the current petition form) before mailing.",
    },
  },
}
