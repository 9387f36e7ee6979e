import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const KY: StateAuthorities = {
  code: 'KY',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://governor.ky.gov/services/application-for-pardons-and-commutations'],
  byMechanism: {
    'ky-pardon': {
      name: 'Office of the Governor of Kentucky, Office of the General Counsel (pardons)',
      kind: 'BOARD',
      address: [
        'Office of the Governor',
        'ATTN: Office of the General Counsel',
        '700 Capitol Avenue',
        'Frankfort, KY 40601',
      ],
      website: 'https://governor.ky.gov/services/application-for-pardons-and-commutations',
      howToFile:
        "Send the Governor's pardon application listing every previous and pending charge and conviction and your employment history, with a letter explaining why you deserve a pardon, at least three letters of recommendation, and the signed authorization for the Governor's office to investigate your background. Applicants who are not granted are not notified. A full pardon restores the right to possess a firearm unless it says otherwise.",
      feeCents: null,
      feeNote: "No fee was stated on the Governor's page.",
      forms: [
        form('Application for Pardon', null, {
          source: 'https://governor.ky.gov/services/application-for-pardons-and-commutations',
        }),
      ],
      requires: { CHARACTER_REFERENCES: true },
      citations: ['Ky. Const. §§ 77, 145', 'Ky. Rev. Stat. § 527.040'],
      isVerified: true,
    },
  },
}
