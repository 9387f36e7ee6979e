import { describe, expect, it } from 'vitest'
import { evaluateEligibility } from './engine.ts'
import { JURISDICTION_RULES } from './data/index.ts'
import { EligibilityInputSchema, JURISDICTIONS, type EligibilityInput } from './input.ts'
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
  it('a non-violent federal felony past the 5-year presumption: § 925(c) is open, but a Texas felon ban with no route keeps it in review', () => {
    const result = evaluateEligibility(federalCase())
    expect(result.federal).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
      lifts: 'The federal ban',
    })
    expect(result.federal.nextStep).toMatch(/§ 925\(c\) applications.*discretionary/)
    expect(result.state.status).toBe('NOT_ELIGIBLE')
    expect(result.verdict).toBe('MANUAL_REVIEW')
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
    expect(result.reasoning).toMatch(/other side’s ban would remain with no regular route open/)
    expect(result.reasoning).toMatch(/Presidential pardon: this can be requested at any time/)
  })

  it('the same federal felony for someone living in Minnesota, whose ban ends on discharge, is ELIGIBLE with the federal package', () => {
    const result = evaluateEligibility(federalCase({ residenceState: 'MN' }))
    expect(result.verdict).toBe('ELIGIBLE')
    expect(result.federal.path).toBe('Relief from federal firearms disabilities under 18 U.S.C. § 925(c)')
    expect(result.state.status).toBe('ELIGIBLE')
    expect(result.recommendedPackage).toBe('FEDERAL')
    expect(result.questions).toEqual([])
    expect(result.reasoning).toMatch(/discretionary/)
  })

  it('a violent federal felony is presumptively ineligible for § 925(c) relief: NOT_ELIGIBLE with the reason', () => {
    const result = evaluateEligibility(
      federalCase({
        charges: ['Bank robbery, 18 U.S.C. § 2113(a)'],
        offense: { felony: true, violent: true, weapon: false, sexOffenseRegistration: false },
      }),
    )
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.federal).toMatchObject({ status: 'NOT_ELIGIBLE', path: 'Presidential pardon' })
    expect(result.federal.earliestEligibleDate).toBeUndefined()
    expect(result.federal.nextStep).toMatch(/remaining option is to ask for presidential pardon/)
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
    // Nothing is left to lift, so there is nothing to sell: review to confirm.
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBeUndefined()
    expect(result.reasoning).toMatch(/relief you already hold appears to lift every firearm ban/)
    expect(result.citations).toEqual(expect.arrayContaining(['U.S. Const. art. II, § 2, cl. 1']))
  })

  it('a state restoration of rights cannot lift a federal conviction (Beecham): only § 925(c) does', () => {
    const result = evaluateEligibility(
      federalCase({ reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: false }] }),
    )
    expect(result.federal.path).toBe('Relief from federal firearms disabilities under 18 U.S.C. § 925(c)')
    expect(result.reasoning).toMatch(/Your restoration of rights does not lift the federal bar/)
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
    expect(result.federal).toMatchObject({
      status: 'MANUAL_REVIEW',
      path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    })
    expect(result.citations).toContain('18 U.S.C. § 922(g)(6)')
    expect(result.reasoning).toMatch(/which presumption governs a dishonorable discharge/)
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
    // Indiana's DV restoration petition restores state rights only; past the proposed rule's 10 years
    // § 925(c) is the federal route, so both filings are needed.
    expect(result.federal).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    })
    expect(result.state).toMatchObject({
      status: 'ELIGIBLE',
      lifts: "Indiana's ban, not the federal ban",
    })
    expect(result.verdict).toBe('ELIGIBLE')
    expect(result.recommendedPackage).toBe('BUNDLE')
  })

  it('a misdemeanor crime of domestic violence within 10 years: the state petition alone leaves the federal ban until § 925(c) opens, so review with the state package and that date', () => {
    const result = evaluateEligibility(
      cleanFelony('IN', {
        charges: ['Domestic battery, Class A misdemeanor'],
        convictionDate: '2019-02-02',
        supervisionEndDate: '2020-02-02',
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
    expect(result.state.status).toBe('ELIGIBLE')
    expect(result.federal).toMatchObject({ status: 'NOT_ELIGIBLE', earliestEligibleDate: '2030-02-02' })
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBe('STATE')
    expect(result.reasoning).toContain("the other side's route opens on 2030-02-02")
    expect(result.reasoning).toMatch(
      /state order restoring rights \(or only firearm rights\) does not lift the federal bar/,
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
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBeUndefined()
    expect(result.reasoning).toMatch(/no disability is apparent/)
    expect(result.citations).toEqual(
      expect.arrayContaining(['Mo. Rev. Stat. § 610.140', '18 U.S.C. § 921(a)(20)']),
    )
  })

  it('a pardon with no firearms restriction lifts the federal bar', () => {
    const result = evaluateEligibility(
      cleanFelony('PA', { reliefObtained: [{ kind: 'PARDON', mentionsFirearms: false }] }),
    )
    expect(result.federal).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Federal bar already lifted by relief you obtained',
    })
    expect(result.verdict).toBe('MANUAL_REVIEW')
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
    expect(result.federal.path).toBe('Relief from federal firearms disabilities under 18 U.S.C. § 925(c)')
  })

  it('relief whose wording is unknown needs review before it is relied on', () => {
    const result = evaluateEligibility(cleanFelony('MO', { reliefObtained: [{ kind: 'EXPUNGEMENT' }] }))
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.reasoning).toMatch(/restricting firearms/)
  })

  it('a state remedy whose federal effect is unsettled gives MANUAL_REVIEW and the bundle while § 925(c) has not opened', () => {
    // Michigan's 3-year automatic restoration has run; the proposed rule's 5 years have not.
    const result = evaluateEligibility(
      cleanFelony('MI', { convictionDate: '2020-06-01', supervisionEndDate: '2022-06-01' }),
    )
    expect(result.state.status).toBe('ELIGIBLE')
    expect(result.federal.status).toBe('MANUAL_REVIEW')
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBe('BUNDLE')
    expect(result.reasoning).toMatch(/unsettled/)
  })

  it('once § 925(c) opens, a Louisiana drug felony whose state bar lapsed needs only the federal package', () => {
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
    expect(result.federal).toMatchObject({
      status: 'ELIGIBLE',
      path: 'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    })
    expect(result.verdict).toBe('ELIGIBLE')
    expect(result.recommendedPackage).toBe('FEDERAL')
  })
})

describe('combination by conviction type', () => {
  it('BOTH requires the state and the federal side to be ELIGIBLE', () => {
    const result = evaluateEligibility(cleanFelony('MN', { convictionType: 'BOTH' }))
    expect(result.state.status).toBe('ELIGIBLE')
    // The Minnesota conviction clears on discharge; the federal one needs § 925(c).
    expect(result.federal.status).toBe('ELIGIBLE')
    expect(result.federal.path).toContain(
      'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
    )
    expect(result.verdict).toBe('ELIGIBLE')
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
    expect(result.federal.status).toBe('ELIGIBLE')
    expect(result.verdict).toBe('ELIGIBLE')
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

  it('a state wait not yet over beside an open federal route is review, with the date it ends (Florida firearm authority: 8 years)', () => {
    const result = evaluateEligibility(
      cleanFelony('FL', { convictionDate: '2018-01-01', supervisionEndDate: '2020-05-01' }),
    )
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.recommendedPackage).toBe('FEDERAL')
    expect(result.reasoning).toContain("the other side's route opens on 2028-05-01")
    expect(result.state).toMatchObject({ status: 'NOT_ELIGIBLE', earliestEligibleDate: '2028-05-01' })
    expect(result.citations).toContain('Fla. R. Exec. Clemency 5(E)')
  })
})

const mcdvOnRestoration = (code: string): EligibilityInput =>
  cleanFelony(code, {
    charges: ['Misdemeanor domestic assault'],
    convictionDate: '2021-05-01',
    supervisionEndDate: '2022-05-01',
    reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: false }],
    offense: {
      felony: false,
      maxSentenceYears: 1,
      violent: true,
      domesticRelationship: true,
      weapon: false,
      sexOffenseRegistration: false,
    },
  })

