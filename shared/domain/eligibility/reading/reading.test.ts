import { describe, expect, it } from 'vitest'
import { readClasses } from './classes.ts'
import { readCourtMartial } from './court-martial.ts'
import { readDisposition } from './disposition.ts'
import { describeYears, mergeCompoundLengths, toYears } from './durations.ts'
import { readNamedOffenses } from './named-offenses.ts'
import { readPriors } from './priors.ts'
import { readRelationship } from './relationship.ts'
import { readSentence } from './sentence.ts'

describe('durations', () => {
  it.each([
    ['5', 'years', 5],
    ['18', 'months', 1.5],
    ['90', 'days', 0.247],
    ['two', 'yrs', 2],
    ['52', 'weeks', 1],
  ])('reads %s %s as %s years', (n, unit, years) => {
    expect(toYears(n, unit)).toBe(years)
  })

  it('says a length in plain words', () => {
    expect(describeYears(3)).toBe('3 years')
    expect(describeYears(1.5)).toBe('18 months')
    expect(describeYears(30 / 365)).toBe('30 days')
  })
})

describe('readClasses', () => {
  it.each([
    ['class A felony', 'F:A'],
    ['Class G felony', 'F:G'],
    ['class IIIA felony', 'F:IIIA'],
    ['Class B1 felony', 'F:B1'],
    ['Class A1 misdemeanor', 'M:A1'],
    ['Class X felony', 'F:X'],
    ['Class AA felony', 'F:AA'],
    ['felony, class C', 'F:C'],
    ['Category B felony', 'F:B'],
    ['Level 6 felony', 'F:L6'],
    ['level 3 drug felony', 'F:DL3'],
    ['DF2', 'F:DL2'],
    ['severity level 7 person felony', 'F:SL7'],
    ['drug severity level 4', 'F:DL4'],
    ['felony of the third degree', 'F:D3'],
    ['first-degree felony', 'F:D1'],
    ['2nd degree misdemeanor', 'M:D2'],
    ['misdemeanor of the first degree', 'M:D1'],
    ['crime of the fourth degree', 'C:D4'],
    ['Class D crime', 'C:D'],
    ['state jail felony', 'F:STATE_JAIL'],
    ['capital felony', 'F:CAPITAL'],
    ['life felony', 'F:LIFE'],
    ['gross misdemeanor', 'M:GROSS'],
    ['aggravated misdemeanor', 'M:AGGRAVATED'],
    ['serious misdemeanor', 'M:SERIOUS'],
    ['simple misdemeanor', 'M:SIMPLE'],
    ['misdemeanor of a high and aggravated nature', 'M:HIGH_AGGRAVATED'],
    ['high court misdemeanor', 'M:HIGH_COURT'],
    ['petty misdemeanor', 'M:PETTY'],
    ['disorderly persons offense', 'M:DP'],
    ['petty disorderly persons offense', 'M:PDP'],
    ['minor misdemeanor', 'M:MINOR'],
    ['unclassified felony', 'F:UNCLASSIFIED'],
    ['indictable offense', 'C:INDICTABLE'],
    ['F3', 'F:D3'],
    ['M1', 'M:D1'],
  ])('reads %j as %s', (text, key) => {
    expect(readClasses(text, () => undefined).mentions[0]?.keys[0]).toBe(key)
  })

  it('reads an aggravated misdemeanor of high and aggravated nature once, as the longer name', () => {
    const { mentions } = readClasses('misdemeanor of a high and aggravated nature', () => 'GA')
    expect(mentions).toHaveLength(1)
  })

  it('does not read the degree of an offense as its grade', () => {
    expect(readClasses('murder in the first degree', () => 'NY').mentions).toEqual([])
    expect(readClasses('robbery in the second degree', () => 'NY').mentions).toEqual([])
    expect(readClasses('burglary 2nd degree', () => 'FL').mentions).toEqual([])
  })

  it('reads a bare degree as the grade only in New Jersey', () => {
    expect(readClasses('robbery, second degree', () => 'NJ').mentions[0]?.row?.maxYears).toBe(10)
    expect(readClasses('robbery, second degree', () => 'PA').mentions).toEqual([])
  })

  it.each([
    ['max 5 years', 5],
    ['maximum penalty of 18 months', 1.5],
    ['punishable by up to 10 years', 10],
    ['punishable by not more than 2 years', 2],
    ['(up to 2.5 years)', 2.5],
    ['statutory maximum: 364 days', 0.997],
    ['punishable by life', 99],
    ['max 2-5 years', 5],
    ['max 2½ years house of correction', 2.5],
    ['punishable by up to 2 1/2 years', 2.5],
    ['maximum two and a half years', 2.5],
  ])('reads the stated maximum in %j', (text, years) => {
    expect(readClasses(text, () => undefined).statedMaxima.map((m) => m.years)).toEqual([years])
  })

  it('does not take the sentence imposed for the law’s maximum', () => {
    expect(readClasses('sentenced to a maximum of 5 years', () => undefined).statedMaxima).toEqual([])
  })

  it.each([
    ['Theft, 14-year felony', 14],
    ['Burglary (1 to 10 years)', 10],
    ['Forgery, 1 to 10 years', 10],
    ['Theft, F5 (6-12 months)', 1],
    ['Assault, up to 5 years', 5],
    ['Fraud, not more than 2 years', 2],
  ])('reads the maximum stated informally in %j', (text, years) => {
    expect(readClasses(text, () => undefined).statedMaxima.map((m) => m.years)).toEqual([years])
  })

  it.each([
    'Theft, got 2 to 5 years',
    'Burglary, 2-10 years DOC',
    'Theft, 1 to 3 years probation',
    'Assault, 6 to 12 months',
    'Theft, 1 year felony probation',
  ])('does not take a sentence written as a range or a term for a maximum: %j', (text) => {
    expect(readClasses(text, () => undefined).statedMaxima).toEqual([])
  })
})

