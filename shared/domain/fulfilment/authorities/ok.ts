import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const OK: StateAuthorities = {
  code: 'OK',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://oklahoma.gov/ppb/pardons-commutations/faq.html',
    'https://www.ok.gov/ppb/Pardons_and_Commutations/Pardons/index.html',
    'https://regulations.justia.com/states/oklahoma/title-515/chapter-20/subchapter-5/section-515-20-5-1/',
  ],
  byMechanism: {
    'ok-pardon': {
      name: 'Oklahoma Pardon and Parole Board',
      kind: 'BOARD',
      address: [],
      website: 'https://ppbpardonapplication.powerappsportals.us',
      howToFile:
        "Submit the pardon application through the Board's online portal (or hand-deliver or mail the current form to its administrative office). Eligible once every sentence, including supervision, is complete and every fine, fee and restitution is paid, with no pending charges. After a pre-pardon investigation the Board reviews the case, offers an optional appearance, and sends its recommendation to the Governor, who alone grants pardons.",
      feeCents: 0,
      feeNote: 'There is no fee to apply for a pardon.',
      forms: [
        form('Pardon Application', null, { source: 'https://ppbpardonapplication.powerappsportals.us' }),
      ],
      citations: ['Okla. Const. art. 6, § 10', 'Okla. Admin. Code 515:20-5-1'],
      isVerified: false,
      verificationNote:
        "Applications go through the Board's online portal; its administrative office's mailing address is not in our data, so use the portal or confirm the address on oklahoma.gov/ppb.",
    },
  },
}
