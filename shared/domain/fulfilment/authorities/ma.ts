import { blank, customer } from '../fields.ts'
import { ADDRESS_TO_CONFIRM, AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const MA: StateAuthorities = {
  code: 'MA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://www.mass.gov/how-to/appeal-a-firearms-license-denial'],
  byMechanism: {
    'ma-flrb': {
      name: 'Firearm Licensing Review Board, Department of Criminal Justice Information Services',
      kind: 'AGENCY',
      address: [
        'Firearm Licensing Review Board',
        'Department of Criminal Justice Information Services',
        '200 Arlington St., Suite 2200',
        'Chelsea, MA 02150',
      ],
      website: 'https://www.mass.gov/how-to/appeal-a-firearms-license-denial',
      howToFile:
        "Mail the notarized petition with the $100 fee (bank check or money order), the LTC or FID application that was denied, a written statement, and the police report and court records of the disqualifying misdemeanor; letters of recommendation and a police chief's recommendation may be added. The Board reviews only misdemeanors (not domestic assault and battery, weapons or drug crimes), five years after conviction or release from supervision.",
      feeCents: 10000,
      feeNote: 'A $100 petition fee, by bank check or money order.',
      forms: [
        {
          ...form('Petition to the Firearm Licensing Review Board', null, {
            notarized: true,
            source: 'https://www.mass.gov/how-to/appeal-a-firearms-license-denial',
            extra: [
              blank(
                'Licensing authority (police department) that denied the license',
                'From the denial letter.',
              ),
              blank('Date of the license denial', 'From the denial letter.'),
              customer(
                'Written statement',
                'HANDWRITTEN',
                'Why you are suitable to hold a license despite the conviction.',
              ),
            ],
          }),
        },
      ],
      requires: { CRIMINAL_HISTORY_REPORT: false, CHARACTER_REFERENCES: false },
      citations: ['Mass. Gen. Laws ch. 140, § 130B'],
      isVerified: true,
    },
    'ma-pardon': {
      name: 'Massachusetts Parole Board, Executive Clemency Unit',
      kind: 'BOARD',
      address: [
        'Massachusetts Parole Board',
        'Executive Clemency Unit',
        '12 Mercer Road',
        'Natick, MA 01760',
      ],
      website: 'https://www.mass.gov/executive-clemency',
      howToFile:
        "Send the Petition for Pardon to the Parole Board's Executive Clemency Unit; the Board (as the Advisory Board of Pardons) investigates, may hold a hearing and recommends to the Governor, who decides with the Governor's Council.",
      feeCents: null,
      feeNote: 'No fee was stated in the sources we read.',
      forms: [form('Petition for Pardon', null, { source: 'https://www.mass.gov/executive-clemency' })],
      citations: ['Mass. Const. pt. 2, c. 2, § 1, art. VIII'],
      isVerified: false,
      verificationNote: ADDRESS_TO_CONFIRM,
    },
  },
}
