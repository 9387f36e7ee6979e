// Worked cases where the sources disagree or are unverified: the answers and the charges text
// disagree on a fact that decides which § 925(c) presumption applies (review), or on whether a
// federal ban exists at all (review, never a quiet "no ban"), while a disagreement that decides no
// presumption changes nothing; and an unverified remedy whose wait has not run on any reading is
// NOT_ELIGIBLE with its date, not review (docs/decisions/020, docs/decisions/048).
import { answers, nonViolentFelony, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

const DISPUTE = 'your answers and the charges text disagree'
const FACTS_STATED = `${POLICY} (stated facts beat the text, and a disagreement that decides a presumption is review)`

export const SOURCE_CASES: readonly WorkedCase[] = [
  {
    id: 'sources-weapon-disputed-decides-presumption',
    title:
      'Ohio fourth-degree theft; the answers say no weapon, the charges mention a gun: 5 or 10 years under § 925(c) is disputed, so review',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2015-06-01',
      charges: 'Theft, felony of the fourth degree; he had a gun in the car',
      sentence: '2 years community control',
      supervisionCompleted: true,
      supervisionEndDate: '2017-06-01',
      offense: nonViolentFelony(1.5),
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'MANUAL_REVIEW', reasoningIncludes: [DISPUTE] },
    source: `${RULE_925C} (10 years for listed firearm offenses, 5 otherwise); Ohio Rev. Code § 2923.13; ${FACTS_STATED}`,
  },
  {
    id: 'sources-domestic-disputed-decides-nothing',
    title:
      'Ohio fourth-degree theft from his wife, answered as not domestic: a felony theft is no domestic-violence offense either way, so § 925(c) stays open',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2012-06-01',
      charges: 'Theft from my wife, felony of the fourth degree',
      sentence: '2 years community control',
      supervisionCompleted: true,
      supervisionEndDate: '2014-06-01',
      offense: nonViolentFelony(1.5),
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `18 U.S.C. § 921(a)(33) (a misdemeanor of force); ${RULE_925C}; Ohio Rev. Code § 2923.13; docs/decisions/048`,
  },
  {
    id: 'sources-grade-disputed-bar-exists',
    title:
      'Answers say a six-month misdemeanor, the charges say a third-degree felony burglary: whether a federal ban exists is disputed, so review',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2012-06-01',
      charges: 'Burglary, felony of the third degree',
      sentence: '2 years community control',
      supervisionCompleted: true,
      supervisionEndDate: '2014-06-01',
      offense: { felony: false, maxSentenceYears: 0.5 },
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'MANUAL_REVIEW' },
    source: `Ohio Rev. Code §§ 2911.12, 2929.14(A)(3); 18 U.S.C. § 921(a)(20); docs/decisions/048 (a disagreement never becomes "no ban")`,
  },
  {
    id: 'sources-domestic-disputed-mcdv-exists',
    title:
      'Ohio domestic violence (R.C. 2919.25) answered as not domestic: the statute is one of domestic violence, so whether the federal ban applies is review',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2015-06-01',
      charges: 'Domestic violence, misdemeanor of the first degree, Ohio Rev. Code 2919.25',
      sentence: '1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2016-06-01',
      offense: { felony: false, domesticRelationship: false },
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'MANUAL_REVIEW' },
    source: `Ohio Rev. Code § 2919.25; 18 U.S.C. §§ 921(a)(33), 922(g)(9); United States v. Hayes, 555 U.S. 415 (2009); docs/decisions/048`,
  },
  {
    id: 'sources-unverified-wait-not-run-wv',
    title:
      'West Virginia embezzlement finished in 2023: the expungement wait is unverified but has not run on any reading, nor has § 925(c)’s, so NOT_ELIGIBLE with the date',
    input: answers({
      stateCode: 'WV',
      convictionDate: '2021-06-01',
      charges: 'Embezzlement, felony',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2023-06-01',
      offense: nonViolentFelony(10),
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2028-06-01' },
    source: `W. Va. Code §§ 61-7-7, 61-11-26; ${RULE_925C} (5 years); docs/decisions/048 (an unverified wait not run is a date, not review)`,
  },
  {
    id: 'sources-unverified-state-effect-wait-not-run-nj',
    title:
      'New Jersey third-degree theft finished in 2023: expungement’s effect on the state ban is unverified, but its wait has not run anyway: NOT_ELIGIBLE with the later date',
    input: answers({
      stateCode: 'NJ',
      convictionDate: '2020-06-01',
      charges: 'Theft, crime of the third degree',
      sentence: '3 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2023-06-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2029-06-01' },
    source: `N.J. Stat. Ann. §§ 2C:58-3(c)(1) (any indictable offense), 2C:52-2(a) (6 years for an indictable offense); ${RULE_925C}; docs/decisions/048`,
  },
]
