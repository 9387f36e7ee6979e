import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const HI: JurisdictionRules = {
  code: 'HI',
  name: 'Hawaii',
  loss: {
    summary:
      'No one convicted here or elsewhere of a felony, any crime of violence, or an illegal sale of any drug, or who is prohibited under federal law, may own, possess or control firearms or ammunition.',
    bars: [
      {
        label: 'a felony (any jurisdiction)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Haw. Rev. Stat. § 134-7(b)'],
      },
      {
        label: 'a crime of violence',
        when: VIOLENT_KINDS,
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Haw. Rev. Stat. § 134-7(b)'],
      },
      {
        label: 'an illegal sale of any drug',
        when: 'drugDistribution',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Haw. Rev. Stat. § 134-7(b)'],
      },
      {
        label: 'a misdemeanor crime of domestic violence (Hawaii adopts the federal prohibitions)',
        when: 'mcdv',
        covers: ANY_COURT,
        confidence: 'medium',
        citations: ['Haw. Rev. Stat. § 134-7(a)'],
      },
    ],
    citations: ['Haw. Rev. Stat. § 134-7(a), (b), (d)'],
  },
  mechanisms: [
    pardon({
      id: 'hi-pardon',
      path: 'Governor pardon expressly restoring firearm rights',
      firearmsMustBeExpress: true,
      confidence: 'medium',
      conditions:
        'A pardon does not relieve firearm disabilities unless it expressly says so; the Hawaii Paroling Authority investigates and recommends.',
      citations: ['Haw. Const. art. V, § 5', "Haw. Op. Att'y Gen. No. 81-12 (1981)"],
    }),
    route({
      id: 'hi-dag-expungement',
      requiresProbationSentence: true,
      requiresDeferredDisposition: true,
      kind: 'EXPUNGEMENT',
      path: 'Expungement of a discharged deferred acceptance (DAG/DANC) plea',
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['EXPUNGEMENT'],
      conditions: 'A discharged deferred acceptance is not a conviction.',
      citations: ['Haw. Rev. Stat. § 831-3.2'],
    }),
  ],
  honors925c: false,
  notes:
    'Because § 134-7(a) incorporates federal prohibitions, federal relief is also needed for state compliance.',
  verification: [
    '2026-11-25, DAG/DANC: read Haw. Rev. Stat. § 831-3.2 (policyrisk.com text; Barker v. Young (Haw. App. 2022); Clean Slate Clearinghouse): it expunges the record of a person “charged with but not convicted of a crime”, which includes a discharged deferred acceptance of a plea: marked as requiring that deferred disposition; the open question dropped, so a conviction never reaches this route.',
    '2026-11-25, sentence: the expungement follows a discharged deferred acceptance of a plea, which is a period of probation-like deferral: marked as requiring a probation sentence, so a prison sentence read from the sentence text rules it out.',
    '2026-11-25, regime: the Governor pardon (Haw. Const. art. V, § 5) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the DAG/DANC expungement is REGULAR.',
    'Earlier pass (2026-11-21): not re-checked against statute text.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://ccresourcecenter.org/state-restoration-profiles/hawaii-restoration-of-rights-pardon-expungement-sealing',
    'https://statutes.laws.com/hawaii/volume-3/title-10/chapter-134/hrs-134-7-htm',
  ],
}
