import { AUTHORITIES_CHECKED, clemencyOffice, form, residenceCourt } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const ND: StateAuthorities = {
  code: 'ND',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://www.docr.nd.gov/pardon-advisory-board', 'https://www.cjpf.org/clemency-nd'],
  byMechanism: {
    'nd-court-restoration': residenceCourt('district court of the county where you live', [
      'N.D. Cent. Code § 62.1-02-01.1',
    ]),
    'nd-pardon': clemencyOffice({
      name: 'North Dakota Pardon Advisory Board',
      address: ['Pardon Advisory Board', 'Box 5521', 'Bismarck, ND 58506'],
      website: 'https://www.docr.nd.gov/pardon-advisory-board',
      howToFile:
        "Return the Board's application, complete with every attachment, well before one of its two meetings a year (April and November); the sentencing judge and state's attorney are notified. The Board recommends to the Governor, whose signature makes any grant official. Ask expressly for restoration of firearm rights: a pardon restores them only when it says so.",
      forms: [
        form('Application for Pardon', null, { source: 'https://www.docr.nd.gov/pardon-advisory-board' }),
      ],
      citations: ['N.D. Const. art. V, § 7', 'N.D. Cent. Code ch. 12-55.1'],
      verificationNote:
        'Post-office box from an advocacy directory; confirm it on docr.nd.gov before mailing.',
    }),
  },
}
