import { AUTHORITIES_CHECKED, clemencyOffice, form, residenceCourt } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const MI: StateAuthorities = {
  code: 'MI',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://www.michigan.gov/corrections/parole-probation/parole-board-information/executive-clemency-process-summary',
    'http://mirules.elaws.us/rule/r791.7760',
    'http://www.cjpf.org/clemency-mi',
  ],
  byMechanism: {
    'mi-court-restoration': residenceCourt('circuit court of the county where you live', [
      'Mich. Comp. Laws § 28.424',
    ]),
    'mi-pardon': clemencyOffice({
      name: 'Michigan Parole Board, Pardons and Commutations Coordinator',
      address: [
        'Michigan Department of Corrections',
        'Office of the Parole Board, Pardons and Commutations Coordinator',
        'P.O. Box 30003',
        'Lansing, MI 48909',
      ],
      website:
        'https://www.michigan.gov/corrections/parole-probation/parole-board-information/executive-clemency-process-summary',
      howToFile:
        "File a notarized Application for Pardon, on the Parole Board's form, with the Parole Board. The Board decides within 60 days whether it has merit; if so it asks the sentencing judge and prosecutor for their positions and may hold a public hearing, then sends the application to the Governor, who decides. The Board need not act on a substantially identical application within two years of a denial.",
      forms: [form('Application for Pardon', null, { notarized: true })],
      citations: [
        'Mich. Const. art. V, § 14',
        'Mich. Comp. Laws §§ 791.243, 791.244',
        'Mich. Admin. Code R 791.7760',
      ],
      verificationNote:
        'The post-office box comes from an advocacy directory; confirm it with the Parole Board (517-373-0270) before mailing.',
    }),
  },
}
