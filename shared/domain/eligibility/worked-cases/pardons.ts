// Worked cases on pardons: a pardon board's firearm-restoration pardon with a defined wait is a
// regular route (Alabama, Connecticut), an executive pardon anyone may request at any time is
// named but never makes a case ELIGIBLE on its own (docs/decisions/020).
import {
  answers,
  nonViolentFelony,
  POLICY,
  RULE_925C,
  violentFelony,
  type WorkedCase,
} from './worked-case.ts'

export const PARDON_CASES: readonly WorkedCase[] = [
  {
    id: 'pardon-al-board-restores-firearms-violent',
    title:
      "Alabama second-degree assault, finished 2012: the Board's firearm-restoring pardon is a regular route, but its reported exclusion of some violent offenses is unverified",
    input: answers({
      stateCode: 'AL',
      convictionDate: '2009-03-03',
      charges: 'Assault in the second degree, Class C felony',
      sentence: '3 years split, 1 to serve, 2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2012-03-03',
      offense: violentFelony(10, false),
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `Ala. Code §§ 13A-11-72(a), 15-22-36(c); Ala. Const. art. V, § 124; 18 U.S.C. § 921(a)(20); ${RULE_925C} (violent: presumptively ineligible); ${POLICY} (unverified exclusion: review)`,
  },
  {
    id: 'pardon-ct-board-violent',
    title:
      "Connecticut second-degree assault, finished 2015: the Board's absolute pardon counts even though § 925(c) is barred",
    input: answers({
      stateCode: 'CT',
      convictionDate: '2012-10-10',
      charges: 'Assault in the second degree, class D felony',
      sentence: '5 years suspended after 1 year, 2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2015-10-10',
      offense: violentFelony(5, false),
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Conn. Gen. Stat. §§ 53a-60, 53a-217(a), 54-130a; 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: 'pardon-fl-federal-conviction-no-firearm-authority',
    title:
      'Federal conviction, living in Florida: § 925(c) open, but Florida grants firearm authority only for Florida convictions',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'FL',
      convictionDate: '2010-01-01',
      charges: 'Conspiracy to commit mail fraud, 18 U.S.C. § 1349',
      sentence: '30 months BOP, 3 years supervised release',
      supervisionCompleted: true,
      supervisionEndDate: '2015-06-01',
      offense: nonViolentFelony(20),
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE' },
    source: `Fla. Stat. § 790.23; Fla. Rules of Executive Clemency, Rule 5(E); ${RULE_925C}; ${POLICY} (one side open, the other barred)`,
  },
  {
    id: 'pardon-co-theft-pardon-named-only',
    title:
      'Colorado class 4 felony theft of a firearm: in the state ban, only a governor pardon lifts it; § 925(c) open',
    input: answers({
      stateCode: 'CO',
      convictionDate: '2010-02-02',
      charges: 'Theft of a firearm, class 4 felony',
      sentence: '3 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2013-02-02',
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `Colo. Rev. Stat. §§ 18-4-401(2)(g), 18-12-108(1), (7); Colo. Const. art. IV, § 7; ${RULE_925C}; ${POLICY}`,
  },
]
