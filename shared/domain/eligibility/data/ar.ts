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
    'Not re-checked against statute text in this session (no primary text found); the 8-year wait and weapon exclusion for Governor restoration are encoded as unverified (MANUAL_REVIEW).',
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
