import { AUTHORITIES_CHECKED, clemencyOffice, form, residenceCourt } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const OH: StateAuthorities = {
  code: 'OH',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.drc.ohio.gov/clemency',
    'https://www.ohiobar.org/ForPublic/Resources/LawYouCanUse/Pages/LawYouCanUse-514.aspx',
  ],
  byMechanism: {
    'oh-relief': residenceCourt('court of common pleas of the county where you live', [
      'Ohio Rev. Code § 2923.14(A)',
    ]),
    'oh-pardon': clemencyOffice({
      name: 'Ohio Parole Board, Clemency Section (Adult Parole Authority)',
      address: ['Ohio Parole Board', 'Clemency Section', '1050 Freeway Drive North', 'Columbus, OH 43229'],
      website: 'https://www.drc.ohio.gov/clemency',
      howToFile:
        "Apply in writing to the Adult Parole Authority on the Parole Board's own Application for Executive Clemency (forms from other sites are returned): two notarized applications with original signatures and two copies of every attachment, including the indictment and sentencing entry of each felony, your certificate of release or the entry ending probation, a letter on the circumstances and your life since, and letters of support. The Parole Board investigates, may hold a hearing, and recommends to the Governor. A denied applicant waits two years.",
      forms: [
        form('Application for Executive Clemency', null, {
          notarized: true,
          source: 'https://www.drc.ohio.gov/clemency',
        }),
      ],
      citations: ['Ohio Const. art. III, § 11', 'Ohio Rev. Code § 2967.07'],
      verificationNote:
        "Address from the Ohio State Bar's guide (older guides give 770 West Broad Street); confirm it on drc.ohio.gov/clemency before mailing.",
    }),
  },
}
