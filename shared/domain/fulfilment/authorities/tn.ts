import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const TN: StateAuthorities = {
  code: 'TN',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.tn.gov/bop/agency-services/executive-clemency-unit.html',
    'https://www.einpresswire.com/article/802350663/executive-clemency-hearings-to-be-held-april-22-23-in-nashville',
  ],
  byMechanism: {
    'tn-pardon': clemencyOffice({
      name: 'Tennessee Board of Parole, Executive Clemency Unit',
      address: [
        'Tennessee Board of Parole',
        'Executive Clemency Unit',
        'Davy Crockett Tower, 500 James Robertson Parkway',
        'Nashville, TN 37243',
      ],
      website: 'https://www.tn.gov/bop/agency-services/executive-clemency-unit.html',
      howToFile:
        "Check first whether the conviction can be expunged without a pardon. Otherwise send the Executive Clemency Application to the Board of Parole's Executive Clemency Unit, which processes it under the Governor's criteria; the Board holds a hearing and makes a non-binding recommendation to the Governor, who alone grants clemency.",
      forms: [
        form('Executive Clemency Application (Pardon)', null, {
          source: 'https://www.tn.gov/bop/agency-services/executive-clemency-unit.html',
        }),
      ],
      citations: ['Tenn. Const. art. III, § 6', 'Tenn. Code Ann. § 40-27-101'],
      verificationNote:
        "The Board's central office is at 500 James Robertson Parkway (its notices); confirm where clemency applications are mailed on tn.gov/bop before sending.",
    }),
  },
}
