import { AUTHORITIES_CHECKED, form, residenceCourt } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const PA: StateAuthorities = {
  code: 'PA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.bop.pa.gov/Apply%20for%20Clemency/Pages/How-to-Obtain-an-Application.aspx',
    'https://www.pa.gov/services/bop/apply-for-clemency.html',
    'https://www.penncapital-star.com/criminal-justice/pa-s-board-of-pardons-sees-spike-in-applications-after-eliminating-fees/',
  ],
  byMechanism: {
    'pa-6105d': residenceCourt('court of common pleas of the county of your principal residence', [
      '18 Pa. Cons. Stat. § 6105(d)',
    ]),
    'pa-pardon': {
      name: 'Pennsylvania Board of Pardons',
      kind: 'BOARD',
      address: ['Board of Pardons', '333 Market Street, 15th Floor', 'Harrisburg, PA 17126'],
      website: 'https://www.pa.gov/services/bop/apply-for-clemency.html',
      howToFile:
        "Download the Board's combined clemency application (or request it by mail), answer every question, and file it with the court documents of each conviction, your Pennsylvania State Police criminal history record (access and review version), a certified driver record and a 2 x 2 color photo. The Board investigates, may grant a public hearing, and recommends to the Governor. Once pardoned, the conviction may be expunged by the court.",
      feeCents: 0,
      feeNote: 'The Board eliminated its application fees in March 2019.',
      forms: [
        form('Combined Application for Clemency (Pardon)', null, {
          source: 'https://www.pa.gov/services/bop/apply-for-clemency.html',
        }),
      ],
      requires: { CRIMINAL_HISTORY_REPORT: true },
      citations: ['Pa. Const. art. IV, § 9', '18 Pa. Cons. Stat. § 6105(d)(1)'],
      isVerified: true,
    },
  },
}
