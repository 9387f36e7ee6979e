import { ADDRESS_TO_CONFIRM, AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const WI: StateAuthorities = {
  code: 'WI',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://evers.wi.gov/Pages/pardon-information.aspx'],
  byMechanism: {
    'wi-pardon': {
      name: "Governor's Pardon Advisory Board (Wisconsin)",
      kind: 'BOARD',
      address: ['Office of the Governor', 'Pardon Advisory Board', 'P.O. Box 7863', 'Madison, WI 53707'],
      website: 'https://evers.wi.gov/Pages/pardon-information.aspx',
      howToFile:
        "Apply with the current Application for Executive Clemency from the Governor's pardon page (earlier requests must be re-filed on it), with certified copies of the judgment of conviction, your Wisconsin Department of Justice criminal history record and character references. Only Wisconsin felonies qualify, five years after the sentence was discharged, with no pending charges. Eligible applicants are heard by the Board, which recommends to the Governor.",
      feeCents: 0,
      feeNote: 'There is no fee to apply; the court may charge for certified copies.',
      forms: [
        form('Application for Executive Clemency', null, {
          source: 'https://evers.wi.gov/Pages/pardon-information.aspx',
        }),
      ],
      requires: { CRIMINAL_HISTORY_REPORT: true },
      citations: ['Wis. Const. art. V, § 6', 'Wis. Stat. § 941.29(5)(a)'],
      isVerified: false,
      verificationNote: `${ADDRESS_TO_CONFIRM} The application itself says how to submit it.`,
    },
  },
}
