import { ANSWER, blank, customer, filled } from '../fields.ts'
import { AUTHORITIES_CHECKED, FEE_NOT_STATED } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const AL: StateAuthorities = {
  code: 'AL',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://paroles.alabama.gov/pardons-restoration-of-voting-rights/',
    'http://www.pardons.alabama.gov/ITwebsite/faq.htm',
    'https://www.law.cornell.edu/regulations/alabama/Ala-Admin-Code-r-640-X-7-.01',
  ],
  byMechanism: {
    'al-pardon': {
      name: 'Alabama Bureau of Pardons and Paroles, Pardon Unit',
      kind: 'BOARD',
      address: [
        'Alabama Bureau of Pardons and Paroles',
        'Pardon Unit',
        '301 South Ripley Street',
        'Montgomery, AL 36104',
      ],
      website: 'https://paroles.alabama.gov/pardons-restoration-of-voting-rights/',
      howToFile:
        'Complete the Pardon Application (Form ABPP-3) and submit it at any State Probation and Parole office (usually the one where you live), by mail to the Bureau, or electronically. Ask expressly for a pardon restoring your civil and political rights including the right to possess a firearm: the Board restores firearm rights only when the pardon says so. Sign the Waiver of Liability and Authority for Release of Information that comes with the application. The Bureau investigates, then the Board decides at a public hearing.',
      feeCents: null,
      feeNote: FEE_NOT_STATED,
      forms: [
        {
          name: 'Pardon Application',
          number: 'ABPP-3',
          source: 'https://paroles.alabama.gov/pardons-restoration-of-voting-rights/',
          fields: [
            filled('Name of applicant (at time of conviction)', ANSWER.fullName),
            blank(
              'Current name (if different from above)',
              'Only if your name changed since the conviction.',
            ),
            filled('Mailing address: street or P.O. box', ANSWER.streetAddress),
            filled('Mailing address: city, state, ZIP code', ANSWER.cityStateZip),
            blank(
              'Physical address and county (if different)',
              'The Bureau asks for the county you live in.',
            ),
            filled('Telephone number', ANSWER.phone),
            blank('Cellular number', 'Optional.'),
            filled('E-mail address', ANSWER.email, 'Where the Bureau may reach you.'),
            blank('Race', 'As the form asks.'),
            blank('Sex', 'As the form asks.'),
            filled('Date of birth', ANSWER.dateOfBirth),
            customer('SS#', 'HANDWRITTEN', 'Written in by you; we never print it.'),
            blank('AIS# (if applicable)', 'Your Alabama prison number, if you were in state prison.'),
            filled('Conviction: state or federal', ANSWER.convictingJurisdiction),
            filled(
              'County of conviction(s)',
              ANSWER.courtName,
              'The court named in your answers; check it names the county.',
            ),
            filled('Year(s) of conviction(s)', (a) => a.convictionInfo.convictionDate.slice(0, 4)),
            filled('Complete list of charges for which the pardon is requested', ANSWER.charges),
            filled('Case number', ANSWER.caseNumber),
            filled('Other convictions', ANSWER.priorConvictionsDetails),
            filled('Is pardon based on claim of innocence', () => 'No'),
            blank(
              'Is this application your first? If no, date of last application',
              'Yes, unless you applied before.',
            ),
            filled(
              'Relief requested',
              () =>
                'Pardon with restoration of civil and political rights, including the right to possess a firearm',
            ),
            customer('Signature', 'SIGNATURE'),
            customer('Date', 'HANDWRITTEN'),
            customer(
              'Waiver of Liability and Authority for Release of Information',
              'SIGNATURE',
              'The separate form that comes with the application; the Bureau will not investigate without it.',
            ),
          ],
        },
      ],
      requires: { CRIMINAL_HISTORY_REPORT: false },
      citations: ['Ala. Code § 15-22-36', 'Ala. Admin. Code r. 640-X-7-.01'],
      isVerified: false,
      verificationNote:
        "Street address from the Board's earlier site (301 South Ripley Street); confirm the Pardon Unit's mailing address on paroles.alabama.gov, or hand the application in at your local probation and parole office.",
    },
    'al-cerv': {
      name: 'Alabama Bureau of Pardons and Paroles (Certificate of Eligibility to Register to Vote)',
      kind: 'AGENCY',
      address: ['Alabama Bureau of Pardons and Paroles', '301 South Ripley Street', 'Montgomery, AL 36104'],
      website: 'https://paroles.alabama.gov/pardons-restoration-of-voting-rights/',
      howToFile:
        'Apply to the Bureau (any probation and parole office, by mail or electronically). The certificate restores the vote only, not firearm rights.',
      feeCents: null,
      feeNote: FEE_NOT_STATED,
      citations: ['Ala. Code § 15-22-36.1'],
      isVerified: false,
      verificationNote: 'Confirm the mailing address on paroles.alabama.gov before mailing.',
    },
  },
}
