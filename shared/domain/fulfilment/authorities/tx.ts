import { blank, filled } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const TX: StateAuthorities = {
  code: 'TX',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.tdcj.texas.gov/bpp/faq/ClemencyProcess.html',
    'https://www.tdcj.texas.gov/bpp/exec_clem/exec_clem.html',
  ],
  byMechanism: {
    'tx-pardon-firearms': {
      name: 'Texas Board of Pardons and Paroles, Clemency Section',
      kind: 'BOARD',
      address: [
        'Texas Board of Pardons and Paroles',
        'Clemency Section',
        '8610 Shoal Creek Blvd.',
        'Austin, TX 78757',
      ],
      website: 'https://www.tdcj.texas.gov/bpp/exec_clem/exec_clem.html',
      howToFile:
        'Send the Full Pardon Application, asking expressly for restoration of firearm rights, by mail, e-mail (bpp_clemency@tdcj.texas.gov), fax or in person, with the offense reports of every arrest, certified court documents (charging document, judgment, sentence, discharge, clerk statement that fines are paid), the official criminal history statement from the sheriff of your county, and three current letters of recommendation from people other than family. The Board recommends and the Governor decides; firearm rights are restored only in extreme and unusual circumstances that prevent earning a living, and the Board asks for proof of an application for federal relief under 18 U.S.C. § 925(c) (37 Tex. Admin. Code § 143.12).',
      feeCents: null,
      feeNote: 'No fee was stated in the sources we read.',
      forms: [
        form('Full Pardon Application', null, {
          source: 'https://www.tdcj.texas.gov/bpp/exec_clem/exec_clem.html',
          extra: [
            filled('Request for restoration of firearm rights', () => 'Yes'),
            blank('Subject version', 'Your own account of each offense, as the application asks.'),
            blank(
              'Criminal history: every arrest with offense, location, date, case number, disposition and sentence',
              'Include arrests that did not lead to a conviction.',
            ),
          ],
        }),
      ],
      requires: { CHARACTER_REFERENCES: true, CRIMINAL_HISTORY_REPORT: true },
      citations: ['37 Tex. Admin. Code § 143.12'],
      isVerified: true,
    },
  },
}
