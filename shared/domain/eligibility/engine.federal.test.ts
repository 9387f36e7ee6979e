import { describe, expect, it } from 'vitest'
import { evaluateEligibility } from './engine.ts'
import { EligibilityInputSchema, type EligibilityInput } from './input.ts'
import { cleanFelony, AS_OF } from './test-fixtures.ts'

function federalCase(overrides: Record<string, unknown> = {}): EligibilityInput {
  return EligibilityInputSchema.parse({
    convictionType: 'FEDERAL',
    stateCode: 'TX',
    convictionDate: '2012-04-10',
    charges: ['Wire fraud, 18 U.S.C. § 1343'],
    supervisionCompleted: true,
    supervisionEndDate: '2015-04-10',
    priorConvictions: false,
    disposition: 'CONVICTION',
    offense: {
      felony: true,
      maxSentenceYears: 20,
      violent: false,
      weapon: false,
      domesticRelationship: false,
      drugDistribution: false,
      sexOffenseRegistration: false,
    },
    asOf: AS_OF,
    ...overrides,
  })
}

describe('federal convictions', () => {
  it('a federal felony can only be lifted federally, so § 925(c) being a proposed rule means MANUAL_REVIEW', () => {
    const result = evaluateEligibility(federalCase())
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.federal).toMatchObject({
      status: 'MANUAL_REVIEW',
      path: '925(c) relief (proposed rule, pending)',
    })
    expect(result.recommendedPackage).toBe('FEDERAL')
    expect(result.citations).toEqual(
      expect.arrayContaining([
        '18 U.S.C. § 922(g)(1)',
        'Beecham v. United States, 511 U.S. 368 (1994)',
        '18 U.S.C. § 925(c)',
        '90 Fed. Reg. 34394 (July 22, 2025) (proposed 28 C.F.R. pt. 107)',
      ]),
    )
    expect(result.reasoning).toMatch(/only proposed/)
    expect(result.reasoning).toMatch(/presidential pardon/i)
  })

  it('a violent federal felony is presumptively ineligible for § 925(c) relief: NOT_ELIGIBLE with the reason', () => {
    const result = evaluateEligibility(
      federalCase({
        charges: ['Bank robbery, 18 U.S.C. § 2113(a)'],
        offense: { felony: true, violent: true, weapon: false, sexOffenseRegistration: false },
      }),
    )
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.federal.status).toBe('NOT_ELIGIBLE')
    expect(result.federal.earliestEligibleDate).toBeUndefined()
    expect(result.reasoning).toMatch(/presumes violent felonies .* ineligible/)
  })

  it('within five years of release the § 925(c) presumption has not run: NOT_ELIGIBLE with the date it ends', () => {
    const result = evaluateEligibility(
      federalCase({ convictionDate: '2021-01-15', supervisionEndDate: '2023-01-15' }),
    )
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.federal).toMatchObject({ status: 'NOT_ELIGIBLE', earliestEligibleDate: '2028-01-15' })
    expect(result.reasoning).toMatch(/no earlier than 2028-01-15/)
  })

  it('federal drug distribution waits ten years under the proposed rule', () => {
    const result = evaluateEligibility(
      federalCase({
        charges: ['Possession with intent to distribute, 21 U.S.C. § 841'],
        convictionDate: '2014-06-01',
        supervisionEndDate: '2019-06-01',
        offense: {
          felony: true,
          violent: false,
          weapon: false,
          drugDistribution: true,
          sexOffenseRegistration: false,
          domesticRelationship: false,
        },
      }),
    )
    expect(result.federal).toMatchObject({ status: 'NOT_ELIGIBLE', earliestEligibleDate: '2029-06-01' })
  })

  it('a presidential pardon without a firearms restriction lifts the federal bar', () => {
    const result = evaluateEligibility(
      federalCase({ reliefObtained: [{ kind: 'PARDON', mentionsFirearms: false }] }),
    )
    expect(result.federal.status).toBe('ELIGIBLE')
    expect(result.verdict).toBe('ELIGIBLE')
    expect(result.citations).toEqual(expect.arrayContaining(['U.S. Const. art. II, § 2, cl. 1']))
  })

  it('a state restoration of rights cannot lift a federal conviction (Beecham)', () => {
    const result = evaluateEligibility(
      federalCase({ reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: false }] }),
    )
    expect(result.federal.status).toBe('MANUAL_REVIEW')
    expect(result.reasoning).toMatch(/does not lift the federal bar/)
  })

  it('relief already granted under § 925(c) clears the federal bar', () => {
    const result = evaluateEligibility(federalCase({ reliefObtained: [{ kind: 'FEDERAL_RELIEF' }] }))
    expect(result.federal).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Federal bar already lifted by relief you obtained',
    })
  })

  it('a dishonorable discharge is a separate bar that only federal relief reaches', () => {
    const result = evaluateEligibility(
      cleanFelony('MN', { militaryService: true, militaryDetails: 'Army 1998-2001, dishonorable discharge' }),
    )
    expect(result.federal.status).toBe('MANUAL_REVIEW')
    expect(result.citations).toContain('18 U.S.C. § 922(g)(6)')
    expect(result.reasoning).toMatch(/dishonorable discharge/)
  })
})

