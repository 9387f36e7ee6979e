import { customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const SD: StateAuthorities = {
  code: 'SD',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://doc.sd.gov/pardon/faq.aspx', 'https://doc.sd.gov/pardon/instructions.aspx'],
  byMechanism: {
    'sd-pardon': {
      name: 'South Dakota Board of Pardons and Paroles',
      kind: 'BOARD',
      address: [
        'Office of the Board of Pardons and Paroles',
        'South Dakota State Penitentiary',
        'P.O. Box 5911',
        'Sioux Falls, SD 57117-5911',
      ],
      website: 'https://doc.sd.gov/pardon/',
      howToFile:
        "Apply online through the Department of Corrections' pardon site (or mail the paper application to the Board's office) with proof that all court costs, fines and restitution are paid, a personal letter and letters of recommendation. Unless you qualify for an exceptional pardon (one felony, five years after release or the offense), publish the notice of application (Form SDPA-2) in the official newspaper of the county of the offense once a week for three weeks. The Board hears the case and recommends to the Governor.",
      feeCents: 0,
      feeNote: 'There is no fee to apply; gathering documents and publishing the notice cost money.',
      forms: [
        form('Application for Pardon', null, {
          source: 'https://doc.sd.gov/pardon/',
          extra: [
            customer(
              'Notice of application for publication (Form SDPA-2)',
              'HANDWRITTEN',
              'Not needed for an exceptional pardon.',
            ),
          ],
        }),
      ],
      requires: { CHARACTER_REFERENCES: true },
      citations: ['S.D. Const. art. IV, § 3', 'S.D. Codified Laws ch. 24-14'],
      isVerified: true,
    },
  },
}
