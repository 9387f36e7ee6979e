import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const OK: JurisdictionRules = {
  code: 'OK',
  name: 'Oklahoma',
  loss: {
    summary:
      'Any felony conviction (Oklahoma, another state or federal) bars firearms on the person, in a vehicle or at the residence; persons under Department of Corrections supervision are also barred.',
    bars: [
      {
        label: 'a felony (any court)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Okla. Stat. tit. 21, § 1283(A), (C)'],
      },
    ],
    citations: ['Okla. Stat. tit. 21, § 1283(A), (C)'],
  },
  mechanisms: [
    pardon({
      id: 'ok-pardon',
      path: 'Governor full pardon (Pardon and Parole Board recommendation)',
      // The Board applies published eligibility criteria (sentence completed, or five years on
      // supervision): a regular route, not executive clemency (decision 048).
      regime: 'REGULAR',
      excludes: [
        {
          when: VIOLENT_KINDS,
          label: 'violent felonies, for which a pardon does not restore firearm rights',
        },
      ],
      confidence: 'medium',
      conditions:
        'Every felony conviction must be pardoned and non-violent; sentence completed (or 5 consecutive years on probation or parole), fines paid, no pending charges.',
      citations: ['Okla. Const. art. 6, § 10', 'Okla. Stat. tit. 21, § 1283(B)'],
    }),
    route({
      id: 'ok-expungement',
      kind: 'EXPUNGEMENT',
      path: 'Expungement (does not restore firearm rights)',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'NONE',
      reliefKinds: ['EXPUNGEMENT', 'SEALING'],
      confidence: 'medium',
      conditions: 'An Oklahoma expungement does not restore the right to possess a firearm.',
      citations: ['Okla. Stat. tit. 22, §§ 18, 19'],
    }),
  ],
  honors925c: false,
  notes:
    'A 2026 bill would let some nonviolent felons regain non-semi-automatic firearms five years after the sentence; not enacted in the sources found.',
  verification: [
    '2026-12-02, regime: REGULAR. The Pardon and Parole Board hears a pardon application only once its published criteria are met (sentence completed, or five consecutive years on probation or parole; no pending charges), which makes it a board pardon under published criteria, a regular mechanism (decision 048), superseding the reading below.',
    "2026-11-25, regime: the Governor pardon on the Pardon and Parole Board's recommendation is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own: eligibility to apply (sentence completed or 5 years on supervision) is not a threshold for the pardon itself; expungement is REGULAR (no firearm effect).",
    'Earlier pass (2026-11-21): Practitioner and firm sources (Cincotta, Risley, Claremore) agree that § 1283(B) restores firearm rights only where every felony is pardoned and non-violent, and that expungement does not restore them; statute text itself not read.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://michaelrisley.com/blog/q-a-how-can-a-convicted-felon-own-a-gun-in-oklahoma?format=amp',
    'https://claremoreattorneys.net/claremore-criminal-attorneys/pardon-and-expungement-lawyers/will-a-pardon-restore-gun-rights-in-oklahoma',
    'https://travischarlessmith.com/restore-gun-rights-oklahoma/',
    'https://legalclarity.org/can-a-felon-own-a-gun-in-oklahoma',
    'https://www.cincottalawoffice.com/post/expungement-and-right-to-possess-firearm',
    'https://michaelrisley.com/blog/q-a-how-can-a-convicted-felon-own-a-gun-in-oklahoma',
  ],
}
