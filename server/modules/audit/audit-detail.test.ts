import { describe, expect, it } from 'vitest'
import { safeDetail, storedText } from './audit-detail.ts'

describe('safeDetail', () => {
  it('keeps plain values and leaves empty ones out', () => {
    expect(safeDetail({ reason: 'Chargeback', amountCents: 2500, valid: true, note: '' })).toEqual({
      reason: 'Chargeback',
      amountCents: 2500,
      valid: true,
    })
  })

  it('never shows an SSN, a TIN, a password or a token, even nested or written in a reason', () => {
    const kept = safeDetail({
      ssn: '123-45-6789',
      tin: '12-3456789',
      tinCiphertext: 'abc',
      password: 'hunter2',
      resetToken: 'tok',
      nested: { ssnLast4: '6789', note: 'kept' },
      reason: 'Customer wrote 123456789 in the note',
    })
    const text = JSON.stringify(kept)
    expect(text).not.toMatch(/123-45-6789|12-3456789|hunter2|tok"|abc|6789"/)
    expect(Object.keys(kept)).toEqual(['nested', 'reason'])
    expect(kept.reason).toBe('Customer wrote [hidden] in the note')
  })

  it('writes a kept value as it was stored, cut to a length', () => {
    expect(storedText(299900)).toBe('299900')
    expect(storedText({ role: 'USER' })).toBe('{"role":"USER"}')
    expect(storedText('x'.repeat(400))).toHaveLength(300)
  })

  it('gives nothing for a detail that is not an object', () => {
    expect(safeDetail(null)).toEqual({})
    expect(safeDetail(['a'])).toEqual({})
    expect(safeDetail('text')).toEqual({})
  })
})
