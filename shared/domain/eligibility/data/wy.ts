import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const WY: JurisdictionRules = {
  code: 'WY',
  name: 'Wyoming',
  loss: {
    summary:
      'A violent felony (defined list) or a § 6-5-204(b) felony makes possession a felony unless pardoned or rights restored. Since July 1, 2023 other felons also lose firearm rights (a misdemeanor to possess) until restored.',
    bars: [
      {
        label:
          "a 'violent felony' (murder, manslaughter, kidnapping, sexual assault, robbery, aggravated assault, aggravated burglary, arson and others)",
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'sexOffense'] }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Wyo. Stat. Ann. § 6-8-102(a)', 'Wyo. Stat. Ann. § 6-1-104(a)(xii)'],
      },
      {
        label: 'any other felony (since July 1, 2023)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Wyo. Stat. Ann. § 6-8-102(c)'],
      },
    ],
    citations: [
      'Wyo. Stat. Ann. § 6-8-102(a), (c)',
      'Wyo. Stat. Ann. § 6-1-104(a)(xii)',
      'Wyo. Stat. Ann. § 6-10-106',
    ],
  },
  mechanisms: [
    route({
      id: 'wy-five-year',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Rights (including firearms) restored 5 years after the sentence (nonviolent felonies)',
      requires: 'felony',
      requiresLabel: 'felonies',
      excludes: [
        { when: { any: [VIOLENT_KINDS, 'sexOffense'] }, label: 'violent felonies (§ 6-1-104(a)(xii))' },
        { when: 'priorFelony', label: 'another felony conviction', confidence: 'low' },
      ],
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after completing the sentence including probation or parole',
        },
      ],
      discretionary: false,
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions: 'The Department of Corrections issues a certificate; a later felony voids it.',
      citations: ['Wyo. Stat. Ann. § 7-13-105(f)', '2023 Wyo. Sess. Laws, Enrolled Act No. 94 (SF0120)'],
    }),
    route({
      id: 'wy-governor-certificate',
      kind: 'EXECUTIVE_RESTORATION',
      // The Governor may restore on application at the end of the sentence, with no criteria to
      // meet: executive grace, named but never counted (docs/decisions/020).
      regime: 'CLEMENCY',
      path: "Governor's certificate restoring rights",
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'Written application on expiration of the sentence or probation; discretionary; § 6-8-102(a) exempts persons restored under § 7-13-105(a).',
      citations: ['Wyo. Stat. Ann. § 7-13-105(a)'],
    }),
    pardon({
      id: 'wy-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Wyo. Const. art. 4, § 5'],
    }),
    route({
      id: 'wy-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement of a nonviolent felony to restore firearm rights',
      excludes: [{ when: { any: [VIOLENT_KINDS, 'sexOffense'] }, label: 'violent felonies' }],
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          label: '10 years after completing the sentence (reported)',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      conditions: 'Nonviolent felonies only.',
      citations: ['Wyo. Stat. Ann. § 7-13-1502'],
    }),
  ],
  honors925c: false,
  notes:
    '2024 HB0176 would have repealed the 2023 state-law firearm loss for nonviolent felons; its enactment was not confirmed, so current law is encoded as SF0120.',
  verification: [
    "2026-11-25, regime: the Governor pardon is CLEMENCY (no threshold). The Governor's certificate under § 7-13-105(a) is also CLEMENCY: the Governor may restore rights on a written application once the sentence or probation expires, at discretion and with no published criteria, which is executive grace, not a threshold (decided from the row's statute reading; the section text was not re-read today). The 5-year restoration of § 7-13-105(f) and expungement (§ 7-13-1502) are REGULAR.",
    "Earlier pass (2026-11-21): Read the enrolled SF0120 (2023 Enrolled Act No. 94, keepinglawsimple copy): the 'violent felony' definition in § 6-1-104(a)(xii), § 6-8-102(a) and new (c), and § 7-13-105(f) restoration five years after completing the sentence with no other felony. Raised the 5-year route to high.",
    'Earlier pass (2026-11-21): Found the 2024 HB0176 bill text and summaries (fastdemocracy, legiplex) but no record of enactment; left current law as SF0120.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://www.keepinglawsimple.org/states/wyoming/bills/2023/SF0120',
    'https://justiceforcowboys.com/2023/03/13/wyo-legislature-expedites-restoration-of-gun-civil-rights-for-first-time-nonviolent-felons-also-correctly-strips-gun-rights-from-nonviolent-felons/',
    'https://milesfortis.com/?p=91063',
    'https://fastdemocracy.com/bill-summary/?billsummary_id=WYB00004845&billsummary_session=2024&billsummary_state=wy',
    'https://ccresourcecenter.org/text-blocks/wyoming-civil-firearms/',
  ],
}
