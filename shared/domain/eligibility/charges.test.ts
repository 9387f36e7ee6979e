import { describe, expect, it } from 'vitest'
import { inferFromCharges } from './charges.ts'
import { evaluateEligibility } from './engine.ts'
import { cleanFelony } from './test-fixtures.ts'

describe('inferFromCharges', () => {
  it("reads 'armed robbery' as a violent offense involving a weapon", () => {
    const { facts, readings } = inferFromCharges('Armed robbery, first degree')
    expect(facts).toMatchObject({ robbery: true, violent: true, weapon: true })
    expect(readings[0]).toEqual({ matched: 'Armed robbery', reading: 'a violent offense involving a weapon' })
  })

  it('reads federal statute citations', () => {
    expect(inferFromCharges('Felon in possession, 18 U.S.C. § 922(g)(1)').facts).toMatchObject({
      weapon: true,
      felony: true,
    })
    expect(inferFromCharges('21 USC 841(a)(1)').facts).toMatchObject({ drugDistribution: true, felony: true })
    expect(inferFromCharges('18 U.S.C. § 2113(a) bank robbery').facts).toMatchObject({
      robbery: true,
      violent: true,
    })
    expect(inferFromCharges('18 U.S.C. 924(c)').facts).toMatchObject({ weapon: true })
  })

  it('reads state robbery and assault sections it recognizes', () => {
    expect(inferFromCharges('Cal. Penal Code § 211').facts).toMatchObject({
      robbery: true,
      violent: true,
      felony: true,
    })
    expect(inferFromCharges('PC 245(a)(1)').facts).toMatchObject({ violent: true, weapon: true })
    expect(inferFromCharges('PC 273.5').facts).toMatchObject({ violent: true, domestic: true })
    expect(inferFromCharges('Tex. Penal Code § 22.02').facts).toMatchObject({ violent: true, felony: true })
    expect(inferFromCharges('Fla. Stat. § 812.13').facts).toMatchObject({ robbery: true })
    expect(inferFromCharges('720 ILCS 5/12-3.2').facts).toMatchObject({ domestic: true, violent: true })
    expect(inferFromCharges('Ariz. Rev. Stat. § 13-1904').facts).toMatchObject({
      weapon: true,
      robbery: true,
    })
    expect(inferFromCharges('Ala. Code § 13A-8-41').facts).toMatchObject({ robbery: true })
  })

  it.each([
    ['murder in the second degree', { homicide: true, violent: true }],
    ['involuntary manslaughter', { homicide: true, violent: true }],
    ['kidnapping', { kidnapping: true, violent: true }],
    ['simple assault', { violent: true }],
    ['battery on a household member (DV)', { violent: true, domestic: true }],
    ['domestic violence', { domestic: true }],
    ['trafficking in methamphetamine', { drugDistribution: true }],
    ['possession with intent to distribute', { drugDistribution: true }],
    [
      'possession of a controlled substance',
      { drugPossession: true, drugDistribution: false, violent: false },
    ],
    ['rape', { sexOffense: true, violent: true }],
    ['lewd conduct with a minor; failure to register', { sexOffense: true, sexOffenderRegistration: true }],
    ['burglary of a habitation', { burglary: true }],
    ['unlawful possession of a firearm', { weapon: true }],
    ['carrying a concealed weapon', { weapon: true }],
    ['DUI, third offense', { dui: true, violent: false, weapon: false }],
    ['felony theft', { felony: true, violent: false, burglary: false, robbery: false }],
    ['Class A misdemeanor', { felony: false }],
    ['price-fixing', { businessRegulation: true }],
    ['court-martial, UCMJ art. 112a', { courtMartial: true }],
  ])('reads %j', (text, expected) => {
    expect(inferFromCharges(text).facts).toMatchObject(expected)
  })

  it('does not guess the grade when the text says both felony and misdemeanor, or a reduction', () => {
    expect(inferFromCharges('felony charge pleaded to a misdemeanor').facts.felony).toBeUndefined()
    expect(inferFromCharges('grand theft, felony reduced to misdemeanor').facts.felony).toBeUndefined()
  })

  it('reads a non-violent offense as not violent only when every recognized offense is non-violent', () => {
    expect(inferFromCharges('shoplifting').facts.violent).toBe(false)
    expect(inferFromCharges('shoplifting and assault').facts.violent).toBe(true)
    expect(inferFromCharges('an offense on 3 May').facts.violent).toBeUndefined()
  })

  it('leaves the relationship of a plain assault unknown (it need not be an element: Hayes)', () => {
    expect(inferFromCharges('misdemeanor assault').facts.domestic).toBeUndefined()
  })

  it('is linear and safe on hostile text', () => {
    const long = 'assault '.repeat(250) + '('.repeat(200)
    expect(() => inferFromCharges(long)).not.toThrow()
    expect(() => inferFromCharges('§§§ U.S.C. ) ( 922 (g')).not.toThrow()
  })
})

describe('stated facts win over inferred ones', () => {
  it('uses the answer and says what was inferred', () => {
    const result = evaluateEligibility(cleanFelony('AZ', { charges: ['Armed robbery'] }))
    expect(result.reasoning).toContain("We read 'Armed robbery' as a violent offense involving a weapon.")
    expect(result.reasoning).toMatch(/You told us the offense was not violent, not involving a weapon/)
    // The person said no weapon and no violence: the Arizona dangerous-offense bar is not applied.
    expect(result.state.status).toBe('ELIGIBLE')
  })

  it('fills in facts the person did not state', () => {
    const result = evaluateEligibility(
      cleanFelony('AZ', {
        charges: ['Armed robbery'],
        offense: { felony: true, sexOffenseRegistration: false },
      }),
    )
    // Armed robbery is a dangerous offense, so the court route closes and only the pardon remains.
    expect(result.state.path).toBe('Governor pardon (Board of Executive Clemency)')
    expect(result.reasoning).toMatch(/not available, because it excludes dangerous offenses/)
  })
})