describe('state convictions under federal law', () => {
  it('a misdemeanor crime of domestic violence triggers § 922(g)(9), and state firearm-only restoration does not lift it', () => {
    const result = evaluateEligibility(
      cleanFelony('IN', {
        charges: ['Domestic battery, Class A misdemeanor'],
        convictionDate: '2012-02-02',
        supervisionEndDate: '2013-02-02',
        offense: {
          felony: false,
          maxSentenceYears: 1,
          violent: true,
          domesticRelationship: true,
          weapon: false,
          sexOffenseRegistration: false,
        },
      }),
    )
    expect(result.citations).toEqual(
      expect.arrayContaining([
        '18 U.S.C. § 922(g)(9)',
        '18 U.S.C. § 921(a)(33)',
        'Logan v. United States, 552 U.S. 23 (2007)',
      ]),
    )
    expect(result.reasoning).toMatch(/misdemeanor crime of domestic violence/)
    // Indiana's DV restoration petition restores state rights only; the pardon is the federal route.
    expect(result.federal).toMatchObject({ status: 'ELIGIBLE', path: 'Governor pardon' })
    expect(result.reasoning).not.toMatch(
      /Petition to restore the right to possess a firearm after a crime of domestic violence: this route appears open to you now\. 925/,
    )
  })

  it('an unknown relationship to the victim of a misdemeanor assault is decisive: MANUAL_REVIEW', () => {
    const result = evaluateEligibility(
      cleanFelony('CA', {
        charges: ['Misdemeanor assault'],
        offense: {
          felony: false,
          maxSentenceYears: 1,
          violent: true,
          weapon: false,
          sexOffenseRegistration: false,
        },
      }),
    )
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.reasoning).toMatch(/spouse, partner, family or household member/)
  })

  it('an expunged conviction with no firearms restriction lifts the federal bar', () => {
    const result = evaluateEligibility(
      cleanFelony('MO', { reliefObtained: [{ kind: 'EXPUNGEMENT', mentionsFirearms: false }] }),
    )
    expect(result.federal).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Federal bar already lifted by relief you obtained',
    })
    expect(result.state.status).toBe('ELIGIBLE')
    expect(result.verdict).toBe('ELIGIBLE')
    expect(result.recommendedPackage).toBeUndefined()
    expect(result.citations).toEqual(
      expect.arrayContaining(['Mo. Rev. Stat. § 610.140', '18 U.S.C. § 921(a)(20)']),
    )
  })

  it('a pardon with no firearms restriction lifts the federal bar', () => {
    const result = evaluateEligibility(
      cleanFelony('PA', { reliefObtained: [{ kind: 'PARDON', mentionsFirearms: false }] }),
    )
    expect(result.federal.status).toBe('ELIGIBLE')
    expect(result.verdict).toBe('ELIGIBLE')
  })

  it('a restoration of civil rights with no firearms restriction lifts the federal bar', () => {
    const result = evaluateEligibility(
      cleanFelony('WA', { reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: false }] }),
    )
    expect(result.federal.status).toBe('ELIGIBLE')
    expect(result.citations).toContain('Wash. Rev. Code § 9.41.041')
  })

  it('relief that expressly bars firearms does not lift the federal bar (the unless clause): NOT_ELIGIBLE', () => {
    const result = evaluateEligibility(
      cleanFelony('WA', {
        convictionDate: '2022-01-10',
        supervisionEndDate: '2024-01-10',
        reliefObtained: [{ kind: 'PARDON', mentionsFirearms: true }],
      }),
    )
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.federal.status).toBe('NOT_ELIGIBLE')
    expect(result.reasoning).toMatch(/expressly says you may not possess firearms/)
    expect(result.citations).toEqual(
      expect.arrayContaining(['18 U.S.C. § 921(a)(20)', 'Caron v. United States, 524 U.S. 308 (1998)']),
    )
  })

  it('a partial restoration (Montana keeps felons from carry permits) leaves the federal bar: Caron', () => {
    const result = evaluateEligibility(
      cleanFelony('MT', { reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: false }] }),
    )
    expect(result.reasoning).toMatch(/Your restoration of rights does not lift the federal bar/)
    expect(result.federal.path).toBe('Governor pardon (Board of Pardons and Parole)')
  })

  it('relief whose wording is unknown needs review before it is relied on', () => {
    const result = evaluateEligibility(cleanFelony('MO', { reliefObtained: [{ kind: 'EXPUNGEMENT' }] }))
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.reasoning).toMatch(/restricting firearms/)
  })

  it('a state remedy whose federal effect is unsettled gives MANUAL_REVIEW and the bundle', () => {
    const result = evaluateEligibility(
      cleanFelony('LA', {
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
    )
    expect(result.federal.status).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBe('BUNDLE')
    expect(result.reasoning).toMatch(/unsettled/)
  })
})

