import { customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const MT: StateAuthorities = {
  code: 'MT',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://bopp.mt.gov/ExecutiveClemency',
    'https://rules.mt.gov/gateway/showrulefile.asp?RN=20.25.901',
  ],
  byMechanism: {
    'mt-pardon': clemencyOffice({
      name: 'Montana Board of Pardons and Parole',
      address: ['Montana Board of Pardons and Parole', '1002 Hollenbeck Road', 'Deer Lodge, MT 59722'],
      website: 'https://bopp.mt.gov/ExecutiveClemency',
      howToFile:
        "File the Application for Executive Clemency, asking for a pardon, in writing, signed and notarized, with the Board's Deer Lodge office, together with certified copies of all court documents of the crime and sentence, an account of your circumstances before, at and since the offense, three letters of support from reputable persons, any psychological reports, proof of your reasons, and a signed waiver of confidentiality. The Board may hold a public hearing and recommends to the Governor, who decides.",
      forms: [
        form('Application for Executive Clemency', null, {
          notarized: true,
          source: 'https://bopp.mt.gov/ExecutiveClemency',
          extra: [customer('Waiver of confidentiality', 'SIGNATURE')],
        }),
      ],
      requires: { CHARACTER_REFERENCES: true },
      citations: ['Mont. Const. art. VI, § 12', 'Mont. Code Ann. § 46-23-301', 'Admin. R. Mont. 20.25.901'],
      verificationNote:
        "The Board's rule names its Deer Lodge office; the street address comes from an advocacy directory. Confirm it on bopp.mt.gov before mailing.",
    }),
  },
}
