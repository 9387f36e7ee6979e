import { describe, expect, it } from 'vitest'
import { readReferral, trackingLinks } from './referral-link.ts'

describe('trackingLinks', () => {
  it('builds the short and the query link on the given origin', () => {
    expect(trackingLinks('https://example.com', 'AB12CD')).toEqual({
      short: 'https://example.com/r/AB12CD',
      query: 'https://example.com/?ref=AB12CD',
    })
  })
})

describe('readReferral', () => {
  it('reads and normalises the code, and keeps the rest of the address', () => {
    expect(readReferral('https://example.com/pricing?utm=x&ref=ab12cd#faq')).toEqual({
      code: 'AB12CD',
      cleanUrl: '/pricing?utm=x#faq',
    })
  })

  it('drops a ref that is not a code without recording it', () => {
    expect(readReferral('https://example.com/?ref=%3Cscript%3E')).toEqual({ code: null, cleanUrl: '/' })
  })

  it('is null for an address without ref', () => {
    expect(readReferral('https://example.com/?utm=x')).toBeNull()
  })
})
