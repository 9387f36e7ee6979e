import { describe, expect, it } from 'vitest'
import { isValidMetaSignature, metaSignature } from './meta-signature.ts'

const secret = 'meta-app-secret'
const body = Buffer.from('{"object":"page","entry":[]}')

describe('isValidMetaSignature', () => {
  it('accepts the HMAC-SHA256 of the exact bytes under the app secret, in either hex case', () => {
    const header = metaSignature(body, secret)
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(isValidMetaSignature(body, header, secret)).toBe(true)
    expect(isValidMetaSignature(body, header.toUpperCase().replace('SHA256=', 'sha256='), secret)).toBe(true)
  })

  it('refuses another secret, changed bytes and re-serialised JSON', () => {
    const header = metaSignature(body, secret)
    expect(isValidMetaSignature(body, header, 'another-secret')).toBe(false)
    expect(isValidMetaSignature(Buffer.from('{"object":"page","entry":[1]}'), header, secret)).toBe(false)
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1))
    expect(isValidMetaSignature(reformatted, header, secret)).toBe(false)
  })

  it('refuses a missing, repeated, truncated or differently named signature', () => {
    const header = metaSignature(body, secret)
    expect(isValidMetaSignature(body, undefined, secret)).toBe(false)
    expect(isValidMetaSignature(body, '', secret)).toBe(false)
    expect(isValidMetaSignature(body, [header, header], secret)).toBe(false)
    expect(isValidMetaSignature(body, header.slice(0, -2), secret)).toBe(false)
    expect(isValidMetaSignature(body, header.replace('sha256=', 'sha1='), secret)).toBe(false)
    expect(isValidMetaSignature(body, header.replace('sha256=', ''), secret)).toBe(false)
    expect(isValidMetaSignature(body, `${header}00`, secret)).toBe(false)
  })
})
