import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, LAST_CHECKED, pardon, route, VIOLENT_FELONY } from './builders.ts'

export const AZ: JurisdictionRules = {
  code: 'AZ',
  name: 'Arizona',
  loss: {
    summary:
      "A felony conviction suspends civil rights including the right to possess firearms; a felon whose firearm right has not been restored is a 'prohibited possessor'.",
    bars: [
      {
        label: 'a felony (Arizona, another state or federal)',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Ariz. Rev. Stat. § 13-904', 'Ariz. Rev. Stat. § 13-3101(A)(7)(b)'],
      },
    ],
    citations: ['Ariz. Rev. Stat. § 13-904', 'Ariz. Rev. Stat. § 13-3101(A)(7)(b)'],
  },
  mechanisms: [
    route({
      id: 'az-court-restoration',
      kind: 'COURT_PETITION',
      path: 'Superior court application to restore civil rights and the right to possess a firearm',
      appliesTo: ANY_COURT,
      requires: 'felony',
      requiresLabel: 'felonies',
      excludes: [
        {
          when: 'weapon',
          label: 'dangerous offenses (Ariz. Rev. Stat. § 13-704), which may never be restored',
        },
        {
          when: 'violent',
          label: 'offenses that may be dangerous because they caused serious physical injury (§ 13-704)',
          confidence: 'low',
        },
      ],
      waits: [
        {
          years: 10,
          from: 'SENTENCE_COMPLETION',
          when: { any: ['homicide', 'sexOffense', 'kidnapping', 'robbery', 'burglary', 'arson'] },
          label: '10 years after absolute discharge for serious offenses (§ 13-706)',
        },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'On absolute discharge; no filing fee; in the judge’s discretion. Out-of-state and federal convictions file in the county of residence (state-law relief only for those).',
      citations: ['Ariz. Rev. Stat. § 13-908', 'Ariz. Rev. Stat. § 13-910', 'Ariz. Rev. Stat. § 13-706'],
    }),
    route({
      id: 'az-first-offender',
      kind: 'AUTOMATIC_ON_COMPLETION',
      path: 'Automatic restoration of civil rights for a first felony',
      requires: { all: ['felony', { not: 'priorFelony' }] },
      requiresLabel: 'a first felony',
      excludes: [
        { when: 'weapon', label: 'dangerous offenses (Ariz. Rev. Stat. §§ 13-704, 13-907(C))' },
        {
          when: { any: ['homicide', 'kidnapping', 'robbery', 'arson', 'sexOffense'] },
          label: 'serious offenses (Ariz. Rev. Stat. §§ 13-706, 13-907(C))',
        },
        {
          when: VIOLENT_FELONY,
          label: 'serious offenses such as aggravated assault causing serious injury (§ 13-706(F))',
          confidence: 'low',
        },
      ],
      discretionary: false,
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'low',
      conditions:
        'First felony, probation completed or absolute discharge, restitution paid. The current text restores firearm rights too except after a dangerous or serious offense (§ 13-907(C)); earlier versions left firearms to a § 13-910 application, so which text applies turns on when the sentence ended (State v. Begay).',
      citations: ['Ariz. Rev. Stat. § 13-907'],
    }),
    route({
      id: 'az-set-aside',
      kind: 'SET_ASIDE',
      path: 'Set-aside of the conviction',
      excludes: [
        { when: 'weapon', label: 'dangerous offenses' },
        {
          when: { any: ['sexOffense', 'sexOffenderRegistration'] },
          label: 'offenses requiring sex-offender registration or with a sexual-motivation finding',
        },
        {
          when: { any: ['homicide', 'kidnapping', 'robbery', 'burglary', 'arson'] },
          label: 'serious offenses (§ 13-706)',
        },
      ],
      federalEffect: 'UNCERTAIN',
      liftsStateBar: 'NONE',
      reliefKinds: ['SET_ASIDE'],
      conditions:
        'A set-aside alone does not restore firearm rights (State v. Hall, Ariz. Ct. App. 2014); combine with § 13-910.',
      citations: ['Ariz. Rev. Stat. § 13-905'],
    }),
    pardon({
      id: 'az-pardon',
      path: 'Governor pardon (Board of Executive Clemency)',
      conditions: 'Discretionary.',
      citations: ['Ariz. Const. art. V, § 5'],
    }),
  ],
  honors925c: false,
  notes:
    'One of the few states offering a court route for federal and out-of-state convictions (state-law relief only for those). The current § 13-910 has no two-year wait for ordinary felonies (the 2019 text did).',
  verification: [
    "2026-11-25, automatic restoration: read Ariz. Rev. Stat. § 13-907 (azleg.gov text, 'Automatic restoration of civil rights for first offenders; firearm rights') and two practitioner summaries: firearm rights are not restored automatically after a dangerous (§ 13-704) or serious (§ 13-706) offense; encoded as exclusions (aggravated assault as a low-confidence serious offense). The route stays low confidence because the text changed (earlier versions left firearms to § 13-910) and which one applies turns on when the sentence ended (State v. Begay).",
    '2026-11-25, regime: the Governor pardon (Board of Executive Clemency, Ariz. Const. art. V, § 5) is CLEMENCY: an executive pardon that may be requested at any time, with no eligibility threshold in statute or published rules, so it is named as the remaining option and never counts on its own; the court restoration (§ 13-910), automatic restoration and set-aside are REGULAR.',
    'Earlier pass (2026-11-21): Read the current Ariz. Rev. Stat. § 13-910 (azleg.gov text via courtgpt, 2026 version; Justia 2022): dangerous offenses may never file; serious offenses wait 10 years from absolute discharge; the former two-year wait for other felonies is gone. Encoded without the two-year wait; confidence raised to high for this route.',
    'Earlier pass (2026-11-21): Read § 13-908 (azleg.gov): restoration of civil rights on final discharge; out-of-state and federal convictions apply in the county of residence.',
  ],
  confidence: 'medium',
  researchConfidence: 'medium-high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://courtgpt.ai/laws/arizona/title-13/chapter-9/section-13-910',
    'https://recordgone.com/statutes/arizona-revised-statute-13-910.php',
    'https://azleg.gov/viewdocument/?docName=http%3A%2F%2Fwww.azleg.gov%2Fars%2F13%2F00908.htm',
    'https://www.azleg.gov/viewdocument/?docName=http://www.azleg.gov/ars/13/00907.htm',
    'https://www.recordgone.com/articles/setting-aside-does-not-restore-firearm-rights-arizona.htm',
    'http://law.justia.com/codes/arizona/2022/title-13/section-13-910/',
  ],
}