describe('readNamedOffenses', () => {
  it.each([
    ['Forgery in the first degree', 'GA', 'FELONY', 15],
    ['first-degree forgery', 'GA', 'FELONY', 15],
    ['Forgery 4th degree', 'GA', 'MISDEMEANOR', 1],
    ['Larceny in the third degree', 'CT', 'FELONY', 5],
    ['Assault 4th degree', 'KY', 'MISDEMEANOR', 1],
    ['Grand larceny in the fourth degree', 'NY', 'FELONY', 4],
    ['Domestic violence 2nd degree', 'SC', 'MISDEMEANOR', 3],
  ] as const)('reads %j in %s as a %s of %s years', (text, code, grade, years) => {
    const [named] = readNamedOffenses(text, code)
    expect(named).toMatchObject({ grade, maxYears: years })
  })

  it('reads nothing where the state does not grade the offense by degree, or without a degree', () => {
    expect(readNamedOffenses('Forgery in the first degree', 'TX')).toEqual([])
    expect(readNamedOffenses('Forgery', 'GA')).toEqual([])
    expect(readNamedOffenses('Burglary 2nd count', 'GA')).toEqual([])
  })
})

describe('readPriors', () => {
  it.each([
    [true, 'two misdemeanor DWIs', false],
    [true, 'felony larceny 1990', true],
    [false, 'felony breaking and entering', true],
    [true, 'no felonies, one traffic ticket', false],
    [true, undefined, undefined],
    [false, undefined, false],
    [undefined, 'none', false],
  ] as const)('other convictions %s, details %j: another felony is %s', (stated, details, felony) => {
    expect(readPriors(stated, details, 'Theft').priorFelony).toBe(felony)
  })

  it('reads another felony the charges name, and not a degree or a negation', () => {
    expect(readPriors(undefined, undefined, 'sentenced as a habitual felon').priorFelony).toBe(true)
    expect(readPriors(false, undefined, 'no prior felony record').priorFelony).toBe(false)
    expect(readPriors(false, undefined, 'felony of the second degree').priorFelony).toBe(false)
  })
})

