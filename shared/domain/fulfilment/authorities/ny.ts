import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const NY: StateAuthorities = {
  code: 'NY',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://www.ny.gov/services/apply-clemency', 'http://www.doccs.ny.gov/clemency.html'],
  byMechanism: {
    'ny-pardon': clemencyOffice({
      name: 'New York State Executive Clemency Bureau',
      address: [],
      website: 'https://www.ny.gov/services/apply-clemency',
      howToFile:
        "Apply with the Governor's current pardon application form (ny.gov/services/apply-clemency) to the Executive Clemency Bureau, which compiles your records and sends the completed application to the Governor's Office. A pardon is considered only where no other administrative or legal remedy (such as a Certificate of Relief from Disabilities or sealing) gives the relief.",
      forms: [form('Pardon Application', null, { source: 'https://www.ny.gov/services/apply-clemency' })],
      citations: ['N.Y. Const. art. IV, § 4', 'N.Y. Exec. Law § 15'],
    }),
    'ny-cgc': clemencyOffice({
      name: 'New York State Board of Parole, Certificate Review Unit',
      kind: 'AGENCY',
      address: [],
      website: 'https://doccs.ny.gov/',
      howToFile:
        'Send the Application for a Certificate of Relief from Disabilities or Good Conduct to the Certificate Review Unit, asking expressly that it relieve the firearm disability; the Board of Parole decides, usually after an investigation by a parole officer.',
      forms: [
        form(
          'Application for Certificate of Relief from Disabilities / Certificate of Good Conduct',
          null,
          {},
        ),
      ],
      citations: ['N.Y. Correct. Law §§ 703-a, 703-b'],
    }),
  },
}
