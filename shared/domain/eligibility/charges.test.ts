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
    ['obtaining property by false pretenses', { violent: false, weapon: false }],
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
    // Armed robbery is a dangerous offense, so the court route closes.
    expect(result.state.path).not.toMatch(/^Superior court application/)
    expect(result.reasoning).toMatch(/not available, because it excludes dangerous offenses/)
  })
})

describe('inferFromCharges: classes, circumstances and sentence', () => {
  it("names the class with its maximum and citation: 'We read ... as a Texas felony ...'", () => {
    const { facts, readings } = inferFromCharges('Aggravated assault, felony of the second degree', {
      stateCode: 'TX',
    })
    expect(facts).toMatchObject({
      felony: true,
      maxSentenceYears: 20,
      offenseClassLabel: 'Felony of the second degree (Texas: 2 to 20 years)',
    })
    expect(readings).toContainEqual({
      matched: 'felony of the second degree',
      reading: 'a Texas felony of the second degree, punishable by 2 to 20 years (Tex. Penal Code § 12.33)',
    })
  })

  it('lets a stated maximum beat the table', () => {
    const { facts } = inferFromCharges('Retail theft, misdemeanor of the first degree (max 3 years)', {
      stateCode: 'FL',
    })
    expect(facts.maxSentenceYears).toBe(3)
    expect(facts.felony).toBe(false)
  })

  it('reads a state misdemeanor punishable by more than two years (18 U.S.C. § 921(a)(20)(B))', () => {
    expect(inferFromCharges('Simple assault, M1', { stateCode: 'PA' }).facts).toMatchObject({
      felony: false,
      maxSentenceYears: 5,
    })
    expect(
      inferFromCharges('Assault 2nd degree, Class A misdemeanor', { stateCode: 'SC' }).facts,
    ).toMatchObject({ felony: false, maxSentenceYears: 3 })
  })

  it('reads federal classes against the federal table when the text cites federal law', () => {
    const { facts } = inferFromCharges('21 U.S.C. § 841, Class A felony', { stateCode: 'TX' })
    expect(facts.offenseClassLabel).toContain('federal law')
    expect(facts.maxSentenceYears).toBe(99)
  })

  it('reads classes against the state table unless the text says the conviction was federal', () => {
    expect(
      inferFromCharges('Class C felony, not a federal offense', { stateCode: 'NY' }).facts.maxSentenceYears,
    ).toBe(15)
    const federal = inferFromCharges('Federal conviction, Class C felony', { stateCode: 'NY' })
    expect(federal.facts.felony).toBe(true)
    expect(federal.facts.maxSentenceYears).toBeUndefined()
    expect(inferFromCharges('Class C felony', { stateCode: 'US' }).readings.at(-1)?.reading).toContain(
      'federal',
    )
  })

  it('takes the most serious of several counts of one grade, and none when grades differ', () => {
    expect(
      inferFromCharges('Class C felony; Class E felony', { stateCode: 'NY' }).facts.maxSentenceYears,
    ).toBe(15)
    const mixed = inferFromCharges('charged Class D felony, pleaded to Class A misdemeanor', {
      stateCode: 'NY',
    })
    expect(mixed.facts.felony).toBeUndefined()
    expect(mixed.facts.maxSentenceYears).toBeUndefined()
    const pleaded = inferFromCharges('felony charge, pleaded to Class A misdemeanor', { stateCode: 'TX' })
    expect(pleaded.facts.felony).toBeUndefined()
    expect(pleaded.facts.maxSentenceYears).toBeUndefined()
  })

  it('leaves the maximum unknown after a reduction or with conflicting stated maxima', () => {
    expect(
      inferFromCharges('Class 6 felony reduced to misdemeanor', { stateCode: 'AZ' }).facts.maxSentenceYears,
    ).toBeUndefined()
    expect(
      inferFromCharges('max 5 years; max 1 year', { stateCode: 'MD' }).facts.maxSentenceYears,
    ).toBeUndefined()
  })

  it.each([
    ['Robbery, no weapon', { weapon: false, robbery: true }],
    ['Unarmed robbery', { weapon: false }],
    ['Strong-arm robbery', { weapon: false, violent: true }],
    ['Aggravated assault, dangerous offense', { weapon: true }],
    ['Aggravated assault, non-dangerous', { weapon: false }],
    ['Burglary with firearm enhancement', { weapon: true }],
    ['Robbery, PC 12022.5', { weapon: true }],
    ['Murder, PC 12022.53(d)', { weapon: true }],
    ['Robbery, PC 12022(b)(1)', { weapon: true }],
    ['Assault while armed', { weapon: true }],
    ['Aggravated assault, affirmative finding of a deadly weapon', { weapon: true }],
    ['Theft, not a felony', { felony: false }],
  ])('reads %j', (text, expected) => {
    expect(inferFromCharges(text).facts).toMatchObject(expected)
  })

  it('does not read the non-weapon California enhancements as a weapon', () => {
    expect(
      inferFromCharges('Grand theft, PC 487(a), PC 12022.6 excessive-taking enhancement').facts.weapon,
    ).toBe(false)
    expect(inferFromCharges('PC 12022.7 great bodily injury').facts.weapon).toBeUndefined()
    expect(inferFromCharges('Assault, affirmative finding of family violence').facts.weapon).toBeUndefined()
  })

  it('leaves the weapon unknown when the text says both', () => {
    expect(inferFromCharges('Armed robbery; no weapon recovered').facts.weapon).toBeUndefined()
  })

  it('reads a statement that the offense was not domestic as such', () => {
    expect(inferFromCharges('Non-domestic assault').facts).toMatchObject({
      domestic: false,
      domesticRelationship: false,
    })
    expect(inferFromCharges('Assault, not domestic violence').facts.domestic).toBe(false)
  })

  it('reads the relationship to the victim, never defaulting it to false', () => {
    expect(inferFromCharges('Misdemeanor assault, victim: spouse').facts).toMatchObject({
      domesticRelationship: true,
      domestic: true,
    })
    expect(inferFromCharges('Battery, child in common').facts.domesticRelationship).toBe(true)
    expect(inferFromCharges('Theft').facts.domesticRelationship).toBeUndefined()
  })

  it('reads dispositions from the charges and the sentence text', () => {
    expect(inferFromCharges('Possession, First Offender Act', { stateCode: 'GA' }).facts.disposition).toBe(
      'FIRST_OFFENDER',
    )
    expect(
      inferFromCharges('Theft', { stateCode: 'TX', sentence: 'deferred adjudication, 4 years' }).facts
        .disposition,
    ).toBe('DEFERRED')
    expect(inferFromCharges('Theft').facts.disposition).toBeUndefined()
  })

  it('reads the sentence for custody or probation', () => {
    expect(inferFromCharges('Burglary', { sentence: '3 years state prison' }).facts).toMatchObject({
      sentenceKind: 'CUSTODY',
      custodyYears: 3,
    })
    expect(inferFromCharges('Burglary', { sentence: '18 months DOC' }).facts.custodyYears).toBe(1.5)
    expect(
      inferFromCharges('Burglary', { sentence: '4 years prison suspended, 2 years probation' }).facts,
    ).toMatchObject({ sentenceKind: 'PROBATION' })
    expect(inferFromCharges('Burglary').facts.sentenceKind).toBeUndefined()
  })

  it('reads stealing, malicious destruction of property and operating under the influence', () => {
    expect(
      inferFromCharges('Stealing a motor vehicle, class D felony', { stateCode: 'MO' }).facts,
    ).toMatchObject({
      felony: true,
      maxSentenceYears: 7,
      violent: false,
      weapon: false,
      sexOffenderRegistration: false,
    })
    expect(
      inferFromCharges('Malicious destruction of property, misdemeanor (max 3 years)', { stateCode: 'MD' })
        .facts,
    ).toMatchObject({ felony: false, maxSentenceYears: 3, violent: false, sexOffenderRegistration: false })
    for (const text of [
      'Operating under the influence, second offense (max 2½ years)',
      'OUI, second offense (max 2 1/2 years)',
    ]) {
      expect(inferFromCharges(text, { stateCode: 'MA' }).facts).toMatchObject({
        dui: true,
        maxSentenceYears: 2.5,
        violent: false,
      })
    }
  })

  it("reads a 'wobbler', a dating partner and the class key the text names", () => {
    expect(inferFromCharges('Grand theft, PC 487(a), felony (wobbler)').facts.wobbler).toBe(true)
    expect(inferFromCharges('Grand theft, PC 487(a), felony').facts.wobbler).toBeUndefined()
    expect(inferFromCharges('Assault; victim: my girlfriend').facts).toMatchObject({
      datingRelationship: true,
      domesticRelationship: true,
    })
    expect(inferFromCharges('Assault; victim: my wife').facts.datingRelationship).toBeUndefined()
    expect(
      inferFromCharges('Obtaining property by false pretenses, Class H felony', { stateCode: 'NC' }).facts,
    ).toMatchObject({ offenseClasses: ['F:H'], maxSentenceYears: 3.25, violent: false })
  })

  it('stays safe and fast on long hostile text', () => {
    const hostile = 'class '.repeat(300) + 'max '.repeat(300) + '9'.repeat(400)
    expect(() =>
      inferFromCharges(hostile, { stateCode: 'TX', sentence: 'prison '.repeat(280) }),
    ).not.toThrow()
  })
})

