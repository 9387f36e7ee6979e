import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon } from './builders.ts'

export const CT: JurisdictionRules = {
  code: 'CT',
  name: 'Connecticut',
  loss: {
    summary:
      'A felony conviction (and certain misdemeanors) bars possession; a felony also bars pistol permits and eligibility certificates.',
    bars: [
      {
        label: 'a felony',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Conn. Gen. Stat. § 53a-217(a)'],
      },
      {
        label: 'certain misdemeanors (e.g. assault, threatening or family-violence offenses)',
        when: { all: ['misdemeanor', { any: ['violent', 'domestic', 'weapon'] }] },
        covers: ANY_COURT,
        confidence: 'low',
        citations: ['Conn. Gen. Stat. § 53a-217(a)', 'Conn. Gen. Stat. §§ 29-28(b), 29-36f(b)'],
      },
    ],
    citations: ['Conn. Gen. Stat. § 53a-217(a)', 'Conn. Gen. Stat. §§ 29-28(b), 29-36f(b)'],
  },
  mechanisms: [
    pardon({
      id: 'ct-absolute-pardon',
      path: 'Absolute (expungement) pardon from the Board of Pardons and Paroles',
      // A pardon board with published application waits (docs/decisions/020).
      regime: 'REGULAR',
      waits: [
        {
          years: 5,
          from: 'CONVICTION',
          when: 'felony',
          label: '5 years after a felony conviction (and off probation or parole)',
        },
        {
          years: 3,
          from: 'CONVICTION',
          when: 'misdemeanor',
          label: '3 years after a misdemeanor conviction (and off probation or parole)',
        },
      ],
      confidence: 'high',
      conditions:
        'No pending charges in any jurisdiction; the Board hears Connecticut convictions only; an absolute pardon erases the conviction.',
      citations: ['Conn. Gen. Stat. § 54-130a'],
    }),
  ],
  honors925c: false,
  notes:
    'Certificates of rehabilitation (§ 54-130e / § 54-108f) address employment and licensing barriers, not firearms.',
  verification: [
    "2026-11-25, regime: the Board of Pardons and Paroles' absolute pardon is REGULAR: the Board (not the Governor) grants it under Conn. Gen. Stat. § 54-130a with published application waits (3 years for misdemeanors, 5 for felonies), which is the kind of pardon board route docs/decisions/020 counts. ",
    "2026-11-25, waits: re-read the OLR 2014 report on removing felony convictions (except in extraordinary circumstances the Board cannot accept an application until 5 years after a felony conviction and 3 years after a misdemeanor conviction, CGS § 54-130a(c); no pending charges or open cases), Cornell CJEI's Connecticut guide (3 or 5 years after the disposition of the most recent conviction, not on parole or probation), Paper Prisons' Connecticut model (3 and 5 years from the date of conviction, §§ 54-142a(d), 54-130a) and a practitioner page (clock starts on the day of conviction). The CCRC text block says 5 years after completion of sentence, which the statute does not say. Waits changed to run from the conviction; completing the sentence (probation and parole included) is still required by every route.",
    'Earlier pass (2026-11-21): Read the Office of Legislative Research summary of PA 07-57 and a 2014 OLR report: § 54-130a(c) lets the Board accept applications 5 years after a felony conviction and 3 years after a misdemeanor, and Board policy waits 5 years after the sentence is completed; CCRC states 5 years after completion for felonies and 3 for misdemeanors. Encoded the stricter completion-based waits.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://ccresourcecenter.org/state-restoration-profiles/connecticut-restoration-of-rights-pardon-expungement-sealing/',
    'https://www.pardon411.com/wiki/Connecticut_Pardon_Information',
    'https://cga.ct.gov/2007/SUM/2007SUM00057-R01SB-00170-SUM.htm',
    'https://ccresourcecenter.org/text-blocks/connecticut-pardon',
    'https://olreporter.blogspot.com/2014/02/hot-report-removing-felony-convictions.html',
    'https://cjei.cornell.edu/fix-your-record/sealing-and-expungement/expungement/connecticut-expungement',
    'https://paperprisons.org/states/CTnewCS.html',
  ],
}
