import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { AuthorityEntry, StateAuthorities } from './types.ts'

const COMMISSION = {
  name: 'Idaho Commission of Pardons and Parole',
  kind: 'BOARD',
  address: ['Idaho Commission of Pardons and Parole', '3056 Elder Street', 'Boise, ID 83705'],
  website: 'https://parole.idaho.gov/application-information/',
  feeCents: null,
  feeNote: 'No fee was stated in the sources we read.',
  isVerified: false,
  verificationNote:
    'Street address from our research notes; the application must be the original, in writing, returned to the Commission office: confirm the address on parole.idaho.gov.',
} as const satisfies Partial<AuthorityEntry>

export const ID: StateAuthorities = {
  code: 'ID',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://parole.idaho.gov/restoration-of-firearms-rights-request-information/',
    'https://regulations.justia.com/states/idaho/50/50-01-01/section-50-01-01-551',
    'https://regulations.justia.com/states/idaho/50/50-01-01/section-50-01-01-550',
  ],
  byMechanism: {
    'id-commission': {
      ...COMMISSION,
      address: [...COMMISSION.address],
      kind: 'AGENCY',
      howToFile:
        'Send the original Restoration of Firearms Rights Application to the Commission office no sooner than five years after discharge of the felony sentence, with every court conviction, judgment and dismissal document and the police reports of the convictions. Only Idaho felony convictions qualify; one application every twelve months.',
      forms: [
        form('Restoration of Firearms Rights Application', null, {
          source: 'https://parole.idaho.gov/restoration-of-firearms-rights-request-information/',
        }),
      ],
      citations: ['Idaho Code § 18-310(3)', 'IDAPA 50.01.01.551'],
    },
    'id-pardon': {
      ...COMMISSION,
      address: [...COMMISSION.address],
      howToFile:
        'Send the Pardon Application to the Commission office five years after the sentence was satisfied (ten for violent, sex or person crimes), stating why you ask for a pardon. A pardon restores firearm rights, so no separate firearm application is needed.',
      forms: [
        form('Pardon Application', null, { source: 'https://parole.idaho.gov/pardonsinfoandapppage.html' }),
      ],
      citations: ['Idaho Code § 20-240', 'IDAPA 50.01.01.550'],
    },
  },
}
