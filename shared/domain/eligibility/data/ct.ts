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
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          when: 'felony',
          label: '5 years after completing the sentence for a felony',
        },
        {
          years: 3,
          from: 'SENTENCE_COMPLETION',
          when: 'misdemeanor',
          label: '3 years after completing the sentence for a misdemeanor',
        },
      ],
      confidence: 'medium',
      conditions:
        'No pending charges in any jurisdiction; the Board hears Connecticut convictions only; an absolute pardon erases the conviction.',
      citations: ['Conn. Gen. Stat. § 54-130a'],
    }),
  ],
  honors925c: false,
  notes:
    'Certificates of rehabilitation (§ 54-130e / § 54-108f) address employment and licensing barriers, not firearms.',
  verification: [
    'Read the Office of Legislative Research summary of PA 07-57 and a 2014 OLR report: § 54-130a(c) lets the Board accept applications 5 years after a felony conviction and 3 years after a misdemeanor, and Board policy waits 5 years after the sentence is completed; CCRC states 5 years after completion for felonies and 3 for misdemeanors. Encoded the stricter completion-based waits.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://ccresourcecenter.org/state-restoration-profiles/connecticut-restoration-of-rights-pardon-expungement-sealing/',
    'https://www.pardon411.com/wiki/Connecticut_Pardon_Information',
    'https://cga.ct.gov/2007/SUM/2007SUM00057-R01SB-00170-SUM.htm',
    'https://ccresourcecenter.org/text-blocks/connecticut-pardon',
  ],
}
