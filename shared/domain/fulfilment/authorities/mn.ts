import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const MN: StateAuthorities = {
  code: 'MN',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://mn.gov/doc/about/pardon-board/', 'https://mn.gov/doc/about/pardon-board/eligibility/'],
  byMechanism: {
    'mn-pardon': {
      name: 'Minnesota Board of Pardons',
      kind: 'BOARD',
      address: ['Minnesota Board of Pardons', '1450 Energy Park Drive, Suite 200', 'St. Paul, MN 55108-5219'],
      website: 'https://mn.gov/doc/about/pardon-board/',
      howToFile:
        'Request the Application for Pardon Extraordinary from the Board (651-361-7171, mnboardofpardons@state.mn.us), complete it with your personal statement, letters of recommendation and your Minnesota criminal history, and return it to the Board. Eligible five years after the sentence expired (ten for a crime of violence) with no new conviction; the Board meets twice a year.',
      feeCents: null,
      feeNote: 'No fee was stated in the sources we read; confirm with the Board.',
      forms: [
        form('Application for Pardon Extraordinary', null, {
          source: 'https://mn.gov/doc/about/pardon-board/',
        }),
      ],
      requires: { CRIMINAL_HISTORY_REPORT: true },
      citations: ['Minn. Stat. § 638.02', 'Minn. Stat. § 638.12'],
      isVerified: false,
      verificationNote:
        "The Board's page gives its phone and e-mail; the street address comes from an advocacy directory. Confirm it before mailing.",
    },
  },
}
