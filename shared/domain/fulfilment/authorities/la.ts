import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const LA: StateAuthorities = {
  code: 'LA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://wwwcfprd.doa.louisiana.gov/boardsAndCommissions/viewBoard.cfm?board=418',
    'https://regulations.justia.com/states/louisiana/title-22/part-v/chapter-2/section-v-205',
    'https://doc.louisiana.gov/imprisoned-person-programs-resources/pardons-parole/application-for-commutation-of-sentence',
  ],
  byMechanism: {
    'la-pardon': {
      name: 'Louisiana Board of Pardons',
      kind: 'BOARD',
      address: ['Louisiana Board of Pardons', 'Post Office Box 94304', 'Baton Rouge, LA 70804'],
      website: 'https://doc.louisiana.gov/',
      howToFile:
        "Submit the Board's clemency application online (digitally signed) or by mail (signed, dated and notarized where required), with a certified judgment and sentence for each conviction, a certified statement from the clerk of court that all fines, fees, costs and restitution are paid, your parole or probation discharge, a credit report from the last 90 days and proof of residence. Once the Board accepts the application it asks you to advertise it in the official journal of the parish of the offense and assesses an investigation fee; after the investigation the case is heard and the Board's recommendation goes to the Governor.",
      feeCents: null,
      feeNote:
        "An investigation fee is assessed once the application is accepted; the Board's page states it for commutations ($150 to $200) but not for pardons, so confirm it.",
      forms: [
        form('Application for Clemency (Pardon)', null, {
          notarized: true,
          source: 'https://doc.louisiana.gov/',
        }),
      ],
      requires: { PROOF_OF_RESIDENCE: true, PROOF_OF_SENTENCE_COMPLETION: true },
      citations: ['La. Const. art. IV, § 5(E)', 'La. Admin. Code tit. 22, pt. V, § 205'],
      isVerified: true,
    },
  },
}
