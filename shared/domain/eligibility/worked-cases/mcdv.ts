// Worked cases for misdemeanor crimes of domestic violence: a state order restoring firearm rights
// does not lift the federal ban (18 U.S.C. § 921(a)(33)(B)(ii); Logan), an expungement, set-aside
// or pardon does, and § 925(c) opens 10 years after the later of conviction or release.
import { answers, domesticMisdemeanor, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

const MCDV = '18 U.S.C. §§ 921(a)(33), 922(g)(9)'
const LOGAN = 'Logan v. United States, 552 U.S. 23 (2007)'

export const MCDV_CASES: readonly WorkedCase[] = [
  {
    id: 'mcdv-tx-family-violence-state-lapse-federal-waits',
    title:
      'Texas family-violence assault: the 5-year state bar lapsed, the federal ban waits 10 years for § 925(c)',
    input: answers({
      stateCode: 'TX',
      convictionDate: '2020-05-01',
      charges: 'Assault causing bodily injury - family violence, Class A misdemeanor; victim: my wife',
      sentence: '1 year community supervision',
      supervisionCompleted: true,
      supervisionEndDate: '2021-05-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2031-05-01' },
    source: `Tex. Penal Code §§ 22.01, 46.04(b); ${MCDV}; ${LOGAN}; ${RULE_925C} (10-year presumption for MCDV); ${POLICY}`,
  },
  {
    id: 'mcdv-in-restoration-order-then-925c',
    title:
      'Indiana domestic battery with an Indiana restoration order: the order leaves the federal ban, § 925(c) (10 years run) lifts it',
    input: answers({
      stateCode: 'IN',
      convictionDate: '2010-09-01',
      charges: 'Domestic battery, Class A misdemeanor; victim: my girlfriend, we have a child in common',
      sentence: '1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2011-09-01',
      offense: domesticMisdemeanor(1),
      reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: false }],
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL', federalStatus: 'ELIGIBLE' },
    source: `Ind. Code § 35-47-4-7; ${MCDV}; ${LOGAN}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'mcdv-in-restoration-order-recent',
    title:
      "Indiana domestic battery 2019 with a restoration order: federal ban stays; the expungement's federal effect is unsettled",
    input: answers({
      stateCode: 'IN',
      convictionDate: '2019-03-01',
      charges: 'Domestic battery, Class A misdemeanor; victim: wife',
      sentence: '1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2020-03-01',
      offense: domesticMisdemeanor(1),
      reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: false }],
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `Ind. Code §§ 35-38-9-2, 35-38-9-10, 35-47-4-7; ${MCDV}; ${LOGAN}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'mcdv-mo-child-in-common-wait',
    title:
      'Missouri misdemeanor domestic assault, victim the mother of his child: excluded from expungement, § 925(c) waits 10 years',
    input: answers({
      stateCode: 'MO',
      convictionDate: '2020-09-01',
      charges: 'Domestic assault in the fourth degree, misdemeanor; victim: ex-girlfriend, child in common',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2022-09-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2032-09-01' },
    source: `Mo. Rev. Stat. §§ 565.076, 571.070, 610.140.2; ${MCDV}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'mcdv-mo-old-925c-open',
    title:
      'Missouri misdemeanor domestic assault on a wife, finished 2013: no state ban, § 925(c) 10 years run',
    input: answers({
      stateCode: 'MO',
      convictionDate: '2011-02-01',
      charges: 'Domestic assault in the third degree, misdemeanor; victim: wife',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2013-02-01',
      offense: domesticMisdemeanor(1),
    }),
    expect: {
      verdict: 'ELIGIBLE',
      package: 'FEDERAL',
      federalStatus: 'ELIGIBLE',
      stateStatus: 'NOT_APPLICABLE',
    },
    source: `Mo. Rev. Stat. § 571.070; ${MCDV}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'mcdv-nv-battery-pardon-only',
    title:
      'Nevada battery constituting domestic violence: the state ban yields only to a pardon; § 925(c) 10 years',
    input: answers({
      stateCode: 'NV',
      convictionDate: '2024-01-10',
      charges: 'Battery constituting domestic violence, first offense, misdemeanor; victim: wife',
      sentence: '2 days jail, 26 weeks counseling',
      supervisionCompleted: true,
      supervisionEndDate: '2024-07-10',
    }),
    expect: { verdict: 'NOT_ELIGIBLE' },
    source: `Nev. Rev. Stat. §§ 200.485, 202.360(1)(a); ${MCDV}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'mcdv-oh-assault-relationship-unknown',
    title:
      'Ohio misdemeanor assault with no word on the victim: whether it is an MCDV turns on the relationship',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2015-05-05',
      charges: 'Assault, misdemeanor of the first degree, ORC 2903.13',
      sentence: '180 days, 170 suspended, 1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2016-05-05',
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `${MCDV}; United States v. Hayes, 555 U.S. 415 (2009) (relationship need not be an element); ${POLICY}`,
  },
  {
    id: 'mcdv-oh-dating-partner-5-year-rule',
    title:
      'Ohio assault on a dating partner convicted 2023: a single dating-relationship MCDV stops counting after 5 years',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2023-03-01',
      charges:
        'Assault, misdemeanor of the first degree, ORC 2903.13; victim: my girlfriend (dating, we never lived together)',
      sentence: '180 days, 170 suspended, 1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2024-03-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2029-03-01' },
    source: `18 U.S.C. §§ 921(a)(33)(C), 921(a)(37), 922(g)(9) (Bipartisan Safer Communities Act, Pub. L. 117-159, § 12005); ${POLICY}`,
  },
  {
    id: 'mcdv-oh-dating-partner-before-bsca',
    title:
      'Ohio assault on a dating partner convicted 2021: before the Bipartisan Safer Communities Act, no federal domestic-violence bar',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2021-03-01',
      charges:
        'Assault, misdemeanor of the first degree, ORC 2903.13; victim: my girlfriend (dating, we never lived together)',
      sentence: '180 days, 170 suspended, 1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2022-03-01',
    }),
    expect: {
      verdict: 'MANUAL_REVIEW',
      federalStatus: 'NOT_APPLICABLE',
      reasoningIncludes: ['only for convictions from 25 June 2022'],
    },
    source: `Pub. L. 117-159, § 12005 (dating relationships covered for convictions from June 25, 2022); 18 U.S.C. § 921(a)(33)(A); Ohio Rev. Code § 2923.13(A)(2) (offenses of violence: felonies only); ${POLICY}`,
  },
  {
    id: 'mcdv-ga-pardon-held',
    title:
      'Georgia family-violence battery already pardoned without a firearm restriction: no disability appears to remain',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2012-06-06',
      charges: 'Family violence battery, misdemeanor; victim: wife',
      sentence: '12 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2013-06-06',
      offense: domesticMisdemeanor(1),
      reliefObtained: [{ kind: 'PARDON', mentionsFirearms: false }],
    }),
    expect: { verdict: 'MANUAL_REVIEW' },
    source: `18 U.S.C. § 921(a)(33)(B)(ii) (a pardoned offense is not a conviction); O.C.G.A. § 16-11-131; ${POLICY} (no disability apparent)`,
  },
  {
    id: 'mcdv-wa-gross-misdemeanor-spouse',
    title:
      'Washington fourth-degree assault DV (gross misdemeanor) on a spouse: the state petition is open, the federal bar waits for a vacatur',
    input: answers({
      stateCode: 'WA',
      convictionDate: '2023-01-10',
      charges: 'Assault in the fourth degree - domestic violence, gross misdemeanor; victim: spouse',
      sentence: '364 days, 364 suspended, 24 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2025-01-10',
    }),
    // A state restoration does not lift the federal domestic-violence bar (Logan); the vacatur
    // opens in 2030: one side open, the other waiting, so review.
    expect: { verdict: 'MANUAL_REVIEW', reasoningIncludes: ["the other side's route opens on 2030-01-10"] },
    source: `Wash. Rev. Code §§ 9.41.040(2)(a), 9.41.041(2)(b) (three years in the community for a nonfelony), 9.96.060; ${MCDV}; ${RULE_925C}; ${POLICY}`,
  },
]
