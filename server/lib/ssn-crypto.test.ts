import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptSsn, encryptSsn } from './ssn-crypto.ts'

const key = randomBytes(32)

describe('SSN encryption', () => {
  it('decrypts what it encrypted, and the stored value never holds the SSN', () => {
    const stored = encryptSsn('123456789', key)
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/)
    expect(stored).not.toContain('123456789')
    expect(decryptSsn(stored, key)).toBe('123456789')
  })

  it('uses a different IV, and so a different value, each time', () => {
    const values = new Set(Array.from({ length: 20 }, () => encryptSsn('123456789', key)))
    expect(values.size).toBe(20)
    const ivs = new Set([...values].map((v) => v.split(':')[1]))
    expect(ivs.size).toBe(20)
    expect(Buffer.from([...ivs][0]!, 'base64')).toHaveLength(12)
  })

  it('refuses a value whose ciphertext, tag or IV was altered', () => {
    const [version, iv, tag, ciphertext] = encryptSsn('123456789', key).split(':') as [
      string,
      string,
      string,
      string,
    ]
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64')
      bytes[0] = bytes[0]! ^ 0x01
      return bytes.toString('base64')
    }
    for (const tampered of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ]) {
      expect(() => decryptSsn(tampered.join(':'), key)).toThrow()
    }
  })

  it('refuses another key, an unknown version and a malformed value', () => {
    const stored = encryptSsn('123456789', key)
    expect(() => decryptSsn(stored, randomBytes(32))).toThrow()
    expect(() => decryptSsn(stored.replace(/^v1/, 'v2'), key)).toThrow('format')
    expect(() => decryptSsn('123456789', key)).toThrow('format')
    expect(() => encryptSsn('123456789', randomBytes(16))).toThrow('32 bytes')
  })
})
