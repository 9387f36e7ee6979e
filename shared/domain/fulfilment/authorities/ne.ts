import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const NE: StateAuthorities = {
  code: 'NE',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['http://www.pardons.nebraska.gov/instructions.html', 'http://www.pardons.state.ne.us/faq.html'],
  byMechanism: {
    'ne-pardon': {
      name: 'Nebraska Board of Pardons',
      kind: 'BOARD',
      address: ['Nebraska Board of Pardons', 'P.O. Box 94754', 'Lincoln, NE 68509-4754'],
      website: 'https://pardons.nebraska.gov/',
      howToFile:
        "Send the signed application from the Board's office, with three or more letters from citizens of your community verifying your good character and a receipt from the clerk of the county or district court that all fines, costs and restitution are paid. The Board (the Governor, the Attorney General and the Secretary of State) first considers the application, then may grant a hearing at which you must appear. Ask expressly that the Governor authorize you to possess a firearm: after a felony pardon the Board may empower the Governor to do so. The Board usually waits ten years after a felony sentence is discharged (three for a misdemeanor).",
      feeCents: null,
      feeNote: "No fee was stated in the Board's instructions we read.",
      forms: [
        form('Application for Pardon', null, { source: 'http://www.pardons.nebraska.gov/instructions.html' }),
      ],
      requires: { CHARACTER_REFERENCES: true, PROOF_OF_SENTENCE_COMPLETION: true },
      citations: ['Neb. Const. art. IV, § 13', 'Neb. Rev. Stat. § 83-1,130(2)'],
      isVerified: false,
      verificationNote:
        "Post-office box from the Board's own pages as archived in 2016; confirm it on pardons.nebraska.gov before mailing.",
    },
  },
}
