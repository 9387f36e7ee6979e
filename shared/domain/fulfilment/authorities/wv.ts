import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const WV: StateAuthorities = {
  code: 'WV',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://paroleboard.wv.gov/executiveclemency/Pages/default.aspx',
    'http://www.paroleboard.wv.gov/executiveclemency/Pages/guidelines.aspx',
  ],
  byMechanism: {
    'wv-pardon': clemencyOffice({
      name: 'Office of the Governor of West Virginia (executive clemency; reported on by the Parole Board)',
      address: [
        'Office of the Governor',
        'State Capitol, 1900 Kanawha Boulevard East',
        'Charleston, WV 25305',
      ],
      website: 'https://paroleboard.wv.gov/executiveclemency/Pages/default.aspx',
      howToFile:
        "Ask the Governor's office (304-558-2000) to send the Application for Executive Clemency, complete it, and return it to the Governor's office, which forwards it to the Parole Board for a written report and recommendation. The Board's guidelines say a pardon is, except in unusual circumstances, available only to people still in custody or on probation or parole. A pardon does not by itself restore firearm rights: that needs a circuit court petition under W. Va. Code § 61-7-7.",
      forms: [form('Application for Executive Clemency', null, {})],
      citations: ['W. Va. Const. art. VII, § 11', 'W. Va. Code § 5-1-16'],
      verificationNote:
        "The Capitol address from an advocacy directory; the Board's page says to request the application by phone from the Governor's office.",
    }),
  },
}
