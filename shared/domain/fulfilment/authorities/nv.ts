import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const NV: StateAuthorities = {
  code: 'NV',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://parole.nv.gov/Information/Forms_Pages/Pardons_Board_Application/',
    'https://docslib.org/doc/6073728/criteria-and-application-instructions-community-cases',
  ],
  byMechanism: {
    'nv-pardon': {
      name: 'Nevada State Board of Pardons Commissioners, Executive Secretary',
      kind: 'BOARD',
      address: [
        'State Board of Pardons Commissioners',
        'Attn: Executive Secretary',
        '1677 Old Hot Springs Road, Suite A',
        'Carson City, NV 89706',
      ],
      website: 'https://pardons.nv.gov',
      howToFile:
        "Send the Application for a Pardon (community case) to the Executive Secretary of the Pardons Board, by mail or as the Board's fillable electronic file, and ask expressly for restoration of the right to bear arms: only the Pardons Board restores it. The Board (the Governor, the Justices of the Supreme Court and the Attorney General) hears cases about twice a year; it considers only Nevada convictions, usually after a significant time since final discharge.",
      feeCents: null,
      feeNote: "No fee was stated in the Board's instructions we read.",
      forms: [form('Application for a Pardon (Community Cases)', null, { source: 'https://pardons.nv.gov' })],
      citations: ['Nev. Rev. Stat. § 213.020', 'Nev. Rev. Stat. § 213.090'],
      isVerified: false,
      verificationNote:
        "Address from the Board's instructions for community cases; confirm it on pardons.nv.gov before mailing.",
    },
  },
}
