import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const OH: JurisdictionRules = {
  code: 'OH',
  name: 'Ohio',
  loss: {
    summary:
      'A weapons disability applies to persons under indictment for or convicted of a felony offense of violence or a felony drug offense. Other felonies do not create a state disability.',
    bars: [
      {
        label: 'a felony offense of violence or felony drug offense',
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'burglary', 'sexOffense', 'drugOffense'] }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Ohio Rev. Code § 2923.13(A)(2), (3)'],
      },
    ],
    citations: ['Ohio Rev. Code § 2923.13(A)(2), (3)'],
  },
  mechanisms: [
    route({
      id: 'oh-relief',
      kind: 'COURT_PETITION',
      path: 'Application for relief from weapons disability (court of common pleas)',
      appliesTo: ANY_COURT,
      excludes: [
        {
          when: { all: ['weapon', 'priorFelony'] },
          label: 'violent career criminals and persons with two or more felonies with firearm specifications',
          confidence: 'low',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      conditions:
        'Fully discharged; law-abiding since; not otherwise prohibited; the prosecutor investigates.',
      citations: ['Ohio Rev. Code § 2923.14'],
    }),
    route({
      id: 'oh-sealing',
      kind: 'SEALING',
      path: 'Record sealing',
      excludes: [
        { when: { all: ['felony', VIOLENT_KINDS] }, label: 'offenses of violence that cannot be sealed' },
        { when: 'sexOffense', label: 'sex offenses' },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['SEALING'],
      confidence: 'low',
      conditions:
        'Sealing relieved a weapons disability in State v. T.J.D., 2020-Ohio-3745 (2d Dist.); waits not verified.',
      citations: ['Ohio Rev. Code § 2953.32'],
    }),
    pardon({
      id: 'oh-pardon',
      path: 'Governor unconditional pardon',
      conditions: 'Discretionary.',
      citations: ['Ohio Const. art. III, § 11'],
    }),
  ],
  honors925c: false,
  notes:
    'The federal effect of § 2923.14 relief for Ohio convictions is debated (civil rights restored on release under § 2967.16 plus firearm relief).',
  verification: [
    '2026-11-25, regime: the Governor pardon (Ohio Const. art. III, § 11) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; relief from disability (R.C. 2923.14) and sealing are REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://instalawyer.io/laws/ohio-revised-code/section-292314-relief-from',
    'https://cetient.com/case/4549117/state-v-tjd',
    'https://app.legiplex.com/oh/legislature/2025/2025-r/bills/sb98/draft-2067333?id=2067333',
  ],
}
