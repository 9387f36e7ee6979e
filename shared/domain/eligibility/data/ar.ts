import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, honors925c, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const AR: JurisdictionRules = {
  code: 'AR',
  name: 'Arkansas',
  loss: {
    summary:
      'Any felony conviction (including suspended imposition or probation) bars possessing or owning any firearm unless the Governor or ATF/another office designated by the U.S. Department of Justice authorizes it.',
    bars: [
      {
        label: 'a felony',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Ark. Code Ann. § 5-73-103(a), (b)'],
      },
    ],
    citations: ['Ark. Code Ann. § 5-73-103(a), (b)'],
  },
  mechanisms: [
    route({
      id: 'ar-first-offender',
      requiresProbationSentence: true,
      requiresDeferredDisposition: true,
      kind: 'EXPUNGEMENT',
      path: 'Dismissal and expungement under the First Offender Act or drug/veterans court',
      unresolved:
        'whether you received first-offender (Act 346) treatment or completed a drug or veterans court program',
      excludes: [
        {
          when: VIOLENT_KINDS,
          label: 'violent felonies and other offenses excluded from first-offender treatment',
        },
      ],
      discretionary: false,
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      conditions:
        'A case dismissed and expunged under § 16-93-301 et seq. or § 16-98-303(g) is not a conviction for § 5-73-103.',
      citations: ['Ark. Code Ann. § 5-73-103(b)(2)', 'Ark. Code Ann. § 16-93-301 et seq.'],
    }),
    pardon({
      id: 'ar-pardon',
      path: 'Governor pardon expressly restoring the right to possess a firearm',
      firearmsMustBeExpress: true,
      confidence: 'medium',
      conditions: 'The pardon must expressly restore firearm rights.',
      citations: ['Ark. Code Ann. § 5-73-103(b)(3)'],
    }),
    route({
      id: 'ar-governor-restoration',
      kind: 'EXECUTIVE_RESTORATION',
      path: 'Governor restoration of firearm rights without a pardon',
      excludes: [
        {
          when: { any: ['weapon', VIOLENT_KINDS] },
          label: 'felonies involving a weapon or violence (reported)',
          confidence: 'low',
        },
      ],
      waits: [
        {
          years: 8,
          from: 'SENTENCE_COMPLETION',
          label: '8 years (reported by practitioners, not verified)',
          confidence: 'low',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions: 'On the recommendation of the chief law-enforcement officer where the person lives.',
      citations: ['Ark. Code Ann. § 5-73-103(d)'],
    }),
    honors925c('ar-925c', ['Ark. Code Ann. § 5-73-103(a)']),
  ],
  honors925c: true,
  notes:
    'Sealing under Act 1460 (§ 16-90-1401 et seq.) does not re-confer felony firearm rights (§ 16-90-1417(a)(3)).',
  verification: [
    '2026-11-25, first offender: Ark. Code Ann. § 16-93-301 et seq. dismissal is for a first-offender disposition only: marked as requiring it. It still turns on what the discharge order says, so such a case stays review with the discharge-order words.',
    '2026-11-25, sentence: First Offender Act (Act 346) dismissal follows probation or a suspended imposition of sentence (Ark. Code Ann. § 16-93-301 et seq.; § 5-73-103(b)(2) read this day): marked as requiring a probation sentence, so a prison sentence read from the sentence text rules it out.',
    "2026-11-25, regime: the Governor pardon is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own. The Governor's firearm restoration without a pardon (§ 5-73-103(d), on the recommendation of the chief law-enforcement officer) stays REGULAR as a statutory route, but its reported 8-year wait and exclusions stay low, so it gives at most MANUAL_REVIEW; the First Offender dismissal and § 925(c) are REGULAR.",
    "2026-11-25, § 925(c): read Ark. Code Ann. § 5-73-103 (WomensLaw selected statutes, updated Jan. 3, 2024; instalawyer and arkansascarry copies): (a) the felon ban applies 'unless authorized by ... the Governor, or his or her designee, or the United States Bureau of Alcohol, Tobacco, Firearms, and Explosives, or other bureau or office designated by the United States Department of Justice', which covers relief granted under the proposed rule by the Office of the Pardon Attorney; (b)(1) a suspended imposition or probation counts as a conviction, (b)(2) a First Offender dismissal and expungement does not, (b)(3) nor does a pardon explicitly restoring firearms; (d) the Governor may restore firearm rights without a pardon. Confirmed as encoded.",
    'Earlier pass (2026-11-21): not re-checked against statute text (no primary text found); the 8-year wait and weapon exclusion for Governor restoration are encoded as unverified (MANUAL_REVIEW).',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://instalawyer.io/laws/arkansas-code/5-73-103-possession-of-firearms',
    'https://www.morton-law.us/mortonlaw/expungement-restoring-gun-rights',
    'https://arkansaslawking.com/?p=1327',
  ],
}
