import { ADDRESS_UNKNOWN, AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const WY: StateAuthorities = {
  code: 'WY',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://corrections.wyo.gov/about-us/restoration-of-rights',
    'https://ccresourcecenter.org/state-restoration-profiles/wyomingrestoration-of-rights-pardon-expungement-sealing',
    'https://governor.wyo.gov/',
  ],
  byMechanism: {
    'wy-five-year': {
      name: 'Wyoming Department of Corrections (restoration of rights certificate)',
      kind: 'AGENCY',
      address: [],
      website: 'https://corrections.wyo.gov/about-us/restoration-of-rights',
      howToFile:
        'Nothing is filed with a court: rights, including firearms, come back by law five years after the whole sentence (probation or parole included) of a first nonviolent felony. Apply to the Department of Corrections on its restoration of rights application for the certificate that states the date your rights were restored, and keep it with certified copies of the judgment and discharge as proof.',
      feeCents: null,
      feeNote: "No fee was stated on the Department's page.",
      forms: [
        form('Application for Restoration of Rights (certificate)', null, {
          source: 'https://corrections.wyo.gov/about-us/restoration-of-rights',
        }),
      ],
      requires: { CRIMINAL_HISTORY_REPORT: false },
      citations: ['Wyo. Stat. Ann. § 7-13-105(f)'],
      isVerified: false,
      verificationNote: ADDRESS_UNKNOWN,
    },
    'wy-governor-certificate': clemencyOffice({
      name: 'Office of the Governor of Wyoming (restoration of rights)',
      address: ['Office of the Governor', 'State Capitol, 200 West 24th Street', 'Cheyenne, WY 82002-0010'],
      website: 'https://governor.wyo.gov/',
      howToFile:
        'Ask the Governor in writing for a certificate restoring your rights, including firearms, under Wyo. Stat. § 7-13-105(a), once the sentence or probation is complete. A first-time nonviolent felony is restored by the Department of Corrections certificate five years after the sentence instead (see corrections.wyo.gov); this request is for everyone else.',
      forms: [form('Application for Restoration of Rights', null, { notarized: true })],
      citations: ['Wyo. Stat. Ann. § 7-13-105(a)'],
    }),
    'wy-pardon': clemencyOffice({
      name: 'Office of the Governor of Wyoming (pardons)',
      address: ['Office of the Governor', 'State Capitol, 200 West 24th Street', 'Cheyenne, WY 82002-0010'],
      website: 'https://governor.wyo.gov/',
      howToFile:
        'Write to the Governor for a pardon; there is no standard application and no parole board role. The Governor usually expects ten years since the sentence, including probation or parole, ended.',
      forms: [form('Letter applying for a pardon', null, { notarized: true })],
      citations: ['Wyo. Const. art. 4, § 5', 'Wyo. Stat. Ann. § 7-13-801 et seq.'],
    }),
  },
}
