import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_FELONY, VIOLENT_KINDS } from './builders.ts'

export const DE: JurisdictionRules = {
  code: 'DE',
  name: 'Delaware',
  loss: {
    summary:
      'A felony, or a crime of violence causing physical injury (any jurisdiction), is a lifetime ban on deadly weapons and ammunition; a misdemeanor crime of domestic violence is a ban for 5 years; certain drug convictions also bar.',
    bars: [
      {
        label: 'a felony or a crime of violence causing physical injury',
        when: { any: ['felony', VIOLENT_KINDS] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['11 Del. C. § 1448(a)(1)'],
      },
      {
        label: 'a misdemeanor crime of domestic violence (for 5 years after conviction)',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['11 Del. C. § 1448(a)(7)'],
      },
      {
        label: 'an unlawful use, possession or sale of a narcotic or dangerous drug',
        when: 'drugOffense',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['11 Del. C. § 1448(a)(3)'],
      },
    ],
    citations: ['11 Del. C. § 1448(a)(1), (a)(3), (a)(7)'],
  },
  mechanisms: [
    route({
      id: 'de-mcdv-lapse',
      kind: 'AUTOMATIC_AFTER_WAIT',
      path: 'Domestic-violence misdemeanor bar ends 5 years after conviction',
      requires: 'mcdv',
      requiresLabel: 'misdemeanor crimes of domestic violence',
      waits: [{ years: 5, from: 'CONVICTION', label: '5 years after the conviction' }],
      discretionary: false,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      confidence: 'high',
      conditions: 'Automatic under state law; the federal bar of 18 U.S.C. § 922(g)(9) remains.',
      citations: ['11 Del. C. § 1448(a)(7)'],
    }),
    pardon({
      id: 'de-pardon',
      path: 'Governor pardon on the recommendation of the Board of Pardons',
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label:
            '3 to 5 years after completing the sentence, depending on the offense (Board practice, not verified)',
          confidence: 'low',
        },
      ],
      conditions:
        'An unconditional pardon restores civil rights including deadly weapons unless it is conditioned.',
      citations: ['Del. Const. art. VII, § 1', '11 Del. C. § 1448'],
    }),
    route({
      id: 'de-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement of pardoned or eligible convictions',
      excludes: [
        {
          when: VIOLENT_FELONY,
          label: 'violent felonies listed in 11 Del. C. § 4201(c) (§ 4374(b)(1))',
        },
        { when: 'sexOffense', label: 'sex offenses (§ 4374(b))' },
      ],
      // § 4374(a): from the later of conviction or release from incarceration.
      waits: [
        {
          years: 3,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: 'misdemeanor',
          label: '3 years after conviction or release for a misdemeanor (§ 4374(a)(1))',
        },
        {
          years: 7,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: { all: ['misdemeanor', { any: ['domestic', 'violent'] }] },
          label:
            '7 years for the misdemeanors § 4373(b) lists, among them offenses against a family member or of force (§ 4374(a)(2))',
        },
        {
          years: 7,
          from: 'RELEASE_FROM_CONFINEMENT',
          when: 'felony',
          label: '7 years after conviction or release for a felony (§ 4374(a)(3))',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      confidence: 'low',
      conditions:
        'Discretionary expungement with no prior or later conviction (11 Del. C. § 4374(a)); whether an expunged conviction still counts for the § 1448 firearm ban was not verified, so an open petition is review.',
      citations: ['11 Del. C. §§ 4371-4375'],
    }),
  ],
  honors925c: false,
  notes:
    'The misdemeanor domestic-violence bar ends automatically under state law after 5 years; the federal (g)(9) bar remains.',
  verification: [
    '2026-11-25, expungement: read 11 Del. C. § 4374 (instalawyer.io text; delcode.delaware.gov subchapter): discretionary expungement with no prior or later conviction, 3 years after the later of conviction or release for a misdemeanor, 7 for the misdemeanors listed in § 4373(b) and for felonies; § 4374(b) excludes § 4201(c) violent felonies. Encoded those waits and exclusions; the route stays low confidence because whether an expunged conviction still counts for the § 1448 ban was not verified.',
    "2026-11-25, regime: the Governor pardon on the Board of Pardons' recommendation (Del. Const. art. VII, § 1) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own: the 3-5-year wait is Board practice, not a published rule (kept low). The MCDV lapse and expungement are REGULAR.",
    "Earlier pass (2026-11-21): Read 11 Del. C. § 1448(a)(1), (a)(3) (instalawyer copy, text effective until June 30, 2025) and the session law adding (a)(7) (legis.delaware.gov: 'a period of prohibition which is not to be extended past five (5) years'); Giffords confirms the 5-year limit from conviction.",
    'Earlier pass (2026-11-21): The Board of Pardons waiting practice (3-5 years) was not confirmed; encoded as a low-confidence wait.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://firearmrights.net/restoration-of-firearm-rights-in-delaware/',
    'https://instalawyer.io/laws/delaware-code/1448-possession-and-purchase',
    'https://pardons.delaware.gov/tag/governor/?p=45',
    'https://legis.delaware.gov/SessionLaws/Chapter?id=19448',
    'https://giffords.org/domestic-violence-and-firearms-in-delaware',
  ],
}