describe('readCourtMartial', () => {
  it.each([
    ['General court-martial, Article 121, larceny of military property over $1,000', 10, 'GENERAL'],
    ['Special court-martial, Art. 112a wrongful use of marijuana', 2, 'SPECIAL'],
    ['Court-martial, 10 U.S.C. § 907, false official statement', 5, undefined],
    ['Court-martial, Article 128, assault consummated by a battery', 0.5, undefined],
  ] as const)('reads %j as a maximum of %s years', (text, years, forum) => {
    const read = readCourtMartial(text)
    expect(read.maxSentenceYears).toBe(years)
    expect(read.forum).toBe(forum)
  })

  it('leaves the maximum unknown when the variant is not given, and reads nonjudicial punishment', () => {
    expect(readCourtMartial('Court-martial, Article 121 larceny').maxSentenceYears).toBeUndefined()
    expect(readCourtMartial('Article 15 nonjudicial punishment, UCMJ').nonJudicial).toBe(true)
    expect(readCourtMartial('Court-martial, Article 15 offense').nonJudicial).toBe(false)
  })
})

describe('readRelationship: a partner who lived with the offender', () => {
  it.each(['my girlfriend, who lived with me', 'his live-in girlfriend', 'my boyfriend; we lived together'])(
    'reads %j as a cohabitant, not only a dating partner',
    (text) => {
      const read = readRelationship(text)
      expect(read.domesticRelationship).toBe(true)
      expect(read.dating).toBeUndefined()
    },
  )
})

describe('readRelationship', () => {
  it.each([
    'victim: spouse',
    'battery on wife',
    'assault on husband',
    'ex-wife',
    'victim was his girlfriend',
    'boyfriend',
    'dating partner',
    'child in common',
    'mother of his child',
    'cohabitant',
    'household member',
    'family member',
    'victim: her son',
  ])('reads %j as a domestic relationship', (text) => {
    expect(readRelationship(text).domesticRelationship).toBe(true)
  })

  it.each(['assault', 'household burglary', 'victim: mother', 'midwife fraud', 'child abuse'])(
    'leaves %j unknown',
    (text) => {
      expect(readRelationship(text).domesticRelationship).toBeUndefined()
    },
  )

  it.each(['non-domestic assault', 'victim was a stranger', 'victim: police officer', 'not domestic'])(
    'reads %j as no domestic relationship',
    (text) => {
      expect(readRelationship(text).domesticRelationship).toBe(false)
    },
  )

  it('leaves conflicting statements unknown', () => {
    expect(readRelationship('wife; victim was a stranger').domesticRelationship).toBeUndefined()
  })

  it('does not read a negated relationship', () => {
    expect(readRelationship('victim was not his wife').domesticRelationship).toBeUndefined()
  })
})

describe('readDisposition', () => {
  it.each([
    ['First Offender Act', 'FIRST_OFFENDER'],
    ['first offender treatment', 'FIRST_OFFENDER'],
    ['deferred adjudication', 'DEFERRED'],
    ['deferred entry of judgment', 'DEFERRED'],
    ['deferred judgment', 'DEFERRED'],
    ['probation before judgment', 'DEFERRED'],
    ['PBJ', 'DEFERRED'],
    ['adjudication withheld', 'DEFERRED'],
    ['withhold of adjudication', 'DEFERRED'],
    ['withheld judgment', 'DEFERRED'],
    ['suspended imposition of sentence', 'DEFERRED'],
    ['SIS', 'DEFERRED'],
    ['stay of adjudication', 'DEFERRED'],
    ['diversion', 'DIVERSION'],
    ['pretrial intervention', 'DIVERSION'],
    ['PTI', 'DIVERSION'],
    ['ARD', 'DIVERSION'],
    ['deferred prosecution', 'DIVERSION'],
    ['non-adjudication', 'DEFERRED'],
    ['intervention in lieu of conviction', 'DIVERSION'],
    ['adjudicated delinquent', 'JUVENILE'],
    ['juvenile adjudication for burglary', 'JUVENILE'],
    ['the charges were dismissed', 'DISMISSED'],
    ['nolle prosequi', 'DISMISSED'],
    ['acquitted at trial', 'DISMISSED'],
    ['found not guilty', 'DISMISSED'],
  ] as const)('reads %j as %s', (text, disposition) => {
    expect(readDisposition(text, undefined).disposition).toBe(disposition)
  })

  it('reads a juvenile case decided in adult court as a conviction', () => {
    expect(
      readDisposition('charged as a juvenile, certified to adult court; robbery', 'PA').disposition,
    ).toBe('CONVICTION')
    expect(readDisposition('tried as an adult at 16 for burglary', 'PA').disposition).toBeUndefined()
  })

  it('reads other counts dismissed beside a plea or a sentence as no dismissal of the conviction', () => {
    for (const text of [
      'pleaded guilty to theft; the burglary count was dismissed',
      'a second count was dismissed under the plea agreement',
      'charges dismissed except count 1; sentenced to 2 years prison',
    ])
      expect(readDisposition(text, undefined).disposition, text).toBeUndefined()
  })

  it('reads a revoked deferral as a conviction', () => {
    expect(readDisposition('deferred adjudication, revoked in 2015', 'TX').disposition).toBe('CONVICTION')
    expect(readDisposition('deferred adjudication completed without revocation', 'TX').disposition).toBe(
      'DEFERRED',
    )
  })

  it('reads a conditional discharge by state, and leaves it unknown elsewhere', () => {
    expect(readDisposition('conditional discharge', 'GA').disposition).toBe('DEFERRED')
    expect(readDisposition('conditional discharge', 'NJ').disposition).toBe('DIVERSION')
    expect(readDisposition('conditional discharge', 'NY').disposition).toBe('CONVICTION')
    expect(readDisposition('conditional discharge', 'OH').disposition).toBeUndefined()
    expect(readDisposition('conditional discharge', 'OH').readings).toHaveLength(1)
  })

  it.each([
    'not eligible for first offender',
    'denied diversion',
    'first-time offender',
    'DUI first offense',
    'drug diversion by a nurse',
    'diversion of funds',
  ])('does not read %j as a disposition', (text) => {
    expect(readDisposition(text, 'GA').disposition).toBeUndefined()
  })
})

