import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const TN: JurisdictionRules = {
  code: 'TN',
  name: 'Tennessee',
  loss: {
    summary:
      'A felony crime of violence (or attempt), a felony involving a deadly weapon, or a felony drug offense bars firearms; other felons may possess once their full rights of citizenship are restored (2018 change). A misdemeanor crime of domestic violence also bars.',
    bars: [
      {
        label: 'a felony crime of violence, deadly-weapon felony or felony drug offense',
        when: {
          all: ['felony', { any: [VIOLENT_KINDS, 'weapon', 'drugOffense', 'sexOffense', 'burglary'] }],
        },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Tenn. Code Ann. § 39-17-1307(b)(1)'],
      },
      {
        label: 'any other felony, until full rights of citizenship are restored',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Tenn. Code Ann. § 39-17-1307(c)'],
      },
      {
        label: 'a misdemeanor crime of domestic violence',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Tenn. Code Ann. § 39-17-1307(f)'],
      },
    ],
    citations: ['Tenn. Code Ann. § 39-17-1307(b)(1), (c)'],
  },
  mechanisms: [
    route({
      id: 'tn-citizenship',
      kind: 'COURT_PETITION',
      path: 'Circuit court petition to restore full rights of citizenship',
      appliesTo: ANY_COURT,
      requires: 'felony',
      requiresLabel: 'felonies',
      excludes: [
        {
          when: { any: [VIOLENT_KINDS, 'weapon', 'drugOffense', 'sexOffense', 'burglary'] },
          label:
            'felony crimes of violence, deadly-weapon felonies and felony drug offenses (firearm rights are not restored this way)',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'Presumption in favor of restoration; federal and out-of-state convictions may use it; firearm rights return unless the order forbids them.',
      citations: [
        'Tenn. Code Ann. § 40-29-101 et seq.',
        'Tenn. Code Ann. § 39-17-1307(c)',
        'State v. Dedreux (Tenn. Ct. App. 2022)',
      ],
    }),
    pardon({
      id: 'tn-pardon',
      path: 'Governor pardon',
      conditions: 'Discretionary.',
      citations: ['Tenn. Const. art. III, § 6'],
    }),
  ],
  honors925c: false,
  notes: 'Restoration also re-qualifies for a handgun carry permit (§ 39-17-1351(j)(3)).',
  verification: [
    '2026-11-25, regime: the Governor pardon (Tenn. Const. art. III, § 6) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; restoration of citizenship (§ 40-29-101 et seq.) is REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://kinglawoffices.com/blog/restoration-of-gun-rights-for-felons-in-tennessee',
    'https://fmsllp.com/changes-in-tennessee-laws-of-restoration-of-rights-and-antique-firearms',
    'https://www.nashvilletnlaw.com/firearm-rights-restored-in-tennessee-for-non-violent-felony-offender/',
    'https://quillenlaw.com/firearm-restoration-citizenship/',
  ],
}
