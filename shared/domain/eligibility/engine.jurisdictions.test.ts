import { describe, expect, it } from 'vitest'
import { JURISDICTION_RULES } from './data/index.ts'
import { evaluateEligibility } from './engine.ts'
import { JURISDICTIONS, type EligibilityInput } from './input.ts'
import { EligibilityResultSchema, type Finding, type RecommendedPackage } from './result.ts'
import { cleanFelony, onSupervision, undescribed } from './test-fixtures.ts'

interface EligibleCase {
  readonly input?: EligibilityInput
  readonly state: Finding['status']
  readonly federal: Finding['status']
  readonly statePath?: string
  readonly federalPath?: string
  readonly pkg?: RecommendedPackage
  readonly citations: readonly string[]
}

const misdemeanorDv = (code: string): EligibilityInput =>
  cleanFelony(code, {
    charges: ['Misdemeanor domestic assault'],
    convictionDate: '2014-01-01',
    supervisionEndDate: '2015-01-01',
    offense: {
      felony: false,
      maxSentenceYears: 1,
      violent: true,
      domesticRelationship: true,
      weapon: false,
      sexOffenseRegistration: false,
    },
  })

// The route that makes each jurisdiction ELIGIBLE for the clean old non-violent felony (or the
// variation given), with the citations that route must return.
const ELIGIBLE: Record<string, EligibleCase> = {
  AL: {
    state: 'NOT_APPLICABLE',
    federal: 'ELIGIBLE',
    federalPath: 'Pardon from the Board of Pardons and Paroles expressly restoring firearm rights',
    pkg: 'STATE',
    citations: ['Ala. Const. art. V, § 124', 'Ala. Code § 13A-11-70(3)', '18 U.S.C. § 921(a)(20)'],
  },
  AK: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Handgun bar lapses 10 years after unconditional discharge',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Alaska Stat. § 11.61.200(b)(1)', 'Alaska Const. art. III, § 21'],
  },
  AZ: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Superior court application to restore civil rights and the right to possess a firearm',
    federalPath: 'Superior court application to restore civil rights and the right to possess a firearm',
    pkg: 'STATE',
    citations: ['Ariz. Rev. Stat. § 13-910', 'Ariz. Rev. Stat. § 13-904'],
  },
  AR: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Federal relief under 18 U.S.C. § 925(c), which this state honors',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Ark. Code Ann. § 5-73-103(b)(3)', 'Ark. Code Ann. § 5-73-103(a), (b)'],
  },
  CT: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Absolute (expungement) pardon from the Board of Pardons and Paroles',
    federalPath: 'Absolute (expungement) pardon from the Board of Pardons and Paroles',
    pkg: 'STATE',
    citations: ['Conn. Gen. Stat. § 54-130a', 'Conn. Gen. Stat. § 53a-217(a)'],
  },
  FL: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Executive clemency: specific authority to own, possess or use firearms',
    federalPath: 'Executive clemency: specific authority to own, possess or use firearms',
    pkg: 'STATE',
    citations: ['Fla. R. Exec. Clemency 5(E)', 'Fla. Stat. § 790.23'],
  },
  GA: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Pardon with restoration of firearm rights (State Board of Pardons and Paroles)',
    federalPath: 'Pardon with restoration of firearm rights (State Board of Pardons and Paroles)',
    pkg: 'STATE',
    citations: ['O.C.G.A. § 16-11-131(c)', 'O.C.G.A. § 16-11-131(a), (b)'],
  },
  ID: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Rights restored automatically on final discharge',
    federalPath: 'Rights restored automatically on final discharge',
    citations: ['Idaho Code § 18-310(2)', 'Idaho Code § 18-3316'],
  },
  IL: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Relief from firearm prohibition (FOID Card Review Board or circuit court)',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'BUNDLE',
    citations: ['Ill. Const. art. V, § 12', '430 ILCS 65/10(a), (c)'],
  },
  IN: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Expungement of conviction records',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'BUNDLE',
    citations: ['Ind. Code § 35-38-9-4', 'Ind. Const. art. 5, § 17'],
  },
  IA: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: "Governor's special restoration of firearm rights",
    federalPath: "Governor's special restoration of firearm rights",
    pkg: 'STATE',
    citations: ['Iowa Code § 914.7', 'Iowa Code § 724.26'],
  },
  KS: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Prohibition lapses after a period set by offense tier',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Kan. Const. art. 1, § 7', 'Kan. Stat. Ann. § 21-6614'],
  },
  KY: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Felony expungement (conviction vacated)',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'BUNDLE',
    citations: ['Ky. Rev. Stat. § 431.073', 'Ky. Rev. Stat. § 527.040'],
  },
  LA: {
    input: cleanFelony('LA', {
      charges: ['Felony possession of cocaine'],
      offense: {
        felony: true,
        maxSentenceYears: 5,
        violent: false,
        weapon: false,
        drugPossession: true,
        drugDistribution: false,
        sexOffenseRegistration: false,
        domesticRelationship: false,
      },
    }),
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: "Ten-year 'cleansing period' ends the bar",
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['La. Rev. Stat. § 14:95.1(C)', 'La. Rev. Stat. § 14:95.1(A)', '18 U.S.C. § 925(c)'],
  },
  MI: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Rights restored automatically 3 years after the sentence (non-specified felonies)',
    federalPath: 'Set-aside of the conviction (including Clean Slate)',
    pkg: 'STATE',
    citations: ['Mich. Comp. Laws § 750.224f(1)', 'Mich. Comp. Laws § 780.621 et seq.'],
  },
  MN: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Rights restored automatically on discharge from the sentence',
    federalPath: 'Rights restored automatically on discharge from the sentence',
    citations: ['Minn. Stat. § 609.165 subd. 1', 'Minn. Stat. § 624.712 subd. 5'],
  },
  MS: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Federal relief under 18 U.S.C. § 925(c), which this state honors',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Miss. Const. art. 5, § 124', 'Miss. Code Ann. § 97-37-5(3)'],
  },
  MO: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Expungement under § 610.140',
    federalPath: 'Expungement under § 610.140',
    pkg: 'STATE',
    citations: ['Mo. Rev. Stat. § 610.140', 'Mo. Rev. Stat. § 571.070.1(1)'],
  },
  MT: {
    state: 'NOT_APPLICABLE',
    federal: 'ELIGIBLE',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Mont. Const. art. VI, § 12', 'Mont. Code Ann. § 45-8-313'],
  },
  NH: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Annulment of the conviction',
    federalPath: 'Annulment of the conviction',
    pkg: 'STATE',
    citations: ['N.H. Rev. Stat. Ann. § 651:5', 'N.H. Rev. Stat. Ann. § 159:3(I)'],
  },
  NM: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Felon status ends 10 years after completing the sentence',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['N.M. Stat. Ann. § 30-7-16', 'N.M. Const. art. V, § 6'],
  },
  NC: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'District court petition to restore firearms rights (one nonviolent felony)',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'BUNDLE',
    citations: ['N.C. Gen. Stat. § 14-415.4', 'N.C. Gen. Stat. § 14-415.1'],
  },
  ND: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Prohibition lapses after 5 years (10 for violent felonies)',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['N.D. Cent. Code § 62.1-02-01(1)', 'N.D. Const. art. V, § 7'],
  },
  NE: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Board of Pardons pardon with express firearm authorization by the Governor',
    federalPath: 'Board of Pardons pardon with express firearm authorization by the Governor',
    pkg: 'STATE',
    citations: ['Neb. Const. art. IV, § 13', 'Neb. Rev. Stat. § 83-1,130(2)', 'Neb. Rev. Stat. § 28-1206'],
  },
  OK: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Governor full pardon (Pardon and Parole Board recommendation)',
    federalPath: 'Governor full pardon (Pardon and Parole Board recommendation)',
    pkg: 'STATE',
    citations: ['Okla. Const. art. 6, § 10', 'Okla. Stat. tit. 21, § 1283(B)'],
  },
  OH: {
    state: 'NOT_APPLICABLE',
    federal: 'ELIGIBLE',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Ohio Const. art. III, § 11', 'Ohio Rev. Code § 2923.13(A)(2), (3)'],
  },
  OR: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Circuit court petition for relief from the firearm prohibition',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'BUNDLE',
    citations: ['Or. Const. art. V, § 14', 'Or. Rev. Stat. § 166.270'],
  },
  PA: {
    state: 'NOT_APPLICABLE',
    federal: 'ELIGIBLE',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Pa. Const. art. IV, § 9', '18 Pa. Cons. Stat. § 6105(a), (b), (c)'],
  },
  RI: {
    state: 'NOT_APPLICABLE',
    federal: 'ELIGIBLE',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['R.I. Const. art. IX, § 13', 'R.I. Gen. Laws § 11-47-2'],
  },
  SC: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Pardon by the Board of Probation, Parole and Pardon Services',
    federalPath: 'Pardon by the Board of Probation, Parole and Pardon Services',
    pkg: 'STATE',
    citations: ['S.C. Code Ann. § 24-21-990', 'S.C. Code Ann. § 16-23-500'],
  },
  SD: {
    state: 'NOT_APPLICABLE',
    federal: 'ELIGIBLE',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['S.D. Const. art. IV, § 3', 'S.D. Codified Laws § 22-14-15'],
  },
  TN: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Circuit court petition to restore full rights of citizenship',
    federalPath: 'Circuit court petition to restore full rights of citizenship',
    pkg: 'STATE',
    citations: ['Tenn. Code Ann. § 40-29-101 et seq.', 'Tenn. Code Ann. § 39-17-1307(c)'],
  },
  TX: {
    input: misdemeanorDv('TX'),
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Family-violence misdemeanor bar ends 5 years after release',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: [
      'Tex. Penal Code § 46.04(b)',
      '18 U.S.C. § 922(g)(9)',
      'Logan v. United States, 552 U.S. 23 (2007)',
    ],
  },
  UT: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Expungement',
    federalPath: 'Expungement',
    pkg: 'STATE',
    citations: ['Utah Code Ann. § 77-40a-303', 'Utah Code Ann. §§ 76-11-302, 76-11-303, 76-11-304'],
  },
  VT: {
    state: 'NOT_APPLICABLE',
    federal: 'ELIGIBLE',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Vt. Const. ch. II, § 20', '13 V.S.A. § 4017(a)'],
  },
  WA: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Superior court petition to restore firearm rights',
    federalPath: 'Superior court petition to restore firearm rights',
    pkg: 'STATE',
    citations: ['Wash. Rev. Code § 9.41.041', 'Wash. Rev. Code § 9.41.040'],
  },
  WV: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Expungement of an eligible nonviolent felony',
    federalPath: 'Expungement of an eligible nonviolent felony',
    pkg: 'STATE',
    citations: ['W. Va. Code § 61-11-26', 'W. Va. Code § 61-7-7(a), (b)'],
  },
  WI: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Federal relief under 18 U.S.C. § 925(c), which this state honors',
    federalPath: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    pkg: 'FEDERAL',
    citations: ['Wis. Stat. § 941.29(5)(a)', 'Wis. Stat. § 941.29'],
  },
  WY: {
    state: 'ELIGIBLE',
    federal: 'ELIGIBLE',
    statePath: 'Rights (including firearms) restored 5 years after the sentence (nonviolent felonies)',
    federalPath: 'Rights (including firearms) restored 5 years after the sentence (nonviolent felonies)',
    citations: ['Wyo. Stat. Ann. § 7-13-105(f)', 'Wyo. Stat. Ann. § 6-8-102(a), (c)'],
  },
}

