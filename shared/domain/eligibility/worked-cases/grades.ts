// Worked cases where the grade and the maximum punishment follow from what the person gave: a
// maximum stated in the charges ('14-year felony', '(1 to 10 years)', 'punishable by up to 18
// months'), an offense the state grades by degree in its name (Georgia's first-degree forgery is a
// felony by statute), the strict "exceeding one year" of 18 U.S.C. § 921(a)(20) (an Ohio felony of
// the fifth degree carries at most 12 months), and a court-martial, whose offenses carry the
// maximum of the Manual for Courts-Martial and which is a federal conviction
// (docs/decisions/048).
import { answers, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

const NO_DISABILITY = 'No firearm disability is apparent from your answers'
const STRICT = '18 U.S.C. § 921(a)(20) (a crime punishable by imprisonment for a term exceeding one year)'
const MCM = 'Manual for Courts-Martial, United States (2019 ed.), pt. IV'
const COURT_MARTIAL_IS_FEDERAL =
  '18 U.S.C. § 921(a)(20) ("convicted in any court"); Beecham v. United States, 511 U.S. 368 (1994) (only federal relief reaches a federal conviction)'

export const GRADE_CASES: readonly WorkedCase[] = [
  {
    id: 'grade-ga-forgery-first-degree-felony-by-statute',
    title:
      'Georgia forgery in the first degree, no class named: a felony by statute (1 to 15 years), Board pardon open',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2010-03-01',
      charges: 'Forgery in the first degree',
      sentence: '5 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2015-03-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `O.C.G.A. §§ 16-9-1(b), 16-9-2(a) (first-degree forgery is a felony, 1 to 15 years); O.C.G.A. § 16-11-131(b), (c); Ga. Comp. R. & Regs. 475-3-.10(4); ${POLICY}`,
  },
  {
    id: 'grade-ga-forgery-fourth-degree-misdemeanor',
    title:
      'Georgia forgery in the fourth degree, a first offense: a misdemeanor of 12 months at most, so no ban at all',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2018-05-01',
      charges: 'Forgery 4th degree, check under $1,500',
      sentence: '12 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2019-05-01',
    }),
    expect: {
      verdict: 'MANUAL_REVIEW',
      federalStatus: 'NOT_APPLICABLE',
      stateStatus: 'NOT_APPLICABLE',
      reasoningIncludes: [NO_DISABILITY],
    },
    source: `O.C.G.A. § 16-9-2(d) (fourth-degree forgery is a misdemeanor); O.C.G.A. § 16-11-131 (felonies only); ${STRICT}; ${POLICY}`,
  },
  {
    id: 'grade-ga-burglary-second-degree',
    title:
      'Georgia burglary in the second degree: a felony of 1 to 5 years by statute, pardon open after 5 years',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2009-02-01',
      charges: 'Burglary in the second degree (non-dwelling)',
      sentence: '3 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2012-02-01',
      offense: { violent: false, weapon: false, domesticRelationship: false },
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `O.C.G.A. § 16-7-1(c) (second-degree burglary, 1 to 5 years); O.C.G.A. § 16-11-131; Ga. Comp. R. & Regs. 475-3-.10(4); ${POLICY}`,
  },
  {
    id: 'grade-oh-theft-stated-18-months',
    title:
      'Ohio theft "punishable by up to 18 months", no degree or grade named: a felony by its maximum, only the federal ban, § 925(c) open',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2012-06-01',
      charges: 'Theft, punishable by up to 18 months',
      sentence: '2 years community control',
      supervisionCompleted: true,
      supervisionEndDate: '2014-06-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Ohio Rev. Code §§ 2901.02(E) (a misdemeanor carries at most 180 days), 2929.14(A)(4), 2923.13 (no ban for theft); ${STRICT}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'grade-sc-forgery-range-either-grade',
    title:
      'South Carolina forgery "(1 to 10 years)", grade not named: barred in South Carolina whatever the grade, Board pardon open',
    input: answers({
      stateCode: 'SC',
      convictionDate: '2008-04-01',
      charges: 'Forgery (1 to 10 years)',
      sentence: '3 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2011-04-01',
      offense: { violent: false, weapon: false, domesticRelationship: false },
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `S.C. Code Ann. § 16-23-500 (a crime punishable by more than one year, other than a misdemeanor punishable by 5 years or less); S.C. Code Ann. § 16-13-10; S.C. Code Ann. § 24-21-990; ${POLICY}`,
  },
  {
    id: 'grade-oh-f5-theft-not-a-federal-predicate',
    title:
      'Ohio felony of the fifth degree (6 to 12 months): not punishable by more than a year, and Ohio bars no theft',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2019-02-01',
      charges: 'Theft, F5',
      sentence: '1 year community control',
      supervisionCompleted: true,
      supervisionEndDate: '2020-02-01',
    }),
    expect: {
      verdict: 'MANUAL_REVIEW',
      federalStatus: 'NOT_APPLICABLE',
      stateStatus: 'NOT_APPLICABLE',
      reasoningIncludes: [NO_DISABILITY],
    },
    source: `Ohio Rev. Code § 2929.14(A)(5) (6 to 12 months); ${STRICT} ("exceeding one year" is strict); Ohio Rev. Code § 2923.13; ${POLICY}`,
  },
  {
    id: 'grade-oh-f5-drug-state-ban-only',
    title:
      'Ohio fifth-degree drug possession: Ohio bars a felony drug offense, no federal ban (12 months at most); Ohio relief open',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2015-02-01',
      charges: 'Possession of cocaine, felony of the fifth degree',
      sentence: '1 year community control',
      supervisionCompleted: true,
      supervisionEndDate: '2016-02-01',
    }),
    expect: {
      verdict: 'ELIGIBLE',
      package: 'STATE',
      federalStatus: 'NOT_APPLICABLE',
      stateStatus: 'ELIGIBLE',
    },
    source: `Ohio Rev. Code §§ 2925.11(C)(4)(a), 2929.14(A)(5), 2923.13(A)(3), 2923.14; ${STRICT}; ${POLICY}`,
  },
  {
    id: 'grade-oh-felony-degree-unknown',
    title:
      'Ohio felony of unknown degree: a fifth-degree felony carries 12 months at most, so the federal ban needs the degree',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2016-02-01',
      charges: 'Receiving stolen property, felony',
      sentence: '18 months community control',
      supervisionCompleted: true,
      supervisionEndDate: '2017-08-01',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'MANUAL_REVIEW' },
    source: `Ohio Rev. Code §§ 2913.51(C), 2929.14(A)(4), (A)(5); ${STRICT}; ${POLICY}`,
  },
  {
    id: 'grade-tx-misdemeanor-stated-one-year',
    title:
      'Texas assault of a stranger "punishable by up to 1 year": a year is not more than a year, no Texas ban for it',
    input: answers({
      stateCode: 'TX',
      convictionDate: '2017-07-01',
      charges: 'Assault causing bodily injury, punishable by up to 1 year; the victim was a stranger',
      sentence: '18 months community supervision',
      supervisionCompleted: true,
      supervisionEndDate: '2019-01-01',
    }),
    expect: {
      verdict: 'MANUAL_REVIEW',
      federalStatus: 'NOT_APPLICABLE',
      stateStatus: 'NOT_APPLICABLE',
      reasoningIncludes: [NO_DISABILITY],
    },
    source: `Tex. Penal Code §§ 12.21, 22.01(b), 46.04; ${STRICT}; ${POLICY}`,
  },
  {
    id: 'grade-al-theft-first-degree-class-b',
    title:
      'Alabama theft of property in the first degree: a Class B felony by statute, not a crime of violence, so only the federal ban; Alabama pardon open',
    input: answers({
      stateCode: 'AL',
      convictionDate: '2006-09-01',
      charges: 'Theft of property 1st degree',
      sentence: '5 years split, 1 year served, probation',
      supervisionCompleted: true,
      supervisionEndDate: '2011-09-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE', stateStatus: 'NOT_APPLICABLE' },
    source: `Ala. Code §§ 13A-8-3 (Class B felony), 13A-5-6(a)(2), 13A-11-70, 13A-11-72(a) (crimes of violence only); Ala. Code § 15-22-36; ${POLICY}`,
  },
  {
    id: 'grade-ct-larceny-third-degree-class-d',
    title:
      'Connecticut larceny in the third degree: a Class D felony (5 years) by statute; the absolute pardon after the Board’s wait',
    input: answers({
      stateCode: 'CT',
      convictionDate: '2005-01-10',
      charges: 'Larceny in the third degree',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2007-01-10',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Conn. Gen. Stat. §§ 53a-124 (Class D felony), 53a-35a, 53a-217; Conn. Gen. Stat. § 54-130a; ${POLICY}`,
  },
  {
    id: 'grade-court-martial-larceny-military-property',
    title:
      'General court-martial, Article 121 larceny of military property over $1,000 (10 years): a federal conviction; § 925(c) open, no Ohio ban for theft',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'NC',
      residenceState: 'OH',
      convictionDate: '2008-05-01',
      charges:
        'General court-martial, Article 121, UCMJ: larceny of military property of a value over $1,000',
      sentence: '18 months confinement, bad-conduct discharge',
      supervisionCompleted: true,
      supervisionEndDate: '2009-11-01',
      militaryService: true,
      militaryDetails: 'Army 2004-2008, bad-conduct discharge',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `${MCM}, art. 121 (military property over $1,000: 10 years); ${COURT_MARTIAL_IS_FEDERAL}; Ohio Rev. Code § 2923.13; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'grade-court-martial-through-state-wizard',
    title:
      'A court-martial entered as a state conviction: Article 107 false official statement (5 years) is judged as the federal conviction it is',
    input: answers({
      stateCode: 'TX',
      residenceState: 'MI',
      convictionDate: '2011-03-01',
      charges: 'Court-martial, UCMJ Art. 107, false official statement',
      sentence: '6 months confinement',
      supervisionCompleted: true,
      supervisionEndDate: '2011-09-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `${MCM}, art. 107 (5 years); ${COURT_MARTIAL_IS_FEDERAL}; Mich. Comp. Laws § 750.224f (a felony punishable by 4 years or more: not reached); ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'grade-court-martial-marijuana-use',
    title:
      'General court-martial, Article 112a wrongful use of marijuana (2 years): a federal felony bar, § 925(c) open; Michigan does not reach it',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'CA',
      residenceState: 'MI',
      convictionDate: '2016-04-01',
      charges: 'General court-martial, Art. 112a, wrongful use of marijuana',
      sentence: '4 months confinement',
      supervisionCompleted: true,
      supervisionEndDate: '2016-08-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `${MCM}, art. 112a (use of marijuana: 2 years); ${COURT_MARTIAL_IS_FEDERAL}; Mich. Comp. Laws § 750.224f; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'grade-court-martial-spouse-battery-mcdv',
    title:
      'Court-martial for assault consummated by a battery on his wife (6 months): a federal misdemeanor crime of domestic violence; § 925(c) after 10 years',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'NC',
      residenceState: 'OH',
      convictionDate: '2012-01-15',
      charges: 'Special court-martial, Article 128, assault consummated by a battery upon his wife',
      sentence: '60 days confinement',
      supervisionCompleted: true,
      supervisionEndDate: '2012-03-15',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `${MCM}, art. 128 (assault consummated by a battery: 6 months); 18 U.S.C. §§ 921(a)(33), 922(g)(9), 3559(a); ${COURT_MARTIAL_IS_FEDERAL}; ${RULE_925C} (10 years for a misdemeanor crime of domestic violence); ${POLICY}`,
  },
  {
    id: 'grade-court-martial-summary-awol',
    title: 'Summary court-martial for a short absence without leave: no criminal conviction, no federal ban',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'VA',
      residenceState: 'VA',
      convictionDate: '2014-07-01',
      charges: 'Summary court-martial, Article 86, absence without leave for 10 days',
      sentence: '20 days restriction',
      supervisionCompleted: true,
      supervisionEndDate: '2014-08-01',
    }),
    expect: {
      verdict: 'MANUAL_REVIEW',
      federalStatus: 'NOT_APPLICABLE',
      reasoningIncludes: [NO_DISABILITY],
    },
    source: `Middendorf v. Henry, 425 U.S. 25 (1976); 10 U.S.C. § 820 (at most one month); ${MCM}, art. 86; ${STRICT}; ${POLICY}`,
  },
]
