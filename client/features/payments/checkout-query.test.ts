import { describe, expect, it } from 'vitest'
import { otherPackageAsked, productToSell, readCheckoutQuery } from './checkout-query.ts'

const read = (query: string, slug?: string) => readCheckoutQuery(new URLSearchParams(query), slug)

describe('readCheckoutQuery', () => {
  it('reads the product, the case under either name, the ID choice and the plan', () => {
    expect(read('product=BUNDLE&case=c1&idBypass=true&plan=deposit')).toEqual({
      productChoice: { kind: 'valid', product: 'BUNDLE' },
      caseId: 'c1',
      isIdBypass: true,
      isIdVerified: false,
      plan: 'DEPOSIT',
    })
    expect(read('caseId=c2&idVerified=true')).toMatchObject({
      productChoice: { kind: 'none' },
      caseId: 'c2',
      isIdVerified: true,
      plan: 'FULL',
    })
  })

  it('takes the package of /checkout/{package} over the query', () => {
    expect(read('product=STATE', 'bundle').productChoice).toEqual({ kind: 'valid', product: 'BUNDLE' })
    expect(read('', 'Federal').productChoice).toEqual({ kind: 'valid', product: 'FEDERAL' })
  })

  it("an unknown product is invalid with the contract's message", () => {
    for (const choice of [read('product=GOLD').productChoice, read('', 'gold').productChoice]) {
      expect(choice).toEqual({ kind: 'invalid', message: 'The selected product is not available.' })
    }
  })
})

describe('productToSell', () => {
  it("sells the case's package, else the named product, else the federal package", () => {
    expect(productToSell({ kind: 'valid', product: 'STATE' }, 'BUNDLE')).toBe('BUNDLE')
    expect(productToSell({ kind: 'valid', product: 'STATE' }, null)).toBe('STATE')
    expect(productToSell({ kind: 'none' }, 'BUNDLE')).toBe('BUNDLE')
    expect(productToSell({ kind: 'none' }, null)).toBe('FEDERAL')
    expect(productToSell({ kind: 'invalid', message: 'x' }, 'STATE')).toBeNull()
  })
})

describe('otherPackageAsked', () => {
  it("names the package a link asked for when the case's package is another", () => {
    expect(otherPackageAsked({ kind: 'valid', product: 'STATE' }, 'BUNDLE')).toBe('STATE')
    expect(otherPackageAsked({ kind: 'valid', product: 'BUNDLE' }, 'BUNDLE')).toBeNull()
    expect(otherPackageAsked({ kind: 'none' }, 'BUNDLE')).toBeNull()
    expect(otherPackageAsked({ kind: 'valid', product: 'STATE' }, null)).toBeNull()
  })
})
