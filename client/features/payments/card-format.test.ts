import { describe, expect, it } from 'vitest'
import { digitsOnly, formatCardExpiry, formatCardNumber } from './card-format.ts'

describe('card formatting', () => {
  it('groups a card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42')
    expect(formatCardNumber('4242 ')).toBe('4242')
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19)
  })

  it('writes the expiry as MM / YY, and deleting back over the separator works', () => {
    expect(formatCardExpiry('1230')).toBe('12 / 30')
    expect(formatCardExpiry('12 / 30')).toBe('12 / 30')
    expect(formatCardExpiry('12 / ')).toBe('12')
    expect(formatCardExpiry('4')).toBe('04')
    expect(formatCardExpiry('12/345')).toBe('12 / 34')
  })

  it('keeps digits only, up to a length', () => {
    expect(digitsOnly('12a34-5', 4)).toBe('1234')
  })
})
