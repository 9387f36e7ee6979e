import { AUTHORITIES_CHECKED, clemencyOffice, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const NJ: StateAuthorities = {
  code: 'NJ',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.nj.gov/clemency/faqs.shtml',
    'https://www.lsnjlaw.org/legal-topics/criminal-charges-and-convictions/reentry/expungement/pages/clemency-expanded-nj',
    'https://www.cjpf.org/clemency-nj',
  ],
  byMechanism: {
    'nj-pardon': clemencyOffice({
      name: 'New Jersey State Parole Board, Clemency Unit (for the Governor and the Clemency Advisory Board)',
      address: ['New Jersey State Parole Board', 'Clemency Unit', 'P.O. Box 862', 'Trenton, NJ 08625'],
      website: 'https://www.nj.gov/clemency/',
      howToFile:
        "Complete the Petition for Executive Clemency (every question answered, extra pages numbered) with documents that support it, and submit it as the Governor's clemency site directs; the paper petition goes to the State Parole Board's Clemency Unit. The Clemency Advisory Board created by Executive Order No. 362 reviews applications and advises the Governor, who alone grants a pardon.",
      forms: [form('Petition for Executive Clemency', null, { source: 'https://www.nj.gov/clemency/' })],
      citations: ['N.J. Const. art. V, § 2, ¶ 1', 'N.J. Exec. Order No. 362 (2024)'],
      verificationNote:
        "Post-office box from an advocacy directory; the Governor's clemency site (nj.gov/clemency) gives the current way to apply.",
    }),
  },
}
