import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, honors925c, LAST_CHECKED, pardon, route } from './builders.ts'

export const WI: JurisdictionRules = {
  code: 'WI',
  name: 'Wisconsin',
  loss: {
    summary: 'Any felony (any jurisdiction) bars firearm possession.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Wis. Stat. § 941.29'],
      },
    ],
    citations: ['Wis. Stat. § 941.29'],
  },
  mechanisms: [
    pardon({
      id: 'wi-pardon',
      path: 'Governor pardon (Pardon Advisory Board)',
      conditions: 'Statutory exception for pardoned persons.',
      citations: ['Wis. Const. art. V, § 6', 'Wis. Stat. § 941.29(5)(a)'],
    }),
    honors925c('wi-925c', ['Wis. Stat. § 941.29(5)(b)']),
    route({
      id: 'wi-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement under § 973.015 (does not restore firearm rights)',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'NONE',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'high',
      conditions: 'Moran: only a pardon or § 925(c) relief lifts the Wisconsin ban.',
      citations: ['Wis. Stat. § 973.015'],
    }),
  ],
  honors925c: true,
  notes:
    "Moran v. Wis. Dep't of Justice, 2019 WI App 38, 932 N.W.2d 430: only a pardon or § 925(c) relief lifts the ban; another state's restoration does not.",
  verification: [
    "2026-11-25, § 925(c): read Wis. Stat. § 941.29(5) (lawserver 2011 copy: (5)(b) 'Has obtained relief from disabilities under 18 USC 925 (c)') and Moran v. Wis. Dep't of Justice, 2019 WI App 38 (case.law: under the plain language of § 941.29(5) a felon must have received a pardon or relief under the identified federal statute; another state's restoration does not count). The honors-925(c) route is confirmed.",
    "2026-11-25, regime: the Governor pardon (Wis. Const. art. V, § 6) is CLEMENCY: the Pardon Advisory Board's eligibility criteria come from the current Governor's executive order, not statute or rule, and may change or be ignored; it is named as the remaining option beside § 925(c). § 925(c) is REGULAR; expungement under § 973.015 is REGULAR but does not restore firearm rights.",
    'Earlier pass (2026-11-21): high-confidence row, not re-checked.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://cite.case.law/nw2d/932/430/',
    'https://askalawyer.com/criminal/can-i-possess-a-firearm-with-an-expunged-felony',
    'http://www.lawserver.com/law/state/wisconsin/2011-wi-laws/2011_wisconsin_laws_941-29',
  ],
}
