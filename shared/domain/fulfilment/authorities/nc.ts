import { AUTHORITIES_CHECKED, clemencyOffice, form, residenceCourt } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const NC: StateAuthorities = {
  code: 'NC',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://governor.nc.gov/executive-clemency-office',
    'http://www.doc.state.nc.us/clemency/',
    'https://www.sog.unc.edu/resources/microsites/relief-criminal-conviction/pardons',
  ],
  byMechanism: {
    'nc-restoration': residenceCourt('district court of the district where you live', [
      'N.C. Gen. Stat. § 14-415.4(c)',
    ]),
    'nc-pardon': clemencyOffice({
      name: "North Carolina Governor's Executive Clemency Office",
      address: ["Governor's Clemency Office", '4294 Mail Service Center', 'Raleigh, NC 27699-4294'],
      website: 'https://governor.nc.gov/executive-clemency-office',
      howToFile:
        "Write to the Governor for a Pardon of Forgiveness: the application must be in writing, signed, state the grounds and reasons, and come with certified copies of the indictments and judgments (from the clerk of court of the county of conviction). The Governor's office usually expects five years since release from supervision. Its page says a pardon does not by itself restore the right to possess a firearm but lets you apply to restore it.",
      forms: [
        form('Application for Pardon of Forgiveness', null, {
          source: 'https://governor.nc.gov/executive-clemency-office',
        }),
      ],
      citations: ['N.C. Const. art. III, § 5(6)', 'N.C. Gen. Stat. §§ 147-21 to 147-25'],
      verificationNote:
        "Mail Service Center address from the Clemency Office's earlier official page; confirm it on governor.nc.gov before mailing.",
    }),
  },
}
