import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const CO: StateAuthorities = {
  code: 'CO',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.coloradovirtuallibrary.org/resource-sharing/state-pubs-blog/executive-clemency/',
    'https://cldg.legal/blog/how-can-i-restore-my-gun-rights-after-a-colorado-criminal-conviction/',
    'https://ccresourcecenter.org/text-blocks/colorado-pardon',
  ],
  byMechanism: {
    'co-pardon': clemencyOffice({
      name: 'Colorado Office of Executive Clemency',
      address: ['Office of Executive Clemency', '940 Broadway', 'Denver, CO 80203'],
      website: 'https://cdoc.colorado.gov/',
      howToFile:
        "Mail the Executive Clemency Application with a personal letter to the Governor explaining why you ask for a pardon, state and federal tax returns and employment verification for the last five years, recent pay stubs, five dated reference letters addressed to the Governor, discharge papers, a copy of your driver's license, your FBI record and a completed fingerprint card. Applications are generally considered ten years after the sentence ended. The Clemency Coordinator asks the district attorney, judge and victim for their views, the Executive Clemency Advisory Board reviews the file, and the Governor decides.",
      feeCents: 0,
      feeNote: 'There is no fee to apply for executive clemency.',
      forms: [form('Executive Clemency Application', null, {})],
      requires: { CHARACTER_REFERENCES: true, CRIMINAL_HISTORY_REPORT: true },
      citations: ['Colo. Const. art. IV, § 7', 'Colo. Rev. Stat. §§ 16-17-101, 16-17-102'],
      verificationNote:
        'Mailing address from a law firm’s guide; confirm it with the Department of Corrections clemency page before mailing.',
    }),
  },
}
