import { describe, expect, it } from 'vitest'
import { clientKey } from './smtp-guard.ts'

describe('the client an address counts as', () => {
  it('is the IPv4 address itself, however it is written', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('is the /64 network of an IPv6 address, which one subscriber holds whole', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:DB8:0001:0002::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })
})
