import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const NH: StateAuthorities = {
  code: 'NH',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://www.governor.nh.gov/'],
  byMechanism: {
    'nh-pardon': clemencyOffice({
      name: 'Office of the Governor of New Hampshire and Executive Council (pardons)',
      address: ['Office of the Governor', '107 North Main Street', 'Concord, NH 03301'],
      website: 'https://www.governor.nh.gov/',
      howToFile:
        'Send the Petition for Pardon Hearing to the Governor and Executive Council; the Council decides whether to hold a hearing, and the Governor grants with its consent.',
      forms: [form('Petition for Pardon Hearing', null, { notarized: true })],
      citations: ['N.H. Const. pt. 2, art. 52'],
    }),
  },
}
