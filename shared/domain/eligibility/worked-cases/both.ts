// Worked cases for a state conviction beside a federal one: the recommended package must clear the
// state conviction's bans (the convicting state's and the federal one) and the federal
// conviction's (the federal one, which only § 925(c) or a presidential pardon lifts, and the home
// state's). § 925(c) relief, sought for the federal conviction anyway, also serves the state
// conviction's federal ban where it is open, so the package is the one that clears everything
// (docs/decisions/048).
import { answers, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

const BEECHAM =
  'Beecham v. United States, 511 U.S. 368 (1994) (only federal relief reaches a federal conviction)'

export const BOTH_CASES: readonly WorkedCase[] = [
  {
    id: 'both-al-theft-and-mail-fraud-federal',
    title:
      'Alabama first-degree theft and federal mail fraud: no Alabama ban for either; § 925(c) lifts the federal ban of both, so the federal package alone',
    input: answers({
      convictionType: 'BOTH',
      stateCode: 'AL',
      convictionDate: '2004-01-15',
      charges: 'Theft of property 1st degree (Alabama); federal mail fraud, 18 U.S.C. § 1341',
      sentence: 'probation on both',
      supervisionCompleted: true,
      supervisionEndDate: '2008-01-15',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Ala. Code §§ 13A-8-3, 13A-11-72(a); 18 U.S.C. § 1341; ${BEECHAM}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'both-nc-embezzlement-and-wire-fraud-bundle',
    title:
      'North Carolina Class H embezzlement and federal wire fraud: the state ban needs the North Carolina petition, the federal one § 925(c): a bundle',
    input: answers({
      convictionType: 'BOTH',
      stateCode: 'NC',
      convictionDate: '1998-01-15',
      charges: 'Embezzlement, Class H felony (North Carolina); federal wire fraud, 18 U.S.C. § 1343',
      sentence: 'probation on both',
      supervisionCompleted: true,
      supervisionEndDate: '2001-01-15',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `N.C. Gen. Stat. §§ 14-415.1, 14-415.4; 18 U.S.C. § 1343; ${BEECHAM}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'both-ms-embezzlement-and-bank-fraud-federal',
    title:
      'Mississippi embezzlement and federal bank fraud: Mississippi honors § 925(c) relief for any felony, so § 925(c) clears every ban',
    input: answers({
      convictionType: 'BOTH',
      stateCode: 'MS',
      convictionDate: '2005-01-15',
      charges: 'Embezzlement, felony (Mississippi); federal bank fraud, 18 U.S.C. § 1344',
      sentence: 'probation on both',
      supervisionCompleted: true,
      supervisionEndDate: '2008-01-15',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Miss. Code Ann. § 97-37-5(1), (3); 18 U.S.C. § 1344; ${BEECHAM}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'both-az-theft-and-wire-fraud-bundle',
    title:
      'Arizona class 3 theft and federal wire fraud: the Arizona court restores rights for the state conviction, § 925(c) is needed for the federal one',
    input: answers({
      convictionType: 'BOTH',
      stateCode: 'AZ',
      convictionDate: '2005-01-15',
      charges: 'Theft, class 3 felony (Arizona); federal wire fraud, 18 U.S.C. § 1343',
      sentence: 'probation on both',
      supervisionCompleted: true,
      supervisionEndDate: '2008-01-15',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `Ariz. Rev. Stat. §§ 13-904, 13-908, 13-910, 13-3101; 18 U.S.C. § 1343; ${BEECHAM}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'both-oh-theft-and-wire-fraud-federal',
    title:
      'Ohio fourth-degree theft and federal wire fraud: Ohio bars neither, § 925(c) lifts the federal ban of both (the Ohio degree is the state conviction’s)',
    input: answers({
      convictionType: 'BOTH',
      stateCode: 'OH',
      convictionDate: '2008-01-15',
      charges: 'Theft, felony of the fourth degree (Ohio); federal wire fraud, 18 U.S.C. § 1343',
      sentence: 'probation on both',
      supervisionCompleted: true,
      supervisionEndDate: '2010-01-15',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Ohio Rev. Code §§ 2913.02, 2929.14(A)(4), 2923.13; 18 U.S.C. § 1343; ${BEECHAM}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'both-in-federal-conviction-state-ban-stays',
    title:
      'Indiana Level 6 theft and federal wire fraud: § 925(c) clears the federal ban, but Indiana’s ban on the federal conviction has no Indiana route',
    input: answers({
      convictionType: 'BOTH',
      stateCode: 'IN',
      convictionDate: '2008-01-15',
      charges: 'Theft, Level 6 felony (Indiana); federal wire fraud, 18 U.S.C. § 1343',
      sentence: 'probation on both',
      supervisionCompleted: true,
      supervisionEndDate: '2010-01-15',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE', stateStatus: 'NOT_ELIGIBLE' },
    source: `Ind. Code §§ 35-47-1-7, 35-47-2-3, 35-38-9; 18 U.S.C. § 1343; ${BEECHAM}; ${RULE_925C}; ${POLICY} (one side barred: review)`,
  },
  {
    id: 'both-sc-forgery-and-wire-fraud-waits',
    title:
      'South Carolina forgery and federal wire fraud finished in 2023: § 925(c) waits five years, and nothing else reaches the federal conviction',
    input: answers({
      convictionType: 'BOTH',
      stateCode: 'SC',
      convictionDate: '2020-01-15',
      charges: 'Forgery, felony (South Carolina); federal wire fraud, 18 U.S.C. § 1343',
      sentence: 'probation on both',
      supervisionCompleted: true,
      supervisionEndDate: '2023-01-15',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', federalStatus: 'NOT_ELIGIBLE' },
    source: `S.C. Code Ann. §§ 16-13-10, 16-23-500; 18 U.S.C. § 1343; ${BEECHAM}; ${RULE_925C} (5 years); ${POLICY}`,
  },
]
