import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route } from './builders.ts'

export const DC: JurisdictionRules = {
  code: 'DC',
  name: 'District of Columbia',
  loss: {
    summary:
      'A conviction in any court of a crime punishable by more than one year bars firearm possession; firearm registration is also denied for felony and certain misdemeanor convictions.',
    bars: [
      {
        label: 'a crime punishable by more than one year (any court)',
        when: { any: ['felony', { maxSentenceAtLeast: 1.01 }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['D.C. Code § 22-4503(a)(1)', 'D.C. Code § 7-2502.03'],
      },
    ],
    citations: ['D.C. Code § 22-4503(a)(1)', 'D.C. Code § 7-2502.03'],
  },
  mechanisms: [
    pardon({
      id: 'dc-presidential-pardon',
      path: 'Presidential pardon of a D.C. Code offense',
      extraordinary: true,
      confidence: 'low',
      conditions:
        'The District has no local pardon power; D.C. Code offenses are pardoned by the President. Such pardons are rare.',
      citations: ['U.S. Const. art. II, § 2, cl. 1'],
    }),
    route({
      id: 'dc-sealing',
      kind: 'SEALING',
      path: 'Record sealing (effect on firearm eligibility not verified)',
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['SEALING'],
      confidence: 'low',
      conditions: 'Whether D.C. sealing ends the firearm bar was not verified.',
      citations: ['D.C. Code § 16-801 et seq.'],
    }),
  ],
  honors925c: false,
  notes:
    'No D.C. firearm-restoration statute was found. D.C. felons vote except while incarcerated, so there is little to restore for federal purposes; the realistic routes are a presidential pardon or federal relief.',
  verification: [
    'Read the CCRC D.C. profile (2015 and 2017 versions): voting is lost only during incarceration; no firearm restoration provision was found in the parts read. Row stays low confidence; every D.C. felony case goes to review.',
  ],
  confidence: 'low',
  researchConfidence: 'low',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://ccresourcecenter.org/state-restoration-profiles/district-of-columbia-restoration-of-rights-pardon-expungement-sealing/',
    'http://dcrules.elaws.us/dcmr/24-2307',
  ],
}
