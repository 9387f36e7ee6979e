// Worked cases that turn on reading the wizard's text like a lawyer: class and degree words and
// the maximum they carry (18 U.S.C. § 921(a)(20)(B)), weapon findings and enhancements, and the
// sentence ('state prison' or 'DOC' is custody, so a route that needs probation is closed).
import { answers, nonViolentFelony, POLICY, RULE_925C, type WorkedCase } from './worked-case.ts'

export const READING_CASES: readonly WorkedCase[] = [
  {
    id: 'reading-ak-doc-sentence-no-set-aside',
    title:
      'Alaska class C theft with 18 months DOC: no suspended imposition, so no set-aside; the handgun bar lapses in 2030',
    input: answers({
      stateCode: 'AK',
      convictionDate: '2019-01-01',
      charges: 'Theft in the second degree, class C felony',
      sentence: '18 months DOC',
      supervisionCompleted: true,
      supervisionEndDate: '2020-06-30',
    }),
    // § 925(c) is open now; the handgun bar lapses in 2030: which to start is for review.
    expect: { verdict: 'MANUAL_REVIEW', reasoningIncludes: ["the other side's route opens on 2030-06-30"] },
    source: `Alaska Stat. §§ 11.61.200(b)(1)(C), 12.55.085 (set-aside only after a suspended imposition of sentence); ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'reading-ak-suspended-imposition-set-aside',
    title:
      'Alaska class C theft with a suspended imposition of sentence and probation completed: set-aside lifts both bans',
    input: answers({
      stateCode: 'AK',
      convictionDate: '2019-01-01',
      charges: 'Theft in the second degree, class C felony',
      sentence: 'Suspended imposition of sentence, 18 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2020-06-30',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Alaska Stat. §§ 11.61.200(b)(1)(A), 12.55.085(a), (e); 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: 'reading-id-firearm-enhancement',
    title:
      'Idaho aggravated battery with a firearm enhancement: permanently ineligible for Commission restoration',
    input: answers({
      stateCode: 'ID',
      convictionDate: '2008-02-02',
      charges: 'Aggravated battery, felony, with a firearm enhancement under I.C. § 19-2520',
      sentence: '10 years, 5 fixed',
      supervisionCompleted: true,
      supervisionEndDate: '2018-02-02',
    }),
    expect: { verdict: 'NOT_ELIGIBLE' },
    source: `Idaho Code §§ 18-310(2), (4), 19-2520; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'reading-mt-weapon-enhancement',
    title: 'Montana robbery with a weapon enhancement: the state bar applies and the offense is violent',
    input: answers({
      stateCode: 'MT',
      convictionDate: '2009-09-09',
      charges: 'Robbery, felony, with weapon enhancement under Mont. Code Ann. § 46-18-221',
      sentence: '10 years DOC',
      supervisionCompleted: true,
      supervisionEndDate: '2019-09-09',
    }),
    expect: { verdict: 'NOT_ELIGIBLE' },
    source: `Mont. Code Ann. §§ 45-8-313, 45-8-314, 46-18-221; ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'reading-tx-class-a-misdemeanor-no-ban',
    title: 'Texas Class A misdemeanor theft (max 1 year): no federal ban and no Texas ban',
    input: answers({
      stateCode: 'TX',
      convictionDate: '2017-07-07',
      charges: 'Theft of property $750-$2,500, Class A misdemeanor',
      sentence: '6 months county jail, probated for 1 year',
      supervisionCompleted: true,
      supervisionEndDate: '2018-07-07',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'NOT_APPLICABLE', stateStatus: 'NOT_APPLICABLE' },
    source: `Tex. Penal Code §§ 12.21, 46.04; 18 U.S.C. § 921(a)(20); ${POLICY} (no disability apparent)`,
  },
  {
    id: 'reading-mn-gross-misdemeanor-no-ban',
    title: 'Minnesota gross misdemeanor theft (max 364 days): no federal ban',
    input: answers({
      stateCode: 'MN',
      convictionDate: '2016-04-04',
      charges: 'Theft $500-$1,000, gross misdemeanor',
      sentence: '1 year probation',
      supervisionCompleted: true,
      supervisionEndDate: '2017-04-04',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'NOT_APPLICABLE' },
    source: `Minn. Stat. §§ 609.03(2), 609.52 subd. 3(4); 18 U.S.C. § 921(a)(20); ${POLICY} (no disability apparent)`,
  },
  {
    id: 'reading-fl-misdemeanor-first-degree-no-ban',
    title: 'Florida petit theft, misdemeanor of the first degree (max 1 year): no federal ban',
    input: answers({
      stateCode: 'FL',
      convictionDate: '2018-03-03',
      charges: 'Petit theft, misdemeanor of the first degree',
      sentence: '6 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2018-09-03',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'NOT_APPLICABLE' },
    source: `Fla. Stat. §§ 775.082(4)(a), 790.23; 18 U.S.C. § 921(a)(20); ${POLICY} (no disability apparent)`,
  },
  {
    id: 'reading-az-class-6-designated-misdemeanor',
    title: 'Arizona class 6 undesignated offense designated a misdemeanor after probation: no felony ban',
    input: answers({
      stateCode: 'AZ',
      convictionDate: '2015-05-05',
      charges:
        'Theft, class 6 undesignated offense, designated a class 1 misdemeanor on completion of probation',
      sentence: '18 months probation',
      supervisionCompleted: true,
      supervisionEndDate: '2016-11-05',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'NOT_APPLICABLE' },
    source: `Ariz. Rev. Stat. §§ 13-604(A), 13-707(A)(1), 13-3101(A)(7)(b); 18 U.S.C. § 921(a)(20); ${POLICY} (no disability apparent)`,
  },
  {
    id: 'reading-nc-class-g-sell-cocaine',
    title:
      'North Carolina sell cocaine, Class G felony: not expungeable (Class A-G), the court petition waits 20 years',
    input: answers({
      stateCode: 'NC',
      convictionDate: '2011-01-10',
      charges: 'Sell cocaine, Class G felony',
      sentence: '16-29 months DOC',
      supervisionCompleted: true,
      supervisionEndDate: '2013-06-01',
    }),
    // § 925(c) is open now; the state petition waits until 2033: which to start is for review.
    expect: { verdict: 'MANUAL_REVIEW', reasoningIncludes: ["the other side's route opens on 2033-06-01"] },
    source: `N.C. Gen. Stat. §§ 14-415.1, 14-415.4(b), (d), 15A-145.5(a) (Class A-G felonies are not "nonviolent felonies"), 90-95(a)(1); ${RULE_925C} (10-year presumption met 2023); ${POLICY}`,
  },
  {
    id: 'reading-tx-first-degree-felony-delivery',
    title:
      'Texas first-degree felony delivery, released 2014: § 925(c) 10 years run, Texas ban outside the home stays',
    input: answers({
      stateCode: 'TX',
      convictionDate: '2008-08-08',
      charges: 'Manufacture or delivery of a controlled substance, PG1, 4-200 grams, first degree felony',
      sentence: '8 years TDCJ',
      supervisionCompleted: true,
      supervisionEndDate: '2014-08-08',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE' },
    source: `Tex. Health & Safety Code § 481.112(d); Tex. Penal Code § 46.04(a); Caron v. United States, 524 U.S. 308 (1998); ${RULE_925C} (10-year presumption for drug distribution); ${POLICY}`,
  },
  {
    id: 'reading-ga-theft-text-only',
    title:
      'Georgia theft by taking described only in words, finished 2014: read as a non-violent felony, Board pardon open',
    input: answers({
      stateCode: 'GA',
      convictionDate: '2011-01-01',
      charges: 'Theft by taking, felony',
      sentence: '3 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2014-01-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `O.C.G.A. §§ 16-8-2, 16-8-12, 16-11-131(b), (c); Ga. Comp. R. & Regs. 475-3-.10(4); 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: 'reading-az-class-4-forgery-text-only',
    title:
      'Arizona forgery, class 4 felony, described only in words: court restoration after absolute discharge',
    input: answers({
      stateCode: 'AZ',
      convictionDate: '2013-02-02',
      charges: 'Forgery, class 4 felony',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2015-02-02',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Ariz. Rev. Stat. §§ 13-702(D) (class 4 up to 3.75 years), 13-2002, 13-910; 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: 'reading-ct-class-d-larceny-text-only',
    title:
      'Connecticut third-degree larceny, class D felony, described only in words, finished 2014: Board pardon',
    input: answers({
      stateCode: 'CT',
      convictionDate: '2012-03-03',
      charges: 'Larceny in the third degree, class D felony',
      sentence: '2 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2014-03-03',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Conn. Gen. Stat. §§ 53a-35a (class D up to 5 years), 53a-217(a), 54-130a; 18 U.S.C. § 921(a)(20); ${POLICY}`,
  },
  {
    id: 'reading-mo-class-d-stealing-text-only',
    title:
      'Missouri stealing a motor vehicle, class D felony, described only in words: expungement after 3 years',
    input: answers({
      stateCode: 'MO',
      convictionDate: '2015-05-05',
      charges: 'Stealing a motor vehicle, class D felony',
      sentence: '4 years SES, 5 years probation',
      supervisionCompleted: true,
      supervisionEndDate: '2020-05-05',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'STATE' },
    source: `Mo. Rev. Stat. §§ 558.011.1(4) (class D up to 7 years), 571.070.1(1), 610.140; Daniels v. U.S. Dep't of Justice (W.D. Mo. 2023); ${POLICY}`,
  },
  {
    id: 'reading-fed-wire-fraud-text-only',
    title: 'Federal wire fraud described only by its citation, living in Montana: § 925(c) past its 5 years',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'MT',
      convictionDate: '2013-03-03',
      charges: '18 U.S.C. § 1343',
      sentence: '21 months BOP, 3 years supervised release',
      supervisionCompleted: true,
      supervisionEndDate: '2017-12-01',
    }),
    expect: { verdict: 'ELIGIBLE', package: 'FEDERAL', federalStatus: 'ELIGIBLE' },
    source: `18 U.S.C. §§ 922(g)(1), 1343 (up to 20 years); ${RULE_925C}; ${POLICY}`,
  },
  {
    id: 'reading-fed-pwid-text-only-wait',
    title:
      'Federal possession with intent to distribute described only in words, supervised release ended May 2018: 10 years',
    input: answers({
      convictionType: 'FEDERAL',
      stateCode: 'MT',
      convictionDate: '2012-09-09',
      charges: 'Possession with intent to distribute cocaine, 21 U.S.C. § 841(a)(1)',
      sentence: '46 months BOP, 3 years supervised release',
      supervisionCompleted: true,
      supervisionEndDate: '2018-05-31',
    }),
    expect: { verdict: 'NOT_ELIGIBLE', earliestEligibleDate: '2028-05-31' },
    source: `21 U.S.C. § 841(a)(1); ${RULE_925C} (10-year presumption for drug distribution); ${POLICY}`,
  },
  {
    id: 'reading-stated-misdemeanor-beats-felony-text',
    title:
      'California grand theft typed as a felony, but the person states it was reduced to a misdemeanor with a 1-year maximum',
    input: answers({
      stateCode: 'CA',
      convictionDate: '2012-12-12',
      charges: 'Grand theft, PC 487(a), felony, reduced under PC 17(b) in 2016',
      sentence: '3 years formal probation',
      supervisionCompleted: true,
      supervisionEndDate: '2015-12-12',
      offense: { ...nonViolentFelony(1), felony: false },
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'NOT_APPLICABLE' },
    source: `Cal. Penal Code §§ 17(b)(3), 29800; 18 U.S.C. § 921(a)(20); ${POLICY} (stated facts beat facts read from the text; no disability apparent)`,
  },
  {
    id: 'reading-ca-5-years-state-prison',
    title: 'California grand theft (wobbler) with 5 years state prison: no probation, so no 17(b) reduction',
    input: answers({
      stateCode: 'CA',
      convictionDate: '2008-04-04',
      charges: 'Grand theft, PC 487(a), felony (wobbler), with a PC 12022.6 excessive-taking enhancement',
      sentence: '5 years state prison',
      supervisionCompleted: true,
      supervisionEndDate: '2013-04-04',
    }),
    expect: { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE' },
    source: `Cal. Penal Code §§ 17(b)(3), 489, 12022.6, 29800, 4852.01 et seq.; ${RULE_925C}; ${POLICY}`,
  },
]
