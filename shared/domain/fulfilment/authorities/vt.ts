import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const VT: StateAuthorities = {
  code: 'VT',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://vermontdailychronicle.com/no-pardons-from-guv-yet/',
    'http://cjpf.org/clemency-vt',
    'https://www.pardon411.com/wiki/Vermont_Pardon_Information',
  ],
  byMechanism: {
    'vt-pardon': clemencyOffice({
      name: 'Office of the Governor of Vermont (pardons)',
      address: ['Office of the Governor', '109 State Street, Pavilion', 'Montpelier, VT 05609-0101'],
      website: 'https://governor.vermont.gov/',
      howToFile:
        "Send the notarized pardon application from the Governor's website, every question answered, to the Governor's Office. Under the Governor's guidelines a felony pardon is considered about ten years after the conviction (five for a misdemeanor), with exemplary conduct since; applications within the guidelines are referred to the Department of Corrections and the Parole Board for investigation and recommendation.",
      forms: [
        form('Application for Pardon', null, { notarized: true, source: 'https://governor.vermont.gov/' }),
      ],
      citations: ['Vt. Const. ch. II, § 20', '28 V.S.A. § 453'],
      verificationNote:
        "The Governor's Pavilion address from an advocacy directory; confirm it on governor.vermont.gov before mailing.",
    }),
  },
}
