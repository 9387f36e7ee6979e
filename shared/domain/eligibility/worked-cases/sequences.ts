// Worked cases for state routes granted only once federal law no longer bars the person: West
// Virginia's circuit-court petition (§ 61-7-7(f): only if possession "would not violate any federal
// law"), Pennsylvania's § 6105(d)(3) exemption after federal relief, Illinois FOID relief (not
// contrary to federal law). They are a sequence, § 925(c) first and then the state step: open
// together (a BUNDLE), waiting together (the federal date), closed together (docs/decisions/048).
import { answers, drugDistributionFelony, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

const WV_PETITION = 'W. Va. Code § 61-7-7(a), (f) (relief only if possession would not violate federal law)'
const PA_D3 =
  '18 Pa. Cons. Stat. § 6105(c)(2), (d)(3) (federal relief first, and 10 years since the most recent disabling conviction, not counting incarceration)'
const SEQUENCE = 'docs/decisions/048 (a state route after federal relief is a sequence)'

export const SEQUENCE_CASES: readonly WorkedCase[] = [
  {
    id: 'sequence-wv-domestic-battery-bundle',
    title:
      'West Virginia misdemeanor domestic battery of 2012: § 925(c) after 10 years, then the circuit-court petition',
    input: answers({
      stateCode: 'WV',
      convictionDate: '2012-01-10',
      charges: 'Domestic battery, misdemeanor, W. Va. Code § 61-2-28',
      sentence: '1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2013-01-10',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `${WV_PETITION}; W. Va. Code § 61-2-28; 18 U.S.C. §§ 921(a)(33), 922(g)(9); ${RULE_925C}; ${SEQUENCE}; ${POLICY}`,
  },
  {
    id: 'sequence-wv-domestic-battery-waits',
    title:
      'West Virginia misdemeanor domestic battery of 2020: the petition waits for § 925(c), 10 years after the sentence',
    input: answers({
      stateCode: 'WV',
      convictionDate: '2020-05-01',
      charges: 'Domestic battery, misdemeanor, W. Va. Code § 61-2-28',
      sentence: '1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2021-05-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2031-05-01', stateStatus: 'NOT_ELIGIBLE' },
    source: `${WV_PETITION}; ${RULE_925C}; ${SEQUENCE}`,
  },
  {
    id: 'sequence-wv-robbery-closed',
    title:
      'West Virginia robbery: § 925(c) presumes a violent felony ineligible, so the petition that follows it is closed too',
    input: answers({
      stateCode: 'WV',
      convictionDate: '2005-01-10',
      charges: 'Robbery in the second degree, felony',
      sentence: '5 to 18 years',
      supervisionCompleted: true,
      supervisionEndDate: '2014-01-10',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', federalStatus: 'NOT_ELIGIBLE', stateStatus: 'NOT_ELIGIBLE' },
    source: `W. Va. Code § 61-2-12; ${WV_PETITION}; W. Va. Code § 61-11-26 (violent felonies not expungeable); ${RULE_925C}; ${SEQUENCE}`,
  },
  {
    id: 'sequence-pa-pwid-6105d3-bundle',
    title:
      'Pennsylvania possession with intent to deliver of 2005, probation to 2008: § 925(c) after 10 years, then the § 6105(d)(3) exemption',
    input: answers({
      stateCode: 'PA',
      convictionDate: '2005-01-20',
      charges: 'Possession with intent to deliver, 35 P.S. § 780-113(a)(30), ungraded felony',
      sentence: '3 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2008-01-20',
      offense: drugDistributionFelony(15),
    }),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `${PA_D3}; 35 P.S. § 780-113(f)(1.1); ${RULE_925C} (10 years for felony drug distribution); ${SEQUENCE}; ${POLICY}`,
  },
  {
    id: 'sequence-pa-pwid-after-prison',
    title:
      'Pennsylvania possession with intent to deliver of 2010, released in 2015: both steps open 10 years after release',
    input: answers({
      stateCode: 'PA',
      convictionDate: '2010-01-20',
      charges: 'Possession with intent to deliver, 35 P.S. § 780-113(a)(30), ungraded felony',
      sentence: '5 years state prison',
      supervisionCompleted: true,
      supervisionEndDate: '2015-01-20',
      releaseDate: '2015-01-20',
      offense: drugDistributionFelony(15),
    }),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `${PA_D3}; ${RULE_925C}; ${SEQUENCE}; ${POLICY}`,
  },
  {
    id: 'sequence-pa-aggravated-assault-closed',
    title:
      'Pennsylvania aggravated assault: a violent felony, so no § 925(c) and no § 6105(d)(3) after it; only the pardon remains',
    input: answers({
      stateCode: 'PA',
      convictionDate: '2000-01-20',
      charges: 'Aggravated assault, felony of the first degree',
      sentence: '5 to 10 years state prison',
      supervisionCompleted: true,
      supervisionEndDate: '2010-01-20',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', federalStatus: 'NOT_ELIGIBLE' },
    source: `18 Pa. Cons. Stat. §§ 2702, 6105(b), (d)(3); Pa. Const. art. IV, § 9; ${RULE_925C}; ${SEQUENCE}`,
  },
  {
    id: 'sequence-il-theft-both-wait',
    title:
      'Illinois Class 3 theft, probation ended mid-2022: FOID relief waits for § 925(c), five years after the sentence',
    input: answers({
      stateCode: 'IL',
      convictionDate: '2020-01-15',
      charges: 'Theft, Class 3 felony',
      sentence: '30 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2022-07-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2027-07-01', stateStatus: 'NOT_ELIGIBLE' },
    source: `720 ILCS 5/16-1, 5/24-1.1; 430 ILCS 65/10(c)(4); Evans v. Cook County State's Attorney, 2021 IL 125513; ${RULE_925C}; ${SEQUENCE}`,
  },
]
