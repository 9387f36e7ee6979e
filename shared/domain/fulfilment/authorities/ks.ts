import { customer } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const KS: StateAuthorities = {
  code: 'KS',
  lastChecked: AUTHORITIES_CHECKED,
  sources: ['https://www.doc.ks.gov/prb/clemency', 'https://www.cjpf.org/clemency-ks'],
  byMechanism: {
    'ks-pardon': {
      name: 'Kansas Prisoner Review Board (clemency applications for the Governor)',
      kind: 'BOARD',
      address: [
        'Prisoner Review Board',
        'Landon State Office Building',
        '900 SW Jackson, Suite 425-S',
        'Topeka, KS 66612',
      ],
      website: 'https://www.doc.ks.gov/prb/clemency',
      howToFile:
        'Send one copy of the Notice of Clemency Application to the judge, the prosecuting attorney, the sheriff and the police chief of each county of conviction; send two copies of the Request for Publication to the official county newspaper, which returns an affidavit of publication; then send two copies of the Application for Clemency, with the affidavit, to the Prisoner Review Board as one complete package. The Board reviews it and advises the Governor, who decides; no pardon is granted until 30 days after the notices.',
      feeCents: null,
      feeNote: 'No application fee was stated; the newspaper charges for publishing the notice.',
      forms: [
        form('Application for Clemency', null, {
          source: 'https://www.doc.ks.gov/prb/clemency',
          extra: [
            customer(
              'Notice of Clemency Application (sent to the judge, prosecutor, sheriff and police chief)',
              'SIGNATURE',
            ),
            customer('Request for Publication (sent to the county newspaper)', 'SIGNATURE'),
          ],
        }),
      ],
      citations: ['Kan. Const. art. 1, § 7', 'Kan. Stat. Ann. § 22-3701'],
      isVerified: false,
      verificationNote:
        "The Board's clemency page gives the steps; the street address comes from an advocacy directory. Confirm it before mailing.",
    },
  },
}
