import { filled } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const MD: StateAuthorities = {
  code: 'MD',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://dpscs.maryland.gov/publicservs/pardons.shtml',
    'https://ccresourcecenter.org/text-blocks/maryland-pardon',
  ],
  byMechanism: {
    'md-pardon': {
      name: 'Maryland Parole Commission (pardon applications to the Governor)',
      kind: 'BOARD',
      address: ['Maryland Parole Commission', '6776 Reisterstown Road, Suite 307', 'Baltimore, MD 21215'],
      website: 'https://dpscs.maryland.gov/publicservs/pardons.shtml',
      howToFile:
        'Complete and sign the Application for Pardon and return it to the Maryland Parole Commission with certified copies of the docket entries of every Maryland conviction (stamped "True Copy, Test", signed by the clerk of the sentencing court and sealed) and the documents on the Pardon Application Checklist. State the relief you seek: firearm rights are restored only when the pardon says so expressly. The Commission reviews the application and advises the Governor, who decides.',
      feeCents: null,
      feeNote: "No fee was stated on the Commission's pardon page.",
      forms: [
        form('Application for Pardon', null, {
          source: 'https://dpscs.maryland.gov/publicservs/pardons.shtml',
          extra: [
            filled(
              'Specific relief sought',
              () => 'A full pardon expressly restoring the right to possess firearms',
            ),
          ],
        }),
      ],
      citations: ['Md. Const. art. II, § 20', 'Md. Code Regs. 12.08.01.16'],
      isVerified: true,
    },
  },
}
