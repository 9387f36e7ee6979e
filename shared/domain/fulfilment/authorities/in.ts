import { blank } from '../fields.ts'
import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const IN: StateAuthorities = {
  code: 'IN',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://law.justia.com/codes/indiana/2011/title11/article9/chapter2/',
    'https://casetext.com/regulation/indiana-administrative-code/title-220-parole-board/article-11-general-provisions/rule-220-iac-11-4-clemency/section-220-iac-11-4-4-petition-and-recommendation-consideration',
  ],
  byMechanism: {
    'in-pardon': clemencyOffice({
      name: 'Indiana Parole Board (clemency petitions for the Governor)',
      address: [],
      website: 'https://www.in.gov/idoc/parole-board/',
      howToFile:
        'File a written, signed Petition for Clemency (pardon) with the Parole Board on its forms, including statements from the trial judge and the trial prosecutor (or a note of who was asked and declined). The Board notifies the sentencing court, the prosecutor and any victim, investigates, holds a hearing, and recommends to the Governor. Ask expressly for restoration of firearm rights where the conviction was a crime of domestic violence.',
      forms: [
        form('Petition for Clemency', null, {
          notarized: true,
          extra: [
            blank(
              'Statement of the trial judge',
              'Ask the judge (or the successor in office) for a statement on the petition.',
            ),
            blank(
              'Statement of the trial prosecuting attorney',
              'Ask the prosecutor (or the successor in office) for a statement.',
            ),
          ],
        }),
      ],
      citations: ['Ind. Const. art. 5, § 17', 'Ind. Code § 11-9-2-1', '220 Ind. Admin. Code 1.1-4-4'],
    }),
  },
}
