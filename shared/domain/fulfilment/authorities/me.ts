import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const ME: StateAuthorities = {
  code: 'ME',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www1.maine.gov/corrections/node/18/',
    'https://www.cjpf.org/clemency-me',
    'https://ccresourcecenter.org/text-blocks/maine-pardon',
  ],
  byMechanism: {
    'me-permit': clemencyOffice({
      name: 'Office of the Governor of Maine (permit under 15 M.R.S. § 393(2))',
      kind: 'AGENCY',
      address: ['Office of the Governor', '1 State House Station', 'Augusta, ME 04333'],
      website: 'https://www.maine.gov/governor/',
      howToFile:
        'Apply in writing for a permit to possess a black-powder (muzzle-loading) rifle under 15 M.R.S. § 393(2). The permit is limited to that firearm and does not restore other firearm rights.',
      forms: [form('Application for a permit under 15 M.R.S. § 393(2)', null, { notarized: true })],
      citations: ['15 M.R.S. § 393(2)'],
    }),
    'me-pardon': clemencyOffice({
      name: "Governor's Board on Executive Clemency (Maine)",
      address: ["Governor's Board on Executive Clemency", '111 State House Station', 'Augusta, ME 04333'],
      website: 'https://www1.maine.gov/corrections/node/18/',
      howToFile:
        "Send the notarized Petition for Executive Clemency, naming each conviction, with certified copies of the charging instrument, the judgment and commitment and the docket sheet of each (or the clerk's written statement that they are unavailable), to the Department of Corrections for the Board. Eligible five years after the whole sentence ended. If a hearing is granted, notify the prosecutor and publish notice in a newspaper of the county of conviction as the Board instructs; the Board advises the Governor.",
      forms: [
        form('Petition for Executive Clemency', null, {
          notarized: true,
          source: 'https://www1.maine.gov/corrections/node/18/',
        }),
      ],
      citations: ['Me. Const. art. V, pt. 1, § 11', '15 M.R.S. § 2161'],
      verificationNote:
        "Address from the Board's general-information letter as copied by third parties; confirm it on maine.gov/corrections before mailing.",
    }),
  },
}
