import { ANSWER, customer, filled } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { AuthorityEntry, StateAuthorities } from './types.ts'

const BOARD = {
  name: 'Georgia State Board of Pardons and Paroles, Clemency Division',
  kind: 'BOARD',
  address: [
    'State Board of Pardons and Paroles',
    '2 Martin Luther King Jr. Drive SE',
    'Balcony Level, East Tower',
    'Atlanta, GA 30334',
  ],
  website: 'https://pap.georgia.gov/parole-consideration/pardons-restoration-rights',
  feeCents: 0,
  feeNote: 'The Board charges no application fee.',
  requires: { CRIMINAL_HISTORY_REPORT: true },
  isVerified: false,
  verificationNote:
    "Since January 2, 2024 the Board takes applications only through its electronic application; the street address (from the Board's notices) is for correspondence. Confirm it on pap.georgia.gov.",
} as const satisfies Partial<AuthorityEntry>

const CHECK_FIREARMS = filled(
  'Relief requested',
  () => 'Pardon with restoration of the right to receive, possess or transport in commerce a firearm',
)

export const GA: StateAuthorities = {
  code: 'GA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://pap.georgia.gov./parole-consideration/pardons-restoration-rights',
    'https://pap.georgia.gov/parole-consideration/pardons-restoration-rights/pardons-faqs',
    'https://pap.georgia.gov/press-releases/2024-01-17/new-e-pardon-application',
  ],
  byMechanism: {
    'ga-pardon-firearms': {
      ...BOARD,
      address: [...BOARD.address],
      howToFile:
        "Apply through the Board's electronic pardon application (paper applications are no longer accepted), choosing a pardon with restoration of firearm rights. Upload certified dispositions from the clerk of court in the county of conviction and your criminal history from a local law enforcement agency. Eligible five years after every sentence is complete, with fines paid, no pending charges and a law-abiding life since; the Board restores firearm rights only for Georgia convictions.",
      forms: [
        form('Application for Pardon and Restoration of Firearm Rights (electronic application)', null, {
          source: 'https://pap.georgia.gov/parole-consideration/pardons-restoration-rights',
          extra: [
            CHECK_FIREARMS,
            filled(
              'E-mail address',
              ANSWER.email,
              'The Board writes to you by e-mail during the investigation.',
            ),
            customer(
              'Account sign-in and electronic signature',
              'SIGNATURE',
              'You create the account and sign the electronic application yourself.',
            ),
          ],
        }),
      ],
      citations: ['O.C.G.A. § 16-11-131(c)', 'Ga. Comp. R. & Regs. 475-3-.10(4)'],
    },
    'ga-restoration-of-rights': {
      ...BOARD,
      address: [...BOARD.address],
      howToFile:
        "Apply through the Board's electronic application for a Restoration of Civil and Political Rights, two years after every sentence is complete. The order does not restore the right to possess a firearm: ask for a pardon with restoration of firearm rights for that.",
      forms: [
        form('Application for Restoration of Civil and Political Rights (electronic application)', null, {
          source: 'https://pap.georgia.gov/parole-consideration/pardons-restoration-rights',
        }),
      ],
      citations: ['Ga. Const. art. IV, § 2, ¶ II'],
    },
  },
}
