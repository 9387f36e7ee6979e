import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const HI: StateAuthorities = {
  code: 'HI',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://dcr.hawaii.gov/hpa/'],
  byMechanism: {
    'hi-pardon': clemencyOffice({
      name: 'Hawaii Paroling Authority (pardon applications for the Governor)',
      address: ['Hawaii Paroling Authority', '1177 Alakea Street, Ground Floor', 'Honolulu, HI 96813'],
      website: 'https://dcr.hawaii.gov/hpa/',
      howToFile:
        'Send the Application for Pardon to the Hawaii Paroling Authority, which investigates and recommends to the Governor; ask expressly for restoration of firearm rights, which a pardon restores only when it says so.',
      forms: [form('Application for Pardon', null, { notarized: true })],
      citations: ['Haw. Const. art. V, § 5', 'Haw. Rev. Stat. § 353-72'],
    }),
  },
}
