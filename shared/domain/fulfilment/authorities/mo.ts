import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const MO: StateAuthorities = {
  code: 'MO',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://doc.mo.gov/',
    'https://agpsetpartnerstobii.pages.dev/675227.html',
    'https://www.pardon411.com/wiki/Missouri_Pardon_Information',
  ],
  byMechanism: {
    'mo-pardon': clemencyOffice({
      name: 'Missouri Parole Board (executive clemency applications for the Governor)',
      address: ['Missouri Parole Board', '3400 Knipp Drive', 'Jefferson City, MO 65109'],
      website: 'https://doc.mo.gov/',
      howToFile:
        'Submit the Application for Executive Clemency (non-confined applicant) with every document its submission list requires to the Missouri Parole Board; incomplete applications are returned. The Board investigates and sends its recommendation to the Governor. Applicants are expected to have been discharged for at least three years with no new conviction and no pending charges.',
      forms: [form('Application for Executive Clemency (Non-Confined Applicant)', null, { notarized: true })],
      citations: ['Mo. Const. art. IV, § 7', 'Mo. Rev. Stat. § 217.800'],
      verificationNote:
        "Address from a copy of the Department of Corrections' clemency page; confirm it on doc.mo.gov before mailing.",
    }),
  },
}
