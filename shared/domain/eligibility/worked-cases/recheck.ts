// Worked cases re-checking the earlier principles of issue 14 on new facts: an outcome that is no
// conviction (nonjudicial punishment), words that are not the offense ("hunt with my rifle
// again"), a custody term over a year that proves the maximum, the dating-partner rule from 25 June
// 2022, one side open beside the other waiting, and the home state's ban on an out-of-state
// conviction with the home state's own route (docs/decisions/048).
import { MIDWEST_CASES } from './states-midwest.ts'
import { answers, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

function baseCase(id: string): WorkedCase {
  const base = MIDWEST_CASES.find((c) => c.id === id)
  if (!base) throw new Error(`No worked case ${id}`)
  return base
}

const ohTheft = baseCase('oh-theft-f4-federal-ban-only')

export const RECHECK_CASES: readonly WorkedCase[] = [
  {
    id: 'recheck-nonjudicial-punishment-not-a-conviction',
    title:
      'Nonjudicial punishment under Article 15 for marijuana use: no court-martial, no conviction, so restoration may be unnecessary',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'NC',
      residenceState: 'NC',
      convictionDate: '2015-01-10',
      charges: 'Nonjudicial punishment under Article 15, UCMJ, for wrongful use of marijuana',
      sentence: 'reduction in rank, 45 days extra duty',
      supervisionCompleted: true,
      supervisionEndDate: '2015-03-01',
    }),
    expect: { verdict: 'MANUAL_REVIEW', reasoningIncludes: ['restoration may be unnecessary'] },
    source: `10 U.S.C. § 815 (nonjudicial punishment is not a court-martial); 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: `${ohTheft.id}-hunting-rifle-words`,
    title: `${ohTheft.title}, with "I just want to hunt with my rifle again" added: the wish names no weapon element`,
    input: {
      ...ohTheft.input,
      charges: [`${ohTheft.input.charges[0]}; I just want to hunt with my rifle again`],
    },
    expect: ohTheft.expect,
    source: `${ohTheft.source}; docs/decisions/048 (only the charged offense sets its elements)`,
  },
  {
    id: 'recheck-ok-year-and-a-day-proves-felony',
    title:
      'Oklahoma larceny from a retailer, "1 year and 1 day DOC": more than a year in custody shows a felony; the Pardon and Parole Board’s pardon is open',
    input: answers({
      stateCode: 'OK',
      convictionDate: '2010-01-15',
      charges: 'Larceny of merchandise from a retailer',
      sentence: '1 year and 1 day DOC',
      supervisionCompleted: true,
      supervisionEndDate: '2011-01-16',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Okla. Stat. tit. 21, §§ 5, 1731, 1283; Okla. Const. art. VI, § 10; 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: 'recheck-ga-dating-partner-after-2022',
    title:
      'Georgia simple battery of a girlfriend in 2023: a dating-partner domestic-violence ban, which lapses 5 years after the sentence for a single conviction',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2023-02-01',
      charges: 'Simple battery, misdemeanor, O.C.G.A. § 16-5-23, against my girlfriend',
      sentence: '12 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2024-02-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2029-02-01' },
    source: `O.C.G.A. § 16-5-23; 18 U.S.C. § 921(a)(33)(A)(ii), (C); Pub. L. 117-159, § 12005; ${POLICY}`,
  },
  {
    id: 'recheck-ga-dating-partner-before-2022',
    title:
      'The same battery of a girlfriend in 2019: before 25 June 2022 a dating partner was outside the federal ban, and Georgia bars no misdemeanor',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2019-02-01',
      charges: 'Simple battery, misdemeanor, O.C.G.A. § 16-5-23, against my girlfriend',
      sentence: '12 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2020-02-01',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'NOT_APPLICABLE', stateStatus: 'NOT_APPLICABLE' },
    source: `Pub. L. 117-159, § 12005 (effective 25 June 2022); 18 U.S.C. § 921(a)(33); O.C.G.A. § 16-11-131; ${POLICY}`,
  },
  {
    id: 'recheck-ne-board-waits-federal-open',
    title:
      'Nebraska Class IV theft finished in 2020: § 925(c) is open, the Board of Pardons hears it 10 years after discharge: review, with the date',
    input: answers({
      stateCode: 'NE',
      convictionDate: '2018-01-15',
      charges: 'Theft, Class IV felony',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2020-01-15',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE', stateStatus: 'NOT_ELIGIBLE' },
    source: `Neb. Rev. Stat. §§ 28-1206, 83-1,130; ${RULE_925C}; docs/decisions/048 (one side open, the other waiting: review)`,
  },
  {
    id: 'recheck-oh-theft-living-in-michigan-lapsed',
    title:
      'Ohio third-degree theft (5 years) of someone living in Michigan: Michigan’s ban on a felony of 4 years or more lapsed 3 years after the sentence; § 925(c) for the federal ban',
    input: answers({
      stateCode: 'OH',
      residenceState: 'MI',
      convictionDate: '2010-01-15',
      charges: 'Theft, felony of the third degree',
      sentence: '3 years community control',
      supervisionCompleted: true,
      supervisionEndDate: '2013-01-15',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Mich. Comp. Laws § 750.224f(1), (10) (a felony of any jurisdiction punishable by 4 years or more); Ohio Rev. Code §§ 2929.14(A)(3), 2923.13; ${RULE_925C}; ${POLICY}`,
  },
]
