import { customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const UT: StateAuthorities = {
  code: 'UT',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://bop.utah.gov/pardons',
    'https://bop.utah.gov/index.php/for-offenders-families/information-for-family',
    'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R671-315-1',
  ],
  byMechanism: {
    'ut-pardon': {
      name: 'Utah Board of Pardons and Parole',
      kind: 'BOARD',
      address: [
        'Utah Board of Pardons and Parole',
        '448 East Winchester Street, Suite 300',
        'Murray, UT 84107',
      ],
      website: 'https://bop.utah.gov/pardons',
      howToFile:
        "Apply online through the Board's MyPATH system (paper applications are being phased out), with the Oath or Affirmation form, police reports and pre- or post-sentence reports where you have them. The Board considers a pardon only after judicial remedies such as expungement are exhausted and usually five years after every sentence ended; it decides after a full hearing you must attend.",
      feeCents: null,
      feeNote: "No fee was stated in the Board's pages we read.",
      forms: [
        form('Pardon Application (MyPATH)', null, {
          source: 'https://bop.utah.gov/pardons',
          extra: [
            customer(
              'Oath or Affirmation form',
              'SIGNATURE',
              'Signed by you; part of the online application.',
            ),
          ],
        }),
      ],
      citations: ['Utah Const. art. VII, § 12', 'Utah Admin. Code R671-315-1'],
      isVerified: true,
    },
  },
}
