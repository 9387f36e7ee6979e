// Worked cases against over-asking: a fact the cited statute or the text already fixes is not
// asked (an assault or domestic-violence statute is defined by force; "I hit my wife" gives both
// the force and the relationship; a girlfriend "who lived with me" is a cohabitant), and a review
// whose every answer would give NOT_ELIGIBLE is NOT_ELIGIBLE (docs/decisions/048).
import { answers, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

const CASTLEMAN =
  'United States v. Castleman, 572 U.S. 157 (2014) (offensive touching is force); United States v. Hayes, 555 U.S. 415 (2009) (the relationship need not be an element)'
const MCDV = '18 U.S.C. §§ 921(a)(33), 922(g)(9)'

export const ASKING_CASES: readonly WorkedCase[] = [
  {
    id: 'asking-oh-hit-my-wife',
    title:
      'Ohio domestic violence, "I hit my wife": force and the relationship are given, nothing is asked; § 925(c) after 10 years',
    input: answers({
      stateCode: 'OH',
      convictionDate: '2010-04-01',
      charges: 'Domestic violence, misdemeanor of the first degree. I hit my wife during an argument.',
      sentence: '1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2011-04-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Ohio Rev. Code §§ 2919.25, 2923.13; ${MCDV}; ${CASTLEMAN}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'asking-va-statute-defines-force-and-family',
    title:
      'Virginia § 18.2-57.2 misdemeanor, nothing else said: the statute is assault and battery against a family or household member',
    input: answers({
      stateCode: 'VA',
      convictionDate: '2011-04-01',
      charges: 'Va. Code § 18.2-57.2, misdemeanor',
      sentence: '12 months suspended, 2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2013-04-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Va. Code §§ 18.2-57.2, 18.2-308.2; ${MCDV}; ${CASTLEMAN}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'asking-tx-slapped-my-husband',
    title:
      'Texas assault family violence, "I slapped my husband": a federal domestic-violence ban, § 925(c) after 10 years; the Texas bar lapsed 5 years after release',
    input: answers({
      stateCode: 'TX',
      convictionDate: '2012-04-01',
      charges: 'Assault family violence, Class A misdemeanor; I slapped my husband',
      sentence: '12 months community supervision',
      supervisionCompleted: true,
      supervisionEndDate: '2013-04-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Tex. Penal Code §§ 22.01, 46.04(b); ${MCDV}; ${CASTLEMAN}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'asking-ga-girlfriend-lived-with-me',
    title:
      'Georgia family-violence battery of 2013 on a girlfriend "who lived with me": a cohabitant, so the domestic-violence ban applies before 2022; the Board pardon lifts it',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2013-04-01',
      charges:
        'O.C.G.A. § 16-5-23.1 battery, misdemeanor, family violence against my girlfriend, who lived with me',
      sentence: '12 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2014-04-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE', federalStatus: 'ELIGIBLE' },
    source: `O.C.G.A. §§ 16-5-23.1, 19-13-1; 18 U.S.C. § 921(a)(33)(A)(ii) (a person cohabiting as a spouse); 18 U.S.C. § 921(a)(33)(B)(ii) (a pardon lifts it); Ga. Comp. R. & Regs. 475-3-.10(4); ${POLICY}`,
  },
  {
    id: 'asking-sc-domestic-violence-second-degree',
    title:
      'South Carolina domestic violence in the second degree: force by definition, and a misdemeanor punishable by 3 years is a federal felony; the Board pardon clears both',
    input: answers({
      stateCode: 'SC',
      convictionDate: '2010-04-01',
      charges: 'Domestic violence 2nd degree',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2012-04-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `S.C. Code Ann. §§ 16-25-20(C) (misdemeanor, up to 3 years), 16-23-500, 24-21-990; 18 U.S.C. § 921(a)(20)(B) (a state misdemeanor punishable by more than two years); ${POLICY}`,
  },
  {
    id: 'asking-ky-assault-fourth-degree-wife',
    title:
      'Kentucky assault in the fourth degree against his wife: a Class A misdemeanor by statute, force by definition; only the federal ban, § 925(c) after 10 years',
    input: answers({
      stateCode: 'KY',
      convictionDate: '2013-04-01',
      charges: 'Assault in the fourth degree, domestic violence, against my wife',
      sentence: '12 months probated',
      supervisionCompleted: true,
      supervisionEndDate: '2014-04-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    source: `Ky. Rev. Stat. §§ 508.030, 527.040; ${MCDV}; ${CASTLEMAN}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'asking-every-answer-not-eligible',
    title:
      'A federal kidnapping of his wife, grade not given, sentence ended 2017: a felony is barred for life under § 925(c), a misdemeanor waits 10 years, so no answer opens a route now',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'WA',
      residenceState: 'VA',
      convictionDate: '2016-02-07',
      charges: 'Kidnapping of my wife',
      sentence: 'probation',
      supervisionCompleted: true,
      supervisionEndDate: '2017-09-20',
      offense: {
        violent: true,
        weapon: false,
        domesticRelationship: true,
        drugPossession: false,
        sexOffenseRegistration: false,
      },
    }),
    expect: {
      verdict: 'NOT_ELIGIBLE',
      reasoningIncludes: ['whatever the answer no route is open to you yet'],
    },
    source: `18 U.S.C. § 1201; ${RULE_925C} (violent felonies presumptively ineligible; 10 years for a misdemeanor crime of domestic violence); docs/decisions/048 (a question no answer of which changes the verdict is not asked)`,
  },
]
