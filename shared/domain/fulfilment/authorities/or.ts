import { customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, clemencyOffice, form, residenceCourt } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const OR: StateAuthorities = {
  code: 'OR',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://lawserver.com/law/state/oregon/or-statutes/oregon_statutes_144-650',
    'http://cjpf.org/clemency-or',
    'https://docsbay.net/doc/451790/information-on-applications-for-executive-clemency',
  ],
  byMechanism: {
    'or-relief': residenceCourt('circuit court of the county where you live', [
      'Or. Rev. Stat. § 166.274(1)',
    ]),
    'or-pardon': clemencyOffice({
      name: 'Office of the Governor of Oregon (executive clemency)',
      address: ['Office of the Governor', '160 State Capitol', '900 Court Street', 'Salem, OR 97301-4047'],
      website: 'https://www.oregon.gov/gov/',
      howToFile:
        'Complete the Executive Clemency Application and sign the Clemency Affidavit in front of a notary. First mail copies of the application to the district attorney of the county of conviction, the State Board of Parole and Post-Prison Supervision and the Director of the Department of Corrections (certified mail is advised), then send the application with the affidavit proving that service to the Governor. Clemency is granted only in exceptional cases; apply for a set-aside first if you qualify for one.',
      forms: [
        form('Executive Clemency Application', null, {
          notarized: true,
          extra: [customer('Clemency Affidavit (proof of service on the required offices)', 'NOTARIZATION')],
        }),
      ],
      citations: ['Or. Const. art. V, § 14', 'Or. Rev. Stat. § 144.650'],
      verificationNote:
        "The Governor's Capitol address from an advocacy directory; confirm it on oregon.gov/gov before mailing.",
    }),
  },
}
