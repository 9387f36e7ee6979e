import { describe, expect, it } from 'vitest'
import { addressBlock } from './address-block.ts'

describe('addressBlock', () => {
  it('counts an IPv4 address (plain or IPv6-mapped) on its own', () => {
    expect(addressBlock('192.0.2.7')).toBe('192.0.2.7')
    expect(addressBlock('::ffff:192.0.2.7')).toBe('192.0.2.7')
  })

  it('counts every address of one IPv6 /64 network together, whatever the spelling', () => {
    const block = '2001:db8:aa:bb::/64'
    expect(addressBlock('2001:db8:aa:bb::1')).toBe(block)
    expect(addressBlock('2001:0db8:00aa:00bb:1234:5678:9abc:def0')).toBe(block)
    expect(addressBlock('2001:DB8:AA:BB:ffff::%eth0')).toBe(block)
    expect(addressBlock('2001:db8:aa:bc::1')).not.toBe(block)
    expect(addressBlock('::1')).toBe('0:0:0:0::/64')
  })
})
