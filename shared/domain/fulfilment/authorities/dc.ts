import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const DC: StateAuthorities = {
  code: 'DC',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://www.justice.gov/pardon'],
  byMechanism: {
    'dc-presidential-pardon': clemencyOffice({
      name: 'U.S. Department of Justice, Office of the Pardon Attorney',
      address: [
        'Office of the Pardon Attorney',
        'U.S. Department of Justice',
        '950 Pennsylvania Avenue NW',
        'Washington, DC 20530',
      ],
      website: 'https://www.justice.gov/pardon',
      howToFile:
        'D.C. Code offenses are pardoned by the President: send the Application for Pardon After Completion of Sentence to the Office of the Pardon Attorney, preferably by e-mail (USPardon.Attorney@usdoj.gov), five years after release from confinement.',
      forms: [form('Application for Pardon After Completion of Sentence', null, {})],
      citations: ['U.S. Const. art. II, § 2, cl. 1', '28 C.F.R. § 1.2'],
    }),
  },
}
