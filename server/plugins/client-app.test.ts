import { describe, expect, it } from 'vitest'
import { acceptsBrotli } from './client-app.ts'

describe('whether a client takes brotli', () => {
  it('reads the Accept-Encoding header as RFC 9110 says', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('BR;q=0.2')).toBe(true)
    expect(acceptsBrotli('*')).toBe(true)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false)
    expect(acceptsBrotli('*;q=0')).toBe(false)
    expect(acceptsBrotli('')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})