describe('readSentence', () => {
  it.each([
    ['3 years state prison', 'CUSTODY', 3],
    ['18 months DOC', 'CUSTODY', 1.5],
    ['1 year and 1 day in prison', 'CUSTODY', 1.003],
    ['12 months and a day DOC', 'CUSTODY', 1.003],
    ['sentenced to 2 years, 6 months in state prison', 'CUSTODY', 2.501],
    ['90 days county jail', 'CUSTODY', 0.247],
    ['5 years TDCJ', 'CUSTODY', 5],
    ['2 to 5 years imprisonment', 'CUSTODY', 5],
    ['incarceration of 4 years', 'CUSTODY', 4],
    ['prison: 2 years', 'CUSTODY', 2],
    ['36 months BOP, 3 years supervised release', 'MIXED', 3],
    ['18 months DOC followed by 2 years probation', 'MIXED', 1.5],
    ['2 years probation, 30 days jail', 'MIXED', 0.082],
    ['5 years prison suspended, 3 years probation', 'PROBATION', undefined],
    ['10 years TDCJ probated for 10 years', 'PROBATION', undefined],
    ['10 years prison, all but 6 months suspended, probation', 'MIXED', 0.5],
    ['3 years probation', 'PROBATION', undefined],
    ['community control', 'PROBATION', undefined],
    ['supervised release', 'PROBATION', undefined],
    ['sentenced to prison, paroled 2019', 'CUSTODY', undefined],
    ['TDCJ', 'CUSTODY', undefined],
    ['10 years, 5 fixed', 'CUSTODY', 10],
    ['5 fixed + 5 indeterminate', 'CUSTODY', 10],
    ['TDCJ probated, community supervision', 'PROBATION', undefined],
  ] as const)('reads %j', (text, kind, years) => {
    const read = readSentence(text)
    expect(read.sentenceKind).toBe(kind)
    expect(read.custodyYears).toBe(years)
  })

  it.each(['', 'fine and costs', 'sentenced to 5 years', 'no jail time'])('leaves %j unknown', (text) => {
    expect(readSentence(text).sentenceKind).toBeUndefined()
  })
})

describe('mergeCompoundLengths', () => {
  it('writes a larger unit followed by a smaller one as days, and leaves the rest', () => {
    expect(mergeCompoundLengths('1 year and 1 day')).toBe('366 days')
    expect(mergeCompoundLengths('12 months and a day')).toBe('366 days')
    expect(mergeCompoundLengths('3 years, 2 years suspended')).toBe('3 years, 2 years suspended')
    expect(mergeCompoundLengths('5 years probation')).toBe('5 years probation')
  })
})
