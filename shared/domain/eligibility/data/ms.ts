import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, honors925c, LAST_CHECKED, pardon, route } from './builders.ts'

export const MS: JurisdictionRules = {
  code: 'MS',
  name: 'Mississippi',
  loss: {
    summary:
      'Any felony (Mississippi, another state or federal) bars possession of firearms unless pardoned, granted § 925(c) relief, or granted a certificate of rehabilitation.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Miss. Code Ann. § 97-37-5(1)'],
      },
    ],
    citations: ['Miss. Code Ann. § 97-37-5(1)'],
  },
  mechanisms: [
    route({
      id: 'ms-certificate',
      kind: 'CERTIFICATE_OF_RELIEF',
      path: 'Certificate of rehabilitation from the circuit court',
      appliesTo: ANY_COURT,
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'medium',
      conditions:
        'Mississippi convictions: court of conviction; other convictions: court of the county of residence. The court must find the person rehabilitated and not likely to be dangerous.',
      citations: ['Miss. Code Ann. § 97-37-5(3)'],
    }),
    pardon({
      id: 'ms-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Miss. Const. art. 5, § 124'],
    }),
    honors925c('ms-925c', ['Miss. Code Ann. § 97-37-5(1)']),
  ],
  honors925c: true,
  notes:
    'A certificate of rehabilitation does not restore civil rights (voting for disenfranchising crimes needs a pardon or a legislative suffrage bill), so it is not viewed as removing the federal disability.',
  verification: [
    "2026-11-25, § 925(c): read Miss. Code § 97-37-5 on casetext (current through the 2024 session): the felon ban of subsection (1) does not apply to a person who 'has received a pardon for such felony, has received a relief from disability pursuant to Section 925(c) of Title 18 of the United States Code, or has received a certificate of rehabilitation'; subsection (3) lets a person with a Mississippi conviction apply to the convicting court, and one with another state's, federal or military conviction apply to the court of the county of residence (certified judgment and proof of completion attached). The certificate and § 925(c) routes are confirmed as encoded.",
    '2026-11-25, regime: the Governor pardon (Miss. Const. art. 5, § 124) is CLEMENCY: no eligibility threshold in statute or published rules; it is named as the remaining option. The certificate of rehabilitation and § 925(c) are REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://casetext.com/statute/mississippi-code-1972/title-97-crimes/chapter-37-weapons-and-explosives/general-provisions/section-97-37-5-unlawful-for-convicted-felon-to-possess-any-firearms-or-other-weapons-or-devices-penalties-exceptions',
    'https://midsouthgunlawyer.com/ms-weapon-law/crimes-employed-using-a-firearm-felons-ms/',
    'https://www.felonyclear.com/gun-rights',
  ],
}
