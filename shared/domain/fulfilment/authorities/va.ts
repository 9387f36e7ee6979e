import { AUTHORITIES_CHECKED, form, residenceCourt } from './build.ts'
import type { AuthorityEntry, StateAuthorities } from './types.ts'

const SECRETARY = {
  kind: 'BOARD',
  website: 'https://www.commonwealth.virginia.gov/judicial-system/pardons/',
  feeCents: 0,
  feeNote: 'There is no fee to petition for a pardon or restoration of rights.',
} as const satisfies Partial<AuthorityEntry>

export const VA: StateAuthorities = {
  code: 'VA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.commonwealth.virginia.gov/judicial-system/pardons/',
    'http://commonwealth.virginia.gov/judicial-system/pardons/simple-pardons/',
  ],
  byMechanism: {
    'va-restoration-order': residenceCourt(
      'circuit court of the jurisdiction where you live',
      ['Va. Code Ann. § 18.2-308.2(C)'],
      "After the Governor has restored your civil rights, petition the circuit court of the jurisdiction where you live (a nonresident petitions the circuit court where convicted) for a permit to possess or carry a firearm, and give a copy to the Commonwealth's attorney, who may be heard. Attach the restoration order.",
    ),
    'va-civil-rights': {
      ...SECRETARY,
      name: 'Secretary of the Commonwealth of Virginia (restoration of rights)',
      address: [
        'Office of the Secretary of the Commonwealth',
        'Post Office Box 2454',
        'Richmond, VA 23218-2454',
      ],
      website: 'https://www.restore.virginia.gov/',
      howToFile:
        'Ask the Secretary of the Commonwealth for restoration of civil rights using the Restoration of Rights form. This is the first step only: firearm rights then need a circuit court order under Va. Code § 18.2-308.2(C).',
      forms: [
        form('Restoration of Rights Application', null, { source: 'https://www.restore.virginia.gov/' }),
      ],
      citations: ['Va. Const. art. V, § 12'],
      isVerified: false,
      verificationNote:
        "The post-office box is the Secretary's for pardons; confirm on restore.virginia.gov where restoration requests go.",
    },
    'va-pardon': {
      ...SECRETARY,
      name: 'Secretary of the Commonwealth of Virginia, Pardons staff',
      address: [
        'Pardons staff',
        'Office of the Secretary of the Commonwealth',
        'Post Office Box 2454',
        'Richmond, VA 23218-2454',
      ],
      howToFile:
        'Complete the Virginia Pardon Petition Questionnaire with your criminal record, sentencing information, employment, education, military and community service and why the Governor should grant a pardon, and send it to the Secretary of the Commonwealth. A simple pardon needs five years free of all court conditions and, for a felony, your rights already restored. There is no hearing; the Parole Board may investigate, which can take a year or more.',
      forms: [
        form('Virginia Pardon Petition Questionnaire', null, {
          source: 'https://www.commonwealth.virginia.gov/judicial-system/pardons/',
        }),
      ],
      requires: { PRIOR_RELIEF_ORDER: true },
      citations: ['Va. Const. art. V, § 12'],
      isVerified: true,
    },
  },
}
