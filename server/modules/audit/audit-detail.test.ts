import { describe, expect, it } from 'vitest'
import { safeDetail } from './audit-detail.ts'

describe('safeDetail', () => {
  it('shows plain values as text', () => {
    expect(safeDetail({ reason: 'Chargeback', amountCents: 2500, valid: true })).toEqual([
      { key: 'reason', value: 'Chargeback' },
      { key: 'amountCents', value: '2500' },
      { key: 'valid', value: 'true' },
    ])
  })

  it('never shows an SSN, a TIN, a password or a token, even nested or written in a reason', () => {
    const items = safeDetail({
      ssn: '123-45-6789',
      tin: '12-3456789',
      tinCiphertext: 'abc',
      password: 'hunter2',
      resetToken: 'tok',
      nested: { ssnLast4: '6789', note: 'kept' },
      reason: 'Customer wrote 123456789 in the note',
    })
    const text = JSON.stringify(items)
    expect(text).not.toMatch(/123-45-6789|12-3456789|hunter2|tok"|abc|6789"/)
    expect(items.map((i) => i.key)).toEqual(['nested', 'reason'])
    expect(items[1]!.value).toBe('Customer wrote [hidden] in the note')
  })

  it('gives nothing for a detail that is not an object', () => {
    expect(safeDetail(null)).toEqual([])
    expect(safeDetail(['a'])).toEqual([])
    expect(safeDetail('text')).toEqual([])
  })
})
