// Worked cases for conditions applied to the cases they are written for: a route limited to a
// single felony closes for a second felony (named in the details of other convictions or in the
// charges) and stays open beside misdemeanors; a condition on forcible felonies (Illinois's 20-year
// FOID wait) is never applied to a misdemeanant (docs/decisions/048).
import { answers, POLICY, RULE_925C, type WizardAnswers, type WorkedCase } from './worked-case.ts'

const NC_PETITION =
  'N.C. Gen. Stat. § 14-415.4 (one nonviolent felony conviction; several from one judgment count as one; 20 years after rights were restored)'
const NC_EXPUNCTION = 'N.C. Gen. Stat. § 15A-145.5(a) (Class A-G felonies excluded)'
const IL_FOID =
  '430 ILCS 65/10(c)(1) (20 years since a forcible felony), 65/10(c)(4) (relief not contrary to federal law); 720 ILCS 5/2-8 (a forcible felony is a felony)'

/** A North Carolina Class F embezzlement of 1995, sentence done in 1998, with these other convictions. */
function ncEmbezzlement(
  others: Pick<WizardAnswers, 'priorConvictions' | 'priorConvictionsDetails'>,
  charges = '',
): WizardAnswers {
  return {
    stateCode: 'NC',
    convictionDate: '1995-03-01',
    charges: `Embezzlement of $60,000, Class F felony${charges}`,
    sentence: '3 years probation',
    supervisionCompleted: true,
    supervisionEndDate: '1998-03-01',
    ...others,
  }
}

export const CONDITION_CASES: readonly WorkedCase[] = [
  {
    id: 'single-felony-nc-no-other-convictions',
    title:
      'North Carolina Class F embezzlement, the only conviction: the one-felony petition is open after 20 years (expunction excludes Class F)',
    input: answers(ncEmbezzlement({ priorConvictions: false })),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `${NC_PETITION}; ${NC_EXPUNCTION}; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'single-felony-nc-misdemeanors-beside',
    title:
      'The same, with two earlier misdemeanor DWIs: misdemeanors are not a second felony, so the petition stays open',
    input: answers(
      ncEmbezzlement({
        priorConvictions: true,
        priorConvictionsDetails: 'Two misdemeanor DWIs, 1990 and 1992',
      }),
    ),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `${NC_PETITION}; N.C. Gen. Stat. § 20-138.1 (impaired driving is a misdemeanor); ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'single-felony-nc-second-felony-in-details',
    title:
      'The same, with a 1990 felony larceny in the details: a second felony closes the one-felony petition; § 925(c) alone would leave the state ban',
    input: answers(
      ncEmbezzlement({ priorConvictions: true, priorConvictionsDetails: 'Felony larceny in 1990' }),
    ),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE', stateStatus: 'NOT_ELIGIBLE' },
    source: `${NC_PETITION}; ${NC_EXPUNCTION}; ${RULE_925C}; ${POLICY} (one side open, the other barred: review)`,
  },
  {
    id: 'single-felony-nc-second-felony-despite-no',
    title:
      'The same, "no other convictions" ticked but the details name a felony: the details are the more specific answer',
    input: answers(
      ncEmbezzlement({
        priorConvictions: false,
        priorConvictionsDetails: 'felony breaking and entering, 1991',
      }),
    ),
    expect: { verdict: 'MANUAL_REVIEW', stateStatus: 'NOT_ELIGIBLE' },
    source: `${NC_PETITION}; ${POLICY}`,
  },
  {
    id: 'single-felony-nc-habitual-felon',
    title:
      'The same, sentenced as a habitual felon: the charges themselves show earlier felonies, so the petition is closed',
    input: answers(ncEmbezzlement({ priorConvictions: true }, ', habitual felon status')),
    expect: { verdict: 'MANUAL_REVIEW', stateStatus: 'NOT_ELIGIBLE' },
    source: `N.C. Gen. Stat. § 14-7.1 (habitual felon: three earlier felonies); ${NC_PETITION}; ${POLICY}`,
  },
  {
    id: 'single-felony-nc-other-convictions-unknown',
    title:
      'The same, other convictions ticked with no details: whether one was a felony decides the petition, so review',
    input: answers(ncEmbezzlement({ priorConvictions: true })),
    expect: {
      verdict: 'MANUAL_REVIEW',
      stateStatus: 'MANUAL_REVIEW',
      reasoningIncludes: ['whether any of your other convictions was a felony'],
    },
    source: `${NC_PETITION}; ${POLICY}`,
  },
  {
    id: 'single-felony-nc-expunction-longer-wait',
    title:
      'North Carolina Class H false pretenses of 2008 with an earlier felony: no one-felony petition, and expunction of two felonies waits 20 years',
    input: answers({
      stateCode: 'NC',
      convictionDate: '2008-01-15',
      charges: 'Obtaining property by false pretenses, Class H felony',
      sentence: '24 months supervised probation',
      supervisionCompleted: true,
      supervisionEndDate: '2010-01-15',
      priorConvictions: true,
      priorConvictionsDetails: 'felony possession of stolen goods, 2003',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE', stateStatus: 'NOT_ELIGIBLE' },
    source: `N.C. Gen. Stat. § 15A-145.5(c) (one nonviolent felony 10 years; two or three, 20 years); ${NC_PETITION}; ${RULE_925C}; docs/decisions/048 (one side open, the other waiting: review)`,
  },
  {
    id: 'forcible-felony-il-misdemeanor-domestic-battery',
    title:
      'Illinois misdemeanor domestic battery of 2012: the 20-year forcible-felony wait is not a misdemeanant’s; § 925(c) after 10 years, then FOID relief',
    input: answers({
      stateCode: 'IL',
      convictionDate: '2012-02-01',
      charges: 'Domestic battery, Class A misdemeanor, 720 ILCS 5/12-3.2',
      sentence: '1 year conditional discharge',
      supervisionCompleted: true,
      supervisionEndDate: '2013-02-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'BUNDLE' },
    source: `${IL_FOID}; 18 U.S.C. §§ 921(a)(33), 922(g)(9); ${RULE_925C} (10 years for a misdemeanor crime of domestic violence); ${POLICY}`,
  },
  {
    id: 'forcible-felony-il-misdemeanor-waits-for-federal',
    title:
      'Illinois misdemeanor domestic battery of 2019: FOID relief follows § 925(c), which opens 10 years after the sentence',
    input: answers({
      stateCode: 'IL',
      convictionDate: '2019-03-01',
      charges: 'Domestic battery, Class A misdemeanor, 720 ILCS 5/12-3.2',
      sentence: '1 year conditional discharge',
      supervisionCompleted: true,
      supervisionEndDate: '2020-03-01',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2030-03-01' },
    source: `${IL_FOID}; ${RULE_925C}; docs/decisions/048 (a state route after federal relief waits for it)`,
  },
]
