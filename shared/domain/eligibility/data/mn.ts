import type { JurisdictionRules } from '../types.ts'
import { ANY_COURT, honors925c, LAST_CHECKED, pardon, route, VIOLENT_KINDS } from './builders.ts'

export const MN: JurisdictionRules = {
  code: 'MN',
  name: 'Minnesota',
  loss: {
    summary:
      "Discharge from sentence restores all civil rights. A felony 'crime of violence' (defined broadly, including felony drug offenses, burglary and many assaults) bars firearms for life; other felons regain firearm rights on discharge.",
    bars: [
      {
        label:
          "a felony 'crime of violence' (Minn. Stat. § 624.712 subd. 5, including felony drug offenses and burglary)",
        when: { all: ['felony', { any: [VIOLENT_KINDS, 'drugOffense', 'burglary', 'sexOffense'] }] },
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Minn. Stat. § 624.713 subd. 1', 'Minn. Stat. § 624.712 subd. 5'],
      },
      {
        label: 'any felony, until discharge',
        when: 'felony',
        covers: ANY_COURT,
        confidence: 'high',
        citations: ['Minn. Stat. § 609.165 subd. 1, 1a'],
      },
    ],
    citations: [
      'Minn. Stat. § 609.165 subd. 1, 1a',
      'Minn. Stat. § 624.713 subd. 1',
      'Minn. Stat. § 624.712 subd. 5',
    ],
  },
  mechanisms: [
    route({
      id: 'mn-discharge',
      kind: 'AUTOMATIC_ON_COMPLETION',
      path: 'Rights restored automatically on discharge from the sentence',
      appliesTo: ANY_COURT,
      excludes: [
        {
          when: { any: [VIOLENT_KINDS, 'drugOffense', 'burglary', 'sexOffense'] },
          label: 'felony crimes of violence (Minn. Stat. § 624.712 subd. 5)',
        },
      ],
      discretionary: false,
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions: 'By order of discharge; no filing.',
      citations: ['Minn. Stat. § 609.165 subd. 1'],
    }),
    route({
      id: 'mn-court-restoration',
      kind: 'COURT_PETITION',
      path: 'Court petition to restore firearm rights after a crime of violence',
      appliesTo: ANY_COURT,
      requires: { any: [VIOLENT_KINDS, 'drugOffense', 'burglary', 'sexOffense'] },
      requiresLabel: 'felony crimes of violence',
      waits: [
        { years: 0, from: 'RELEASE_FROM_CONFINEMENT', label: 'after release from physical confinement' },
      ],
      federalEffect: 'REMOVES',
      liftsStateBar: 'FULL',
      reliefKinds: ['RIGHTS_RESTORED'],
      confidence: 'high',
      conditions:
        'The court may grant for good cause; if denied, 3 years before re-petitioning without leave.',
      citations: ['Minn. Stat. § 609.165 subd. 1d'],
    }),
    honors925c('mn-925c', ['Minn. Stat. § 609.165 subd. 1a']),
    pardon({
      id: 'mn-pardon',
      path: 'Pardon (Board of Pardons)',
      // The statute sets who may apply and when (docs/decisions/020).
      regime: 'REGULAR',
      waits: [
        {
          years: 5,
          from: 'SENTENCE_COMPLETION',
          label: '5 years after the sentence (including probation, parole or supervised release) ends',
        },
      ],
      conditions:
        'Minnesota convictions only; no new conviction during the wait (the Board may waive the wait for special need). A pardon sets aside and nullifies the conviction.',
      citations: ['Minn. Const. art. V, § 7', 'Minn. Stat. § 638.12, subd. 2'],
    }),
  ],
  honors925c: true,
  notes:
    'Minnesota court restoration for crime-of-violence felons, combined with automatic civil-rights restoration, is generally treated as satisfying § 921(a)(20) for Minnesota convictions (verify per case).',
  verification: [
    "2026-11-25, § 925(c): read Minn. Stat. § 609.165, subd. 1a as quoted by a practitioner page (liberty-lawyer.com): the discharge order bars a person convicted of a crime of violence for life, but 'any person who has received such a discharge and who thereafter has received a relief of disability under United States Code, title 18, section 925', or a restoration under subd. 1d, is not subject to it. The honors-925(c) route is confirmed.",
    "2026-11-25, regime: the Board of Pardons' pardon is REGULAR: Minn. Stat. § 638.12, subd. 2 (2023 rewrite; the Clemency Review Commission's page mn.gov/crc 'statutory waiting periods') makes a person eligible to apply 5 years after the sentence ends, waivable only for special need; the former § 638.02, subd. 2 (10 years for crimes of violence, 5 otherwise; revisor.mn.gov 2007 copy) no longer applies. Encoded the 5-year wait.",
    'Earlier pass (2026-11-21): high-confidence row, not re-checked; added the Board of Pardons route, which the research row omitted.',
  ],
  confidence: 'high',
  researchConfidence: 'high',
  lastChecked: LAST_CHECKED,
  sources: [
    'https://d1tvxue8o4w0fl.cloudfront.net/statute/minnesota-statutes/crimes-expungement-victims/chapter-609-criminal-code/sentences/section-609165-restoration-of-civil-rights-possession-of-firearms-and-ammunition',
    'https://www.mncourts.gov/Help-Topics/Firearms.aspx',
    'https://rinkenoonan.com/resources/can-i-get-my-firearm-rights-back-after-losing-them-due-to-a-conviction-in-minnesota',
    'https://lundgrenjohnson.com/restoring-minnesota-firearm-rights',
    'https://liberty-lawyer.com/gunsandfirearms/restorationcivilrights/',
    'https://mn.gov/crc/faq/statutory-waiting-periods.jsp',
  ],
}
