import { blank } from '../fields.ts'
import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const CA: StateAuthorities = {
  code: 'CA',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.gov.ca.gov/pardons/',
    'https://roadmap.rootandrebound.org/understanding-cleaning-up-your-criminal-record/expungement-appendix/governors-pardon-application-for-traditional-pardo/',
  ],
  byMechanism: {
    'ca-pardon': clemencyOffice({
      name: 'Office of the Governor of California, Legal Affairs (pardons)',
      address: ['Governor’s Office', 'State Capitol', 'Attn: Legal Affairs', 'Sacramento, CA 95814'],
      website: 'https://www.gov.ca.gov/pardons/',
      howToFile:
        "Either petition the superior court of the county where you live (or were convicted) for a Certificate of Rehabilitation, which the court sends to the Governor as an automatic pardon application, or send the Application for Gubernatorial Pardon directly to the Governor's Office. Either way, notify the district attorney of each county of conviction. The Board of Parole Hearings investigates; two or more felonies in separate cases need the California Supreme Court's recommendation. A pardon restores firearm rights except where the offense involved the use of a dangerous weapon.",
      feeCents: 0,
      feeNote: 'There is no application fee.',
      forms: [
        form('Application for Gubernatorial Pardon', null, {
          source: 'https://www.gov.ca.gov/pardons/',
          extra: [
            blank(
              'Anyone paid or given a gift for help with the application',
              'The application asks for their names.',
            ),
            blank(
              'Date the district attorney was notified',
              'Each county of conviction must be told of the application.',
            ),
          ],
        }),
      ],
      citations: [
        'Cal. Const. art. V, § 8',
        'Cal. Penal Code § 4852.01 et seq.',
        'Cal. Penal Code §§ 4804, 4854',
      ],
      verificationNote:
        'Mailing address from a legal-aid guide; confirm it on gov.ca.gov/pardons, where the current application is posted.',
    }),
  },
}
