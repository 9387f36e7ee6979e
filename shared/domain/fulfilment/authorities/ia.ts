import { blank } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { AuthorityEntry, StateAuthorities } from './types.ts'

const GOVERNOR = {
  name: 'Office of the Governor of Iowa (executive clemency; investigated by the Iowa Board of Parole)',
  kind: 'BOARD',
  address: [
    'Office of the Governor',
    'Attn: Executive Clemency',
    '1007 East Grand Avenue',
    'Des Moines, IA 50319',
  ],
  website: 'https://bop.iowa.gov/executive-clemency-commutation/firearms-and-pardons',
  feeCents: null,
  feeNote: 'No fee was stated in the sources we read.',
  isVerified: false,
  verificationNote:
    "The Governor's Capitol address from our research notes; the Board of Parole's Executive Clemency Coordinator (515-725-5758) confirms where the joint application goes.",
} as const satisfies Partial<AuthorityEntry>

const REFERENCES = blank(
  'Letters of reference',
  'Usually from the prosecuting attorney, the sentencing judge and the sheriff of your county, plus people who know you.',
)

export const IA: StateAuthorities = {
  code: 'IA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://bop.iowa.gov/executive-clemency-commutation/firearms-and-pardons',
    'https://bop.iowa.gov/executive-clemencies/firearmspardon/frequently-asked-questions',
  ],
  byMechanism: {
    'ia-special-restoration': {
      ...GOVERNOR,
      address: [...GOVERNOR.address],
      howToFile:
        'Complete the joint Application for Special Restoration of Citizenship Rights (Firearms) and Pardon, asking for firearm rights, five years after you discharged the sentence. Only Iowa convictions qualify. The Division of Criminal Investigation checks your record and the Board of Parole makes a recommendation to the Governor; expect about two years.',
      forms: [
        form('Application for Special Restoration of Citizenship Rights (Firearms) and Pardon', null, {
          source: 'https://bop.iowa.gov/executive-clemency-commutation/firearms-and-pardons',
          extra: [REFERENCES],
        }),
      ],
      requires: { CHARACTER_REFERENCES: true },
      citations: ['Iowa Code § 914.7'],
    },
    'ia-pardon': {
      ...GOVERNOR,
      address: [...GOVERNOR.address],
      howToFile:
        "Complete the same joint application, asking for a pardon, ten years after you discharged the sentence (the Governor's general policy). A full pardon restores the vote, office and firearm rights but does not erase the record.",
      forms: [
        form('Application for Special Restoration of Citizenship Rights (Firearms) and Pardon', null, {
          source: 'https://bop.iowa.gov/executive-clemency-commutation/firearms-and-pardons',
          extra: [REFERENCES],
        }),
      ],
      requires: { CHARACTER_REFERENCES: true },
      citations: ['Iowa Code ch. 914'],
    },
  },
}