describe('combination by conviction type', () => {
  it('BOTH requires the state and the federal side to be ELIGIBLE', () => {
    const result = evaluateEligibility(cleanFelony('MN', { convictionType: 'BOTH' }))
    expect(result.state.status).toBe('ELIGIBLE')
    expect(result.federal.status).toBe('MANUAL_REVIEW')
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBe('FEDERAL')
  })

  it('STATE decides on the state finding and reports the federal consequence', () => {
    const result = evaluateEligibility(cleanFelony('TX', { convictionType: 'STATE' }))
    expect(result.state.status).toBe('MANUAL_REVIEW')
    expect(result.reasoning).toMatch(/Texas law:/)
    expect(result.reasoning).toMatch(/Federal law:/)
  })

  it('a federal conviction is also weighed against the state bar where the person lives', () => {
    const result = evaluateEligibility(
      EligibilityInputSchema.parse({
        convictionType: 'FEDERAL',
        stateCode: 'TX',
        residenceState: 'AZ',
        convictionDate: '2010-01-01',
        charges: ['Felony mail fraud'],
        supervisionCompleted: true,
        supervisionEndDate: '2012-01-01',
        offense: {
          felony: true,
          violent: false,
          weapon: false,
          sexOffenseRegistration: false,
          domesticRelationship: false,
          drugDistribution: false,
        },
        asOf: AS_OF,
      }),
    )
    expect(result.state).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Superior court application to restore civil rights and the right to possess a firearm',
    })
    expect(result.federal.status).toBe('MANUAL_REVIEW')
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBe('BUNDLE')
  })

  it('living in another state than the one of conviction sends an otherwise clear state finding to review', () => {
    const result = evaluateEligibility(cleanFelony('NC', { residenceState: 'WI' }))
    expect(result.state.status).toBe('MANUAL_REVIEW')
    expect(result.reasoning).toMatch(/You live in Wisconsin/)
  })

  it('no disability apparent from a non-domestic misdemeanor is MANUAL_REVIEW, not ELIGIBLE', () => {
    const result = evaluateEligibility(
      cleanFelony('OH', {
        charges: ['Misdemeanor petty theft'],
        offense: {
          felony: false,
          maxSentenceYears: 0.5,
          violent: false,
          weapon: false,
          domesticRelationship: false,
          drugDistribution: false,
          sexOffenseRegistration: false,
        },
      }),
    )
    expect(result.federal.status).toBe('NOT_APPLICABLE')
    expect(result.state.status).toBe('NOT_APPLICABLE')
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBeUndefined()
    expect(result.reasoning).toMatch(/No firearm disability is apparent/)
  })

  it('deferred adjudication may not be a conviction: MANUAL_REVIEW', () => {
    const result = evaluateEligibility(cleanFelony('TX', { disposition: 'DEFERRED' }))
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.federal.path).toBe('Whether the case counts as a conviction')
  })

  it('a wait not yet over gives NOT_ELIGIBLE with the date it ends (Florida firearm authority: 8 years)', () => {
    const result = evaluateEligibility(
      cleanFelony('FL', { convictionDate: '2018-01-01', supervisionEndDate: '2020-05-01' }),
    )
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.state).toMatchObject({ status: 'NOT_ELIGIBLE', earliestEligibleDate: '2028-05-01' })
    expect(result.citations).toContain('Fla. R. Exec. Clemency 5(E)')
  })

  it('an unverified waiting window gives MANUAL_REVIEW rather than a confident answer (Missouri 3 vs 7 years)', () => {
    const result = evaluateEligibility(
      cleanFelony('MO', { convictionDate: '2018-01-01', supervisionEndDate: '2021-01-01' }),
    )
    expect(result.state.path).toBe('Governor pardon (Board of Probation and Parole investigates)')
    const expungement =
      /Expungement under § 610\.140: this needs review, because an unverified waiting period/
    expect(result.reasoning).toMatch(expungement)
  })
})
