// Worked cases for outcomes that are not convictions and for words that are not the offense: a
// juvenile adjudication, a completed non-adjudication or intervention in lieu of conviction, a
// charge dismissed or an acquittal leave no firearm disability to restore, so the answer is review
// with "restoration may be unnecessary"; a plea to one count beside others dismissed is still a
// conviction. What a person wants ("my gun rights back") or a pardon's description ("restoring
// firearm rights") names no weapon element: the case reads as it would without those words.
import { MIDWEST_CASES } from './states-midwest.ts'
import { answers, POLICY, type WorkedCase } from './worked-case.ts'

const CONVICTION_BY_STATE_LAW =
  '18 U.S.C. § 921(a)(20) (what is a conviction is decided by the law of the convicting jurisdiction)'

const restorationMayBeUnnecessary = {
  verdict: 'MANUAL_REVIEW',
  reasoningIncludes: ['restoration may be unnecessary'],
} as const

/** A case of the Midwest table with more words in its charges text, expecting the same answer. */
function withWords(baseId: string, suffix: string, title: string, words: string, source: string): WorkedCase {
  const base = MIDWEST_CASES.find((c) => c.id === baseId)
  if (!base) throw new Error(`No worked case ${baseId}`)
  return {
    id: `${baseId}-${suffix}`,
    title,
    input: { ...base.input, charges: [`${base.input.charges[0]}${words}`] },
    expect: base.expect,
    source: `${base.source}; ${source}`,
  }
}

const ONLY_THE_OFFENSE = `${POLICY} (only the charged offense sets its elements)`