const robbery = (code: string): EligibilityInput =>
  cleanFelony(code, {
    charges: ['Robbery'],
    offense: {
      felony: true,
      maxSentenceYears: 20,
      violent: true,
      weapon: false,
      domesticRelationship: false,
      drugDistribution: false,
      sexOffenseRegistration: false,
    },
  })

describe('the verdict policy (docs/decisions/020)', () => {
  it.each(JURISDICTIONS.map((j) => j.code))(
    '%s: a state restoration order never lifts the federal ban for a misdemeanor crime of domestic violence',
    (code) => {
      const result = evaluateEligibility(mcdvOnRestoration(code))
      expect(result.federal.path).not.toBe('Federal bar already lifted by relief you obtained')
      expect(result.reasoning).toMatch(/Your restoration of rights does not lift the federal bar/)
      // Only a pardon, expungement or set-aside route can open the federal side (the proposed
      // rule's 10 years have not run since 2022).
      if (result.federal.status === 'ELIGIBLE') {
        const route = JURISDICTION_RULES[code].mechanisms.find((m) => m.path === result.federal.path)
        expect(['PARDON', 'EXPUNGEMENT', 'SET_ASIDE']).toContain(route?.kind)
        expect(route?.regime).toBe('REGULAR')
      }
    },
  )

  it.each(JURISDICTIONS.map((j) => j.code))(
    '%s: a violent felony is never ELIGIBLE on an executive pardon alone',
    (code) => {
      const result = evaluateEligibility(robbery(code))
      const clemency = new Set(
        JURISDICTION_RULES[code].mechanisms.filter((m) => m.regime === 'CLEMENCY').map((m) => m.path),
      )
      // § 925(c) presumes violent felonies ineligible; only a regular state route can open a side.
      expect(result.reasoning).toMatch(/presumes violent felonies .* ineligible/)
      for (const finding of [result.federal, result.state]) {
        if (finding.status === 'ELIGIBLE') expect(clemency.has(finding.path)).toBe(false)
      }
      if (result.verdict === 'ELIGIBLE') {
        expect(['ELIGIBLE', 'NOT_APPLICABLE']).toContain(result.federal.status)
        expect(['ELIGIBLE', 'NOT_APPLICABLE']).toContain(result.state.status)
      }
    },
  )

  it('a first-offender disposition read from the text may not be a conviction: review, verify the discharge order', () => {
    const result = evaluateEligibility(
      cleanFelony('GA', {
        disposition: undefined,
        charges: ['Felony theft by taking, sentenced under the First Offender Act, completed'],
      }),
    )
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.federal.path).toBe('Whether the case counts as a conviction')
    expect(result.reasoning).toMatch(/restoration may be unnecessary; verify the discharge order/)
    expect(result.state.nextStep).toMatch(/verify the discharge order/)
  })

  it('a completed deferred adjudication the person states is review with the same words', () => {
    const result = evaluateEligibility(cleanFelony('TX', { disposition: 'DEFERRED' }))
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.reasoning).toMatch(/You told us the case ended in a deferred adjudication/)
    expect(result.reasoning).toMatch(/restoration may be unnecessary; verify the discharge order/)
  })

  it('a supervision box left unticked never yields a made-up date: it asks for the end date instead', () => {
    const result = evaluateEligibility(
      cleanFelony('FL', { supervisionCompleted: false, supervisionEndDate: undefined }),
    )
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.federal.earliestEligibleDate).toBeUndefined()
    expect(result.state.earliestEligibleDate).toBeUndefined()
    expect(result.questions.map((q) => q.field)).toEqual(['supervisionEndDate'])
    expect(result.reasoning).not.toMatch(/2026-11-22/)
  })

  it('a stated answer beats the charges text, both are named, and the disagreement sends § 925(c) to review', () => {
    const result = evaluateEligibility(
      cleanFelony('MN', {
        charges: ['Armed robbery'],
        offense: {
          felony: true,
          maxSentenceYears: 20,
          violent: false,
          weapon: false,
          domesticRelationship: false,
          drugDistribution: false,
          sexOffenseRegistration: false,
        },
      }),
    )
    expect(result.reasoning).toMatch(/We read 'Armed robbery' as/)
    expect(result.reasoning).toMatch(/You told us the offense was not violent/)
    expect(result.reasoning).toMatch(
      /disagree on facts that decide which of the proposed rule’s presumptions applies/,
    )
  })

  it('a stated "not violent" rules out robbery and the like, and says so', () => {
    const result = evaluateEligibility(
      cleanFelony('MN', {
        charges: ['Case 12-CR-1'],
        offense: { felony: true, maxSentenceYears: 5, violent: false },
      }),
    )
    expect(result.reasoning).toMatch(
      /Because you told us the offense was not violent, we took it not to be a homicide, a robbery, a kidnapping or an arson/,
    )
  })

  it('does not take an Ohio offense punishable by a year to be a misdemeanor: Ohio has fifth-degree felonies', () => {
    const result = evaluateEligibility(
      cleanFelony('OH', { charges: ['Case 12-CR-1'], offense: { maxSentenceYears: 1, violent: false } }),
    )
    expect(result.reasoning).not.toMatch(/we treated the offense as a misdemeanor/)
    const texas = evaluateEligibility(
      cleanFelony('TX', { charges: ['Case 12-CR-1'], offense: { maxSentenceYears: 1, violent: false } }),
    )
    expect(texas.reasoning).toMatch(/we treated the offense as a misdemeanor/)
  })

  it('reads a custody term over a year as proof the offense was punishable by more than a year', () => {
    const served = (sentence: string) =>
      evaluateEligibility(
        cleanFelony('OH', {
          charges: ['Case 15-CR-2040, convicted after a plea'],
          sentence,
          offense: { violent: false, weapon: false, domesticRelationship: false },
        }),
      )
    const yearAndADay = served('12 months and 1 day in prison')
    expect(yearAndADay.reasoning).toContain('shows the offense was punishable by more than one year')
    expect(yearAndADay.federal.status).not.toBe('NOT_APPLICABLE')
    // Exactly a year proves nothing: "more than one year" is strict.
    expect(served('12 months in prison').reasoning).not.toContain('shows the offense was punishable')
  })

  describe('a single misdemeanor of domestic violence against a dating partner (18 U.S.C. § 921(a)(33)(C))', () => {
    const datingCase = (change: Partial<EligibilityInput>) =>
      evaluateEligibility(
        EligibilityInputSchema.parse({
          convictionType: 'STATE',
          stateCode: 'OH',
          convictionDate: '2023-03-01',
          charges: ['Assault, misdemeanor of the first degree; victim: my girlfriend'],
          supervisionCompleted: true,
          supervisionEndDate: '2024-03-01',
          priorConvictions: false,
          asOf: AS_OF,
          ...change,
        }),
      )

    it('stops counting 5 years after the later of conviction or the end of the sentence', () => {
      const waiting = datingCase({})
      expect(waiting.federal.status).toBe('NOT_ELIGIBLE')
      expect(waiting.federal.earliestEligibleDate).toBe('2029-03-01')
      const after = datingCase({ asOf: '2029-03-01' })
      expect(after.federal.status).toBe('ELIGIBLE')
      expect(after.citations).toContain('18 U.S.C. § 921(a)(33)(C)')
    })

    it('does not apply to a girlfriend who lived with the offender: a cohabitant keeps the bar', () => {
      const result = datingCase({
        charges: ['Assault, misdemeanor of the first degree; victim: my girlfriend, we cohabited for years'],
        asOf: '2030-01-01',
      })
      expect(result.federal.status).not.toBe('ELIGIBLE')
      expect(result.citations).not.toContain('18 U.S.C. § 921(a)(33)(C)')
    })

    it('needs review when other convictions are unknown, since a second one keeps the bar', () => {
      const result = datingCase({ priorConvictions: undefined, asOf: '2030-01-01' })
      expect(result.federal.status).not.toBe('ELIGIBLE')
      expect(result.verdict).not.toBe('ELIGIBLE')
    })
  })

  it('an undescribed offense asks at most four questions, the grade first', () => {
    const result = evaluateEligibility(
      EligibilityInputSchema.parse({
        convictionType: 'STATE',
        stateCode: 'OH',
        convictionDate: '2005-05-05',
        charges: ['Case 05-CR-1234, convicted after a plea'],
        supervisionCompleted: true,
        supervisionEndDate: '2007-05-05',
        asOf: AS_OF,
      }),
    )
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.questions.length).toBeGreaterThan(0)
    expect(result.questions.length).toBeLessThanOrEqual(4)
    expect(result.questions[0]).toMatchObject({ field: 'offense.felony', answer: 'YES_NO' })
    for (const finding of [result.federal, result.state]) {
      expect(finding.lifts.length).toBeGreaterThan(0)
      expect(finding.nextStep.length).toBeGreaterThan(0)
    }
  })
})

describe('the remaining clemency option', () => {
  it('is named on a side that is waiting, beside the route that waits', () => {
    const result = evaluateEligibility(
      EligibilityInputSchema.parse({
        convictionType: 'STATE',
        stateCode: 'WA',
        convictionDate: '2023-11-01',
        charges: ['Theft in the second degree, class C felony'],
        sentence: '3 months jail, 12 months probation',
        supervisionCompleted: true,
        supervisionEndDate: '2024-11-01',
        priorConvictions: false,
        offense: {
          violent: false,
          weapon: false,
          domesticRelationship: false,
          sexOffenseRegistration: false,
        },
        asOf: AS_OF,
      }),
    )
    expect(result.verdict).toBe('NOT_ELIGIBLE')
    expect(result.state.earliestEligibleDate).toBe('2028-11-01')
    expect(result.state.clemencyRoute).toMatch(/pardon/i)
    expect(result.state.clemencyRoute).not.toBe(result.state.path)
  })
})
