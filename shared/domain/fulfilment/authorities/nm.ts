import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const NM: StateAuthorities = {
  code: 'NM',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://governor.state.nm.us/2021/08/06/governor-issues-executive-clemency-to-19-individuals-2',
    'https://paperzz.com/doc/8885271/state-of-new-mexico',
    'https://www.cjpf.org/clemency-nm',
  ],
  byMechanism: {
    'nm-pardon': clemencyOffice({
      name: 'Office of the Governor of New Mexico (executive clemency)',
      address: ['Office of the Governor', 'State Capitol Building', 'Santa Fe, NM 87503'],
      website: 'https://www.governor.state.nm.us/',
      howToFile:
        "Download the Governor's executive clemency guidelines and application and send the application to the Governor's Office, asking for a pardon restoring civil rights and the right to bear arms (the only clemency offered to people no longer in custody). Felony applicants are expected to have stayed arrest-free for five to ten years after discharge. The Parole Board reviews it and makes a non-binding recommendation.",
      forms: [form('Application for Executive Clemency', null, {})],
      citations: ['N.M. Const. art. V, § 6', 'N.M. Stat. Ann. § 31-21-17'],
      verificationNote:
        "Address from an advocacy directory; confirm it on the Governor's website, where the current application is posted.",
    }),
  },
}
