import { blank } from '../fields.ts'
import { ADDRESS_UNKNOWN, AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

const NOTICE =
  'The Board and the Governor each give 30 days of public notice before recommending or granting clemency.'

export const AR: StateAuthorities = {
  code: 'AR',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://ccresourcecenter.org/text-blocks/arkansas-pardon',
    'https://legalclarity.org/arkansas-governor-pardon-list-how-to-apply',
    'https://casetext.com/regulation/arkansas-administrative-code/agency-158-arkansas-parole-board/rule-1580096-001-regulations',
  ],
  byMechanism: {
    'ar-pardon': clemencyOffice({
      name: 'Arkansas Parole Board (executive clemency applications for the Governor)',
      address: [],
      website: 'https://www.paroleboard.arkansas.gov/',
      howToFile: `Get the Executive Clemency Application from the Department of Corrections' website and submit it to the Parole Board, which reviews it and makes a non-binding recommendation to the Governor. Ask expressly that the pardon restore the right to possess a firearm: a pardon restores it only when the order says so. ${NOTICE}`,
      forms: [
        form('Executive Clemency Application', null, {
          extra: [blank('Relief requested', 'Check the pardon with restoration of firearm rights.')],
        }),
      ],
      citations: [
        'Ark. Const. art. 6, § 18',
        'Ark. Code Ann. § 16-93-204',
        'Ark. Code Ann. § 5-73-103(b)(3)',
      ],
      verificationNote: ADDRESS_UNKNOWN,
    }),
    'ar-governor-restoration': clemencyOffice({
      name: 'Arkansas Parole Board (Governor restoration of firearm rights)',
      address: [],
      website: 'https://www.paroleboard.arkansas.gov/',
      howToFile: `Ask the Governor, through the same Executive Clemency Application, for restoration of firearm rights without a pardon. The conviction must be at least eight years old and must not have involved a weapon, and the application needs a written recommendation from the chief law enforcement officer of your county of residence. ${NOTICE}`,
      forms: [
        form('Executive Clemency Application (restoration of firearm rights)', null, {
          extra: [
            blank(
              "Chief law enforcement officer's recommendation",
              'A letter from the sheriff or police chief where you live; the law requires it.',
            ),
          ],
        }),
      ],
      citations: ['Ark. Code Ann. § 5-73-103(d)'],
      verificationNote: ADDRESS_UNKNOWN,
    }),
  },
}
