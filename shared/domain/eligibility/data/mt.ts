import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const MT: JurisdictionRules = {
  code: 'MT',
  name: 'Montana',
  loss: {
    summary:
      'Rights are restored when state supervision ends; the state possession bar applies to persons whose sentence was enhanced for use of a dangerous weapon. Felons remain ineligible for concealed-weapon permits.',
    bars: [
      {
        label: 'a felony with a sentence enhanced for use of a dangerous weapon',
        when: { all: ['felony', 'weapon'] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Mont. Code Ann. § 45-8-313', 'Mont. Code Ann. § 46-18-221'],
      },
    ],
    citations: ['Mont. Code Ann. § 46-18-801(2)', 'Mont. Code Ann. § 45-8-313', 'Mont. Code Ann. § 45-8-321'],
  },
  mechanisms: [
    route({
      id: 'mt-completion',
      kind: 'AUTOMATIC_ON_COMPLETION',
      path: 'Rights restored automatically when the sentence ends',
      excludes: [{ when: 'weapon', label: 'weapon-enhanced sentences' }],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'Automatic; but felons stay barred from concealed-weapon permits, which keeps the federal bar (Van der Hule).',
      citations: ['Mont. Code Ann. § 46-18-801(2)'],
    }),
    route({
      id: 'mt-permit',
      kind: 'COURT_PETITION',
      path: 'Court permit to possess a firearm after a weapon-enhanced sentence',
      requires: 'weapon',
      requiresLabel: 'weapon-enhanced sentences',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'PARTIAL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions: 'A permit on good cause for each firearm sought.',
      citations: ['Mont. Code Ann. § 45-8-314'],
    }),
    pardon({
      id: 'mt-pardon',
      path: 'Governor pardon (Board of Pardons and Parole)',
      conditions: 'Discretionary.',
      citations: ['Mont. Const. art. VI, § 12'],
    }),
  ],
  honors925c: false,
  notes:
    "United States v. Van der Hule, 759 F.3d 1043 (9th Cir. 2014): because Montana still bars felons from concealed-weapon permits, its restoration triggers the 'unless' clause and does not remove the federal disability. Most Montana felons are fine under state law but still federally prohibited.",
  verification: [
    '2026-11-25, regime: the Governor pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; restoration on completion and the § 45-8-314 permit are REGULAR.',
    'Earlier pass (2026-11-21): Giffords and an ATF compilation of Mont. Code Ann. §§ 45-8-313 and 45-8-314 confirm the bar is limited to weapon-enhanced sentences and that a permit is granted on good cause for each firearm; Yellowstone County sheriff page confirms felony convictions bar a concealed-weapon permit (§ 45-8-321).',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://ohiogunlawyer.com/civil-rights-restoration/',
    'https://www.bigskylegal.com/blog/2024/03/can-you-restore-lost-gun-rights-in-montana/',
    'https://www.yellowstonecountymt.gov/Sheriff/izq-CCWStatutes.asp',
    'https://giffords.org/lawcenter/state-laws/firearm-prohibitions-in-montana/',
  ],
}
