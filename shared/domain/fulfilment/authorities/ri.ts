import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const RI: StateAuthorities = {
  code: 'RI',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.cjpf.org/clemency-ri',
    'https://www.rilegislature.gov/pressrelease/_layouts/RIL.PressRelease.ListStructure/Forms/DisplayForm.aspx?List=c8baae31%2D3c10%2D431c%2D8dcd%2D9dbbe21ce3e9&ID=374099&Web=2bab1515%2D0dcc%2D4176%2Da2f8%2D8d4beebdf488',
  ],
  byMechanism: {
    'ri-pardon': clemencyOffice({
      name: 'Office of the Governor of Rhode Island (pardons, with the advice and consent of the Senate)',
      address: ['Office of the Governor', '82 Smith Street', 'Providence, RI 02903-1196'],
      website: 'https://governor.ri.gov/',
      howToFile:
        'There is no application form or formal process: send the Governor a written petition with your current BCI (state criminal history) report, a full description of the offense, the court documents of the disposition and sentence, and your reasons. A pardon also needs the Senate’s advice and consent; the last one was granted in 2011.',
      forms: [form('Written petition for pardon', null, {})],
      requires: { CRIMINAL_HISTORY_REPORT: true },
      citations: ['R.I. Const. art. IX, § 13'],
      verificationNote:
        "The Governor's State House address from an advocacy directory; confirm it on governor.ri.gov before mailing.",
    }),
  },
}
