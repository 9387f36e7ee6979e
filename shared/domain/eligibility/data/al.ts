import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const AL: JurisdictionRules = {
  code: 'AL',
  name: 'Alabama',
  loss: {
    summary:
      "A conviction (in Alabama or elsewhere) of a 'crime of violence' or of a misdemeanor offense of domestic violence bars owning or possessing a firearm. Other felonies are barred by federal law only.",
    bars: [
      {
        label:
          "a 'crime of violence': murder, manslaughter (other than vehicular), rape, mayhem, robbery, burglary, kidnapping, assault with intent to rob, ravish or murder, or a Class A or B felony with serious physical injury, drug distribution or manufacture, or a sexual element involving a child under 12",
        when: { any: [VIOLENT_KINDS, 'burglary', { all: ['felony', 'drugDistribution'] }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Ala. Code § 13A-11-72(a)', 'Ala. Code § 13A-11-70(3)'],
      },
      {
        label: 'a misdemeanor offense of domestic violence',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Ala. Code § 13A-11-72(a)'],
      },
    ],
    citations: ['Ala. Code § 13A-11-72(a)', 'Ala. Code § 13A-11-70(3)'],
  },
  mechanisms: [
    pardon({
      id: 'al-pardon',
      path: 'Pardon from the Board of Pardons and Paroles expressly restoring firearm rights',
      firearmsMustBeExpress: true,
      excludes: [
        {
          when: VIOLENT_KINDS,
          label: 'some violent and drug offenses the Board reportedly will not restore (unverified practice)',
          confidence: 'low',
        },
      ],
      conditions:
        'Sentence completed, fines, costs and restitution paid, no pending charges; the pardon restores civil and political rights, including firearms, only when it says so expressly.',
      citations: [
        'Ala. Const. art. V, § 124',
        'Ala. Code § 15-22-36(c)',
        'Mason v. State, 39 Ala. App. 1, 103 So. 2d 337 (1956)',
      ],
    }),
    route({
      id: 'al-cerv',
      kind: 'OTHER',
      path: 'Certificate of Eligibility to Register to Vote (voting only)',
      federalEffect: 'DOES_NOT_REMOVE',
      liftsStateBar: 'NONE',
      discretionary: false,
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'Restores the vote only; firearm, jury and office rights stay lost, so it does not satisfy 18 U.S.C. § 921(a)(20).',
      citations: ['Ala. Code § 15-22-36.1'],
    }),
  ],
  honors925c: false,
  notes:
    'Pardon-only state for firearm purposes. A practitioner source reports that Alabama courts have treated some theft offenses as crimes of violence because the historic definition included larceny; the engine does not infer that, so theft cases in Alabama should be reviewed.',
  verification: [
    "Read Ala. Code § 13A-11-70(3) (lawserver copy): 'crime of violence' lists murder, manslaughter (except vehicular), rape, mayhem, assault with intent to rob/ravish/murder, robbery, burglary, kidnapping, and Class A or B felonies with serious physical injury, drug distribution/manufacture or a sexual element involving a child under 12. Encoded the drug-distribution felony branch, which the research row did not have.",
    'Practitioner summaries of § 13A-11-72(a) agree that misdemeanor domestic violence bars possession.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'http://ccresourcecenter.org/resources-2/restoration-of-rights/chart-1-loss-and-restoration-of-civil-rights-and-firearms-privileges/',
    'https://alabamapardonlawyerblog.com/amp/pardons-gun-rights',
    'https://cetient.com/case/1849690/mason-v-state',
    'https://instalawyer.io/laws/code-of-alabama/section-15-22-361-certificate-of',
    'https://lawserver.com/law/state/alabama/al-code/alabama_code_13a-11-70',
  ],
}
