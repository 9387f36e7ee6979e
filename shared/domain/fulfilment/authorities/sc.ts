import { blank, customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const SC: StateAuthorities = {
  code: 'SC',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://www.dppps.sc.gov/Parole-Pardon-Release/Pardon-Application'],
  byMechanism: {
    'sc-pardon': {
      name: 'South Carolina Department of Probation, Parole and Pardon Services (Paroles, Pardons and Release Services)',
      kind: 'BOARD',
      address: [
        'Paroles, Pardons and Release Services',
        'Attn: Pardon Application Processing',
        'P.O. Box 207',
        'Columbia, SC 29202',
      ],
      website: 'https://www.dppps.sc.gov/Parole-Pardon-Release/Pardon-Application',
      howToFile:
        "Mail the completed Pardon Application with three letters of support (signed and dated within the last six months by people not related to you), the notarized Release of Information, a certified statement that all restitution is paid, and the $100 fee by money order or cashier's check payable to the South Carolina Department of Probation, Parole and Pardon Services. Agents investigate in the county of the first offense; the Board then hears the case.",
      feeCents: 10000,
      feeNote:
        "A $100 non-refundable fee, by money order or cashier's check; an application without it is returned.",
      forms: [
        form('Application for Pardon', null, {
          source: 'https://www.dppps.sc.gov/Parole-Pardon-Release/Pardon-Application',
          extra: [
            blank(
              'Letters of support: name, address and home and work telephone of each writer',
              'Three writers not related to you by birth or marriage.',
            ),
          ],
        }),
        {
          name: 'General Release of Information',
          number: null,
          source: 'https://www.dppps.sc.gov/Parole-Pardon-Release/Pardon-Application',
          fields: [
            customer("Applicant's signature", 'SIGNATURE'),
            customer('Notary acknowledgment (sign in front of a notary)', 'NOTARIZATION'),
          ],
        },
      ],
      requires: {
        CHARACTER_REFERENCES: true,
        PROOF_OF_SENTENCE_COMPLETION: true,
        CRIMINAL_HISTORY_REPORT: false,
      },
      citations: ['S.C. Code Ann. § 24-21-950', 'S.C. Code Ann. § 17-25-322'],
      isVerified: true,
    },
  },
}