// Where no regular route lifts the state's felony ban (only an executive pardon, or a route still
// unverified, or one whose effect on the state ban itself is unverified: New Jersey, New York), an
// old non-violent felony is never ELIGIBLE (docs/decisions/020): it is review,
// because § 925(c) opens the federal side while the state ban stays.
const CLEMENCY_ONLY = new Set(['CA', 'CO', 'DE', 'DC', 'HI', 'ME', 'MD', 'MA', 'NV', 'NJ', 'NY', 'VA'])

function run(input: EligibilityInput) {
  const result = evaluateEligibility(input)
  expect(() => EligibilityResultSchema.parse(result)).not.toThrow()
  return result
}

describe.each(JURISDICTIONS.map((j) => [j.code, j.name] as const))('%s (%s)', (code) => {
  const rules = JURISDICTION_RULES[code]
  const eligible = ELIGIBLE[code]

  // Each jurisdiction registers one of the two: a route to ELIGIBLE, or none but clemency.
  if (eligible === undefined) {
    it('is never ELIGIBLE for an old felony without a regular state route: review, naming the pardon', () => {
      expect(CLEMENCY_ONLY.has(code)).toBe(true)
      const result = run(cleanFelony(code))
      expect(result.verdict).toBe('MANUAL_REVIEW')
      expect(result.federal.path).toBe('Relief from federal firearms disabilities under 18 U.S.C. § 925(c)')
      expect(result.state.status).not.toBe('ELIGIBLE')
      expect(result.reasoning).toMatch(/pardon/i)
    })
  } else {
    it('is ELIGIBLE where a route exists, naming that route and its citations', () => {
      const result = run(eligible.input ?? cleanFelony(code))
      expect(result.verdict).toBe('ELIGIBLE')
      expect(result.state.status).toBe(eligible.state)
      expect(result.federal.status).toBe(eligible.federal)
      if (eligible.statePath) expect(result.state.path).toBe(eligible.statePath)
      if (eligible.federalPath) expect(result.federal.path).toBe(eligible.federalPath)
      expect(result.recommendedPackage).toBe(eligible.pkg)
      for (const citation of eligible.citations) expect(result.citations).toContain(citation)
      expect(CLEMENCY_ONLY.has(code)).toBe(false)
    })
  }

  it('is NOT_ELIGIBLE while the sentence is still being served, with the date the first route opens', () => {
    const result = run(onSupervision(code))
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.recommendedPackage).toBeUndefined()
    expect(result.federal.status).toBe('NOT_ELIGIBLE')
    expect(result.federal.earliestEligibleDate! >= '2027-06-01').toBe(true)
    expect(result.citations).toContain('18 U.S.C. § 922(g)(1)')
    expect(result.citations).toContain(rules.loss.citations[0])
    expect(result.reasoning).toMatch(/not complete/)
  })

  it('is MANUAL_REVIEW when the offense is not described, citing the rules it could not apply', () => {
    const result = run(undescribed(code))
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.federal.status).toBe('MANUAL_REVIEW')
    expect(result.citations).toContain('18 U.S.C. § 922(g)(1)')
    expect(result.citations).toContain(rules.loss.citations[0])
    expect(result.reasoning).toMatch(/felony or a misdemeanor/)
  })
})