describe('words about what the person wants are not the offense', () => {
  it.each([
    'Theft, felony — I want my gun rights back',
    'Forgery, felony; pardoned in 2020, the pardon restoring firearm rights',
    'Burglary of a building, felony. I would like my firearms back for hunting',
    'Fraud, felony; asking for the right to own a gun and to possess firearms again',
    'Embezzlement, felony; seeking restoration of my Second Amendment rights',
  ])('%j names no weapon', (text) => {
    const { facts } = inferFromCharges(text)
    expect(facts.weapon).not.toBe(true)
    expect(inferFromCharges(text.replace(/[—;.(] ?[^—;.(]*$/, '')).facts.weapon).toBe(facts.weapon)
  })

  it('still reads a weapon the offense names', () => {
    expect(
      inferFromCharges('Unlawful possession of a firearm by a felon; I want my gun rights back').facts.weapon,
    ).toBe(true)
    expect(inferFromCharges('Assault with a deadly weapon').facts.weapon).toBe(true)
  })
})

describe('what the person says they did', () => {
  it.each([
    'Harassment, misdemeanor; I pushed my husband',
    'Disorderly conduct; I slapped her',
    'Misdemeanor; he grabbed the victim',
  ])('%j is force against a person', (text) => {
    expect(inferFromCharges(text).facts.violent).toBe(true)
  })

  it('is not force against a thing', () => {
    expect(inferFromCharges('Leaving the scene; I hit a parked car').facts.violent).toBeUndefined()
  })
})
