import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, VIOLENT_KINDS } from './builders.ts'

export const CO: JurisdictionRules = {
  code: 'CO',
  name: 'Colorado',
  loss: {
    summary:
      "Since 2021 the bar applies to felonies that are 'crimes' under the Victim Rights Act (§ 24-4.1-302(1)) or listed in § 18-12-108(7), and attempts or conspiracies to commit them, from any jurisdiction. The Victim Rights Act list is long; whether a given non-violent felony is on it is not decided here.",
    bars: [
      {
        label:
          "a felony that is a Victim Rights Act 'crime' (violent, sexual, burglary, domestic and similar offenses)",
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'sexOffense', 'burglary', 'domestic'] }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Colo. Rev. Stat. § 18-12-108(1), (7)', 'Colo. Rev. Stat. § 24-4.1-302(1)'],
      },
      {
        label: 'any other felony, which may still be on the Victim Rights Act list',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'low',
        citations: ['Colo. Rev. Stat. § 24-4.1-302(1)'],
      },
    ],
    citations: ['Colo. Rev. Stat. § 18-12-108(1), (7)', 'Colo. Rev. Stat. § 24-4.1-302(1)'],
  },
  mechanisms: [
    pardon({
      id: 'co-pardon',
      path: 'Governor pardon',
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: 'about 10 years after completing the sentence (practice reported by practitioners)',
          confidence: 'low',
        },
      ],
      conditions: 'Discretionary.',
      citations: ['Colo. Const. art. IV, § 7'],
    }),
  ],
  honors925c: false,
  notes:
    'No statutory court-petition route was confirmed (one secondary source claims a 5-year court petition; not corroborated, not encoded). Colorado restores voting on completion; the federal treatment of Colorado restoration has been litigated in the 10th Circuit.',
  verification: [
    '2026-11-25, regime: the Governor pardon (Colo. Const. art. IV, § 7) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the reported 10-year practice is not a published rule and stays low.',
    'Earlier pass (2026-11-21): Read the current Colo. Rev. Stat. § 18-12-108(1) (pathforwardlegal copy): the bar reaches felony crimes as defined in § 24-4.1-302(1) or listed in subsection (7), from Colorado, any other state or federal law. The 2018 text (legalfix) barred every felony, confirming the change.',
    'Earlier pass (2026-11-21): The § 24-4.1-302(1) list itself was not read, so a felony outside the obvious violent categories is encoded as possibly barred (low confidence).',
  ],
  confidence: 'low',
  researchConfidence: 'low-medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://pathforwardlegal.com/?p=8822',
    'https://giavision.com/colorado-news-new-law-removes-some-felons-from-lifetime-firearm-ban',
    'https://www.shouselaw.com/blog/colorado-restoring-gun-rights',
    'https://legalfix.com/statutes/state-codes/colorado/title-18/article-12/part-1/section-18-12-108',
  ],
}
