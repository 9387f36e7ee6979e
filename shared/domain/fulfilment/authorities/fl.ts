import { filled } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { AuthorityEntry, StateAuthorities } from './types.ts'

const CLEMENCY = {
  name: 'Florida Commission on Offender Review, Office of Executive Clemency',
  kind: 'BOARD',
  address: ['Office of Executive Clemency', '4070 Esplanade Way', 'Tallahassee, FL 32399-2450'],
  website: 'https://www.fcor.state.fl.us/clemency.shtml',
  feeCents: 0,
  feeNote: 'The State of Florida charges no fee for a clemency application.',
  isVerified: false,
  verificationNote:
    "The Office's address moved (older notices give 2601 Blair Stone Road, Building C); confirm the current one on fcor.state.fl.us before mailing.",
} as const satisfies Partial<AuthorityEntry>

const DOCUMENTS =
  'Attach certified copies of the charging document (indictment or information), the judgment and the sentence or probation order for every felony conviction: applications without them are returned.'

export const FL: StateAuthorities = {
  code: 'FL',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.flgov.com/clemency/',
    'https://www.fcor.state.fl.us/docs/clemency/clemency_rules.pdf',
  ],
  byMechanism: {
    'fl-firearm-authority': {
      ...CLEMENCY,
      address: [...CLEMENCY.address],
      howToFile: `Mail the Application for Executive Clemency, checking "Specific Authority to Own, Possess or Use Firearms", eight years after every sentence and supervision ended, with no pending charges and no more than $1,000 owed in court costs. ${DOCUMENTS} Only Florida convictions qualify.`,
      forms: [
        form('Application for Executive Clemency', null, {
          source: 'https://www.fcor.state.fl.us/clemency.shtml',
          extra: [
            filled('Type of clemency requested', () => 'Specific Authority to Own, Possess or Use Firearms'),
          ],
        }),
      ],
      citations: ['Fla. R. Exec. Clemency 5(E)'],
    },
    'fl-full-pardon': {
      ...CLEMENCY,
      address: [...CLEMENCY.address],
      howToFile: `Mail the Application for Executive Clemency, checking "Full Pardon", ten years after every sentence and supervision ended. ${DOCUMENTS} A full pardon includes the authority to own, possess or use firearms.`,
      forms: [
        form('Application for Executive Clemency', null, {
          source: 'https://www.fcor.state.fl.us/clemency.shtml',
          extra: [filled('Type of clemency requested', () => 'Full Pardon')],
        }),
      ],
      citations: ['Fla. R. Exec. Clemency 5'],
    },
  },
}