export const NON_CONVICTION_CASES: readonly WorkedCase[] = [
  {
    id: 'juvenile-ca-ward-burglary',
    title: 'California juvenile court: a § 602 petition for burglary sustained, the minor made a ward',
    input: answers({
      stateCode: 'CA',
      convictionDate: '2012-06-01',
      charges: 'Second-degree burglary; juvenile adjudication, Welf. & Inst. Code § 602 petition sustained',
      sentence: 'Ward of the juvenile court, 1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2013-06-01',
    }),
    expect: restorationMayBeUnnecessary,
    source: `Cal. Welf. & Inst. Code § 203 (a wardship order is not a conviction for any purpose); Cal. Penal Code § 29820 (the juvenile bar lasts until 30 for listed offenses); ${CONVICTION_BY_STATE_LAW}; ${POLICY}`,
  },
  {
    id: 'juvenile-tx-delinquent-conduct',
    title: 'Texas juvenile: adjudicated delinquent for theft, probation finished',
    input: answers({
      stateCode: 'TX',
      convictionDate: '2016-03-10',
      charges: 'Theft of property $2,500 to $30,000; adjudicated delinquent as a juvenile',
      sentence: '12 months juvenile probation',
      supervisionCompleted: true,
      supervisionEndDate: '2017-03-10',
    }),
    expect: restorationMayBeUnnecessary,
    source: `Tex. Fam. Code § 51.13(a) (an adjudication is not a conviction of crime); ${CONVICTION_BY_STATE_LAW}; ${POLICY}`,
  },
  {
    id: 'juvenile-pa-delinquency-finding',
    title: 'Pennsylvania delinquency finding for receiving stolen property, closed',
    input: answers({
      stateCode: 'PA',
      convictionDate: '2014-09-09',
      charges: 'Receiving stolen property; delinquency adjudication in juvenile court',
      sentence: 'Juvenile probation, closed 2015',
      supervisionCompleted: true,
      supervisionEndDate: '2015-09-09',
    }),
    expect: restorationMayBeUnnecessary,
    source: `42 Pa.C.S. § 6354(a) (a delinquency adjudication is not a conviction); 18 Pa.C.S. § 6105(c)(8) (listed juvenile adjudications bar for 15 years: the order decides); ${POLICY}`,
  },
  {
    id: 'nonadjudication-ms-drug-possession',
    title: 'Mississippi non-adjudication for drug possession, completed and dismissed',
    input: answers({
      stateCode: 'MS',
      convictionDate: '2017-01-15',
      charges: 'Possession of a controlled substance, felony; non-adjudication under Miss. Code § 99-15-26',
      sentence: '2 years of non-adjudication probation, completed',
      supervisionCompleted: true,
      supervisionEndDate: '2019-01-15',
    }),
    expect: restorationMayBeUnnecessary,
    source: `Miss. Code Ann. § 99-15-26(1)-(5) (dismissal without adjudication of guilt; no conviction); ${CONVICTION_BY_STATE_LAW}; ${POLICY}`,
  },
  {
    id: 'ilc-oh-theft-fifth-degree',
    title: 'Ohio intervention in lieu of conviction for a fifth-degree theft, completed',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2018-05-05',
      charges: 'Theft, felony of the fifth degree; intervention in lieu of conviction granted and completed',
      sentence: '1 year intervention plan',
      supervisionCompleted: true,
      supervisionEndDate: '2019-05-05',
    }),
    expect: restorationMayBeUnnecessary,
    source: `Ohio Rev. Code § 2951.041(E) (completion is without adjudication of guilt and is not a criminal conviction); ${POLICY}`,
  },
  {
    id: 'dismissed-fl-nolle-prosequi',
    title: 'Florida grand theft charge the state nolle prossed',
    input: answers({
      stateCode: 'FL',
      convictionDate: '2019-08-20',
      charges: 'Grand theft, third degree felony; the state filed a nolle prosequi',
    }),
    expect: restorationMayBeUnnecessary,
    source: `Fla. Stat. § 790.23(1)(a) (the bar follows a conviction); ${CONVICTION_BY_STATE_LAW}; ${POLICY}`,
  },
  {
    id: 'dismissed-ga-charges-dropped',
    title: 'Georgia forgery charges dropped before trial',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2020-02-02',
      charges: 'Forgery in the first degree; the charges were dropped',
    }),
    expect: restorationMayBeUnnecessary,
    source: `O.C.G.A. § 16-11-131(a)-(b) (the bar follows a conviction); ${POLICY}`,
  },
  {
    id: 'acquitted-ny-assault',
    title: 'New York second-degree assault tried to a verdict of not guilty',
    input: answers({
      stateCode: 'NY',
      convictionDate: '2015-11-30',
      charges: 'Assault in the second degree, class D felony; found not guilty by the jury',
    }),
    expect: restorationMayBeUnnecessary,
    source: `N.Y. Penal Law § 400.00(1)(c) (the bar follows a conviction); 18 U.S.C. § 922(g)(1); ${POLICY}`,
  },
  withWords(
    'ks-theft-ban-lapsed',
    'other-count-dismissed',
    'Kansas nonperson theft felony with a second count dismissed under the plea agreement: still a conviction',
    '; a second count was dismissed under the plea agreement',
    `${POLICY} (the plea to one count is the conviction)`,
  ),
  withWords(
    'mi-uttering-set-aside',
    'count-dropped',
    'Michigan uttering and publishing, pleaded guilty, the forgery count dropped: still a conviction',
    '; pleaded guilty, and the forgery count was dropped',
    `${POLICY} (the plea to one count is the conviction)`,
  ),
  withWords(
    'ia-theft-special-restoration',
    'wants-gun-rights',
    'Iowa class D theft, "I want my gun rights back so I can hunt": no weapon element',
    ' — I want my gun rights back so I can hunt',
    ONLY_THE_OFFENSE,
  ),
  withWords(
    'mn-theft-restored-on-discharge',
    'guns-back',
    'Minnesota theft felony, "I would like my firearms back": no weapon element',
    ' (I would like my firearms back)',
    ONLY_THE_OFFENSE,
  ),
  withWords(
    'in-level-6-expungement',
    'second-amendment',
    'Indiana Level 6 theft, "to restore my Second Amendment rights and possess firearms again"',
    '; asking to restore my Second Amendment rights and possess firearms again',
    ONLY_THE_OFFENSE,
  ),
  withWords(
    'mi-uttering-set-aside',
    'right-to-own-a-gun',
    'Michigan uttering and publishing, "the right to own a gun for home defense": no weapon element',
    '; I want the right to own a gun for home defense',
    ONLY_THE_OFFENSE,
  ),
]
