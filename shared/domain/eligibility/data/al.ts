import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const AL: JurisdictionRules = {
  code: 'AL',
  name: 'Alabama',
  loss: {
    summary:
      "A conviction (in Alabama or elsewhere) of a 'crime of violence', of a 'violent offense' listed in § 12-25-32(15) or of a misdemeanor offense of domestic violence bars owning or possessing a firearm. Other felonies are barred by federal law only.",
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
        label:
          "a 'violent offense' listed in Ala. Code § 12-25-32(15) (among them felony sex offenses, stalking, child abuse and felony domestic violence)",
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'sexOffense', 'domestic'] }] },
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Ala. Code § 13A-11-72(a)', 'Ala. Code § 12-25-32(15)'],
      },
      {
        label: 'a misdemeanor offense of domestic violence',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Ala. Code § 13A-11-72(a)'],
      },
    ],
    citations: ['Ala. Code § 13A-11-72(a)', 'Ala. Code § 13A-11-70(3)', 'Ala. Code § 12-25-32(15)'],
  },
  mechanisms: [
    pardon({
      id: 'al-pardon',
      path: 'Pardon from the Board of Pardons and Paroles expressly restoring firearm rights',
      // An independent board granting pardons under statutory eligibility rules (docs/decisions/020).
      regime: 'REGULAR',
      firearmsMustBeExpress: true,
      excludes: [
        {
          when: VIOLENT_KINDS,
          label: 'some violent and drug offenses the Board reportedly will not restore (unverified practice)',
          confidence: 'low',
        },
      ],
      conditions:
        'Eligible once the sentence is completed (or after 3 years of permanent parole), with fines, costs and restitution paid and no pending charges; the Board also hears federal and other-state convictions of Alabama residents. The pardon restores civil and political rights, including firearms, only when it says so expressly.',
      appliesTo: ANY_COURT,
      citations: [
        'Ala. Const. art. V, § 124',
        'Ala. Code § 15-22-36(c)',
        'Ala. Admin. Code r. 640-X-7-.01',
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
    "Pardon-only state for firearm purposes. Before the 2013 rewrite of § 13A-11-70 the 'crime of violence' definition included larceny, and courts read theft as a crime of violence; the current definition no longer lists larceny, so a non-violent felony leaves only the federal ban.",
  verification: [
    "2026-11-25, bar: read the current § 13A-11-72(a) as summarized from the statute by WomensLaw (laws current Sept. 1, 2023) and Legal Clarity: the ban reaches a 'crime of violence' (§ 13A-11-70(3), no longer including larceny), a misdemeanor offense of domestic violence, or one of the 'violent offenses' listed in § 12-25-32(15) (51 offenses, including stalking, domestic violence and sex offenses), not every felony. Added the § 12-25-32(15) bar for felony violent, sexual and domestic offenses (medium: the list is approximated by the violent, sex and domestic facts). The reading that every felony is barred (one Legal Clarity page) is contrary to the statute's list and was not encoded.",
    '2026-11-25, regime: the Board of Pardons and Paroles pardon is REGULAR: an independent board with statutory eligibility (Ala. Code § 15-22-36(c): completion of sentence or 3 years of permanent parole; Ala. Admin. Code r. 640-X-7-.01(1)-(2), read on law.cornell.edu, which also opens the Board to federal and other-state convictions of Alabama residents). The Certificate of Eligibility to Register to Vote is REGULAR but restores the vote only.',
    "Earlier pass (2026-11-21): read Ala. Code § 13A-11-70(3) (lawserver copy): 'crime of violence' lists murder, manslaughter (except vehicular), rape, mayhem, assault with intent to rob/ravish/murder, robbery, burglary, kidnapping, and Class A or B felonies with serious physical injury, drug distribution/manufacture or a sexual element involving a child under 12. Encoded the drug-distribution felony branch, which the research row did not have.",
    'Earlier pass (2026-11-21): practitioner summaries of § 13A-11-72(a) agree that misdemeanor domestic violence bars possession.',
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
    'https://www.womenslaw.org/laws/al/state-gun-laws/basic-info-and-definitions/i-am-victim-domestic-violence-and-abuser-has-gun',
    'https://legalclarity.org/alabama-firearm-restrictions-and-rights-restoration-guidelines',
    'https://statutes.laws.com/alabama/Title15/Chapter22/15-22-36',
    'https://www.law.cornell.edu/regulations/alabama/Ala-Admin-Code-r-640-X-7-.01',
  ],
}
