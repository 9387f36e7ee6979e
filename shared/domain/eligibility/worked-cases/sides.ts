// Worked cases on the two sides of a verdict: one side open while the other stays barred is review,
// never ELIGIBLE; the state of residence's ban counts as much as the convicting state's; and an
// unanswered question that decides the case is asked, not guessed (docs/decisions/020).
import {
  answers,
  nonViolentFelony,
  POLICY,
  RULE_925C,
  violentFelony,
  type WorkedCase,
} from './worked-case.ts'

export const SIDES_CASES: readonly WorkedCase[] = [
  {
    id: 'sides-az-aggravated-assault-state-open-federal-barred',
    title:
      'Arizona non-dangerous aggravated assault: the court may restore Arizona rights, but § 925(c) is barred for a violent felony',
    input: answers({
      stateCode: 'AZ',
      convictionDate: '2012-06-06',
      charges: 'Aggravated assault, class 4 felony, non-dangerous',
      sentence: '3 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2015-06-06',
      offense: violentFelony(3.75, false),
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `Ariz. Rev. Stat. §§ 13-706, 13-910; 18 U.S.C. § 921(a)(20); ${RULE_925C} (violent felonies presumptively ineligible); ${POLICY}`,
  },
  {
    id: 'sides-wa-assault-third-court-restoration',
    title:
      'Washington class C third-degree assault, finished 2015: the court restoration lifts both bans even though § 925(c) is barred',
    input: answers({
      stateCode: 'WA',
      convictionDate: '2013-07-07',
      charges: 'Assault in the third degree, class C felony',
      sentence: '3 months jail, 12 months community custody',
      supervisionCompleted: true,
      supervisionEndDate: '2015-01-07',
      offense: violentFelony(5, false),
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Wash. Rev. Code §§ 9.41.040(2), 9.41.041, 9.94A.637; 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: 'sides-ga-conviction-florida-resident',
    title:
      'Georgia theft, now living in Florida: the Georgia pardon route is open, but whether Florida honours it is unsettled',
    input: answers({
      stateCode: 'GA',
      residenceState: 'FL',
      convictionDate: '2010-02-01',
      charges: 'Theft by taking, felony',
      sentence: '5 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2015-02-01',
      offense: nonViolentFelony(10),
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `O.C.G.A. § 16-11-131(c); Ga. Comp. R. & Regs. 475-3-.10(4); Fla. Stat. § 790.23(1), (2); ${POLICY} (the residence state's ban must also be lifted)`,
  },
  {
    id: 'sides-supervision-not-answered',
    title: 'Georgia theft from 2010 with the supervision questions left blank: asked, not assumed',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2010-02-01',
      charges: 'Theft by taking, felony',
      sentence: '5 years probation',
      offense: nonViolentFelony(10),
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `Ga. Comp. R. & Regs. 475-3-.10(4) (5 years after the sentence is complete); ${POLICY} (a deciding fact the wizard did not get)`,
  },
  {
    id: 'sides-ms-conviction-tennessee-resident',
    title:
      "Mississippi forgery, now living in Tennessee: § 925(c) lifts the federal and Mississippi bans; Tennessee's bar on another state's felony is unsettled",
    input: answers({
      stateCode: 'MS',
      residenceState: 'TN',
      convictionDate: '2009-04-04',
      charges: 'Forgery, felony',
      sentence: '5 years, suspended, 3 years post-release supervision',
      supervisionCompleted: true,
      supervisionEndDate: '2012-04-04',
      offense: nonViolentFelony(10),
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `Miss. Code Ann. § 97-37-5(1); Tenn. Code Ann. §§ 39-17-1307(c), 40-29-101 (restoration of Tennessee citizenship for another state's conviction); ${RULE_925C}; ${POLICY}`,
  },
]
