import { customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const MS: StateAuthorities = {
  code: 'MS',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.pardon411.com/wiki/Mississippi_Pardon_Information',
    'http://nmisscommentor.com/law/a-2008-statement-of-the-governors-policy-on-pardons-and-some-history-of-the-publication-requirement/',
  ],
  byMechanism: {
    'ms-pardon': clemencyOffice({
      name: 'Office of the Governor of Mississippi (pardons; investigated by the Parole Board)',
      address: ['Office of the Governor', 'P.O. Box 139', 'Jackson, MS 39205'],
      website: 'https://governor.ms.gov/',
      howToFile:
        "First publish, for thirty days, a notice of your application setting out why the pardon should be granted in a newspaper of the county where the crime was committed, as the Constitution requires for a felony (a notice once a week for four weeks has been held not to be enough). Then send the application with letters of recommendation to the Governor, who refers meritorious cases to the Parole Board. The Governor's office usually expects seven years since the sentence ended.",
      forms: [
        form('Application for Pardon', null, {
          extra: [customer('Proof of publication for thirty days (newspaper affidavit)', 'HANDWRITTEN')],
        }),
      ],
      citations: ['Miss. Const. art. 5, § 124'],
    }),
  },
}
